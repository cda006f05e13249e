// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BtmAnswer } from '~/domain/btm/answer';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import { askToSignIn } from '~/browser/session';
import { listSites } from '~/client/sites';
import { loadCurrentUser } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';
import { siteOf } from '../../../tests/fixtures/sites';
import { saveToSite } from './saveToSite';
import { SaveToSite } from './SaveToSite';

vi.mock('~/client/sites', () => ({ listSites: vi.fn() }));
vi.mock('~/stores/currentUser', () => ({ loadCurrentUser: vi.fn() }));
vi.mock('~/browser/session', () => ({ askToSignIn: vi.fn() }));
vi.mock('~/stores/toasts', () => ({ toast: vi.fn() }));
vi.mock('./saveToSite', () => ({ saveToSite: vi.fn() }));

/** The optimizer's "Save to a site": which site, what the load is called, and what a user without a site is told. */

const solved = { request: {} as BtmRequestInput, answer: {} as BtmAnswer };
const yard = siteOf({ id: 7, name: 'Phoenix yard' });
const depot = siteOf({ id: 8, name: 'Tempe depot' });

afterEach(cleanup);
beforeEach(() => {
  vi.mocked(loadCurrentUser)
    .mockReset()
    .mockResolvedValue({ status: 'signed-in' } as never);
  vi.mocked(listSites)
    .mockReset()
    .mockResolvedValue({ items: [yard, depot], total: 2 } as never);
  vi.mocked(saveToSite)
    .mockReset()
    .mockImplementation(async (id) => (id === depot.id ? depot : yard));
  vi.mocked(toast).mockReset();
  vi.mocked(askToSignIn).mockReset();
});

describe('Save to a site', () => {
  it('offers the site the page was opened for first, asks for a name when the one given is blanked, then saves and links to the site', async () => {
    render(<SaveToSite solved={solved} loadName="meter-2025.csv" pvSizeKWdc={400} siteId={8} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save to a site' }));
    const form = await screen.findByRole('form', { name: 'Save to a site' });
    expect((screen.getByLabelText('Site') as HTMLSelectElement).value).toBe('8');
    expect((screen.getByLabelText('Name of the load') as HTMLInputElement).value).toBe('meter-2025.csv');
    expect(listSites).toHaveBeenCalledWith({ pageSize: 100 });

    fireEvent.change(screen.getByLabelText('Name of the load'), { target: { value: '   ' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Name the load')).toBeTruthy();
    expect(saveToSite).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name of the load'), { target: { value: ' Depot meter ' } });
    fireEvent.submit(form);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe("Saved to Tempe depot: its interval data, tariff and first design's battery. Compute it there.");
    expect(saveToSite).toHaveBeenCalledWith(8, 'Depot meter', solved, 400);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Saved to Tempe depot', action: { label: 'Open the site', href: '/sites/site?id=8' } }),
    );
  });

  it('tells a user without a site to create one first, and a visitor to sign in', async () => {
    vi.mocked(listSites).mockResolvedValue({ items: [], total: 0 } as never);
    render(<SaveToSite solved={solved} loadName="Office" pvSizeKWdc={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save to a site' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('You have no sites yet: create one, then save this analysis to it.');
    expect(screen.getByRole('link', { name: 'create one' }).getAttribute('href')).toBe('/sites');
    cleanup();

    vi.mocked(loadCurrentUser).mockResolvedValue({ status: 'signed-out' } as never);
    render(<SaveToSite solved={solved} loadName="Office" pvSizeKWdc={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save to a site' }));
    await waitFor(() => expect(askToSignIn).toHaveBeenCalledWith('Sign in to save this analysis to a site.'));
    expect(listSites).toHaveBeenCalledTimes(1);
  });
});
