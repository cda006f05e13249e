// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSite } from '~/domain/sites/site';
import { listAllSites } from '~/client/admin';
import { $auth } from '~/stores/currentUser';
import { admin } from '../../../tests/fixtures/people';
import { SitesPanel } from './SitesPanel';

vi.mock('~/client/admin', () => ({ listAllSites: vi.fn() }));
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn(), handleUnauthorized: vi.fn(() => false) }));
vi.mock('~/stores/toasts', () => ({ toast: vi.fn() }));

const mesa: AdminSite = {
  id: 12,
  name: 'Mesa canal yard',
  state: 'AZ',
  zip: '85201',
  owner: { id: 'u-1', email: 'rosa@mesa-energy.example', name: 'Rosa Quintero' },
  designs: 2,
  usage: true,
  shared: true,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-21T15:00:00.000Z',
};
const gilbert: AdminSite = {
  ...mesa,
  id: 13,
  name: 'Gilbert depot',
  zip: null,
  designs: 1,
  usage: false,
  shared: false,
  owner: { id: 'u-2', email: 'kim@example.com', name: 'kim@example.com' },
};

beforeEach(() => {
  $auth.set({ status: 'signed-in', user: admin });
  vi.mocked(listAllSites).mockResolvedValue({ items: [mesa, gilbert], total: 27 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the admin panel’s sites', () => {
  it("lists every account's sites with their owner and progress, and links each to its report and data, not its editor", async () => {
    render(<SitesPanel params={new URLSearchParams('tab=sites&sites.q=mesa&sites.page=2')} />);
    const list = await screen.findByRole('list', { name: 'Sites' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Mesa canal yard');
    expect(first!.textContent).toContain('AZ · ZIP 85201 · 2 designs · load and tariff · shared by link');
    expect(first!.textContent).toContain('Rosa Quintero');
    expect(first!.textContent).toContain('rosa@mesa-energy.example');
    expect(within(first!).getByRole('link', { name: 'Report (PDF) of Mesa canal yard' }).getAttribute('href')).toBe(
      '/api/sites/12/report.pdf',
    );
    expect(within(first!).getByRole('link', { name: 'Data (JSON) of Mesa canal yard' }).getAttribute('href')).toBe(
      '/api/sites/12/export.json',
    );
    // An owner without a name is shown once, by email; a site without a ZIP code or inputs says only what it has.
    expect(second!.textContent).toContain('AZ · 1 design');
    expect(second!.textContent).not.toContain('ZIP');
    expect(within(second!).getAllByText('kim@example.com')).toHaveLength(1);
    expect(screen.getByText(/^26–27 of 27 sites$|Showing 26–27 of 27 sites/)).toBeTruthy();
    // The tab's own parameters, unscoped, are what the API is asked.
    expect(vi.mocked(listAllSites).mock.calls[0]![0].toString()).toBe('q=mesa&page=2');
  });
});
