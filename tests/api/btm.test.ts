import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { answerBtm, type BtmAnswer } from '~/domain/btm/answer';
import { highsLoader } from '~/domain/btm/highsLoader';
import e19 from '~/domain/btm/data/tariffs/pge-e19-2019.json' with { type: 'json' };
import { decodeLoadShape, LOAD_SHAPE_CALENDAR_YEAR, scaleLoadShape } from '~/domain/btm/loadShapes';
import { calculatorHref, compareRuns, runHeadline, runSummary, runTitle, type CalculatorRun } from '~/domain/calculatorRuns';
import { formatCurrency, formatPercent } from '~/domain/format';
import { formatEnergy } from '~/domain/formatEnergy';
import { MAX_SAVED_BTM_RUNS, SAVED_BTM_RUNS_FULL_MESSAGE } from '~/domain/schemas/calculatorRuns';
import { MAX_SAVED_TARIFF_CHARS, SAVED_TARIFF_TOO_LARGE_MESSAGE } from '~/domain/schemas/calculatorRunRequests';
import { BTM_BOUNDS, btmRequestSchema, exportAboveImportMessage } from '~/domain/schemas/calculators/btm';
import { MONTH_NAMES } from '~/domain/typicalYear';
import type { AppEnv } from '~/server/context';
import { RATE_LIMITS } from '~/server/requestLimits';
import { saveCalculatorRun } from '~/server/services/calculatorRuns';
import { BTM_TIME_LIMIT_SECONDS, answerBtmWithinTimeLimit as btmAnswer } from '~/server/services/btm';
import { runNextBtmJob } from '~/server/services/btmJobs';
import { MAX_INPUT_LIST_ITEMS, readJson } from '~/server/validation';
import officeShape from '../../public/load-shapes/san-francisco-office.json' with { type: 'json' };
import { createTestUser } from '../factories/users';
import type { CookieJar } from '../setup/cookieJar';
import { apiContext } from '../setup/apiContext';
import { createTestApp, jsonRequest, signIn, TEST_SITE_URL, withCookies } from '../setup/testApp';
import { testLog } from '../setup/testLog';

/** The runs' owner is the context's buyer; a stranger is anyone else signed in. */
const api = apiContext();
let stranger: CookieJar;
beforeAll(async () => {
  stranger = await signIn(api.app, (await createTestUser(api.db)).email);
});

/**
 * This file solves far more often than the 20 times an address may in 10 minutes: the suite's apps
 * scale the limits up (TEST_RATE_LIMIT_SCALE), and the test of that limit has it as production does.
 */
const post = (body: unknown) => api.app.request('/api/calculators/btm', jsonRequest('POST', body));
/** The body as JSON text, for what JSON.stringify cannot write (1e400). */
const postText = (text: string) => api.app.request('/api/calculators/btm', { ...jsonRequest('POST', null), body: text });
const save = (body: unknown, jar: CookieJar = api.buyer) => api.app.request('/api/calculators/run', jsonRequest('POST', body, jar));

async function issuesOf(body: unknown) {
  const response = await post(body);
  expect(response.status).toBe(400);
  return (await response.json()).issues as { path: string; message: string }[];
}

/** To the watt, as a saved run keeps a series: a request already at that precision is saved as sent. */
const toTheWatt = (kW: number) => Math.round(kW * 1000) / 1000;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** HiGHS on the test's own thread, for the answer the solver threads must match. */
const loadHighs = highsLoader();

/** A San Francisco office (DOE reference building) using 1 GWh a year, on the shapes' 2017 calendar: peak about 380 kW. */
const load = scaleLoadShape(decodeLoadShape(officeShape), { annualKWh: 1_000_000 }).map(toTheWatt);
/** A PV day the same all year: a sine from 06:00 to 18:00 standard time, peaking at `peakKW` at noon. */
const pvOf = (peakKW: number) =>
  Array.from({ length: 8760 }, (_, hour) => {
    const clock = hour % 24;
    return clock > 6 && clock < 18 ? toTheWatt(peakKW * Math.sin((Math.PI * (clock - 6)) / 12)) : 0;
  });
/** PG&E E-19's lowest energy rate ($/kWh, its winter off-peak): the most an export may earn. */
const E19_LOWEST_RATE = 0.08837;

const battery = { powerKW: 100, energyKWh: 400, roundTripEfficiency: 0.9 };
const costs = { capexPerKWh: 300, capexPerKW: 100 };
const request = { intervalMinutes: 60, year: LOAD_SHAPE_CALENDAR_YEAR, loadKW: load, tariff: e19, battery };

