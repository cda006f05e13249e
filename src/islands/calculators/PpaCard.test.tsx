// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '~/client/http';
import { $toasts } from '~/stores/toasts';
import PpaCard from './PpaCard';

/* The home page's PPA card through the real API client, `fetch` answering as a broken server does. */

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

describe("the home page's PPA card", () => {
  it("logs 'PPA calculation error' and says so in the card, without a toast", async () => {
    render(<PpaCard />);
    const card = screen.getByRole('form', { name: 'PPA estimate' });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Calculate' }));
      for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetch).toHaveBeenCalledWith('/api/calculators/ppa', expect.objectContaining({ method: 'POST' }));
    expect(console.error).toHaveBeenCalledWith('PPA calculation error', expect.any(ApiRequestError));
    expect(within(card).getByRole('alert').textContent).toBe(
      'The estimate could not be calculated just now. Please try again, or open the full calculator.',
    );
    expect($toasts.get()).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Calculate' })).toHaveProperty('disabled', false);
  });
});
