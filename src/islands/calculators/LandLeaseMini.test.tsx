// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '~/client/http';
import { $toasts } from '~/stores/toasts';
import LandLeaseMini from './LandLeaseMini';

/* The home page's land lease check through the real API client, `fetch` answering as a broken server does. */

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ error: 'Internal server error' }, { status: 500 })),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the home page's land lease check", () => {
  it('logs a failure and says so in the card, without a toast', async () => {
    render(<LandLeaseMini />);
    const mini = screen.getByRole('form', { name: 'Land lease check' });
    await act(async () => {
      fireEvent.click(within(mini).getByRole('button', { name: 'Check Lease Value' }));
      for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetch).toHaveBeenCalledWith('/api/calculators/land-lease', expect.objectContaining({ method: 'POST' }));
    expect(console.error).toHaveBeenCalledWith('Land lease calculation error', expect.any(ApiRequestError));
    expect(within(mini).getByRole('alert').textContent).toBe(
      'The lease value could not be checked just now. Please try again, or open the full estimator.',
    );
    expect($toasts.get()).toEqual([]);
  });
});