async function answerOf(body: unknown): Promise<BtmAnswer> {
  const response = await post(body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** The hourly E-19 answer, solved once for the tests that compare with it. */
let hourly: Promise<BtmAnswer> | undefined;
const hourlyAnswer = () => (hourly ??= answerOf(request));

describe('POST /api/calculators/btm', () => {
  it('answers a year of hourly load on PG&E E-19: the bill month by month before and after, the savings and every hour', async () => {
    const result = await hourlyAnswer();
    expect(result).toMatchObject({
      intervalMinutes: 60,
      year: 2017,
      tariff: { name: expect.stringContaining('E-19'), utility: 'Pacific Gas & Electric Co', exportPricePerKWh: null },
      solver: { status: 'optimal', problems: 12 },
    });
    expect(result.battery).toEqual({ powerKW: battery.powerKW, energyKWh: battery.energyKWh, sized: false });
    expect(result.economics).toBeUndefined();
    expect(result.pv).toBeUndefined();

    expect(result.months.map((month) => month.month)).toEqual(MONTH_NAMES);
    for (const { before, after } of result.months) {
      for (const bill of [before, after]) {
        expect(Object.keys(bill).sort()).toEqual(['demandCharges', 'energyCharges', 'exportCredit', 'fixedCharges', 'peakKW', 'total']);
        expect(bill.total).toBeCloseTo(bill.energyCharges - bill.exportCredit + bill.demandCharges + bill.fixedCharges, 6);
        expect(bill.exportCredit).toBe(0);
      }
      expect(after.fixedCharges).toBe(before.fixedCharges);
      // The battery shaves the month's peak and never bills more than the meter alone.
      expect(after.peakKW).toBeLessThan(before.peakKW);
      expect(after.total).toBeLessThanOrEqual(before.total + 1e-6);
    }
    expect(result.annual.before).toBeCloseTo(sum(result.months.map((month) => month.before.total)), 6);
    expect(result.annual.after).toBeCloseTo(sum(result.months.map((month) => month.after.total)), 6);
    expect(result.annual.savings).toBeCloseTo(result.annual.before - result.annual.after, 6);
    expect(result.annual.savings).toBeGreaterThan(0);
    expect(result.annual.after).toBeLessThanOrEqual(result.annual.before);

    expect(result.load.annualKWh).toBeCloseTo(sum(load), 3);
    expect(Math.abs(result.load.annualKWh - 1_000_000)).toBeLessThan(10);
    expect(result.load.peakKW).toBe(Math.max(...load));

    const { chargeKW, dischargeKW, socKWh, gridKW, curtailedKW } = result.dispatch;
    for (const series of [chargeKW, dischargeKW, socKWh, gridKW]) expect(series).toHaveLength(8760);
    expect(curtailedKW).toBeUndefined();
    expect(Math.max(...chargeKW, ...dischargeKW)).toBeLessThanOrEqual(battery.powerKW + 0.001);
    expect(Math.min(...chargeKW, ...dischargeKW)).toBeGreaterThanOrEqual(0);
    // 20–100 % of 400 kWh, REopt's default limits.
    expect(Math.min(...socKWh)).toBeGreaterThanOrEqual(80 - 0.001);
    expect(Math.max(...socKWh)).toBeLessThanOrEqual(400 + 0.001);
    // The meter sees the load, plus what charges the battery, less what it discharges (each to the watt).
    const imbalance = gridKW.map((grid, hour) => Math.abs(grid - (load[hour]! + chargeKW[hour]! - dischargeKW[hour]!)));
    expect(Math.max(...imbalance)).toBeLessThan(0.002);
  });

  it('takes a 15-minute year (35,040 values, far over 64 KB) within the 4 MB body limit', async () => {
    const quarterHours = load.flatMap((kW) => [kW, kW, kW, kW]);
    const body = { ...request, intervalMinutes: 15, loadKW: quarterHours };
    const bytes = JSON.stringify(body).length;
    expect(bytes).toBeGreaterThan(64 * 1024);
    expect(bytes).toBeLessThan(4 * 1024 * 1024);
    // Taken as a job (the same schema and 4 MB limit as the synchronous endpoint) and run here within a
    // job's limit: the synchronous 12 s is a wall-clock budget a busy machine misses on this year
    // (its 422 is tested below with an arrival 12 s ago).
    const posted = await api.app.request('/api/calculators/btm/jobs', jsonRequest('POST', body));
    expect(posted.status, await posted.clone().text()).toBe(202);
    const { id } = await posted.json();
    // A job's default limit, 180 s.
    expect(await runNextBtmJob(api.db, { timeLimitSeconds: 180, log: testLog })).toBe('done');
    const job = await (await api.app.request(`/api/calculators/btm/jobs/${id}`)).json();
    expect(job).toMatchObject({ status: 'done', progress: 1 });
    const result: BtmAnswer = job.result;
    expect(result).toMatchObject({ intervalMinutes: 15, solver: { status: 'optimal' } });
    for (const series of Object.values(result.dispatch)) expect(series).toHaveLength(35_040);
    // Each hour held for its four quarters is billed as the hour was: the same energy and peaks.
    const hours = await hourlyAnswer();
    expect(result.annual.before).toBeCloseTo(hours.annual.before, 2);
    expect(result.load).toEqual({ annualKWh: expect.closeTo(hours.load.annualKWh, 3), peakKW: hours.load.peakKW });
    expect(result.annual.savings).toBeGreaterThan(0);
    // A hang guard past the job's 180 s limit, not a budget.
  }, 200_000);

  it('exports surplus PV where the tariff pays for export, even at its lowest energy rate, and curtails it where not', async () => {
    const pvKW = pvOf(600);
    const paid = await answerOf({ ...request, pvKW, tariff: { ...e19, exportPricePerKWh: E19_LOWEST_RATE } });
    const unpaid = await answerOf({ ...request, pvKW });
    expect(paid.tariff.exportPricePerKWh).toBe(E19_LOWEST_RATE);
    expect(unpaid.tariff.exportPricePerKWh).toBeNull();
    for (const result of [paid, unpaid]) {
      expect(result.pv!.annualKWh).toBeCloseTo(sum(pvKW), 3);
      expect(result.dispatch.curtailedKW).toHaveLength(8760);
      expect(result.annual.savings).toBeGreaterThan(0);
    }
    expect(Math.min(...paid.dispatch.gridKW)).toBeLessThan(-100);
    expect(paid.pv!.curtailedKWh).toBeLessThan(1);
    expect(sum(paid.months.map((month) => month.after.exportCredit))).toBeGreaterThan(0);
    expect(Math.min(...unpaid.dispatch.gridKW)).toBeGreaterThanOrEqual(0);
    expect(unpaid.pv!.curtailedKWh).toBeGreaterThan(1000);
    expect(unpaid.months.every((month) => month.before.exportCredit === 0 && month.after.exportCredit === 0)).toBe(true);
    expect(paid.annual.after).toBeLessThan(unpaid.annual.after);
  });

  it("with costs, reports the battery's returns: NPV, IRR, payback and a row a year", async () => {
    const result = await answerOf({ ...request, costs: { ...costs, analysisYears: 12 } });
    const economics = result.economics!;
    expect(economics).toMatchObject({
      capex: 300 * battery.energyKWh + 100 * battery.powerKW,
      npv: expect.any(Number),
      assumptions: { capexPerKWh: 300, analysisYears: 12 },
    });
    expect(economics.netCapex).toBeCloseTo(economics.capex - economics.itc, 6);
    expect(economics.years).toHaveLength(12);
    expect(economics.irr === null || typeof economics.irr === 'number').toBe(true);
    expect(economics.paybackYear === null || Number.isInteger(economics.paybackYear)).toBe(true);
  });

  it('sizes the battery at the given costs with size: true, within the kW and kWh given as the most', async () => {
    const most = { ...battery, powerKW: 500, energyKWh: 2000 };
    // The route's own solve with a minute to run, not 12 s: one LP for the year takes about 4.5 s on a quiet
    // machine and can take longer on a busy one. The 12 s limit itself is the next test's.
    const patient = new Hono<AppEnv>().post('/calculators/btm', async (c) =>
      c.json(await btmAnswer(await readJson(c, btmRequestSchema), 60)),
    );
    const response = await createTestApp(api.database, { routes: [patient] }).request(
      '/api/calculators/btm',
      jsonRequest('POST', { ...request, battery: most, size: true, costs }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const result: BtmAnswer = await response.json();
    expect(result.battery.sized).toBe(true);
    expect(result.solver.problems).toBe(1);
    // At $300/kWh and $100/kW a battery pays on this office's demand charges, but not the largest one.
    expect(result.battery.powerKW).toBeGreaterThan(10);
    expect(result.battery.powerKW).toBeLessThan(most.powerKW);
    expect(result.battery.energyKWh).toBeGreaterThan(10);
    expect(result.battery.energyKWh).toBeLessThan(most.energyKWh);
    expect(result.economics!.capex).toBeCloseTo(300 * result.battery.energyKWh + 100 * result.battery.powerKW, 4);
    expect(result.annual.savings).toBeGreaterThan(0);
    // A hang guard past the solve's own minute: on a slow machine with the browser tests beside it the LP took over 30 s.
  }, 90_000);

  it('answers 422 with the reason when a solve passes its time limit', async () => {
    // The route's own solve, at the route's path (so the same body limit), with a limit no solve can meet.
    const limit = 0.001;
    const hurried = new Hono<AppEnv>().post('/calculators/btm', async (c) =>
      c.json(await btmAnswer(await readJson(c, btmRequestSchema), limit)),
    );
    const response = await createTestApp(api.database, { routes: [hurried] }).request('/api/calculators/btm', jsonRequest('POST', request));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: `The optimization did not finish within ${limit} seconds: try hourly intervals, or a fixed battery size instead of sizing it.`,
    });
    // Within Vercel's 15 s function limit.
    expect(BTM_TIME_LIMIT_SECONDS).toBe(12);
  });
});

describe('POST /api/calculators/btm: limits', () => {
  it('refuses a body over 4 MB with 413, here and when saving a run', async () => {
    const oversized = { ...request, padding: 'x'.repeat(4 * 1024 * 1024) };
    const response = await post(oversized);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body too large (limit 4096 KB)' });
    const saved = await save({ type: 'btm', inputs: oversized });
    expect(saved.status).toBe(413);
    expect(await saved.json()).toEqual({ error: 'Request body too large (limit 4096 KB)' });
  });

  it('allows 20 solves per address in 10 minutes (refused requests count), then 429 with Retry-After; a btm save counts too', async () => {
    const limited = createTestApp(api.database, { realRateLimits: true });
    const solveFrom = (body: unknown, address: string) =>
      limited.request('/api/calculators/btm', jsonRequest('POST', body), { clientAddress: address });
    const saveFrom = (body: unknown, address: string) =>
      limited.request('/api/calculators/run', jsonRequest('POST', body, api.buyer), { clientAddress: address });
    const address = '198.51.100.70';
    for (let attempt = 0; attempt < 19; attempt++) expect((await solveFrom({}, address)).status).toBe(400);
    expect((await solveFrom(request, address)).status).toBe(200);
    const blocked = await solveFrom(request, address);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Saving a btm run solves it again: from the same address it is refused before any solve.
    expect((await saveFrom({ type: 'btm', inputs: request }, address)).status).toBe(429);
    // Other addresses, and other calculators' saves from this one, are not held back.
    expect((await solveFrom({}, '198.51.100.71')).status).toBe(400);
    const lease = { acres: 100, distanceToSubstation: 2.5, state: 'TX' };
    expect((await saveFrom({ type: 'land_lease', inputs: lease }, address)).status).toBe(201);
  });
});

describe('POST /api/calculators/btm: limits before work', () => {
  it('counts a btm save as a solve before its inputs are read, invalid ones too: past 20 in 10 minutes, 429 whatever it holds', async () => {
    const limited = createTestApp(api.database, { realRateLimits: true });
    const saveFrom = (body: unknown) =>
      limited.request('/api/calculators/run', jsonRequest('POST', body, api.buyer), { clientAddress: '198.51.100.72' });
    const { limit } = RATE_LIMITS.btmSolvePerAddress;
    for (let attempt = 0; attempt < limit; attempt++) {
      expect((await saveFrom({ type: 'btm', inputs: { ...request, loadKW: [] } })).status, `save ${attempt + 1}`).toBe(400);
    }
    const refused = await saveFrom({ type: 'btm', inputs: request });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
    // Another calculator's save from the same address is not a solve.
    const lease = { acres: 100, distanceToSubstation: 2.5, state: 'TX' };
    expect((await saveFrom({ type: 'land_lease', inputs: lease })).status).toBe(201);
  });

  it('refuses a million kW values by their count, naming the field, without reading one of them', async () => {
    // The last value cannot be stored: had anything read the values, it would be the one named.
    const million: unknown[] = Array.from({ length: 1_000_000 }, () => 100);
    million[999_999] = 'kW\u0000';
    const issue = (path: string) => [{ path, message: `Expected at most ${MAX_INPUT_LIST_ITEMS} items, received 1000000` }];
    expect(await issuesOf({ ...request, loadKW: million })).toEqual(issue('loadKW'));
    const saved = await save({ type: 'btm', inputs: { ...request, loadKW: million } });
    expect(saved.status).toBe(400);
    expect((await saved.json()).issues).toEqual(issue('inputs.loadKW'));
  });

  it('refuses a tariff of more periods than its schedules have hours by their count, without reading them', async () => {
    const periods = (count: number): unknown[] => Array.from({ length: count }, () => [{ rate: 0.1 }]);
    // 150,000 periods once overflowed the stack (a 500); now a 400 naming the field.
    expect(await issuesOf({ ...request, tariff: { ...e19, energyratestructure: periods(150_000) } })).toEqual([
      { path: 'tariff.energyratestructure', message: `Expected at most ${MAX_INPUT_LIST_ITEMS} items, received 150000` },
    ]);
    // Fewer than any list may hold, more than a tariff does: refused by the count, the broken last period unread.
    const broken = periods(50_000);
    broken[49_999] = [{ rate: 'not a number' }];
    expect(await issuesOf({ ...request, tariff: { ...e19, energyratestructure: broken } })).toEqual([
      {
        path: 'tariff.energyratestructure',
        message: 'Expected at most 576 periods (the hours of the weekday and weekend schedules), received 50000',
      },
    ]);
  });
});

describe('POST /api/calculators/btm: tariffs a solve can price', () => {
  it("refuses a tariff's rate or adjustment past its bound, naming the tier: 1e15 and 1.7e308 are a 400, not a 500", async () => {
    const tariff = structuredClone(e19) as typeof e19 & { demandratestructure: { rate: number; adj?: number }[][] };
    tariff.energyratestructure[4]![0]!.rate = 1e15;
    tariff.demandratestructure[3]![0] = { rate: 20.97, adj: 1.7e308 };
    expect(await issuesOf({ ...request, tariff })).toEqual([
      { path: 'tariff.energyratestructure[4][0].rate', message: 'Number must be less than or equal to 5' },
      { path: 'tariff.demandratestructure[3][0].adj', message: 'Number must be less than or equal to 1000' },
    ]);
  });

  it('refuses a fixed charge past its bound (1e308 $/day), to solve or to save: never a bill of nulls, never a saved run', async () => {
    const tariff = { ...e19, fixedchargefirstmeter: 1e308, fixedchargeunits: '$/day' };
    const issue = { path: 'tariff.fixedchargefirstmeter', message: 'Number must be less than or equal to 100000 ($/day)' };
    expect(await issuesOf({ ...request, tariff })).toEqual([issue]);
    const saved = await save({ type: 'btm', inputs: { ...request, tariff } });
    expect(saved.status).toBe(400);
    expect((await saved.json()).issues).toEqual([{ ...issue, path: `inputs.${issue.path}` }]);
  });
});

describe('POST /api/calculators/btm: a solve that gives no answer', () => {
  it('answers 422 saying why, never 500: figures beyond any bound, handed to the solve past its schema', async () => {
    const valid = z.parse(btmRequestSchema, request);
    const scaled = (factor: number) => ({ ...valid, loadKW: valid.loadKW.map((kW) => kW * factor) });
    const check = 'check the tariff and the load for figures far beyond real ones.';
    // HiGHS refuses a bound of 1e300 kW outright.
    await expect(btmAnswer(scaled(1e300))).rejects.toMatchObject({
      status: 422,
      message: `The solver refused the problem (passModel failed with HiGHS status -1): ${check}`,
    });
    // At 1e15 kW it answers, and the answer fails its own checks.
    await expect(btmAnswer(scaled(1e15))).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(
        /^The optimized dispatch failed its own checks \([a-zA-Z, ]+\), so it is not reported: check the tariff/,
      ),
    });
  });
});

