// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDesign } from '~/domain/sites/design';
import { ApiRequestError } from '~/client/http';
import { computeSite, getSite, updateSite } from '~/client/sites';
import { toast } from '~/stores/toasts';
import { siteOf } from '../../../tests/fixtures/sites';
import ForSite from './ForSite';

vi.mock('~/client/sites', () => ({ getSite: vi.fn(), updateSite: vi.fn(), computeSite: vi.fn() }));
vi.mock('~/stores/toasts', () => ({ toast: vi.fn() }));

/** A calculator opened from a site's page: the site named, the address keeping it, the inputs saved back and computed. */

const trackers = { ...defaultDesign(), id: 'd2', name: 'Trackers' };
const site = siteOf({ designs: [defaultDesign(), trackers] });
const request = { latitude: 33.45, longitude: -112.07, systemSizeKWdc: 2500, tracking: 'single-axis', gcr: 0.35 };

afterEach(cleanup);
beforeEach(() => {
  vi.mocked(getSite)
    .mockReset()
    .mockResolvedValue({ ...site, answer: null });
  vi.mocked(updateSite)
    .mockReset()
    .mockImplementation(async (_id, change) => ({ ...site, ...change }) as typeof site);
  vi.mocked(computeSite)
    .mockReset()
    .mockResolvedValue({} as never);
  vi.mocked(toast).mockReset();
  history.replaceState(null, '', '/tools/solar-production?systemSizeKWdc=1000&site=7&design=d2');
});

describe('a calculator opened for a site', () => {
  it('names the site and design, keeps them in the address after a result, and saves the inputs back as the design, then computes the site', async () => {
    const { rerender } = render(<ForSite tool="solar" siteId={7} designId="d2" request={undefined} />);
    expect(await screen.findByRole('link', { name: 'Phoenix yard' })).toHaveProperty('href', expect.stringMatching(/\/sites\/site\?id=7$/));
    expect(screen.getByRole('region', { name: 'For your site' }).textContent).toContain(
      'For the site Phoenix yard, Trackers. Saving keeps the array',
    );
    const save = screen.getByRole('button', { name: 'Save to Phoenix yard' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    // The calculator writes the result's inputs to the address; the site and design stay.
    history.replaceState(null, '', '/tools/solar-production?systemSizeKWdc=2500');
    rerender(<ForSite tool="solar" siteId={7} designId="d2" request={request} />);
    expect(new URLSearchParams(location.search).toString()).toBe('systemSizeKWdc=2500&site=7&design=d2');

    fireEvent.click(save);
    await waitFor(() => expect(computeSite).toHaveBeenCalledWith(7));
    expect(updateSite).toHaveBeenCalledWith(7, {
      designs: [defaultDesign(), { ...trackers, pv: { ...trackers.pv, systemSizeKWdc: 2500, tracking: 'single-axis', gcr: 0.35 } }],
    });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Saved to Phoenix yard', action: { label: 'Open the site', href: '/sites/site?id=7' } }),
    );
  });

  it("says so when the site is not the visitor's, or the visitor is signed out, and offers no save", async () => {
    vi.mocked(getSite).mockRejectedValueOnce(new ApiRequestError(404, '{"error":"Site not found"}'));
    render(<ForSite tool="land_lease" siteId={7} request={{ acres: 40 }} />);
    expect(await screen.findByText('The site this page was opened for is not yours, or was deleted.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    vi.mocked(getSite).mockRejectedValueOnce(new ApiRequestError(401, '{"error":"Unauthorized"}'));
    render(<ForSite tool="land_lease" siteId={7} request={{ acres: 40 }} />);
    expect(await screen.findByText('Sign in to save these inputs to your site.')).toBeTruthy();
  });

  it('shows what the API refused in a toast, and keeps the button for another try', async () => {
    vi.mocked(updateSite).mockRejectedValueOnce(
      new ApiRequestError(
        400,
        JSON.stringify({ error: 'Invalid', issues: [{ path: 'land.acres', message: 'Number must be greater than or equal to 1' }] }),
      ),
    );
    render(<ForSite tool="land_lease" siteId={7} request={{ acres: 0.5 }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save to Phoenix yard' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', description: 'Number must be greater than or equal to 1' }),
      ),
    );
    expect(computeSite).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Save to Phoenix yard' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
