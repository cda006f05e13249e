import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { BtmAnswer } from '~/domain/btm/answer';
import e19 from '~/domain/btm/data/tariffs/pge-e19-2019.json' with { type: 'json' };
import { decodeLoadShape, LOAD_SHAPE_CALENDAR_YEAR, scaleLoadShape } from '~/domain/btm/loadShapes';
import { SYSTEM_COST_DEFAULTS } from '~/domain/finance/cashFlow';
import { btmRequestSchema } from '~/domain/schemas/calculators/btm';
import { BTM_ECONOMICS_BOUNDS } from '~/domain/schemas/calculators/btmEconomics';
import type { AppEnv } from '~/server/context';
import { answerBtmWithinTimeLimit as btmAnswer } from '~/server/services/btm';
import { readJson } from '~/server/validation';
import officeShape from '../../public/load-shapes/san-francisco-office.json' with { type: 'json' };
import { apiContext } from '../setup/apiContext';
import { createTestApp, issues, jsonRequest } from '../setup/testApp';

const api = apiContext();
const post = (body: unknown) => api.app.request('/api/calculators/btm', jsonRequest('POST', body));

const issuesOf = (body: unknown) => issues(post(body));

/**
 * The route's own solve given minutes, not 12 s: what these tests check is the answer, and on this
 * shared two-core machine a year's solve has passed 12 s under others' load (the limit itself is
 * tests/api/btm.test.ts's).
 */
async function patientPost(body: unknown, seconds = 240) {
  const patient = new Hono<AppEnv>().post('/calculators/btm', async (c) =>
    c.json(await btmAnswer(await readJson(c, btmRequestSchema), seconds)),
  );
  return createTestApp(api.database, { routes: [patient] }).request('/api/calculators/btm', jsonRequest('POST', body));
}