describe('POST /api/calculators/btm: every bound and message', () => {
  const BATTERY_FIELDS = new Set(['powerKW', 'energyKWh', 'roundTripEfficiency', 'minSocPercent', 'maxSocPercent', 'initialSocPercent']);
  const COST_FIELDS = new Set([
    'capexPerKWh',
    'capexPerKW',
    'itcPercent',
    'omPerKWYear',
    'degradationPercent',
    'analysisYears',
    'discountRate',
  ]);
  const WHOLE_NUMBER_FIELDS = new Set(['year', 'analysisYears']);
  const valid = { ...request, pvKW: pvOf(200), costs };
  const withAt = (series: readonly number[], index: number, value: unknown) => series.map((kW, at) => (at === index ? value : kW));

  /** Where each bounded field sits in the request, and the request with `value` there. */
  function placed(field: string, value: unknown): [path: string, body: Record<string, unknown>] {
    if (field === 'loadKW') return ['loadKW.17', { ...valid, loadKW: withAt(valid.loadKW, 17, value) }];
    if (field === 'pvKW') return ['pvKW.17', { ...valid, pvKW: withAt(valid.pvKW, 17, value) }];
    if (field === 'exportPricePerKWh') return ['tariff.exportPricePerKWh', { ...valid, tariff: { ...e19, exportPricePerKWh: value } }];
    if (BATTERY_FIELDS.has(field)) return [`battery.${field}`, { ...valid, battery: { ...battery, [field]: value } }];
    if (COST_FIELDS.has(field)) return [`costs.${field}`, { ...valid, costs: { ...costs, [field]: value } }];
    return [field, { ...valid, [field]: value }];
  }

  /**
   * What a state of charge outside 0–100 % also breaks: the rule between the limits (the battery
   * keeps REopt's defaults, 20 % and 100 %, where the case leaves them).
   */
  function socRule(field: string, value: number) {
    if (field === 'minSocPercent' && value > 100)
      return [{ path: 'battery.maxSocPercent', message: `Must be more than the minimum state of charge (${value}%)` }];
    if (field === 'maxSocPercent' && value < 20)
      return [{ path: 'battery.maxSocPercent', message: 'Must be more than the minimum state of charge (20%)' }];
    if (field === 'initialSocPercent')
      return [{ path: 'battery.initialSocPercent', message: 'Must be within the state-of-charge limits (20–100%)' }];
    return [];
  }

  const cases = Object.entries(BTM_BOUNDS).flatMap(([field, [min, max]]) => {
    const step = WHOLE_NUMBER_FIELDS.has(field) ? 1 : Math.max((max - min) / 1000, 0.001);
    return [
      [field, Number((min - step).toPrecision(6)), `Number must be greater than or equal to ${min}`],
      [field, Number((max + step).toPrecision(6)), `Number must be less than or equal to ${max}`],
    ] as [string, number, string][];
  });

  it.each(cases)('%s = %s → "%s"', async (field, value, message) => {
    const [path, body] = placed(field, value);
    expect(await issuesOf(body)).toEqual([{ path, message }, ...socRule(field, value)]);
  });

  it("accepts every bound itself (the request's schema alone: a solve of each would take seconds)", () => {
    // Bounds another rule narrows: a minimum of 100 % leaves no room below the maximum, a maximum of
    // 0 % none above the minimum, and an export price may not pass E-19's lowest rate.
    const narrowed = new Set(['minSocPercent=100', 'maxSocPercent=0', 'exportPricePerKWh=1']);
    for (const [field, [min, max]] of Object.entries(BTM_BOUNDS)) {
      for (const value of [min, max]) {
        if (narrowed.has(`${field}=${value}`)) continue;
        const [, body] = placed(field, value);
        if (field === 'initialSocPercent') body.battery = { ...battery, minSocPercent: 0, [field]: value };
        expect(z.safeParse(btmRequestSchema, body).success, `${field}=${value}`).toBe(true);
      }
    }
  });

  it('names every required field', async () => {
    expect(await issuesOf({})).toEqual([
      { path: 'intervalMinutes', message: 'Required' },
      { path: 'loadKW', message: 'Required' },
      { path: 'tariff', message: 'Required' },
      { path: 'battery', message: 'Required' },
    ]);
    expect(await issuesOf({ ...request, battery: {} })).toEqual([
      { path: 'battery.powerKW', message: 'Required' },
      { path: 'battery.energyKWh', message: 'Required' },
      { path: 'battery.roundTripEfficiency', message: 'Required' },
    ]);
    expect(await issuesOf({ ...request, costs: {} })).toEqual([{ path: 'costs.capexPerKWh', message: 'Required' }]);
    expect(await issuesOf({ ...request, tariff: {} })).toEqual([
      { path: 'tariff.energyratestructure', message: 'Required' },
      { path: 'tariff.energyweekdayschedule', message: 'Required' },
      { path: 'tariff.energyweekendschedule', message: 'Required' },
    ]);
  });

  it('refuses wrong types, naming each field', async () => {
    expect(
      await issuesOf({
        intervalMinutes: '60',
        loadKW: 'a year of load',
        pvKW: {},
        year: '2017',
        daylightSaving: 'yes',
        tariff: [],
        battery: 5,
        costs: 'cheap',
        size: 1,
      }),
    ).toEqual([
      { path: 'intervalMinutes', message: 'Interval must be 60 or 15 minutes' },
      { path: 'loadKW', message: 'Expected array, received string' },
      { path: 'pvKW', message: 'Expected array, received object' },
      { path: 'year', message: 'Expected number, received string' },
      { path: 'daylightSaving', message: 'Expected boolean, received string' },
      { path: 'tariff', message: 'Expected object, received array' },
      { path: 'battery', message: 'Expected object, received number' },
      { path: 'costs', message: 'Expected object, received string' },
      { path: 'size', message: 'Expected boolean, received number' },
    ]);
    expect(await issuesOf({ ...request, year: 2017.5, costs: { ...costs, analysisYears: 10.5 } })).toEqual([
      { path: 'year', message: 'Expected integer, received float' },
      { path: 'costs.analysisYears', message: 'Expected integer, received float' },
    ]);
    expect(await issuesOf({ ...request, loadKW: withAt(load, 17, '5') })).toEqual([
      { path: 'loadKW.17', message: 'Expected number, received string' },
    ]);
    expect(await issuesOf({ ...request, loadKW: withAt(load, 17, null) })).toEqual([
      { path: 'loadKW.17', message: 'Expected number, received null' },
    ]);
    expect(await issuesOf({ ...request, tariff: { ...e19, exportPricePerKWh: '0.05' } })).toEqual([
      { path: 'tariff.exportPricePerKWh', message: 'Expected number, received string' },
    ]);
  });

  it('wants a non-leap year of the interval: 8,760 hours or 35,040 quarter hours, and nothing longer', async () => {
    const leapYear = Array.from({ length: 8784 }, () => 100);
    expect(await issuesOf({ ...request, loadKW: leapYear })).toEqual([
      { path: 'loadKW', message: 'Expected 8760 values (a non-leap year of 60-minute intervals), received 8784' },
    ]);
    expect(await issuesOf({ ...request, intervalMinutes: 15 })).toEqual([
      { path: 'loadKW', message: 'Expected 35040 values (a non-leap year of 15-minute intervals), received 8760' },
    ]);
    expect(await issuesOf({ ...request, pvKW: pvOf(100).slice(1) })).toEqual([
      { path: 'pvKW', message: 'Expected 8760 values (a non-leap year of 60-minute intervals), received 8759' },
    ]);
    expect(await issuesOf({ ...request, loadKW: Array.from({ length: 35_041 }, () => 100) })).toEqual([
      { path: 'loadKW', message: 'Expected at most 35040 values (a year of 15-minute intervals), received 35041' },
      { path: 'loadKW', message: 'Expected 8760 values (a non-leap year of 60-minute intervals), received 35041' },
    ]);
    // Half-hourly data, though a whole year of it, is not one of the two intervals.
    expect(await issuesOf({ ...request, intervalMinutes: 30, loadKW: load.flatMap((kW) => [kW, kW]) })).toEqual([
      { path: 'intervalMinutes', message: 'Interval must be 60 or 15 minutes' },
    ]);
  });

  it('refuses a number JSON can write but not hold (1e400) wherever it is', async () => {
    const text = JSON.stringify({ ...request, loadKW: withAt(load, 17, 'INFINITY'), battery: { ...battery, powerKW: 'INFINITY' } });
    const response = await postText(text.replaceAll('"INFINITY"', '1e400'));
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: 'loadKW.17', message: 'Must be a finite number' },
      { path: 'battery.powerKW', message: 'Must be a finite number' },
    ]);
  });

  it('keeps the state of charge between its limits: the minimum below the maximum, the start between them', async () => {
    expect(await issuesOf({ ...request, battery: { ...battery, minSocPercent: 80, maxSocPercent: 80 } })).toEqual([
      { path: 'battery.maxSocPercent', message: 'Must be more than the minimum state of charge (80%)' },
    ]);
    expect(await issuesOf({ ...request, battery: { ...battery, minSocPercent: 90, maxSocPercent: 60 } })).toEqual([
      { path: 'battery.maxSocPercent', message: 'Must be more than the minimum state of charge (90%)' },
    ]);
    expect(await issuesOf({ ...request, battery: { ...battery, minSocPercent: 30, initialSocPercent: 20 } })).toEqual([
      { path: 'battery.initialSocPercent', message: 'Must be within the state-of-charge limits (30–100%)' },
    ]);
    expect(await issuesOf({ ...request, battery: { ...battery, maxSocPercent: 90, initialSocPercent: 95 } })).toEqual([
      { path: 'battery.initialSocPercent', message: 'Must be within the state-of-charge limits (20–90%)' },
    ]);
  });

  it("refuses an export price above the tariff's lowest energy rate", async () => {
    expect(await issuesOf({ ...request, tariff: { ...e19, exportPricePerKWh: 0.09 } })).toEqual([
      { path: 'tariff.exportPricePerKWh', message: exportAboveImportMessage(E19_LOWEST_RATE) },
    ]);
    expect(exportAboveImportMessage(E19_LOWEST_RATE)).toBe(
      "Must be at most the tariff's lowest energy rate ($0.08837/kWh): above it the optimization would buy from the grid to sell back at once",
    );
  });

  it('refuses tiers the optimizer cannot price (in one period only; tiered demand), naming the period', async () => {
    const tieredEnergy = structuredClone(e19) as Record<string, unknown> & { energyratestructure: unknown[] };
    tieredEnergy.energyratestructure[2] = [
      { rate: 0.08, max: 500, unit: 'kWh' },
      { rate: 0.1, unit: 'kWh' },
    ];
    expect(await issuesOf({ ...request, tariff: tieredEnergy })).toEqual([
      {
        path: 'tariff.energyratestructure[2]',
        message:
          "Period 2 has tiers that differ in price; tiered rates need the same tiers in every period (the same max and unit, and the same price above the period's first tier), and periods 0, 1, 3, 4 differ",
      },
    ]);
    const tieredDemand = structuredClone(e19) as Record<string, unknown> & { demandratestructure: unknown[] };
    tieredDemand.demandratestructure[3] = [{ rate: 20, max: 500 }, { rate: 25 }];
    expect(await issuesOf({ ...request, tariff: tieredDemand })).toEqual([
      {
        path: 'tariff.demandratestructure[3]',
        message:
          'demandratestructure period 3 has 2 tiers: the optimizer prices each period at one rate, so tiered (block) rates are not supported',
      },
    ]);
  });

  it('needs costs to size the battery', async () => {
    const response = await post({ ...request, size: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid request: costs: Required to size the battery',
      issues: [{ path: 'costs', message: 'Required to size the battery' }],
    });
  });
});

