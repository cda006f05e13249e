// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { estimateLandLease } from '~/domain/finance/lease';
import { formatCurrency } from '~/domain/format';
import { prescreenInterconnection } from '~/domain/interconnection/prescreen';
import type { SiteAnswer } from '~/domain/sites/answer';
import { defaultDesign, type SiteDesign } from '~/domain/sites/design';
import { sitePpaRequest } from '~/domain/sites/sitePpa';
import type { Site } from '~/domain/sites/site';
import { ApiRequestError } from '~/client/http';
import { productionOf, siteOf } from '../../../tests/fixtures/sites';
import { eachTestSignedInAt } from '../../../tests/setup/components';
import type * as SitesClient from '~/client/sites';
import SiteWorkspace from './SiteWorkspace';

const client = vi.hoisted(() => ({
  getSite: vi.fn(),
  updateSite: vi.fn(),
  computeSite: vi.fn(),
  requestSiteQuotes: vi.fn(),
  shareSite: vi.fn(),
  unshareSite: vi.fn(),
  siteEquipment: vi.fn(),
}));
vi.mock('~/client/sites', async (importOriginal) => {
  const { siteReportUrl, siteExportUrl } = await importOriginal<typeof SitesClient>();
  return { ...client, siteReportUrl, siteExportUrl };
});
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn(), handleUnauthorized: () => false }));
const catalog = vi.hoisted(() => ({ searchProducts: vi.fn() }));
vi.mock('~/client/products', () => catalog);

const STALE = 'Out of date: an input changed since it was computed';

/** The answer as the API gives it, the prescreen and the lease from the domain's own functions. */
function answerFor(site: Site): SiteAnswer {
  const designs = site.designs.map((design, index) => ({
    id: design.id,
    name: design.name,
    production: productionOf(1_842_300 + index * 400_000),
    ppa: PPA,
    ...(site.usage ? { bill: BILL } : {}),
  }));
  return {
    production: designs[0]!.production,
    ppa: PPA,
    ...(site.usage ? { bill: { before: BILL.before, withPv: BILL.withPv, withPvAndBattery: null }, economics: BILL.economics } : {}),
    designs,
    interconnection: site.interconnection
      ? prescreenInterconnection({ state: 'AZ', systemSizeMW: 0.833, technology: 'solar', ...site.interconnection }, new Date('2026-11-28'))
      : undefined,
    landLease: site.land ? estimateLandLease({ acres: site.land.acres, distanceToSubstation: 2, state: 'AZ' }) : undefined,
    stale: [],
    warnings: site.land ? ['Design 1: a warning of the model'] : [],
  };
}

/** As the API answers it: the price and what was priced (the PPA calculator's inputs). */
const PPA = {
  pricePerKWh: 0.06519,
  inputs: { ...sitePpaRequest(null, defaultDesign()), specificYieldKWhPerKW: 1842.3 },
  escalation: 0.02,
  termYears: 25,
};

const computed = (keys: string[], stale: string[] = []) =>
  Object.fromEntries(keys.map((key) => [key, { computedAt: '2026-11-28T16:00:00.000Z', stale: stale.includes(key) }]));

const issues = (...list: { path: string; message: string }[]) =>
  new ApiRequestError(400, JSON.stringify({ error: 'Validation failed', issues: list }));

/** Answers PATCH as the API does: the change applied, every stored result marked stale (what changed is the server's to judge). */
function patchLikeTheApi(start: Site) {
  let current = start;
  client.getSite.mockImplementation(async () => current);
  client.updateSite.mockImplementation(async (_id: number, change: Partial<Site>) => {
    // As the API does, `{ metered: true }` stands for the interval data the site has stored.
    const usage = change.usage && 'metered' in change.usage.load ? { ...change.usage, load: current.usage!.load } : change.usage;
    // Every change moves the site's updatedAt, as the API's does.
    const updatedAt = new Date(Date.parse(current.updatedAt) + 1000).toISOString();
    current = {
      ...current,
      ...change,
      updatedAt,
      ...(usage === undefined ? {} : { usage }),
      results: Object.fromEntries(Object.entries(current.results).map(([key, value]) => [key, { ...value, stale: true }])),
    };
    return current;
  });
  client.computeSite.mockImplementation(async () => {
    current = { ...current, results: computed(keysOf(current)) };
    return answerFor(current);
  });
}