async function answerOf(body: unknown): Promise<BtmAnswer> {
  const response = await patientPost(body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const load = scaleLoadShape(decodeLoadShape(officeShape), { annualKWh: 1_000_000 }).map((kW) => Math.round(kW * 1000) / 1000);
/** 200 kWdc of PV: a sine day from 06:00 to 18:00 peaking at 160 kW. */
const pvKW = Array.from({ length: 8760 }, (_, hour) => {
  const clock = hour % 24;
  return clock > 6 && clock < 18 ? Math.round(160_000 * Math.sin((Math.PI * (clock - 6)) / 12)) / 1000 : 0;
});
const battery = { powerKW: 100, energyKWh: 400, roundTripEfficiency: 0.9 };
const request = { intervalMinutes: 60, year: LOAD_SHAPE_CALENDAR_YEAR, loadKW: load, pvKW, tariff: e19, battery };

describe('POST /api/calculators/btm with economics', () => {
  it('answers the given system after tax: capex, ITC, a year-0-to-N cash flow, NPV, IRR and both paybacks', async () => {
    const economics = {
      pv: { referenceKW: 200, capexPerW: 1.5, itcAdderPercent: 10 },
      battery: { capexPerKW: 200, capexPerKWh: 300, fixedCost: 10_000, replacementYear: 12, replacementPerKWh: 150 },
      analysisYears: 20,
      discountRatePercent: 7,
    };
    const result = await answerOf({ ...request, economics });
    const system = result.system!;
    expect(system.sized).toBe(false);
    expect(system.size).toEqual({ pvKW: 200, batteryKW: 100, batteryKWh: 400 });
    expect(system.capex).toEqual({ pv: 300_000, battery: 100 * 200 + 400 * 300 + 10_000, total: 450_000 });
    expect(system.itc).toBeCloseTo(300_000 * 0.4 + 150_000 * 0.3, 6);
    expect(system.cashFlow).toHaveLength(21);
    expect(system.cashFlow[0]).toMatchObject({ year: 0, capex: -450_000, net: -450_000 });
    expect(system.cashFlow[1]!.itc).toBeCloseTo(165_000, 6);
    expect(system.cashFlow[12]!.replacement).toBe(-400 * 150);
    // The NPV is the table's, discounted at 7 %.
    const npv = system.cashFlow.reduce((sum, row) => sum + row.net / 1.07 ** row.year, 0);
    expect(system.npv).toBeCloseTo(npv, 4);
    expect(system.assumptions).toMatchObject({ analysisYears: 20, incomeTaxPercent: SYSTEM_COST_DEFAULTS.incomeTaxPercent });
    // Year-1 savings: PV against no system, the battery against PV alone, as the bills say.
    expect(system.savings.pv).toBeCloseTo(system.annualBills.noSystem - system.annualBills.pvOnly, 6);
    expect(system.savings.battery).toBeCloseTo(result.annual.savings, 6);
    expect(system.savings.pv).toBeGreaterThan(0);
    expect(system.pvAnnualKWh).toBeCloseTo(result.pv!.annualKWh, 6);
  }, 300_000);

  it('keeps answering requests without economics as before: no system', async () => {
    const result = await answerOf(request);
    expect(result.system).toBeUndefined();
    expect(result.battery).toMatchObject({ powerKW: 100, energyKWh: 400, sized: false });
  }, 300_000);

  it('co-sizes PV and battery with size: true, and says why no battery when its fixed cost is too large', async () => {
    const response = await patientPost({
      ...request,
      size: true,
      economics: { pv: { referenceKW: 200, maxKW: 300 }, battery: { fixedCost: 5_000_000, maxKW: 200, maxKWh: 800 } },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const system = ((await response.json()) as BtmAnswer).system!;
    expect(system.sized).toBe(true);
    expect(system.built.battery).toBe(false);
    expect(system.size.batteryKWh).toBe(0);
    expect(system.notes.join(' ')).toMatch(
      /^No battery: its fixed cost \(\$5,000,000\) exceeds the savings it buys; without it a \d+ kW \/ \d+ kWh battery would pay\.$/,
    );
    expect(system.size.pvKW).toBeGreaterThanOrEqual(0);
    expect(system.size.pvKW).toBeLessThanOrEqual(300 + 1e-6);
    expect(system.capex.battery).toBe(0);
  }, 300_000);
});

describe('POST /api/calculators/btm: the economics fields and their 400s', () => {
  const economics = { pv: { referenceKW: 200 } };

  it('refuses unknown fields at each level, naming them', async () => {
    expect(
      await issuesOf({ ...request, economics: { ...economics, taxRate: 21, pv: { referenceKW: 200, size: 5 }, battery: { cost: 1 } } }),
    ).toEqual([
      { path: 'economics.pv.size', message: 'Unknown field' },
      { path: 'economics.battery.cost', message: 'Unknown field' },
      { path: 'economics.taxRate', message: 'Unknown field' },
    ]);
  });

  it('refuses wrong types and a bad recovery period, naming each field', async () => {
    expect(await issuesOf({ ...request, economics: 'cheap' })).toEqual([
      { path: 'economics', message: 'Expected object, received string' },
    ]);
    expect(
      await issuesOf({ ...request, economics: { ...economics, battery: 5, macrsYears: 6, analysisYears: 10.5, incomeTaxPercent: '21' } }),
    ).toEqual([
      { path: 'economics.battery', message: 'Expected object, received number' },
      { path: 'economics.incomeTaxPercent', message: 'Expected number, received string' },
      { path: 'economics.macrsYears', message: 'MACRS recovery period must be 3, 5, 7, 10, 15, 20 years' },
      { path: 'economics.analysisYears', message: 'Expected integer, received float' },
    ]);
  });

  const where: Record<string, (value: number) => [string, object]> = {
    pvCapexPerW: (v) => ['economics.pv.capexPerW', { pv: { referenceKW: 200, capexPerW: v } }],
    pvOmPerKWYear: (v) => ['economics.pv.omPerKWYear', { pv: { referenceKW: 200, omPerKWYear: v } }],
    pvReferenceKW: (v) => ['economics.pv.referenceKW', { pv: { referenceKW: v } }],
    pvKW: (v) => ['economics.pv.maxKW', { pv: { referenceKW: 200, maxKW: v } }],
    itcPercent: (v) => ['economics.battery.itcPercent', { ...economics, battery: { itcPercent: v } }],
    itcAdderPercent: (v) => ['economics.pv.itcAdderPercent', { pv: { referenceKW: 200, itcAdderPercent: v } }],
    degradationPercent: (v) => ['economics.pv.degradationPercent', { pv: { referenceKW: 200, degradationPercent: v } }],
    batteryCapexPerKW: (v) => ['economics.battery.capexPerKW', { ...economics, battery: { capexPerKW: v } }],
    batteryCapexPerKWh: (v) => ['economics.battery.capexPerKWh', { ...economics, battery: { capexPerKWh: v } }],
    fixedCost: (v) => ['economics.battery.fixedCost', { ...economics, battery: { fixedCost: v } }],
    batteryOmPerKWYear: (v) => ['economics.battery.omPerKWYear', { ...economics, battery: { omPerKWYear: v } }],
    omPerKWhYear: (v) => ['economics.battery.omPerKWhYear', { ...economics, battery: { omPerKWhYear: v } }],
    fadePercent: (v) => ['economics.battery.fadePercent', { ...economics, battery: { fadePercent: v } }],
    replacementYear: (v) => ['economics.battery.replacementYear', { ...economics, analysisYears: 40, battery: { replacementYear: v } }],
    replacementPerKW: (v) => ['economics.battery.replacementPerKW', { ...economics, battery: { replacementPerKW: v } }],
    replacementPerKWh: (v) => ['economics.battery.replacementPerKWh', { ...economics, battery: { replacementPerKWh: v } }],
    batteryKW: (v) => ['economics.battery.maxKW', { ...economics, battery: { maxKW: v } }],
    batteryKWh: (v) => ['economics.battery.maxKWh', { ...economics, battery: { maxKWh: v } }],
    incomeTaxPercent: (v) => ['economics.incomeTaxPercent', { ...economics, incomeTaxPercent: v }],
    bonusDepreciationPercent: (v) => ['economics.bonusDepreciationPercent', { ...economics, bonusDepreciationPercent: v }],
    tariffEscalationPercent: (v) => ['economics.tariffEscalationPercent', { ...economics, tariffEscalationPercent: v }],
    analysisYears: (v) => ['economics.analysisYears', { ...economics, analysisYears: v }],
    discountRatePercent: (v) => ['economics.discountRatePercent', { ...economics, discountRatePercent: v }],
  };
  const WHOLE = new Set(['replacementYear', 'analysisYears']);
  const cases = Object.entries(BTM_ECONOMICS_BOUNDS).flatMap(([field, [min, max]]) => {
    const step = WHOLE.has(field) ? 1 : Math.max((max - min) / 1000, 0.001);
    return [
      [field, Number((min - step).toPrecision(6)), `Number must be greater than or equal to ${min}`],
      [field, Number((max + step).toPrecision(6)), `Number must be less than or equal to ${max}`],
    ] as [string, number, string][];
  });

  it.each(cases)('%s = %s → "%s"', async (field, value, message) => {
    const [path, economicsAt] = where[field]!(value);
    const issues = await issuesOf({ ...request, economics: economicsAt });
    expect(issues[0]).toEqual({ path, message });
  });

  it('wants the PV size its output is for, sizes in order, a replacement inside the analysis and the ITC at most 70 %', async () => {
    expect(await issuesOf({ ...request, economics: {} })).toEqual([
      { path: 'economics.pv.referenceKW', message: 'Required with pvKW: the size (kWdc) of the PV system whose output pvKW is' },
    ]);
    expect(
      await issuesOf({
        ...request,
        economics: {
          pv: { referenceKW: 200, minKW: 300, maxKW: 100, itcPercent: 40, itcAdderPercent: 40 },
          battery: { minKW: 50, maxKW: 10, minKWh: 500, maxKWh: 100, replacementYear: 25 },
          analysisYears: 25,
        },
      }),
    ).toEqual([
      { path: 'economics.pv.maxKW', message: 'Must be at least the least PV size (300 kW)' },
      { path: 'economics.battery.maxKW', message: 'Must be at least the least battery power (50 kW)' },
      { path: 'economics.battery.maxKWh', message: 'Must be at least the least battery energy (500 kWh)' },
      { path: 'economics.pv.itcAdderPercent', message: 'The ITC with its adders must be at most 70%' },
      { path: 'economics.battery.replacementYear', message: 'Must be before the last year of the analysis (25)' },
    ]);
  });
});
