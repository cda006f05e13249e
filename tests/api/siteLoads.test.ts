import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import e19 from '~/domain/btm/data/tariffs/pge-e19-2019.json' with { type: 'json' };
import { atInterval } from '~/domain/btm/form';
import { decodeLoadShape, scaleLoadShape } from '~/domain/btm/loadShapes';
import { LOAD_TWICE_MESSAGE, NO_METERED_LOAD_MESSAGE } from '~/domain/schemas/sites';
import { defaultDesign } from '~/domain/sites/design';
import { SITE_BATTERY_DEFAULTS } from '~/domain/sites/usage';
import { auditLog, siteLoads } from '~/server/db/schema';
import officeShape from '../../public/load-shapes/san-francisco-office.json' with { type: 'json' };
import { createTestUser } from '../factories/users';
import { apiContext, describeOnEveryDatabase, type ApiContext } from '../setup/apiContext';
import { issues, jsonRequest, signIn, withCookies } from '../setup/testApp';

/**
 * A site's own interval data (PUT /api/sites/{id}/load): stored beside the site, summed up in its
 * usage when the usage reads it, and billed as the optimizer bills the same year.
 */

const main = apiContext();

/** A metered office: the reference shape scaled to 1.2 GWh, with a 15 % step from July on (a new line). */
const officeHours = scaleLoadShape(decodeLoadShape(officeShape), { annualKWh: 1_200_000 });
const meterHours = officeHours.map((kW, hour) => Math.round(kW * (hour >= 4344 ? 1.15 : 1) * 1000) / 1000);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const pv = { ...defaultDesign().pv, systemSizeKWdc: 300 };
const design = { id: 'd1', name: 'PV and storage', pv, battery: { powerKW: 100, energyKWh: 400 } };
const meteredUsage = { load: { metered: true }, tariff: { example: 'pge-e19-2019' } };

/** The buyer's calls (read when a test runs: the context is set up in beforeAll). */
function client(api: ApiContext) {
  const request = (path: string, method: string, body?: unknown) =>
    api.app.request(path, body === undefined ? withCookies(api.buyer, { method }) : jsonRequest(method, body, api.buyer));
  const ok = async (response: Response | Promise<Response>) => {
    const answered = await response;
    expect(answered.status, await answered.clone().text()).toBe(200);
    return answered.json();
  };
  const newSite = async (name: string) => {
    const response = await request('/api/sites', 'POST', { name, zip: '94103' });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; latitude: number; longitude: number };
  };
  return { request, ok, newSite };
}

