// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDesign } from '~/domain/sites/design';
import type { SharedSite } from '~/domain/sites/site';
import { ApiRequestError } from '~/client/http';
import { $auth } from '~/stores/currentUser';
import { productionOf } from '../../../tests/fixtures/sites';
import SharedSiteView from './SharedSiteView';

const client = vi.hoisted(() => ({ getSharedSite: vi.fn() }));
vi.mock('~/client/sites', () => client);
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn(), handleUnauthorized: () => false }));

const TOKEN = 'A'.repeat(43);
const production = productionOf(1_842_300);
const SHARED: SharedSite = {
  name: 'Mesa warehouse',
  latitude: 33.4,
  longitude: -111.8,
  state: 'AZ',
  zip: '85201',
  designs: [defaultDesign()],
  interconnection: null,
  land: null,
  usage: null,
  economics: null,
  results: { 'production:d1': { computedAt: '2026-11-28T16:00:00.000Z', stale: false } },
  answer: { production, designs: [{ id: 'd1', name: 'Design 1', production }], stale: [], warnings: [] },
  updatedAt: '2026-11-28T16:00:00.000Z',
};

beforeEach(() => {
  // A colleague with the link: nobody signed in.
  $auth.set({ status: 'signed-out' });
  client.getSharedSite.mockReset();
});
afterEach(() => {
  cleanup();
  $auth.set({ status: 'loading' });
});

describe('a shared site, signed out', () => {
  it('reads the site by the token in its address and shows its figures, read-only', async () => {
    history.replaceState(null, '', `/sites/shared?token=${TOKEN}`);
    client.getSharedSite.mockResolvedValue(SHARED);
    render(<SharedSiteView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesa warehouse' })).toBeTruthy();
    expect(client.getSharedSite).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByText('Shared site · read-only')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Production, Design 1' }).textContent).toContain('Annual production1,842.3 MWh');
    expect(screen.queryByRole('button')).toBeNull();
    // The calculators open with the site's inputs, not for the owner's site (nothing of the owner in the page).
    const link = screen.getByRole('link', { name: 'Open in the solar production calculator' }).getAttribute('href')!;
    expect(new URL(link, 'http://x').searchParams.has('site')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Open in the behind-the-meter optimizer' })).toBeNull();
  });

  it('says a revoked or mistyped link opens nothing, and asks nothing without a token', async () => {
    history.replaceState(null, '', `/sites/shared?token=${TOKEN}`);
    client.getSharedSite.mockRejectedValue(new ApiRequestError(404, JSON.stringify({ error: 'gone' })));
    render(<SharedSiteView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared site not found' })).toBeTruthy();
    expect(screen.getByText('This link does not open a shared site: it was revoked or mistyped.')).toBeTruthy();
    cleanup();

    client.getSharedSite.mockClear();
    history.replaceState(null, '', '/sites/shared');
    render(<SharedSiteView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared site not found' })).toBeTruthy();
    expect(client.getSharedSite).not.toHaveBeenCalled();
  });
});
