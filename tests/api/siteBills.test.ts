import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '~/domain/format';
import e19 from '~/domain/btm/data/tariffs/pge-e19-2019.json' with { type: 'json' };
import { decodeLoadShape, LOAD_SHAPE_CALENDAR_YEAR, scaleLoadShape } from '~/domain/btm/loadShapes';
import { defaultDesign } from '~/domain/sites/design';
import { SITE_BATTERY_DEFAULTS } from '~/domain/sites/usage';
import { pvLevelizedCost, SYSTEM_COST_DEFAULTS } from '~/domain/finance/cashFlow';
import officeShape from '../../public/load-shapes/san-francisco-office.json' with { type: 'json' };
import { apiContext } from '../setup/apiContext';
import { issues, jsonRequest, withCookies } from '../setup/testApp';

/**
 * A site's load and tariff: each design billed with no system, PV only and PV with its battery, and
 * valued after tax, as the optimizer answers the same load, PV hours, tariff, battery and costs.
 */

const api = apiContext();
const request = (path: string, method: string, body?: unknown) =>
  api.app.request(path, body === undefined ? withCookies(api.buyer, { method }) : jsonRequest(method, body, api.buyer));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const ok = async (response: Response | Promise<Response>) => {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(200);
  return answered.json();
};

const usage = { load: { kind: 'office', annualKWh: 1_000_000 }, tariff: { example: 'pge-e19-2019' } };
const pv = { ...defaultDesign().pv, systemSizeKWdc: 300 };
const designs = [
  { id: 'd1', name: 'PV only', pv, battery: null },
  { id: 'd2', name: 'PV and storage', pv, battery: { powerKW: 100, energyKWh: 400 } },
];