describe('saved behind-the-meter runs', () => {
  const pvKW = pvOf(150);
  const inputs = { ...request, pvKW, costs, tariff: { ...e19, exportPricePerKWh: 0.05 } };
  /** The owner's run, saved once: its answer and the record. */
  let direct: BtmAnswer;
  let run: { id: number; type: string; name: string | null; inputs: Record<string, unknown>; outputs: Record<string, unknown> };

  beforeAll(async () => {
    direct = await answerOf(inputs);
    // Digits past the watt, and outputs the server must ignore.
    const finer = { ...inputs, loadKW: load.map((kW, hour) => (hour % 2 ? kW + 0.0004 : kW - 0.0004)) };
    const response = await save({ type: 'btm', inputs: finer, outputs: { annual: { savings: 1e9 } } });
    if (response.status !== 201) throw new Error(`Saving the run failed: ${response.status} ${await response.text()}`);
    run = await response.json();
  });

  it('keeps the whole load to the watt and the figures the server computes, without the dispatch', () => {
    expect(run).toMatchObject({ type: 'btm', name: null });
    expect(run.inputs).toEqual({
      ...inputs,
      battery: { ...battery, minSocPercent: 20, maxSocPercent: 100, initialSocPercent: 50 },
      daylightSaving: true,
      gridCharging: true,
      size: false,
    });
    const { dispatch: _dispatch, solver, ...figures } = direct;
    // With the PV's peak beside the load's, for the list's summaries.
    expect(run.outputs).toEqual({
      ...figures,
      pv: { ...figures.pv, peakKW: Math.max(...pvKW) },
      solver: { ...solver, seconds: expect.any(Number) },
    });
    expect(run.outputs.dispatch).toBeUndefined();
    expect(JSON.stringify(run.outputs).length).toBeLessThan(20_000);
  });

  it("validates the inputs with the optimizer's own schema, and keeps a tariff of at most 64 KB", async () => {
    const refused = await save({ type: 'btm', inputs: { ...inputs, pvKW: pvKW.map((kW, hour) => (hour === 5 ? -1 : kW)) } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).issues).toEqual([{ path: 'inputs.pvKW.5', message: 'Number must be greater than or equal to 0' }]);
    const padded = { ...inputs, tariff: { ...inputs.tariff, notes: 'x'.repeat(MAX_SAVED_TARIFF_CHARS) } };
    const tooLarge = await save({ type: 'btm', inputs: padded });
    expect(tooLarge.status).toBe(400);
    expect((await tooLarge.json()).issues).toEqual([{ path: 'inputs.tariff', message: SAVED_TARIFF_TOO_LARGE_MESSAGE }]);
    expect(SAVED_TARIFF_TOO_LARGE_MESSAGE).toBe(
      "A saved run keeps a tariff of at most 64 KB of JSON: send the rate's own fields (a URDB rate is about 10 KB)",
    );
    // The optimizer itself takes the padded tariff: the limit is the saved run's.
    expect((await post(padded)).status).toBe(200);
  });

  it('lists a btm run with each series summarised (intervals, kWh, peak kW), and other runs as saved', async () => {
    const lease = { acres: 100, distanceToSubstation: 2.5, state: 'TX' };
    expect((await save({ type: 'land_lease', inputs: lease })).status).toBe(201);
    const response = await api.app.request('/api/calculators/runs', withCookies(api.buyer));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeLessThan(50_000);
    const listed = JSON.parse(text) as (typeof run)[];
    expect(listed.map((entry) => entry.type)).toEqual(expect.arrayContaining(['land_lease', 'btm']));
    expect(listed.find((entry) => entry.type === 'land_lease')!.inputs).toEqual(lease);
    const btm = listed.find((entry) => entry.id === run.id)!;
    const { loadKW: _load, pvKW: _pv, ...rest } = run.inputs;
    expect(btm.inputs).toEqual({
      ...rest,
      loadKW: { intervals: 8760, annualKWh: expect.closeTo(sum(load), 3), peakKW: Math.max(...load) },
      pvKW: { intervals: 8760, annualKWh: expect.closeTo(sum(pvKW), 3), peakKW: Math.max(...pvKW) },
    });
    expect(btm.outputs).toEqual(run.outputs);
    // A 15-minute year counts its 35,040 quarters. Each hour's kW held for its four quarters adds up
    // to the same kWh and peak, so the hourly run's load figures are this run's too (saved without a solve).
    const { pv: _pvFigures, ...withoutPv } = run.outputs;
    const quarterly = { ...rest, intervalMinutes: 15, loadKW: load.flatMap((kW) => [kW, kW, kW, kW]) };
    await saveCalculatorRun(api.db, api.buyerUser.id, { type: 'btm', inputs: quarterly, outputs: { ...withoutPv, intervalMinutes: 15 } });
    const [newest] = await (await api.app.request('/api/calculators/runs?type=btm&pageSize=1', withCookies(api.buyer))).json();
    expect(newest.inputs.loadKW).toEqual({ intervals: 35_040, annualKWh: expect.closeTo(sum(load), 3), peakKW: Math.max(...load) });
    expect(newest.inputs.pvKW).toBeUndefined();
  });

  it('sends one run whole to its owner and to an admin; anyone else, or a missing id, gets 404', async () => {
    const path = `/api/calculators/runs/${run.id}`;
    const mine = await api.app.request(path, withCookies(api.buyer));
    expect(mine.status).toBe(200);
    const whole = await mine.json();
    expect(whole).toEqual({ ...run, createdAt: expect.any(String) });
    expect(whole.inputs.loadKW).toHaveLength(8760);
    const asAdmin = await api.app.request(path, withCookies(api.admin));
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toEqual(whole);
    for (const [jar, id] of [
      [stranger, run.id],
      [api.buyer, run.id + 1_000_000],
    ] as const) {
      const missing = await api.app.request(`/api/calculators/runs/${id}`, withCookies(jar));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'Calculation not found' });
    }
    const malformed = await api.app.request('/api/calculators/runs/first', withCookies(api.buyer));
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).issues).toEqual([{ path: 'id', message: 'Not a valid id' }]);
    expect((await api.app.request(path)).status).toBe(401);
  });

  it('reads on the dashboard as the other calculators do: its headline, its summary and the comparison rows', () => {
    const outputs = run.outputs as unknown as BtmAnswer;
    const perYear = (value: number) => `${formatCurrency(Math.round(value))}/yr`;
    expect(runTitle(run as CalculatorRun)).toBe('Behind-the-meter');
    expect(runHeadline(run as CalculatorRun)).toEqual({ label: 'Bill savings', value: perYear(outputs.annual.savings) });
    expect(runSummary(run as CalculatorRun)).toBe('100 kW / 400 kWh · Hourly · E-19 Medium General Demand TOU (Secondary)');
    const economics = outputs.economics!;
    const rows = (title: string) =>
      compareRuns([run as CalculatorRun])
        .find((group) => group.title === title)!
        .rows.map(({ label, values }) => [label, values[0]]);
    expect(rows('Inputs')).toEqual([
      ['Interval (minutes)', '60'],
      ['Annual load', '1,000 MWh'],
      ['Peak load', '379 kW'],
      ['Solar (annual)', formatEnergy(outputs.pv!.annualKWh)],
      ['Tariff', 'E-19 Medium General Demand TOU (Secondary)'],
      ['Export price ($/kWh)', '0.05'],
      ['Battery power (kW)', '100'],
      ['Battery energy (kWh)', '400'],
      ['Round-trip efficiency (%)', '90'],
      ['Minimum state of charge (%)', '20'],
      ['Maximum state of charge (%)', '100'],
      ['Initial state of charge (%)', '50'],
      ['Size the battery', 'No'],
      ['Installed cost ($/kWh)', '300'],
      ['Power cost ($/kW)', '100'],
      ['Calendar year', '2017'],
    ]);
    expect(rows('Outputs')).toEqual([
      ['Bill savings', perYear(outputs.annual.savings)],
      ['Bill without the battery', perYear(outputs.annual.before)],
      ['Bill with the battery', perYear(outputs.annual.after)],
      ['Battery', '100 kW / 400 kWh'],
      ['NPV', formatCurrency(Math.round(economics.npv))],
      ['IRR', economics.irr === null ? 'None' : formatPercent(economics.irr)],
      ['Payback', economics.paybackYear === null ? 'Beyond year 10' : `Year ${economics.paybackYear}`],
      ['Net capex', formatCurrency(Math.round(economics.netCapex))],
    ]);
    // The dashboard's link opens the optimizer's page.
    expect(calculatorHref(run as CalculatorRun)).toMatch(/^\/tools\/btm-optimizer\?/);
  });

  it('keeps at most 20 btm runs an account: the 21st is refused with 409 until one is deleted', async () => {
    const person = await createTestUser(api.db);
    const jar = await signIn(api.app, person.email);
    for (let count = 0; count < MAX_SAVED_BTM_RUNS; count++)
      await saveCalculatorRun(api.db, person.id, { type: 'btm', inputs: run.inputs, outputs: run.outputs });
    const refused = await save({ type: 'btm', inputs: request }, jar);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: SAVED_BTM_RUNS_FULL_MESSAGE });
    expect(SAVED_BTM_RUNS_FULL_MESSAGE).toBe(
      'You have 20 saved behind-the-meter runs, the most an account keeps (each keeps a year of load): delete some to save more.',
    );
    const listed = await api.app.request('/api/calculators/runs?type=btm&pageSize=1', withCookies(jar));
    expect(listed.headers.get('X-Total-Count')).toBe('20');
    // Other calculators' runs still save.
    const lease = { acres: 100, distanceToSubstation: 2.5, state: 'TX' };
    expect((await save({ type: 'land_lease', inputs: lease }, jar)).status).toBe(201);
    const [one] = await listed.json();
    const deleted = await api.app.request(`/api/calculators/runs/${one.id}`, {
      method: 'DELETE',
      headers: { Origin: TEST_SITE_URL, Cookie: jar.header() },
    });
    expect(deleted.status).toBe(204);
    expect((await save({ type: 'btm', inputs: request }, jar)).status).toBe(201);
  });
});

