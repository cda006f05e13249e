// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '~/domain/sites/site';
import { ApiRequestError } from '~/client/http';
import { siteOf } from '../../../tests/fixtures/sites';
import { clickUsMap, eachTestSignedInAt } from '../../../tests/setup/components';
import { NewSiteForm } from './NewSiteForm';
import SitesList from './SitesList';

const client = vi.hoisted(() => ({ listSites: vi.fn(), createSite: vi.fn(), deleteSite: vi.fn() }));
vi.mock('~/client/sites', () => client);
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn(), handleUnauthorized: () => false }));

const site = (id: number, name: string, place: Partial<Site> = {}) => siteOf({ id, name, ...place });

const issues = (...list: { path: string; message: string }[]) =>
  new ApiRequestError(400, JSON.stringify({ error: 'Validation failed', issues: list }));

eachTestSignedInAt('/sites', client);

describe('the sites list', () => {
  it('greets a new user with an empty list and the form that adds the first site', async () => {
    client.listSites.mockResolvedValue({ items: [], total: 0 });
    render(<SitesList />);
    expect(await screen.findByText('No sites yet')).toBeTruthy();
    expect(screen.getByText(/an account keeps/).textContent).toBe('0 sites of the 200 an account keeps.');
    expect(screen.getByRole('form', { name: 'New site' })).toBeTruthy();
    expect(client.listSites).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
  });

  it('lists each site with its state and its ZIP code or coordinates, linking to its page, and pages on', async () => {
    client.listSites.mockImplementation(async ({ page }: { page: number }) => ({
      items:
        page === 1
          ? [site(2, 'Phoenix yard'), site(1, 'Tucson field', { zip: null, latitude: 32.2217, longitude: -110.9265 })]
          : [site(3, 'Yuma')],
      total: 21,
    }));
    render(<SitesList />);
    const list = await screen.findByRole('region', { name: 'Your sites' });
    const rows = await within(list).findAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Phoenix yard' }).getAttribute('href')).toBe('/sites/site?id=2');
    expect(rows[0]!.textContent).toContain('AZ · ZIP 85004');
    expect(rows[1]!.textContent).toContain('AZ · 32.2217° N, 110.9265° W');
    expect(rows[1]!.textContent).toMatch(/Changed Nov 21, 2026/);
    expect(screen.getByText(/an account keeps/).textContent).toBe('21 sites of the 200 an account keeps.');

    fireEvent.click(within(list).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(client.listSites).toHaveBeenLastCalledWith({ page: 2, pageSize: 20 }));
    expect(location.search).toBe('?page=2');
  });

  it('deletes a site only once confirmed, then reads the list again', async () => {
    client.listSites.mockResolvedValueOnce({ items: [site(1, 'Phoenix yard'), site(2, 'Mesa')], total: 2 }).mockResolvedValue({
      items: [site(2, 'Mesa')],
      total: 1,
    });
    client.deleteSite.mockResolvedValue(undefined);
    render(<SitesList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Phoenix yard' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this site?' });
    expect(dialog.textContent).toContain('Phoenix yard (AZ · ZIP 85004)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(client.deleteSite).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Phoenix yard' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this site?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(client.deleteSite).toHaveBeenCalledWith(1));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });
});

describe('the new-site form', () => {
  const created = vi.fn();
  beforeEach(() => created.mockReset());
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create site' }));

  it('asks for a name and a five-digit ZIP code under their fields, the first focused, and sends nothing', async () => {
    render(<NewSiteForm onCreated={created} />);
    submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByLabelText('Site name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Site name')));
    const zip = screen.getByLabelText('ZIP code');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('ZIP code must be five digits')).toBeTruthy();

    fireEvent.change(zip, { target: { value: '850' } });
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Phoenix yard' } });
    submit();
    expect(await screen.findByText('ZIP code must be five digits')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(zip));
    expect(client.createSite).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of a ZIP code under that field, focused, and creates the site by ZIP code", async () => {
    const message = 'No ZIP code tabulation area has this ZIP code: give the site its latitude and longitude instead';
    client.createSite.mockRejectedValueOnce(issues({ path: 'zip', message })).mockResolvedValue(site(9, 'Phoenix yard'));
    render(<NewSiteForm onCreated={created} />);
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Phoenix yard' } });
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '00000' } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('ZIP code')));

    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '85004' } });
    submit();
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(created.mock.calls[0]![0]).toMatchObject({ id: 9 });
    expect(client.createSite).toHaveBeenLastCalledWith({ name: 'Phoenix yard', zip: '85004' });
  });

  it('places a site by coordinates: each coordinate checked under its field, the API’s covered-area refusal under latitude', async () => {
    const outside = 'Outside the covered area: the model covers the 50 states, DC and Puerto Rico';
    client.createSite.mockRejectedValueOnce(issues({ path: 'latitude', message: outside })).mockResolvedValue(site(4, 'Tucson'));
    render(<NewSiteForm onCreated={created} />);
    fireEvent.click(screen.getByLabelText('By coordinates'));
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Tucson' } });
    fireEvent.change(screen.getByLabelText('Latitude (°N)'), { target: { value: '95' } });
    submit();
    expect(await screen.findByText('Number must be less than or equal to 72')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Latitude (°N)')));

    fireEvent.change(screen.getByLabelText('Latitude (°N)'), { target: { value: '32.2217' } });
    submit();
    expect(await screen.findByText('Longitude is required with a latitude')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Longitude (°E, west negative)')));

    fireEvent.change(screen.getByLabelText('Longitude (°E, west negative)'), { target: { value: '-110.9265' } });
    submit();
    expect(await screen.findByText(outside)).toBeTruthy();
    submit();
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(client.createSite).toHaveBeenLastCalledWith({ name: 'Tucson', latitude: 32.2217, longitude: -110.9265 });
  });

  it('places a site where the map is clicked: by coordinates, ringed on the map, and created there', async () => {
    client.createSite.mockResolvedValue(site(5, 'Mesa yard'));
    render(<NewSiteForm onCreated={created} map={<svg />} />);
    const map = document.querySelector<SVGSVGElement>('svg.cursor-crosshair')!;
    // Mesa, AZ, on the map drawn at its drawing's size, 50 px from the window's corner.
    const mesa = clickUsMap(map, -111.83, 33.42, { offset: 50, scale: 1 });
    expect(screen.getByLabelText<HTMLInputElement>('By coordinates').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Latitude (°N)').value).toBe('33.42');
    expect(screen.getByLabelText<HTMLInputElement>('Longitude (°E, west negative)').value).toBe('-111.83');
    const ring = map.querySelector('circle')!;
    expect(Number(ring.getAttribute('cx'))).toBeCloseTo(mesa.x, 1);
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Mesa yard' } });
    submit();
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(client.createSite).toHaveBeenLastCalledWith({ name: 'Mesa yard', latitude: 33.42, longitude: -111.83 });
  });
});
