import { describe, expect, it } from 'vitest';
import { ppaCalculatorHref } from '~/domain/btm/ppaHandOff';
import { defaultDesign } from '~/domain/sites/design';
import { sitePpaRequest } from '~/domain/sites/sitePpa';
import { MAX_SITES_PER_ACCOUNT, SITES_FULL_MESSAGE } from '~/domain/sites/site';
import { sites } from '~/server/db/schema';
import { ZIP_DATASET } from '~/domain/sites/zipDataset';
import { createTestUser } from '../factories/users';
import { apiContext, describeOnEveryDatabase } from '../setup/apiContext';
import { issues, jsonRequest, signIn, withCookies } from '../setup/testApp';

/** A signed-in user's sites: placed by coordinates or ZIP code, in a covered state, theirs alone, paged, limited, audited. */

const api = apiContext();
const create = (body: unknown, jar = api.buyer) => api.app.request('/api/sites', jsonRequest('POST', body, jar));

describe('sites', () => {
  it("places a site by its ZIP code at the ZIP code tabulation area's point, with the state the point lies in", async () => {
    const response = await create({ name: '  Phoenix warehouse roof ', zip: '85004' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      name: 'Phoenix warehouse roof',
      // The Census Bureau's 2021 Gazetteer: ZCTA 85004's internal point.
      latitude: 33.451609,
      longitude: -112.06988,
      state: 'AZ',
      zip: '85004',
      // A new site starts with the solar calculator's defaults and nothing else.
      designs: [
        {
          id: 'd1',
          name: 'Design 1',
          pv: {
            systemSizeKWdc: 1000,
            tracking: 'fixed',
            tiltDeg: 20,
            azimuthDeg: 180,
            gcr: 0.4,
            dcAcRatio: 1.2,
            lossesPercent: 14.08,
            rotationLimitDeg: 45,
          },
          battery: null,
        },
      ],
      interconnection: null,
      land: null,
      usage: null,
      economics: null,
      results: {},
      shared: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Puerto Rico and Alaska are covered; the state follows the point.
    expect((await (await create({ name: 'Mayagüez', zip: '00680' })).json()).state).toBe('PR');
    expect(await (await create({ name: 'Anchorage', latitude: 61.2, longitude: -149.9 })).json()).toMatchObject({ state: 'AK', zip: null });
  });

  it('refuses a point outside the 50 states, DC and Puerto Rico, a ZIP code with no tabulation area, and a site placed twice or not at all, naming the field', async () => {
    expect(await issues(await create({ name: 'Toronto', latitude: 43.65, longitude: -79.38 }))).toEqual([
      { path: 'latitude', message: 'Outside the covered area: the model covers the 50 states, DC and Puerto Rico' },
    ]);
    // Guam's ZIP code has a tabulation area, outside the coverage.
    expect(await issues(await create({ name: 'Hagåtña', zip: '96910' }))).toEqual([
      { path: 'zip', message: 'Outside the covered area: the model covers the 50 states, DC and Puerto Rico' },
    ]);
    expect(await issues(await create({ name: 'Nowhere', zip: '00000' }))).toEqual([
      { path: 'zip', message: 'No ZIP code tabulation area has this ZIP code: give the site its latitude and longitude instead' },
    ]);
    expect(await issues(await create({ name: 'Short', zip: '8500' }))).toEqual([{ path: 'zip', message: 'ZIP code must be five digits' }]);
    expect(await issues(await create({ name: 'Both', zip: '85004', latitude: 33.4, longitude: -112 }))).toEqual([
      { path: 'zip', message: 'Give the site either latitude and longitude or a ZIP code, not both' },
    ]);
    expect(await issues(await create({ name: 'Half', latitude: 33.4 }))).toEqual([
      { path: 'longitude', message: 'Longitude is required with a latitude' },
    ]);
    expect(await issues(await create({ name: ' ' }))).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'latitude', message: 'Give the site a point: latitude and longitude, or a ZIP code' },
    ]);
    expect(await issues(await create({ name: 'x'.repeat(81), latitude: 95, longitude: -112, owner: 'someone' }))).toEqual([
      { path: 'name', message: 'Must be at most 80 characters' },
      { path: 'latitude', message: 'Number must be less than or equal to 72' },
      { path: 'owner', message: 'Unknown field' },
    ]);
    const signedOut = await api.app.request('/api/sites', jsonRequest('POST', { name: 'x', zip: '85004' }));
    expect(signedOut.status).toBe(401);
  });

  it("is its owner's alone to read, change and delete (another account gets 404); staff read any and change none; each change in the audit log", async () => {
    const site = await (await create({ name: 'Tucson yard', latitude: 32.2, longitude: -110.9 })).json();
    const other = await signIn(api.app, (await createTestUser(api.db)).email);
    for (const [method, body] of [['GET'], ['PATCH', { name: 'Mine now' }], ['DELETE']] as const) {
      const response = await api.app.request(`/api/sites/${site.id}`, jsonRequest(method, body, other));
      expect(response.status, method).toBe(404);
      expect(await response.json()).toEqual({ error: 'Site not found' });
    }
    expect((await api.app.request(`/api/sites/${site.id}`, withCookies(api.admin))).status).toBe(200);
    expect((await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', { name: 'Staff edit' }, api.admin))).status).toBe(404);

    // Moved by ZIP code: the point and the state follow; renamed alone: the point stays.
    const moved = await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', { zip: '87102' }, api.buyer));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ name: 'Tucson yard', state: 'NM', zip: '87102' });
    const renamed = await (
      await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', { name: 'Albuquerque yard' }, api.buyer))
    ).json();
    expect(renamed).toMatchObject({ name: 'Albuquerque yard', state: 'NM', zip: '87102' });
    expect(await issues(await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', {}, api.buyer)))).toEqual([
      { path: 'name', message: 'Nothing to change: give a name, a point, designs, interconnection, land, usage or economics' },
    ]);
    expect(await issues(await api.app.request('/api/sites/abc', withCookies(api.buyer)))).toEqual([
      { path: 'id', message: 'Not a valid id' },
    ]);

    expect((await api.app.request(`/api/sites/${site.id}`, jsonRequest('DELETE', undefined, api.buyer))).status).toBe(204);
    expect((await api.app.request(`/api/sites/${site.id}`, withCookies(api.buyer))).status).toBe(404);

    const audit = await (await api.app.request(`/api/admin/audit?entityType=site&entityId=${site.id}`, withCookies(api.admin))).json();
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'site.deleted',
      'site.updated',
      'site.updated',
      'site.created',
    ]);
    expect(audit[2]).toMatchObject({
      before: { state: 'AZ', zip: null },
      after: { state: 'NM', zip: '87102' },
      actor: { email: api.buyerUser.email },
    });
  });

  it("lists the user's own sites, the most recently changed first, a page at a time with the total", async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    for (const name of ['First', 'Second', 'Third']) expect((await create({ name, zip: '85004' }, jar)).status).toBe(201);
    const page = await api.app.request('/api/sites?page=1&pageSize=2', withCookies(jar));
    expect(page.headers.get('X-Total-Count')).toBe('3');
    expect((await page.json()).map((site: { name: string }) => site.name)).toEqual(['Third', 'Second']);
    expect(await issues(await api.app.request('/api/sites?pageSize=500', withCookies(jar)))).toEqual([
      { path: 'pageSize', message: 'Page size must be a whole number from 1 to 100' },
    ]);
  });

  it("computes every tool it has inputs for, each as the tool's own endpoint answers the same inputs; a changed input marks the results it fed stale until the site is computed again", async () => {
    const site = await (await create({ name: 'Phoenix roof', zip: '85004' })).json();
    const compute = async () => {
      const response = await api.app.request(`/api/sites/${site.id}/compute`, jsonRequest('POST', {}, api.buyer));
      expect(response.status).toBe(200);
      return response.json();
    };
    const patch = async (body: unknown) => {
      const response = await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', body, api.buyer));
      expect(response.status).toBe(200);
      return response.json();
    };
    const calculator = async (name: string, body: unknown) =>
      (await api.app.request(`/api/calculators/${name}`, jsonRequest('POST', body))).json();
    const [design] = site.designs;

    // The site alone: its one design's production, as the solar calculator answers that point and array.
    const first = await compute();
    const solar = await calculator('solar', { latitude: site.latitude, longitude: site.longitude, ...design.pv });
    expect(first.production).toEqual({
      annualKWh: solar.annualKWh,
      specificYieldKWhPerKWdc: solar.specificYieldKWhPerKWdc,
      capacityFactorAC: solar.capacityFactorAC,
      monthlyKWh: solar.monthlyKWh,
      station: { id: solar.station.id, name: solar.station.name, state: 'AZ', distanceKm: solar.station.distanceKm },
      warnings: solar.warnings,
    });
    expect(first.production.specificYieldKWhPerKWdc).toBeGreaterThan(1600);
    expect(first).toMatchObject({ designs: [{ id: 'd1', name: 'Design 1' }], stale: [], warnings: [] });
    expect(first.interconnection).toBeUndefined();
    expect(first.landLease).toBeUndefined();

    // With a substation 2 miles off and 40 acres: the prescreen of its AC size (1,000 kWdc / 1.2) and the lease.
    await patch({ interconnection: { distanceToSubstationMiles: 2 }, land: { acres: 40 } });
    const second = await compute();
    expect(second.interconnection).toEqual(
      await calculator('interconnection', { state: 'AZ', systemSizeMW: 0.833, technology: 'solar', distanceToSubstationMiles: 2 }),
    );
    expect(second.landLease).toEqual(await calculator('land-lease', { acres: 40, distanceToSubstation: 2, state: 'AZ' }));
    const computed = await (await api.app.request(`/api/sites/${site.id}`, withCookies(api.buyer))).json();
    expect(Object.keys(computed.results).sort()).toEqual(['interconnection', 'landLease', 'ppa:d1', 'production:d1']);
    // Opened again, the site carries the answer its stored results give: the one computed.
    expect(computed.answer).toEqual(second);
    expect(Object.values(computed.results).every((result) => !(result as { stale: boolean }).stale)).toBe(true);

    // A bigger array feeds its production and the prescreen, not the lease; a second design is new, so nothing of it is stale.
    const bigger = { ...design, pv: { ...design.pv, systemSizeKWdc: 2000 } };
    const changed = await patch({
      designs: [bigger, { ...design, id: 'd2', name: 'With storage', battery: { powerKW: 500, energyKWh: 2000 } }],
    });
    expect(changed.results).toEqual({
      'production:d1': { computedAt: expect.any(String), stale: true },
      'ppa:d1': { computedAt: expect.any(String), stale: true },
      interconnection: { computedAt: expect.any(String), stale: true },
      landLease: { computedAt: expect.any(String), stale: false },
    });
    // Its stored answer still shows the figures, each stale one named.
    const reopened = await (await api.app.request(`/api/sites/${site.id}`, withCookies(api.buyer))).json();
    expect(reopened.answer).toEqual({ ...second, stale: ['interconnection', 'ppa:d1', 'production:d1'] });
    const third = await compute();
    expect(third.designs.map((entry: { id: string }) => entry.id)).toEqual(['d1', 'd2']);
    // Twice the array, twice the energy (each figure rounded to 0.1 kWh).
    expect(third.production.annualKWh).toBeCloseTo(2 * first.production.annualKWh, 0);
    expect(third.interconnection.region).toEqual(second.interconnection.region);
    const recomputed = await (await api.app.request(`/api/sites/${site.id}`, withCookies(api.buyer))).json();
    expect(Object.keys(recomputed.results).sort()).toEqual([
      'interconnection',
      'landLease',
      'ppa:d1',
      'ppa:d2',
      'production:d1',
      'production:d2',
    ]);
    expect(Object.values(recomputed.results).some((result) => (result as { stale: boolean }).stale)).toBe(false);

    // Clearing the land drops nothing silently: its result is stale until the next compute leaves it out.
    expect((await patch({ land: null })).results.landLease.stale).toBe(true);
    expect((await compute()).landLease).toBeUndefined();
    // Another account cannot compute it.
    const other = await signIn(api.app, (await createTestUser(api.db)).email);
    expect((await api.app.request(`/api/sites/${site.id}/compute`, jsonRequest('POST', {}, other))).status).toBe(404);
  });

  it("prices the PPA that pays for each design's PV at the site's finance assumptions, as the PPA calculator answers its link; a changed assumption marks it stale, and a design the calculator cannot price says why", async () => {
    const site = await (await create({ name: 'Phoenix field', zip: '85004' })).json();
    const [design] = site.designs;
    const compute = async () => (await api.app.request(`/api/sites/${site.id}/compute`, jsonRequest('POST', {}, api.buyer))).json();
    const patch = async (body: unknown) => (await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', body, api.buyer))).json();
    const ppaCalculator = async (href: string) => {
      const fields = Object.fromEntries(
        [...new URL(href, 'http://x').searchParams].map(([key, value]) => [key, Number.isNaN(Number(value)) ? value : Number(value)]),
      );
      return (await api.app.request('/api/calculators/ppa', jsonRequest('POST', fields))).json();
    };

    // No finance assumptions: the defaults (SYSTEM_COST_DEFAULTS), the PV alone, after tax.
    const first = await compute();
    const request = sitePpaRequest(null, design);
    expect(request).toEqual({
      systemSizeMW: 1,
      epcPricePerW: 1.8,
      itcPercent: 30,
      omCostPerKWYear: 18,
      degradationPercent: 0.005,
      escalationPercent: 0.02,
      termYears: 25,
      wacc: 0.08,
      federalTaxRate: 0.21,
      bonusDepreciationPercent: 100,
      taxMode: 'after-tax',
      solveFor: 'ppa',
    });
    const href = ppaCalculatorHref(request, first.production.specificYieldKWhPerKWdc);
    const priced = await ppaCalculator(href);
    expect(first.ppa).toEqual({
      pricePerKWh: priced.ppaPrice,
      inputs: { ...request, specificYieldKWhPerKW: Number(new URL(href, 'http://x').searchParams.get('specificYieldKWhPerKW')) },
      escalation: 0.02,
      termYears: 25,
    });
    expect(first.designs[0].ppa).toEqual(first.ppa);
    expect(first.ppa.pricePerKWh).toBeGreaterThan(0.03);
    expect(first.ppa.pricePerKWh).toBeLessThan(0.12);

    // A dearer system and a higher discount rate: only the PPA is stale, and it prices higher.
    const changed = await patch({ economics: { pv: { capexPerW: 2.4 }, discountRatePercent: 10 } });
    expect(changed.results).toEqual({
      'production:d1': { computedAt: expect.any(String), stale: false },
      'ppa:d1': { computedAt: expect.any(String), stale: true },
    });
    const dearer = await compute();
    const dearerRequest = sitePpaRequest({ pv: { capexPerW: 2.4 }, discountRatePercent: 10 }, design);
    expect(dearer.ppa.pricePerKWh).toBe(
      (await ppaCalculator(ppaCalculatorHref(dearerRequest, dearer.production.specificYieldKWhPerKWdc))).ppaPrice,
    );
    expect(dearer.ppa.pricePerKWh).toBeGreaterThan(first.ppa.pricePerKWh);

    // 50 kWdc is under the calculator's 0.1 MW: no price, the reason in the design's answer and the warnings.
    await patch({ designs: [{ ...design, pv: { ...design.pv, systemSizeKWdc: 50 } }] });
    const small = await compute();
    expect(small.ppa).toEqual({
      pricePerKWh: null,
      inputs: expect.objectContaining({ systemSizeMW: 0.05 }),
      escalation: 0.02,
      termYears: 25,
      reason: expect.stringMatching(/^No PPA price: the PPA calculator's system size \(MW\): .*0\.1/),
    });
    expect(small.warnings).toContain(`Design 1: ${small.ppa.reason}`);
  });

  it('refuses designs that are not 1 to 5 with distinct ids, or whose array or battery is out of bounds, naming the field', async () => {
    const site = await (await create({ name: 'Bounds', zip: '85004' })).json();
    const [design] = site.designs;
    const patchIssues = async (body: unknown) =>
      issues(await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', body, api.buyer)));
    expect(await patchIssues({ designs: [] })).toEqual([{ path: 'designs', message: 'A site has 1 to 5 designs' }]);
    expect(await patchIssues({ designs: Array.from({ length: 6 }, (_, index) => ({ ...design, id: `d${index}` })) })).toEqual([
      { path: 'designs', message: 'A site has 1 to 5 designs' },
    ]);
    expect(await patchIssues({ designs: [design, { ...design, name: 'Copy' }] })).toEqual([
      { path: 'designs', message: "Each design's id must differ from the others'" },
    ]);
    expect(
      await patchIssues({
        designs: [{ ...design, pv: { ...design.pv, systemSizeKWdc: 0, extra: 1 }, battery: { powerKW: 0, energyKWh: 10 } }],
      }),
    ).toEqual([
      { path: 'designs.0.pv.systemSizeKWdc', message: 'Number must be greater than or equal to 1' },
      { path: 'designs.0.pv.extra', message: 'Unknown field' },
      { path: 'designs.0.battery.powerKW', message: 'Number must be greater than or equal to 1' },
    ]);
    expect(await patchIssues({ interconnection: { distanceToSubstationMiles: 80 }, land: { acres: 0 } })).toEqual([
      { path: 'interconnection.distanceToSubstationMiles', message: 'Number must be less than or equal to 50' },
      { path: 'land.acres', message: 'Number must be greater than or equal to 1' },
    ]);
  });

  it("names its ZIP codes' source, edition and licence", () => {
    for (const field of ['source', 'retrieved', 'edition', 'licence'] as const) expect(ZIP_DATASET[field].trim(), field).not.toBe('');
  });
});

describeOnEveryDatabase('sites', api, (api) => {
  it(`keeps at most ${MAX_SITES_PER_ACCOUNT} per account, however many are created at once`, async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    await api.db.insert(sites).values(
      Array.from({ length: MAX_SITES_PER_ACCOUNT - 3 }, (_, index) => ({
        userId: user.id,
        name: `Site ${index}`,
        latitude: 33.45,
        longitude: -112.07,
        state: 'AZ',
        designs: [defaultDesign()],
      })),
    );
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.app.request('/api/sites', jsonRequest('POST', { name: `Race ${index}`, zip: '85004' }, jar)),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(await refused.json()).toEqual({ error: SITES_FULL_MESSAGE });
    expect((await api.app.request('/api/sites', withCookies(jar))).headers.get('X-Total-Count')).toBe(String(MAX_SITES_PER_ACCOUNT));
  });
});

