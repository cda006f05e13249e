// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '~/domain/adminStats';
import type { Lead } from '~/domain/leads';
import { navigation } from '~/browser/session';
import { fetchAdminStats } from '~/client/admin';
import { ApiRequestError } from '~/client/http';
import { searchLeads, setLeadStatus } from '~/client/leads';
import { listRfqs } from '~/client/rfqs';
import { $auth } from '~/stores/currentUser';
import { $toasts, dismissToast } from '~/stores/toasts';
import { admin } from '../../../tests/fixtures/people';
import AdminPanel from './AdminPanel';

/**
 * What the admin panel tells staff when a call fails: its error toasts, the list's Try again, a
 * status put back, and a lost session's sign-in. The API client answers as the test says.
 */
vi.mock('~/client/admin', async (original) => ({ ...(await original<object>()), fetchAdminStats: vi.fn() }));
vi.mock('~/client/leads', async (original) => ({ ...(await original<object>()), searchLeads: vi.fn(), setLeadStatus: vi.fn() }));
vi.mock('~/client/rfqs', async (original) => ({ ...(await original<object>()), listRfqs: vi.fn() }));

const STATS: AdminStats = { totalLeads: 1, newLeads: 1, totalProjects: 0, activeProjects: 0, totalArticles: 0, publishedArticles: 0 };
const sample: Lead = {
  id: 9001,
  firstName: 'Mock',
  lastName: 'Lead',
  email: 'mock@example.com',
  organizationName: 'Mock Co',
  projectType: 'other',
  details: null,
  status: 'new',
  source: 'contact',
  createdAt: '2026-01-05T12:00:00Z',
};
const serverError = () => new ApiRequestError(500, '{"error":"Internal server error"}');

beforeEach(() => {
  $auth.set({ status: 'signed-in', user: admin });
  history.replaceState(null, '', '/admin');
  vi.mocked(fetchAdminStats).mockResolvedValue(STATS);
  vi.mocked(searchLeads).mockResolvedValue({ items: [sample], total: 1 });
  vi.mocked(listRfqs).mockResolvedValue([]);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
  for (const toast of $toasts.get()) dismissToast(toast.id);
  $auth.set({ status: 'loading' });
  history.replaceState(null, '', '/');
});

const lastToast = () => $toasts.get().at(-1);
const failed = (description: string) => expect(lastToast()).toMatchObject({ title: 'Error', description, variant: 'destructive' });

describe('a failed read', () => {
  it("'Failed to fetch admin stats': the toast, and the figures' Try again", async () => {
    vi.mocked(fetchAdminStats).mockRejectedValueOnce(serverError());
    render(<AdminPanel />);
    await waitFor(() => failed('Failed to fetch admin stats'));
    const stats = screen.getByRole('region', { name: 'Statistics' });
    expect(stats.textContent).toContain('Failed to fetch admin stats');
    fireEvent.click(within(stats).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(stats).getByText('Total Leads')).toBeTruthy());
  });

  it("'Failed to fetch leads' when a search cannot be read, with Try again", async () => {
    render(<AdminPanel />);
    await screen.findByRole('combobox', { name: 'Status for Mock Lead' });
    vi.mocked(searchLeads).mockRejectedValueOnce(serverError());
    const search = screen.getByLabelText('Search leads');
    fireEvent.change(search, { target: { value: 'anything' } });
    fireEvent.blur(search);
    await waitFor(() => failed('Failed to fetch leads'));
    expect(vi.mocked(searchLeads).mock.calls.at(-1)![0].get('q')).toBe('anything');
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' }).at(-1)!);
    expect(await screen.findByRole('combobox', { name: 'Status for Mock Lead' })).toBeTruthy();
  });

  it("'Failed to fetch RFQs' on the RFQs tab", async () => {
    vi.mocked(listRfqs).mockRejectedValueOnce(serverError());
    render(<AdminPanel />);
    await screen.findByRole('combobox', { name: 'Status for Mock Lead' });
    fireEvent.click(screen.getByRole('tab', { name: 'RFQs' }));
    await waitFor(() => failed('Failed to fetch RFQs'));
    expect(location.search).toBe('?tab=rfqs');
  });
});

describe("a lead's status change", () => {
  it('that fails says so, and the select shows the saved status again', async () => {
    vi.mocked(setLeadStatus).mockRejectedValueOnce(serverError());
    render(<AdminPanel />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Status for Mock Lead' });
    await act(async () => {
      fireEvent.change(select, { target: { value: 'closed' } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(setLeadStatus).toHaveBeenCalledWith(9001, 'closed');
    await waitFor(() => failed('Failed to update lead status. Please try again.'));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status for Mock Lead' }).value).toBe('new');
  });

  it('refused for a lost session: the Unauthorized toast, then sign-in returning to the panel', async () => {
    vi.mocked(setLeadStatus).mockRejectedValueOnce(new ApiRequestError(401, '{"error":"Unauthorized"}'));
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    render(<AdminPanel />);
    const select = await screen.findByRole('combobox', { name: 'Status for Mock Lead' });
    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.change(select, { target: { value: 'qualified' } });
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(lastToast()).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
      expect(navigation.assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(500);
      expect(navigation.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fadmin');
    } finally {
      vi.useRealTimers();
    }
  });
});