function keysOf(site: Site): string[] {
  return [
    ...site.designs.flatMap((design) => [`production:${design.id}`, `ppa:${design.id}`]),
    ...(site.usage ? site.designs.map((design) => `bill:${design.id}`) : []),
    ...(site.interconnection ? ['interconnection'] : []),
    ...(site.land ? ['landLease'] : []),
  ];
}

const BILL = {
  before: 212_480.5,
  withPv: 161_020.25,
  withPvAndBattery: null,
  economics: { npv: 1_234_000, irr: 0.142, paybackYears: 6.4, capex: 1_800_000, lcoe: 0.07349 },
  tariff: 'E-19 Medium General Demand TOU (Secondary)',
  warnings: [],
};

eachTestSignedInAt('/sites/site?id=7', client);
beforeEach(() => {
  client.siteEquipment.mockResolvedValue([]);
  catalog.searchProducts.mockResolvedValue({ products: [], total: 0 });
});

describe('the site page', () => {
  it('reads "Site not found" for an id no site of the account has, and asks nothing for an address without one', async () => {
    client.getSite.mockRejectedValue(new ApiRequestError(404, JSON.stringify({ error: 'Site not found' })));
    render(<SiteWorkspace />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Site not found' })).toBeTruthy();
    expect(client.getSite).toHaveBeenCalledWith(7);
    expect(screen.getByRole('link', { name: 'Back to your sites' }).getAttribute('href')).toBe('/sites');
    cleanup();

    client.getSite.mockClear();
    history.replaceState(null, '', '/sites/site?id=abc');
    render(<SiteWorkspace />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Site not found' })).toBeTruthy();
    expect(client.getSite).not.toHaveBeenCalled();
  });

  it('computes the site and shows each figure at a glance: production, the prescreen, the lease and the warnings', async () => {
    patchLikeTheApi(siteOf({ interconnection: { distanceToSubstationMiles: 2, interconnectionVoltageKV: 12.47 }, land: { acres: 40 } }));
    render(<SiteWorkspace />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Phoenix yard' })).toBeTruthy();
    expect(screen.getByText('AZ · ZIP 85004 · 33.4484° N, 112.074° W')).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getAllByText('Not computed yet')).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Compute' }));
    const first = await screen.findByRole('region', { name: 'Production, Design 1' });
    expect(first.textContent).toContain('Annual production1,842.3 MWh');
    expect(first.textContent).toContain('Specific yield1,842 kWh/kWdc');
    expect(first.textContent).toContain('Phoenix Sky Harbor Intl AP (AZ), 5 km away');
    expect(first.textContent).toContain('PPA price, year 1$0.0652/kWhRising 2.0% a year over 25 years, after tax');
    const answer = answerFor(
      siteOf({ interconnection: { distanceToSubstationMiles: 2, interconnectionVoltageKV: 12.47 }, land: { acres: 40 } }),
    );
    const prescreen = screen.getByRole('region', { name: 'Interconnection prescreen' });
    expect(prescreen.textContent).toContain(answer.interconnection!.process.name);
    expect(prescreen.textContent).toContain('Request to operation');
    expect(prescreen.textContent).toContain('Network upgrade cost');
    const lease = screen.getByRole('region', { name: 'Land lease' });
    expect(lease.textContent).toContain(`Conservative${formatCurrency(answer.landLease!.conservative.perAcre)}/acre/yr`);
    expect(lease.textContent).toContain('Likely');
    expect(lease.textContent).toContain('Aggressive');
    expect(screen.getByRole('region', { name: 'Warnings' }).textContent).toContain('Design 1: a warning of the model');
    // Each tool opens for the site: its calculator's form filled with the inputs the site computed with, and the site (and design) named.
    const expectOpens = (region: HTMLElement, name: string, path: string, query: Record<string, string>) => {
      const link = new URL(within(region).getByRole('link', { name }).getAttribute('href')!, 'http://x');
      expect([link.pathname, Object.fromEntries(link.searchParams)]).toEqual([path, query]);
    };
    expectOpens(first, 'Open in the solar production calculator', '/tools/solar-production', {
      latitude: '33.4484',
      longitude: '-112.074',
      systemSizeKWdc: '1000',
      tracking: 'fixed',
      tiltDeg: '20',
      azimuthDeg: '180',
      gcr: '0.4',
      dcAcRatio: '1.2',
      lossesPercent: '14.08',
      rotationLimitDeg: '45',
      site: '7',
      design: 'd1',
    });
    // The PPA calculator opens on what the site priced: the site's finance assumptions (here their defaults) and the design's yield.
    expectOpens(first, 'Open in the PPA / finance calculator', '/tools/ppa-calculator', {
      systemSizeMW: '1',
      epcPricePerW: '1.8',
      itcPercent: '30',
      omCostPerKWYear: '18',
      degradationPercent: '0.005',
      escalationPercent: '0.02',
      termYears: '25',
      wacc: '0.08',
      federalTaxRate: '0.21',
      bonusDepreciationPercent: '100',
      taxMode: 'after-tax',
      solveFor: 'ppa',
      specificYieldKWhPerKW: '1842.3',
      site: '7',
      design: 'd1',
    });
    // A design without a battery has nothing for the BESS calculator.
    expect(within(first).queryByRole('link', { name: 'Open in the BESS value calculator' })).toBeNull();
    expectOpens(prescreen, 'Open in the interconnection prescreen', '/tools/interconnection-prescreen', {
      state: 'AZ',
      systemSizeMW: '0.833',
      technology: 'solar',
      distanceToSubstationMiles: '2',
      interconnectionVoltageKV: '12.47',
      site: '7',
    });
    expectOpens(lease, 'Open in the land lease estimator', '/tools/land-lease-estimator', {
      acres: '40',
      distanceToSubstation: '2',
      state: 'AZ',
      site: '7',
    });
    await waitFor(() => expect(within(results).getAllByText(/^Computed Nov 28, 2026/)).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Recompute all' })).toBeTruthy();
  });

  it('opens on the figures last computed, each stored result marked out of date as the API says', async () => {
    const site = siteOf({ land: { acres: 40 }, results: computed(['production:d1', 'ppa:d1', 'landLease'], ['production:d1']) });
    client.getSite.mockResolvedValue({ ...site, answer: { ...answerFor(site), stale: ['production:d1'] } });
    render(<SiteWorkspace />);
    const results = await screen.findByRole('region', { name: 'Results' });
    const rows = within(results).getAllByRole('listitem');
    expect(rows[0]!.textContent).toBe(`Production, Design 1${STALE}`);
    expect(rows[1]!.textContent).toMatch(/^PPA price, Design 1Computed Nov 28, 2026/);
    expect(rows[2]!.textContent).toMatch(/^Land leaseComputed Nov 28, 2026/);
    // Nothing computed on opening: the stored figures, the stale one marked.
    expect(client.computeSite).not.toHaveBeenCalled();
    const first = screen.getByRole('region', { name: 'Production, Design 1' });
    expect(first.textContent).toContain('Annual production1,842.3 MWh');
    expect(first.textContent).toContain(STALE);
    expect(screen.getByRole('region', { name: 'Land lease' }).textContent).toContain('Likely');
    expect(screen.getByRole('button', { name: 'Recompute all' })).toBeTruthy();
    cleanup();

    // A first design changed since: no stored answer, and the page says how to see the figures.
    client.getSite.mockResolvedValue({ ...site, answer: null });
    render(<SiteWorkspace />);
    expect((await screen.findByRole('region', { name: 'Results' })).textContent).toContain('Press Recompute all to see the figures');
  });

  it("checks the design's fields under each one, shows the API's refusal there too, and saves the design whole", async () => {
    const equipment = { moduleProductId: 11, inverterProductId: 21 };
    patchLikeTheApi(siteOf({ results: computed(['production:d1']), designs: [{ ...defaultDesign(), equipment }] }));
    client.updateSite.mockRejectedValueOnce(issues({ path: 'designs.0.pv.dcAcRatio', message: 'Number must be less than or equal to 2' }));
    render(<SiteWorkspace />);
    const form = await screen.findByRole('form', { name: 'Design: Design 1' });
    const field = (label: string) => within(form).getByLabelText(label);
    fireEvent.change(field('PV size (kWdc)'), { target: { value: '' } });
    fireEvent.change(field('Battery power (kW, optional)'), { target: { value: '500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save design' }));
    // Both blank numbers: the PV size, and the battery's energy that its power asks for.
    expect(await within(form).findAllByText('Required')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(field('PV size (kWdc)')));
    expect(field('Battery energy (kWh, optional)').getAttribute('aria-invalid')).toBe('true');
    expect(client.updateSite).not.toHaveBeenCalled();

    fireEvent.change(field('PV size (kWdc)'), { target: { value: '2000' } });
    fireEvent.change(field('Battery energy (kWh, optional)'), { target: { value: '2000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save design' }));
    expect(await within(form).findByText('Number must be less than or equal to 2')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('DC/AC ratio')));

    fireEvent.click(within(form).getByRole('button', { name: 'Save design' }));
    await waitFor(() => expect(client.updateSite).toHaveBeenCalledTimes(2));
    const sent = client.updateSite.mock.calls[1]![1] as { designs: SiteDesign[] };
    // The equipment it names, which the form does not show, kept.
    expect(sent.designs).toEqual([
      { ...defaultDesign(), pv: { ...defaultDesign().pv, systemSizeKWdc: 2000 }, battery: { powerKW: 500, energyKWh: 2000 }, equipment },
    ]);
    const results = screen.getByRole('region', { name: 'Results' });
    await waitFor(() => expect(within(results).getByText(STALE)).toBeTruthy());
  });

  it("names each design's equipment in whole units, which part is the catalog's choice, and what no product fits; read again after a save", async () => {
    patchLikeTheApi(
      siteOf({ designs: [{ ...defaultDesign(), battery: { powerKW: 250, energyKWh: 1000 }, equipment: { moduleProductId: 11 } }] }),
    );
    client.siteEquipment.mockResolvedValueOnce([
      {
        designId: 'd1',
        lines: [
          {
            part: 'modules',
            productId: 11,
            name: 'CS7L-590MS',
            units: 1695,
            text: 'Canadian Solar CS7L-590MS: 1,695 × 590 W units for 1,000 kWdc, rounded up to whole units',
            named: true,
          },
          {
            part: 'battery',
            productId: 31,
            name: 'PowerStack',
            units: 4,
            text: 'Sungrow PowerStack 255CS: 4 × 257 kWh units for 1,000 kWh, rounded up to whole units',
            named: false,
          },
        ],
        missing: ['Inverters for 769 kW AC (DC/AC ratio 1.3): no catalog product fits; please propose one.'],
      },
    ]);
    render(<SiteWorkspace />);
    const list = await screen.findByRole('region', { name: 'Equipment' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Modules: Canadian Solar CS7L-590MS: 1,695 × 590 W units for 1,000 kWdc, rounded up to whole units',
      'Battery: Sungrow PowerStack 255CS: 4 × 257 kWh units for 1,000 kWh, rounded up to whole units (the catalog’s choice)',
      'Inverters for 769 kW AC (DC/AC ratio 1.3): no catalog product fits; please propose one.',
    ]);
    expect(client.siteEquipment).toHaveBeenCalledWith(7);

    client.siteEquipment.mockRejectedValueOnce(new ApiRequestError(500, '{}'));
    const form = screen.getByRole('form', { name: 'Design: Design 1' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save design' }));
    expect(await within(list).findByText('The equipment could not be read: reload the page to try again.')).toBeTruthy();
    expect(client.siteEquipment).toHaveBeenCalledTimes(2);
  });

  it("offers the catalog's other products for each part: one chosen is named by the design, the catalog's choice leaves it to the rule", async () => {
    const modules = [
      { id: 11, manufacturer: 'Canadian Solar', model: 'CS7L-590MS' },
      { id: 12, manufacturer: 'Jinko', model: 'Tiger Neo 580' },
    ];
    catalog.searchProducts.mockImplementation(async (query: URLSearchParams) => ({
      products: query.get('category') === 'solar_modules' ? modules : [],
      total: 0,
    }));
    patchLikeTheApi(siteOf({ designs: [{ ...defaultDesign(), equipment: { moduleProductId: 11, inverterProductId: 21 } }] }));
    client.siteEquipment.mockResolvedValue([
      {
        designId: 'd1',
        lines: [
          { part: 'modules', productId: 11, name: 'CS7L-590MS', units: 1695, text: 'Canadian Solar CS7L-590MS: 1,695 units', named: true },
        ],
        missing: [],
      },
    ]);
    render(<SiteWorkspace />);
    const list = await screen.findByRole('region', { name: 'Equipment' });
    const choice = (await within(list).findByLabelText('Choose the module')) as HTMLSelectElement;
    expect(choice.value).toBe('11');
    expect([...choice.options].map((option) => option.textContent)).toEqual([
      'The catalog’s choice',
      'Canadian Solar CS7L-590MS',
      'Jinko Tiger Neo 580',
    ]);
    expect(catalog.searchProducts.mock.calls.map(([query]) => String(query))).toEqual([
      'category=solar_modules&pageSize=100',
      'category=inverters&pageSize=100',
      'category=storage&pageSize=100',
    ]);

    fireEvent.change(choice, { target: { value: '12' } });
    await waitFor(() =>
      expect(client.updateSite).toHaveBeenCalledWith(7, {
        designs: [{ ...defaultDesign(), equipment: { moduleProductId: 12, inverterProductId: 21 } }],
      }),
    );
    fireEvent.change(await within(list).findByLabelText('Choose the module'), { target: { value: '' } });
    await waitFor(() => expect(client.updateSite).toHaveBeenCalledTimes(2));
    expect(client.updateSite.mock.calls[1]![1]).toEqual({ designs: [{ ...defaultDesign(), equipment: { inverterProductId: 21 } }] });
  });

  it('saves the interconnection and land, asking for the distance when only the voltage is given', async () => {
    patchLikeTheApi(siteOf());
    render(<SiteWorkspace />);
    const form = await screen.findByRole('form', { name: 'Interconnection and land' });
    fireEvent.change(within(form).getByLabelText('Interconnection voltage (kV, optional)'), { target: { value: '12.47' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save inputs' }));
    expect(await within(form).findByText('Required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Distance to substation (miles)')));
    fireEvent.change(within(form).getByLabelText('Distance to substation (miles)'), { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save inputs' }));
    expect(await within(form).findByText('Number must be less than or equal to 50')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Distance to substation (miles)'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Land (acres)'), { target: { value: '40' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save inputs' }));
    await waitFor(() =>
      expect(client.updateSite).toHaveBeenCalledWith(7, {
        interconnection: { distanceToSubstationMiles: 2, interconnectionVoltageKV: 12.47 },
        land: { acres: 40 },
      }),
    );
    const results = screen.getByRole('region', { name: 'Results' });
    await waitFor(() => expect(within(results).getByText('Interconnection prescreen')).toBeTruthy());
    expect(within(results).getByText('Land lease')).toBeTruthy();
  });

  it("opens the BESS calculator for a design's battery, its power and energy filled in, for the site and design; a PPA without a price says why", async () => {
    patchLikeTheApi(siteOf({ designs: [{ ...defaultDesign(), battery: { powerKW: 250, energyKWh: 1000 } }] }));
    client.computeSite.mockImplementation(async () => {
      const answer = answerFor(siteOf());
      return { ...answer, designs: [{ ...answer.designs[0]!, ppa: { ...PPA, pricePerKWh: null, reason: 'No PPA price: …' } }] };
    });
    render(<SiteWorkspace />);
    fireEvent.click(await screen.findByRole('button', { name: 'Compute' }));
    const card = await screen.findByRole('region', { name: 'Production, Design 1' });
    const link = new URL(within(card).getByRole('link', { name: 'Open in the BESS value calculator' }).getAttribute('href')!, 'http://x');
    expect([link.pathname, Object.fromEntries(link.searchParams)]).toEqual([
      '/tools/bess-calculator',
      { batteryCapacityKW: '250', batteryCapacityKWh: '1000', site: '7', design: 'd1' },
    ]);
    expect(within(card).getByText('PPA price, year 1').parentElement!.textContent).toBe(
      'PPA price, year 1—Not priced: the warnings say why',
    );
  });

  it("saves the load, tariff and finance, then shows each design's bills and returns, and refuses a finance figure out of bounds under its field", async () => {
    patchLikeTheApi(siteOf());
    render(<SiteWorkspace />);
    const form = await screen.findByRole('form', { name: 'Load, tariff and finance' });
    fireEvent.change(within(form).getByLabelText('Tariff'), { target: { value: 'pge-e19-2019' } });
    fireEvent.change(within(form).getByLabelText('Annual consumption (kWh)'), { target: { value: '1000000' } });
    fireEvent.change(within(form).getByLabelText('Discount rate (%, default 8)'), { target: { value: '45' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save load and tariff' }));
    expect(await within(form).findByText('Number must be less than or equal to 30')).toBeTruthy();
    expect(client.updateSite).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Discount rate (%, default 8)'), { target: { value: '6' } });
    fireEvent.change(within(form).getByLabelText('Investment tax credit (%, default 30)'), { target: { value: '40' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save load and tariff' }));
    await waitFor(() =>
      expect(client.updateSite).toHaveBeenCalledWith(7, {
        usage: { load: { kind: 'office', annualKWh: 1_000_000 }, tariff: { example: 'pge-e19-2019' } },
        economics: { pv: { itcPercent: 40 }, battery: { itcPercent: 40 }, discountRatePercent: 6 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Compute' }));
    const bills = await screen.findByRole('region', { name: 'Bills and returns, Design 1' });
    expect(within(bills).getByText(formatCurrency(BILL.before))).toBeTruthy();
    expect(within(bills).getByText(formatCurrency(BILL.withPv))).toBeTruthy();
    expect(within(bills).getByText('No battery')).toBeTruthy();
    expect(within(bills).getByText('6.4 years')).toBeTruthy();
    expect(within(bills).getByText('LCOE of the PV').nextElementSibling!.textContent).toBe('$0.0735/kWh');
    expect(within(bills).getByText(/E-19 Medium General Demand TOU/)).toBeTruthy();
    // The card's heading, and the result's line among the states of every result.
    expect(within(screen.getByRole('region', { name: 'Results' })).getAllByText('Bills and returns, Design 1')).toHaveLength(2);
  });

  it('names the interval data and tariff saved from the optimizer, keeps them on save, and trades the data for a building when one is chosen', async () => {
    const metered = {
      name: 'meter-2023.csv',
      intervalMinutes: 15 as const,
      year: 2023,
      annualKWh: 1_234_000,
      peakKW: 456.7,
      sha256: 'a'.repeat(64),
    };
    const urdb = { name: 'E-19 Medium General Demand TOU (Secondary)', energyratestructure: [[{ rate: 0.2 }]] };
    patchLikeTheApi(siteOf({ usage: { load: { metered }, tariff: { urdb } } }));
    render(<SiteWorkspace />);
    const form = await screen.findByRole('form', { name: 'Load, tariff and finance' });
    const load = within(form).getByLabelText('Load') as HTMLSelectElement;
    expect(load.selectedOptions[0]!.textContent).toBe('Your interval data: meter-2023.csv');
    expect(within(form).getByText('meter-2023.csv: 1,234 MWh a year, peak 457 kW, 15-minute, 2023')).toBeTruthy();
    expect((within(form).getByLabelText('Tariff') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      'Saved tariff: E-19 Medium General Demand TOU (Secondary)',
    );
    expect(within(form).queryByLabelText('Annual consumption (kWh)')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Discount rate (%, default 8)'), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save load and tariff' }));
    await waitFor(() =>
      expect(client.updateSite).toHaveBeenCalledWith(7, {
        usage: { load: { metered: true }, tariff: { urdb } },
        economics: { pv: {}, battery: {}, discountRatePercent: 6 },
      }),
    );

    fireEvent.change(load, { target: { value: 'warehouse' } });
    fireEvent.change(within(form).getByLabelText('Annual consumption (kWh)'), { target: { value: '900000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save load and tariff' }));
    await waitFor(() => expect(client.updateSite).toHaveBeenCalledTimes(2));
    expect(client.updateSite.mock.calls[1]![1]).toMatchObject({
      usage: { load: { kind: 'warehouse', annualKWh: 900_000 }, tariff: { urdb } },
    });
  });

  it('adds a design as a copy of the one shown, up to five, and compares the designs side by side', async () => {
    patchLikeTheApi(siteOf());
    render(<SiteWorkspace />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a design' }));
    await waitFor(() => expect(client.updateSite).toHaveBeenCalledTimes(1));
    expect(client.updateSite.mock.calls[0]![1]).toEqual({ designs: [defaultDesign(), { ...defaultDesign(), id: 'd2', name: 'Design 2' }] });
    // The new design is the one shown for editing.
    const form = await screen.findByRole('form', { name: 'Design: Design 2' });
    fireEvent.change(within(form).getByLabelText('Array'), { target: { value: 'single-axis' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save design' }));
    await waitFor(() => expect(client.updateSite).toHaveBeenCalledTimes(2));

    fireEvent.click(screen.getByRole('button', { name: 'Compute' }));
    const table = await screen.findByRole('table', { name: /2 designs compared/ });
    const headers = [...table.querySelectorAll('th[scope="col"]')].map((header) => header.textContent);
    expect(headers).toEqual(['Design 1', 'Design 2']);
    const row = (label: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${label}`) })
        .closest('tr')!;
    expect(row('Array').textContent).toContain('Fixed tilt');
    expect(row('Array').textContent).toContain('Single-axis tracking');
    expect(row('Array').textContent).toContain('differs');
    await waitFor(() => expect(row('Annual production').textContent).toContain('1,842.3 MWh2,242.3 MWh'));

    // A changed design's production is out of date in the table too, until computed again.
    fireEvent.click(screen.getByLabelText('Design 1'));
    const first = await screen.findByRole('form', { name: 'Design: Design 1' });
    fireEvent.change(within(first).getByLabelText('PV size (kWdc)'), { target: { value: '1500' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Save design' }));
    await waitFor(() => expect(row('Annual production').textContent).toContain('Out of date'));

    for (let count = 3; count <= 5; count += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Add a design' }));
      await screen.findByRole('form', { name: `Design: Design ${count}` });
    }
    expect(screen.getByRole('button', { name: 'Add a design' }).hasAttribute('disabled')).toBe(true);
  });

  it('leads on: the report link, quotes for the chosen design with a link to the draft, and a share link shown once that can be revoked', async () => {
    const site = siteOf({ designs: [defaultDesign(), { ...defaultDesign(), id: 'd2', name: 'Trackers' }] });
    client.getSite.mockResolvedValue({ ...site, answer: null });
    client.requestSiteQuotes.mockResolvedValue({
      rfqId: 41,
      url: '/rfq?id=41',
      created: true,
      lines: [
        { part: 'modules', productId: 1, quantity: 1613, specifications: 'x' },
        { part: 'inverters', productId: 2, quantity: 4, specifications: 'y' },
      ],
      notes: '',
    });
    client.shareSite.mockResolvedValue({ url: 'http://localhost:4321/sites/shared?token=' + 'a'.repeat(43) });
    client.unshareSite.mockResolvedValue(undefined);
    render(<SiteWorkspace />);
    const actions = await screen.findByRole('region', { name: 'Report, quotes and sharing' });
    expect(within(actions).getByRole('link', { name: 'Download the report (PDF)' }).getAttribute('href')).toBe('/api/sites/7/report.pdf');
    expect(within(actions).getByRole('link', { name: 'Download the figures (CSV)' }).getAttribute('href')).toBe('/api/sites/7/export.csv');
    expect(within(actions).getByRole('link', { name: 'Download the figures (JSON)' }).getAttribute('href')).toBe(
      '/api/sites/7/export.json',
    );

    fireEvent.change(within(actions).getByLabelText('Design'), { target: { value: 'd2' } });
    fireEvent.click(within(actions).getByRole('button', { name: 'Request quotes for this design' }));
    await waitFor(() => expect(client.requestSiteQuotes).toHaveBeenCalledWith(7, 'd2'));
    expect((await within(actions).findByRole('status')).textContent).toBe('2 lines in draft RFQ #41. Open draft RFQ #41');
    expect(within(actions).getByRole('link', { name: 'Open draft RFQ #41' }).getAttribute('href')).toBe('/rfq?id=41');

    fireEvent.click(within(actions).getByRole('button', { name: 'Make a share link' }));
    expect(((await within(actions).findByLabelText('Share link (shown once)')) as HTMLInputElement).value).toMatch(/token=a{43}$/);
    expect(within(actions).getByText('Anyone with the link can read this site; no sign-in needed.')).toBeTruthy();
    fireEvent.click(within(actions).getByRole('button', { name: 'Revoke the link' }));
    await waitFor(() => expect(client.unshareSite).toHaveBeenCalledWith(7));
    await waitFor(() => expect(within(actions).queryByLabelText('Share link (shown once)')).toBeNull());
    expect(within(actions).getByRole('button', { name: 'Make a share link' })).toBeTruthy();
  });

  it('renames the site, asking for a name when it is left blank', async () => {
    patchLikeTheApi(siteOf());
    render(<SiteWorkspace />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename this site' });
    // The form loads with the page's other forms.
    fireEvent.change(await within(dialog).findByLabelText('Site name'), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(client.updateSite).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Site name'), { target: { value: 'Phoenix east yard' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Phoenix east yard' })).toBeTruthy();
    expect(client.updateSite).toHaveBeenCalledWith(7, { name: 'Phoenix east yard' });
  });
});