describe('solves on the solver threads', () => {
  it("answers exactly what answerBtm answers on the server's own thread, byte for byte but the solve's seconds", async () => {
    const inputs = { ...request, pvKW: pvOf(150), costs, tariff: { ...e19, exportPricePerKWh: 0.05 } };
    const threaded = await (await post(inputs)).text();
    const here = await answerBtm(await loadHighs(), btmRequestSchema.parse(inputs));
    const withoutSeconds = (text: string) => text.replace(/"seconds":[^,}]+/, '"seconds":0');
    expect(withoutSeconds(threaded)).toBe(withoutSeconds(JSON.stringify(here)));
  });

  it("counts the time limit from the request's arrival: time spent before the solve is part of it", async () => {
    const parsed = btmRequestSchema.parse(request);
    const limitMessage = {
      status: 422,
      message: `The optimization did not finish within ${BTM_TIME_LIMIT_SECONDS} seconds: try hourly intervals, or a fixed battery size instead of sizing it.`,
    };
    // Arrived a whole limit ago: nothing is left, whatever the solve.
    await expect(btmAnswer(parsed, BTM_TIME_LIMIT_SECONDS, performance.now() - BTM_TIME_LIMIT_SECONDS * 1000)).rejects.toMatchObject(
      limitMessage,
    );
    // A hundredth of a second left: less than a year's twelve monthly solves take.
    await expect(btmAnswer(parsed, BTM_TIME_LIMIT_SECONDS, performance.now() - BTM_TIME_LIMIT_SECONDS * 1000 + 10)).rejects.toMatchObject(
      limitMessage,
    );
    // Arrived now: the same request solves.
    expect((await btmAnswer(parsed, BTM_TIME_LIMIT_SECONDS, performance.now())).solver.status).toBe('optimal');
  });
});