describe("every account's sites, for staff", () => {
  it("lists them for an admin, the most recently changed first, with each owner, paged, and found by part of the site's or owner's name or email", async () => {
    const owner = await createTestUser(api.db, {
      firstName: 'Rosa',
      lastName: 'Quintero',
      email: `rosa.${Date.now()}@mesa-energy.example`,
    });
    const jar = await signIn(api.app, owner.email);
    const first = await (await create({ name: 'Mesa canal yard', zip: '85201' }, jar)).json();
    const second = await (await create({ name: 'Gilbert depot', latitude: 33.35, longitude: -111.79 }, jar)).json();
    await api.app.request(
      `/api/sites/${first.id}`,
      jsonRequest('PATCH', { usage: { load: { kind: 'office', annualKWh: 1_500_000 }, tariff: { example: 'pge-e19-2019' } } }, jar),
    );

    const response = await api.app.request('/api/admin/sites', withCookies(api.admin));
    expect(response.status).toBe(200);
    const listed = await response.json();
    expect(Number(response.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(2);
    // The site changed last first.
    expect(listed[0]).toEqual({
      id: first.id,
      name: 'Mesa canal yard',
      state: 'AZ',
      zip: '85201',
      owner: { id: owner.id, email: owner.email, name: 'Rosa Quintero' },
      designs: 1,
      usage: true,
      shared: false,
      createdAt: first.createdAt,
      updatedAt: expect.any(String),
    });
    expect(listed[1]).toMatchObject({ id: second.id, zip: null, usage: false });

    const byOwner = await api.app.request('/api/admin/sites?q=QUINTERO', withCookies(api.admin));
    expect(byOwner.headers.get('X-Total-Count')).toBe('2');
    const bySite = await (await api.app.request('/api/admin/sites?q=%20canal%20', withCookies(api.admin))).json();
    expect(bySite.map((site: { id: number }) => site.id)).toEqual([first.id]);
    const byEmail = await api.app.request(`/api/admin/sites?q=mesa-energy&page=2`, withCookies(api.admin));
    expect(byEmail.headers.get('X-Total-Count')).toBe('2');
    expect(await byEmail.json()).toEqual([]);
  });

  it('is for staff alone, and names a bad parameter', async () => {
    expect((await api.app.request('/api/admin/sites')).status).toBe(401);
    expect((await api.app.request('/api/admin/sites', withCookies(api.buyer))).status).toBe(403);
    expect(await issues(await api.app.request('/api/admin/sites?page=0&sort=name', withCookies(api.admin)))).toEqual([
      { path: 'page', message: 'Page must be a whole number from 1 to 10,000' },
      { path: 'sort', message: 'Unknown parameter' },
    ]);
    expect(await issues(await api.app.request(`/api/admin/sites?q=${'x'.repeat(101)}`, withCookies(api.admin)))).toEqual([
      { path: 'q', message: 'Search must be at most 100 characters' },
    ]);
  });
});