describeOnEveryDatabase('a site keeps its own interval data', main, (api) => {
  it('stores a year of hourly data beside the site, which its usage then reads by summary; a new file marks the bills stale', async () => {
    const { request, ok, newSite } = client(api);
    const site = await newSite('Mission meter');
    const summary = await ok(
      request(`/api/sites/${site.id}/load`, 'PUT', { name: 'meter-2023.csv', intervalMinutes: 60, year: 2023, loadKW: meterHours }),
    );
    expect(summary).toEqual({
      name: 'meter-2023.csv',
      intervalMinutes: 60,
      year: 2023,
      annualKWh: expect.closeTo(sum(meterHours), 6),
      peakKW: Math.max(...meterHours),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Stored, the site's usage does not read it until asked to.
    expect((await ok(request(`/api/sites/${site.id}`, 'GET'))).usage).toBeNull();

    const updated = await ok(request(`/api/sites/${site.id}`, 'PATCH', { designs: [design], usage: meteredUsage }));
    expect(updated.usage).toEqual({ load: { metered: summary }, tariff: { example: 'pge-e19-2019' } });
    // A site read never carries the year of intervals.
    const read = await request(`/api/sites/${site.id}`, 'GET');
    expect((await read.clone().text()).length).toBeLessThan(20_000);
    expect(await read.text()).not.toContain('loadKW');

    await ok(request(`/api/sites/${site.id}/compute`, 'POST', {}));
    const fresh = await ok(request(`/api/sites/${site.id}`, 'GET'));
    expect(fresh.results['bill:d1']).toEqual({ computedAt: expect.any(String), stale: false });

    // Another file: the usage names it, the bills from the older one read stale.
    const doubled = meterHours.map((kW) => kW * 2);
    const second = await ok(
      request(`/api/sites/${site.id}/load`, 'PUT', { name: 'meter-2024.csv', intervalMinutes: 60, year: 2023, loadKW: doubled }),
    );
    expect(second.sha256).not.toBe(summary.sha256);
    expect(second.annualKWh).toBeCloseTo(2 * summary.annualKWh, 6);
    const after = await ok(request(`/api/sites/${site.id}`, 'GET'));
    expect(after.usage.load).toEqual({ metered: second });
    expect(after.results['bill:d1'].stale).toBe(true);
    expect(after.results['production:d1'].stale).toBe(false);

    // Read back whole by its owner and staff; another account and a site without data 404.
    const readBack = await ok(request(`/api/sites/${site.id}/load`, 'GET'));
    expect(readBack).toEqual({ ...second, loadKW: doubled });
    expect((await api.app.request(`/api/sites/${site.id}/load`, withCookies(api.admin))).status).toBe(200);
    const other = await signIn(api.app, (await createTestUser(api.db)).email);
    expect((await api.app.request(`/api/sites/${site.id}/load`, withCookies(other))).status).toBe(404);
    const bare = await newSite('No meter');
    const none = await request(`/api/sites/${bare.id}/load`, 'GET');
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: 'This site has no interval data' });

    // One row a site, replaced; the audit log keeps both summaries; the site's deletion takes it along.
    expect(await api.db.select({ summary: siteLoads.summary }).from(siteLoads).where(eq(siteLoads.siteId, site.id))).toEqual([
      { summary: second },
    ]);
    const audits = await api.db.select().from(auditLog).where(eq(auditLog.action, 'site.load_stored'));
    expect(audits.filter((entry) => entry.entityId === String(site.id)).map((entry) => [entry.before, entry.after])).toEqual([
      [null, summary],
      [summary, second],
    ]);
    expect((await request(`/api/sites/${site.id}`, 'DELETE')).status).toBe(204);
    expect(await api.db.select().from(siteLoads).where(eq(siteLoads.siteId, site.id))).toEqual([]);
  }, 120_000);
});