describe("a site's bills and economics", () => {
  it('bills each design (no system, PV only, PV and battery) and values it after tax, as the optimizer answers the same inputs; the first design is the headline', async () => {
    const site = await (
      await api.app.request('/api/sites', jsonRequest('POST', { name: 'Mission office', zip: '94103' }, api.buyer))
    ).json();
    await ok(request(`/api/sites/${site.id}`, 'PATCH', { designs, usage, economics: { discountRatePercent: 6 } }));
    const answer = await ok(request(`/api/sites/${site.id}/compute`, 'POST', {}));

    // The optimizer, asked for the same year: the office shape of the nearest reference city, the
    // design's modelled hours, E-19, the battery with the optimizer form's defaults, the same costs.
    const solar = await ok(
      api.app.request('/api/calculators/solar', jsonRequest('POST', { latitude: site.latitude, longitude: site.longitude, ...pv })),
    );
    const optimizer = async (battery: { powerKW: number; energyKWh: number }) =>
      (
        await ok(
          api.app.request(
            '/api/calculators/btm',
            jsonRequest('POST', {
              intervalMinutes: 60,
              year: LOAD_SHAPE_CALENDAR_YEAR,
              loadKW: scaleLoadShape(decodeLoadShape(officeShape), { annualKWh: 1_000_000 }),
              pvKW: solar.hourlyKW,
              tariff: e19,
              battery: { ...SITE_BATTERY_DEFAULTS, ...battery },
              economics: { discountRatePercent: 6, pv: { referenceKW: 300 } },
            }),
          ),
        )
      ).system;
    const withStorage = await optimizer({ powerKW: 100, energyKWh: 400 });
    const [first, second] = answer.designs;
    expect(second.bill).toEqual({
      before: withStorage.annualBills.noSystem,
      withPv: withStorage.annualBills.pvOnly,
      withPvAndBattery: withStorage.annualBills.withSystem,
      economics: {
        npv: withStorage.npv,
        irr: withStorage.irr,
        paybackYears: withStorage.paybackYears,
        capex: withStorage.capex.total,
        // The PV's own after-tax cost over its degraded production (cashFlow.ts, held to SAM's LCOE in its unit tests).
        lcoe: pvLevelizedCost(300, sum(solar.hourlyKW), { ...SYSTEM_COST_DEFAULTS, discountRatePercent: 6 }),
      },
      tariff: 'E-19 Medium General Demand TOU (Secondary)',
      warnings: expect.any(Array),
    });
    // At $1.80/W after a 30 % credit and bonus depreciation, 6 % over 25 years: a few cents a kWh.
    expect(second.bill.economics.lcoe).toBeGreaterThan(0.03);
    expect(second.bill.economics.lcoe).toBeLessThan(0.12);
    expect(first.bill.economics.lcoe).toBe(second.bill.economics.lcoe);
    // PV lowers the bill and the battery lowers it further.
    expect(second.bill.withPv).toBeLessThan(second.bill.before);
    expect(second.bill.withPvAndBattery).toBeLessThan(second.bill.withPv);
    // The design without a battery: the same bills with PV, none with a battery, and PV's cost alone.
    expect(first.bill).toMatchObject({ before: second.bill.before, withPvAndBattery: null });
    expect(first.bill.withPv).toBeCloseTo(second.bill.withPv, 2);
    expect(first.bill.economics.capex).toBeLessThan(second.bill.economics.capex);
    expect(answer.bill).toEqual({ before: first.bill.before, withPv: first.bill.withPv, withPvAndBattery: null });
    expect(answer.economics).toEqual(first.bill.economics);

    // Opened again, the stored answer carries them.
    const stored = await ok(request(`/api/sites/${site.id}`, 'GET'));
    expect(stored.answer).toEqual(answer);
    expect(stored.usage).toEqual(usage);
    expect(Object.keys(stored.results).sort()).toEqual(['bill:d1', 'bill:d2', 'ppa:d1', 'ppa:d2', 'production:d1', 'production:d2']);

    // The report carries each design's bills and returns, and where they come from.
    const report = await request(`/api/sites/${site.id}/report.pdf`, 'GET');
    expect(report.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await report.arrayBuffer())), { mergePages: true });
    const content = text.replace(/\s+/g, ' ');
    expect(content).toContain(`${formatCurrency(second.bill.withPvAndBattery)} with PV and battery`);
    expect(content).toContain(`${formatCurrency(first.bill.before)} with no system`);
    expect(content).toContain(`the PV's LCOE ${formatCurrency(first.bill.economics.lcoe, 4)}/kWh`);
    expect(content).toContain('Bills and returns: Voltfield');
  }, 120_000);

  it('marks the bills stale when the load, tariff or finance change, not the production (the finance also the PPA price); cleared, the bills leave the answer', async () => {
    const site = await (
      await api.app.request('/api/sites', jsonRequest('POST', { name: 'Oakland depot', zip: '94607' }, api.buyer))
    ).json();
    await ok(request(`/api/sites/${site.id}`, 'PATCH', { designs: [designs[0]], usage }));
    const before = await ok(request(`/api/sites/${site.id}/compute`, 'POST', {}));
    const changed = await ok(request(`/api/sites/${site.id}`, 'PATCH', { economics: { discountRatePercent: 12 } }));
    expect(changed.results).toEqual({
      'production:d1': { computedAt: expect.any(String), stale: false },
      'ppa:d1': { computedAt: expect.any(String), stale: true },
      'bill:d1': { computedAt: expect.any(String), stale: true },
    });
    const after = await ok(request(`/api/sites/${site.id}/compute`, 'POST', {}));
    // A dearer discount rate: the same bills, a lower net present value.
    expect(after.bill).toEqual(before.bill);
    expect(after.economics.npv).toBeLessThan(before.economics.npv);

    const moreLoad = await ok(
      request(`/api/sites/${site.id}`, 'PATCH', { usage: { ...usage, load: { kind: 'office', annualKWh: 2_000_000 } } }),
    );
    expect(moreLoad.results['bill:d1'].stale).toBe(true);
    // The load is not the PPA's: its price holds.
    expect(moreLoad.results['ppa:d1'].stale).toBe(false);
    expect((await ok(request(`/api/sites/${site.id}/compute`, 'POST', {}))).bill.before).toBeGreaterThan(after.bill.before);

    expect((await ok(request(`/api/sites/${site.id}`, 'PATCH', { usage: null }))).results['bill:d1'].stale).toBe(true);
    const without = await ok(request(`/api/sites/${site.id}/compute`, 'POST', {}));
    expect(without.bill).toBeUndefined();
    expect(without.economics).toBeUndefined();
    expect(without.designs[0].bill).toBeUndefined();
  }, 120_000);

  it('refuses a load, tariff or finance it cannot bill, naming the field, and changes nothing', async () => {
    const site = await (await api.app.request('/api/sites', jsonRequest('POST', { name: 'Fresno', zip: '93721' }, api.buyer))).json();
    const refused = (body: unknown) => issues(request(`/api/sites/${site.id}`, 'PATCH', body));
    expect(await refused({ usage: { ...usage, load: { kind: 'stadium', annualKWh: 5_000 } } })).toEqual([
      { path: 'usage.load.kind', message: 'Building must be one of: office, retail, warehouse, datahall' },
      { path: 'usage.load.annualKWh', message: 'Number must be greater than or equal to 10000' },
    ]);
    const both = 'Give the tariff as one example ({ "example": … }) or a URDB record ({ "urdb": { … } })';
    expect(await refused({ usage: { load: usage.load } })).toEqual([{ path: 'usage.tariff', message: both }]);
    expect(await refused({ usage: { ...usage, tariff: { example: 'pge-e19-2019', urdb: e19 } } })).toEqual([
      { path: 'usage.tariff', message: both },
    ]);
    expect(await refused({ usage: { ...usage, tariff: { example: 'pge-a10' } } })).toEqual([
      {
        path: 'usage.tariff.example',
        message: 'Tariff must be one of: pge-e19-2019, sce-gs2-tou-b-2015, sdge-al-tou-2024, peco-gs-ht-2014',
      },
    ]);
    const urdbIssues = await refused({ usage: { ...usage, tariff: { urdb: { ...e19, energyratestructure: 'cheap' } } } });
    expect(urdbIssues[0]?.path).toMatch(/^usage\.tariff\.urdb\.energyratestructure/);
    expect(await refused({ economics: { pv: { referenceKW: 100 }, battery: { maxKWh: 10 } } })).toEqual([
      { path: 'economics.pv.referenceKW', message: "A site's designs give the sizes: remove this field" },
      { path: 'economics.battery.maxKWh', message: "A site's designs give the sizes: remove this field" },
    ]);
    expect(await refused({ economics: { discountRatePercent: 40 } })).toEqual([
      { path: 'economics.discountRatePercent', message: 'Number must be less than or equal to 30' },
    ]);
    const unchanged = await ok(request(`/api/sites/${site.id}`, 'GET'));
    expect(unchanged).toMatchObject({ usage: null, economics: null, results: {} });
  });
});