describe("a site's interval data: the bills, and what is refused", () => {
  const api = main;
  const { request, ok, newSite } = client(api);

  it('bills hourly and 15-minute interval data as the optimizer bills the same year, PV hours held through their quarter-hours', async () => {
    const site = await newSite('Mission office, metered');
    await ok(request(`/api/sites/${site.id}/load`, 'PUT', { name: 'meter-2023.csv', intervalMinutes: 60, year: 2023, loadKW: meterHours }));
    await ok(request(`/api/sites/${site.id}`, 'PATCH', { designs: [design], usage: meteredUsage }));
    const hourly = await ok(request(`/api/sites/${site.id}/compute`, 'POST', {}));

    const solar = await ok(
      api.app.request('/api/calculators/solar', jsonRequest('POST', { latitude: site.latitude, longitude: site.longitude, ...pv })),
    );
    const optimizer = async (intervalMinutes: 60 | 15, loadKW: number[]) =>
      (
        await ok(
          api.app.request(
            '/api/calculators/btm',
            jsonRequest('POST', {
              intervalMinutes,
              year: 2023,
              loadKW,
              pvKW: atInterval(solar.hourlyKW, intervalMinutes),
              tariff: e19,
              battery: { ...SITE_BATTERY_DEFAULTS, ...design.battery },
              economics: { pv: { referenceKW: 300 } },
            }),
          ),
        )
      ).system;
    const expected = await optimizer(60, meterHours);
    expect(hourly.bill).toEqual({
      before: expected.annualBills.noSystem,
      withPv: expected.annualBills.pvOnly,
      withPvAndBattery: expected.annualBills.withSystem,
    });
    expect(hourly.economics).toEqual({
      npv: expected.npv,
      irr: expected.irr,
      paybackYears: expected.paybackYears,
      lcoe: expect.any(Number),
      capex: expected.capex.total,
    });

    // A 15-minute year (the hours split into quarters, a spike in each hour's first): its own interval, well over the 64 KB of other requests.
    const quarters = meterHours.flatMap((kW) => [kW * 1.3, kW * 0.9, kW * 0.9, kW * 0.9]);
    const summary = await ok(
      request(`/api/sites/${site.id}/load`, 'PUT', { name: 'meter-15min.csv', intervalMinutes: 15, year: 2023, loadKW: quarters }),
    );
    expect(summary).toMatchObject({ intervalMinutes: 15, annualKWh: expect.closeTo(sum(quarters) / 4, 6), peakKW: Math.max(...quarters) });
    const quarterly = await ok(request(`/api/sites/${site.id}/compute`, 'POST', {}));
    const expectedQuarterly = await optimizer(15, quarters);
    expect(quarterly.bill.withPvAndBattery).toBe(expectedQuarterly.annualBills.withSystem);
    expect(quarterly.bill.before).toBe(expectedQuarterly.annualBills.noSystem);
    // The same energy with sharper peaks: the demand charges read the quarter-hours.
    expect(quarterly.bill.before).toBeGreaterThan(hourly.bill.before);
  }, 180_000);

  it('refuses interval data it cannot bill, naming the field, and writes nothing', async () => {
    const site = await newSite('Refusals');
    const refused = (body: unknown) => issues(request(`/api/sites/${site.id}/load`, 'PUT', body));
    expect(await refused({ name: 'short.csv', intervalMinutes: 60, loadKW: meterHours.slice(0, 8000) })).toEqual([
      { path: 'loadKW', message: 'Expected 8760 values (a non-leap year of 60-minute intervals), received 8000' },
    ]);
    const bad = [...meterHours];
    bad[5] = 2_000_000;
    expect(await refused({ name: 'spike.csv', intervalMinutes: 60, loadKW: bad })).toEqual([
      { path: 'loadKW.5', message: 'Number must be less than or equal to 1000000' },
    ]);
    expect(await refused({ intervalMinutes: 30, year: 1999, loadKW: meterHours })).toEqual([
      { path: 'name', message: 'Name the interval data (its file name)' },
      { path: 'intervalMinutes', message: 'Interval must be 60 or 15 minutes' },
      { path: 'year', message: 'Number must be greater than or equal to 2000' },
    ]);
    expect(await refused({ name: 'x.csv', intervalMinutes: 60, loadKW: meterHours, peakKW: 3 })).toEqual([
      { path: 'peakKW', message: 'Unknown field' },
    ]);

    // The usage reads interval data only once some is stored, and never beside a reference building.
    const patch = (body: unknown) => issues(request(`/api/sites/${site.id}`, 'PATCH', body));
    expect(await patch({ usage: meteredUsage })).toEqual([{ path: 'usage.load.metered', message: NO_METERED_LOAD_MESSAGE }]);
    expect(await patch({ usage: { ...meteredUsage, load: { metered: true, kind: 'office' } } })).toEqual([
      { path: 'usage.load.kind', message: LOAD_TWICE_MESSAGE },
    ]);
    expect(await patch({ usage: { ...meteredUsage, load: { metered: false } } })).toEqual([
      { path: 'usage.load.metered', message: 'Expected true: the interval data stored with the site' },
    ]);
    expect(await patch({ usage: { ...meteredUsage, load: {} } })).toEqual([
      { path: 'usage.load.kind', message: 'Building must be one of: office, retail, warehouse, datahall' },
      { path: 'usage.load.annualKWh', message: 'Required' },
    ]);
    expect((await ok(request(`/api/sites/${site.id}`, 'GET'))).usage).toBeNull();
    expect(await api.db.select().from(siteLoads).where(eq(siteLoads.siteId, site.id))).toEqual([]);
  });

  it("is the owner's alone: another account and staff get 404, signed out 401; a body over 4 MB 413 before it is read", async () => {
    const site = await newSite('Owned');
    const body = { name: 'meter.csv', intervalMinutes: 60, loadKW: meterHours };
    const other = await signIn(api.app, (await createTestUser(api.db)).email);
    expect((await api.app.request(`/api/sites/${site.id}/load`, jsonRequest('PUT', body, other))).status).toBe(404);
    expect((await api.app.request(`/api/sites/${site.id}/load`, jsonRequest('PUT', body, api.admin))).status).toBe(404);
    expect((await api.app.request(`/api/sites/${site.id}/load`, jsonRequest('PUT', body))).status).toBe(401);
    expect(await api.db.select().from(siteLoads).where(eq(siteLoads.siteId, site.id))).toEqual([]);

    const tooLarge = await request(`/api/sites/${site.id}/load`, 'PUT', { ...body, padding: 'x'.repeat(4 * 1024 * 1024) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: 'Request body too large (limit 4096 KB)' });
    // Other site routes keep the 64 KB limit.
    const patched = await request(`/api/sites/${site.id}`, 'PATCH', { name: 'x'.repeat(70_000) });
    expect(patched.status).toBe(413);
  });
});
