import fc from 'fast-check';
import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAYS_IN_MONTH, FIRST_DAY_OF_MONTH } from '../typicalYear.ts';
import { calendarOf, type Tariff } from './model.ts';
import { capitalRecoveryFactor } from '../finance/dcf.ts';
import { BtmSolveError, optimizeDispatch, type BtmProblem } from './optimize.ts';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const HOURS = 8760;
const calendar = calendarOf(2017);
const everyHour = (period: (month: number, hour: number) => number) =>
  Array.from({ length: 12 }, (_, month) => Array.from({ length: 24 }, (_, hour) => period(month, hour)));

/** A tariff with one energy rate and, optionally, a flat demand charge: the simplest bill. */
function flatTariff({ energy = 0.1, demand = 0 }: { energy?: number; demand?: number } = {}): Tariff {
  const zero = everyHour(() => 0);
  return {
    name: 'Test',
    energyRates: [energy],
    energyWeekday: zero,
    energyWeekend: zero,
    demandRates: [],
    demandWeekday: zero,
    demandWeekend: zero,
    flatDemandRates: demand > 0 ? [demand] : [],
    flatDemandMonths: new Array(12).fill(0),
    fixedCharge: { amount: 0, per: 'month' },
    exportPricePerKWh: null,
  };
}

const flat = (kW: number) => new Array<number>(HOURS).fill(kW);
const hourOf = (month: number, day: number, hour: number) => (FIRST_DAY_OF_MONTH[month]! + day - 1) * 24 + hour;

// The real solver (HiGHS in WebAssembly): its first call loads the module, and a sizing solve takes
// seconds on two cores, more when the machine is busy; Vitest's 5 s default failed them under load.
describe('the dispatch against optima worked by hand', { timeout: 30_000 }, () => {
  it('one day, one peak: a 50 kW battery shaves a two-hour 180 kW spike to 130 kW and saves 50 kW of demand charge', async () => {
    const loadKW = flat(100);
    loadKW[hourOf(0, 15, 17)] = 180;
    loadKW[hourOf(0, 15, 18)] = 180;
    const problem: BtmProblem = {
      intervalMinutes: 60,
      loadKW,
      tariff: flatTariff({ energy: 0.1, demand: 10 }),
      calendar,
      battery: { powerKW: 50, energyKWh: 200, roundTripEfficiency: 1, minSocPercent: 0, maxSocPercent: 100, initialSocPercent: 50 },
    };
    const result = await optimizeDispatch(highs, problem);
    // January before: energy (100 kW × 744 h + 2 × 80 kWh) × $0.10 = $7,456; demand 180 kW × $10 = $1,800.
    expect(result.months[0]!.before).toMatchObject({ energyCharges: 7456, demandCharges: 1800, peakKW: 180 });
    expect(result.months[0]!.before.total).toBeCloseTo(9256, 6);
    // After: the same energy (a lossless battery that ends where it began), demand 130 kW × $10 = $1,300.
    expect(result.months[0]!.after.peakKW).toBeCloseTo(130, 4);
    expect(result.months[0]!.after.demandCharges).toBeCloseTo(1300, 3);
    expect(result.months[0]!.after.energyCharges).toBeCloseTo(7456, 3);
    expect(result.annual.savings).toBeCloseTo(500, 2);
    expect(result.dispatch.dischargeKW[hourOf(0, 15, 17)]).toBeCloseTo(50, 4);
    // Every other month has nothing to shave.
    for (const month of result.months.slice(1)) expect(month.after.total).toBeCloseTo(month.before.total, 2);
  });

  it('a flat load with a TOU spread: each day the battery fills off-peak and empties on-peak, through its losses', async () => {
    // 8 on-peak hours (12:00–20:00) at $0.30, the rest at $0.10, every day; no demand charge.
    const schedule = everyHour((_, hour) => (hour >= 12 && hour < 20 ? 1 : 0));
    const tariff: Tariff = { ...flatTariff(), energyRates: [0.1, 0.3], energyWeekday: schedule, energyWeekend: schedule };
    const result = await optimizeDispatch(highs, {
      intervalMinutes: 60,
      loadKW: flat(100),
      tariff,
      calendar,
      battery: { powerKW: 100, energyKWh: 400, roundTripEfficiency: 0.81, minSocPercent: 0, maxSocPercent: 100, initialSocPercent: 0 },
    });
    // η = 0.9 each way: 400 kWh stored serve 360 kWh of on-peak load and took 400 / 0.9 = 444.4 kWh from the grid off-peak.
    // A day saves 360 × $0.30 − 444.44 × $0.10 = $63.556; a year 365 days of it.
    const daily = 360 * 0.3 - (400 / 0.9) * 0.1;
    expect(result.annual.savings).toBeCloseTo(daily * 365, 1);
    const day = hourOf(6, 4, 0);
    const discharged = result.dispatch.dischargeKW.slice(day, day + 24).reduce((a, b) => a + b, 0);
    expect(discharged).toBeCloseTo(360, 3);
    expect(Math.max(...result.dispatch.socKWh)).toBeCloseTo(400, 4);
  });

  it('a battery too small to matter saves (almost) nothing, and never makes the bill worse', async () => {
    const loadKW = flat(500);
    loadKW[hourOf(3, 10, 14)] = 900;
    const result = await optimizeDispatch(highs, {
      intervalMinutes: 60,
      loadKW,
      tariff: flatTariff({ energy: 0.12, demand: 15 }),
      calendar,
      battery: { powerKW: 0.01, energyKWh: 0.02, roundTripEfficiency: 0.9 },
    });
    expect(result.annual.savings).toBeGreaterThanOrEqual(-1e-6);
    expect(result.annual.savings).toBeLessThan(0.2); // 0.01 kW × $15
  });

  it('exports only when the tariff pays for it, and then sells stored energy when it pays', async () => {
    // PV of 300 kW at noon over a 100 kW load: 200 kW surplus an hour.
    const pvKW = Array.from({ length: HOURS }, (_, index) => (index % 24 === 12 ? 300 : 0));
    const problem: BtmProblem = {
      intervalMinutes: 60,
      loadKW: flat(100),
      pvKW,
      tariff: flatTariff({ energy: 0.2 }),
      calendar,
      battery: { powerKW: 50, energyKWh: 100, roundTripEfficiency: 1, minSocPercent: 0, initialSocPercent: 0 },
    };
    const noExport = await optimizeDispatch(highs, problem);
    expect(Math.min(...noExport.dispatch.gridKW)).toBeGreaterThanOrEqual(-1e-6);
    // The battery stores 50 kW of the surplus each noon and serves the load with it later: 50 kWh × $0.20 a day.
    expect(noExport.annual.savings).toBeCloseTo(50 * 0.2 * 365, 1);
    expect(noExport.dispatch.curtailedKW![12]).toBeCloseTo(150, 4);

    const paid = await optimizeDispatch(highs, { ...problem, tariff: { ...flatTariff({ energy: 0.2 }), exportPricePerKWh: 0.05 } });
    expect(paid.dispatch.gridKW[12]).toBeCloseTo(-150, 4);
    expect(paid.annual.before).toBeLessThan(noExport.annual.before); // the surplus is paid for before the battery too
  });

  it('sizes the battery when given costs: none when it cannot pay, some when it can', async () => {
    const loadKW = flat(100);
    for (let day = 0; day < 365; day++) loadKW[day * 24 + 17] = 200; // a daily one-hour 200 kW peak
    const problem: BtmProblem = {
      intervalMinutes: 60,
      loadKW,
      tariff: flatTariff({ energy: 0.1, demand: 20 }),
      calendar,
      battery: { powerKW: 500, energyKWh: 2000, roundTripEfficiency: 1, minSocPercent: 0, initialSocPercent: 100 },
      sizing: { annualCostPerKW: 10 * capitalRecoveryFactor(0.07, 10), annualCostPerKWh: 100_000 * capitalRecoveryFactor(0.07, 10) },
    };
    const tooDear = await optimizeDispatch(highs, problem);
    expect(tooDear.battery.sized).toBe(true);
    expect(tooDear.battery.energyKWh).toBeCloseTo(0, 4);
    // At $10/kW and $100/kWh over 10 years at 7 % (CRF 0.14238), a kW and its hour cost $15.66 a year,
    // and each kW shaved saves $20 × 12 = $240 a year: the LP shaves as much as it can. Discharging P kW at
    // 17:00 and recharging those P kWh over the other 23 hours, the billed peak is max(200 − P, 100 + P/23),
    // least when the two meet: P = 100 / (1 + 1/23) = 95.833 kW, with 95.833 kWh.
    const cheap = await optimizeDispatch(highs, {
      ...problem,
      sizing: { ...problem.sizing!, annualCostPerKWh: 100 * capitalRecoveryFactor(0.07, 10) },
    });
    const shaved = 100 / (1 + 1 / 23);
    expect(cheap.battery.powerKW).toBeCloseTo(shaved, 3);
    expect(cheap.battery.energyKWh).toBeCloseTo(shaved, 3);
    // December is the exception: after the last peak, on 31 December at 17:00, the battery has only six hours
    // to refill before the year ends where it began, so that month's peak p meets 100 + (200 − p)/6 = p: 114.29 kW.
    const december = (100 + 200 / 6) / (1 + 1 / 6);
    expect(cheap.months[11]!.after.peakKW).toBeCloseTo(december, 3);
    expect(cheap.annual.savings).toBeCloseTo(shaved * 20 * 11 + (200 - december) * 20, 1);
  });

  it('says so when the time allowed runs out', async () => {
    await expect(
      optimizeDispatch(
        highs,
        {
          intervalMinutes: 60,
          loadKW: flat(100),
          tariff: flatTariff({ demand: 10 }),
          calendar,
          battery: { powerKW: 10, energyKWh: 20, roundTripEfficiency: 0.9 },
        },
        { timeLimitSeconds: 1e-9 },
      ),
    ).rejects.toThrow(BtmSolveError);
  });
});

describe('a solve that gives no answer says why, never answering figures a double cannot hold', { timeout: 30_000 }, () => {
  const battery = { powerKW: 10, energyKWh: 20, roundTripEfficiency: 0.9 };

  it('names a solver status other than optimal, and a problem HiGHS refuses outright', async () => {
    const problem = { intervalMinutes: 60 as const, loadKW: flat(100), calendar, battery };
    const check = 'check the tariff and the load for figures far beyond real ones.';
    // A cost past HiGHS's infinity (1e20): it stops with status 15, "unknown".
    await expect(optimizeDispatch(highs, { ...problem, tariff: flatTariff({ demand: 1e25 }) })).rejects.toMatchObject({
      reason: 'solver',
      message: `The solver could not solve this problem (HiGHS model status 15, unknown): ${check}`,
    });
    // A load of 1e300 kW: HiGHS refuses the model as it is passed.
    await expect(optimizeDispatch(highs, { ...problem, loadKW: flat(1e300), tariff: flatTariff() })).rejects.toMatchObject({
      reason: 'solver',
      message: `The solver refused the problem (passModel failed with HiGHS status -1): ${check}`,
    });
    // An energy rate of 1e15 $/kWh: it refuses to run it.
    await expect(optimizeDispatch(highs, { ...problem, tariff: flatTariff({ energy: 1e15 }) })).rejects.toMatchObject({
      reason: 'solver',
      message: `The solver refused the problem (run failed with HiGHS status -1): ${check}`,
    });
  });

  it('refuses a bill too large to hold (a fixed charge of 1e308 a day), rather than answering Infinity', async () => {
    const tariff: Tariff = { ...flatTariff(), fixedCharge: { amount: 1e308, per: 'day' } };
    await expect(optimizeDispatch(highs, { intervalMinutes: 60, loadKW: flat(100), tariff, calendar, battery })).rejects.toMatchObject({
      reason: 'solver',
      message: 'The bill is too large to compute: check the tariff and the load for figures far beyond real ones.',
    });
  });
});

describe('the dispatch against a brute force', () => {
  it('matches an exhaustive search over every charge and discharge at hourly TOU prices (lossless, 1 kW, 2 kWh)', async () => {
    // Every hour of every month its own period with its own price: an exhaustive search over the
    // battery's three states (0, 1, 2 kWh) hour by hour finds the cheapest plan; with whole-kW steps
    // and a lossless battery the LP's optimum lies on those states too.
    const random = mulberry32(7);
    const rates = Array.from({ length: 12 * 24 }, () => Math.round(random() * 100) / 1000);
    const schedule = everyHour((month, hour) => month * 24 + hour);
    const tariff: Tariff = { ...flatTariff(), energyRates: rates, energyWeekday: schedule, energyWeekend: schedule };
    const loadKW = flat(5);
    const result = await optimizeDispatch(highs, {
      intervalMinutes: 60,
      loadKW,
      tariff,
      calendar: calendarOf(2017, { daylightSaving: false }), // the search reads each standard hour's own price
      battery: { powerKW: 1, energyKWh: 2, roundTripEfficiency: 1, minSocPercent: 0, maxSocPercent: 100, initialSocPercent: 50 },
    });
    let best = 0;
    DAYS_IN_MONTH.forEach((days, month) => {
      // cost[s]: the cheapest cost of reaching state s (kWh) so far this month; start and end at 1 kWh.
      let cost = [Infinity, 0, Infinity];
      for (let hour = FIRST_DAY_OF_MONTH[month]! * 24; hour < (FIRST_DAY_OF_MONTH[month]! + days) * 24; hour++) {
        const rate = rates[month * 24 + (hour % 24)]!;
        const next = [Infinity, Infinity, Infinity];
        for (let from = 0; from < 3; from++)
          for (let to = Math.max(0, from - 1); to <= Math.min(2, from + 1); to++)
            next[to] = Math.min(next[to]!, cost[from]! + (loadKW[hour]! + (to - from)) * rate);
        cost = next;
      }
      best += cost[1]!;
    });
    const energyAfter = result.months.reduce((sum, month) => sum + month.after.energyCharges, 0);
    expect(energyAfter).toBeCloseTo(best, 6);
  });
});

describe('every solve keeps its invariants', () => {
  it('on random loads, PV, tariffs and batteries: balance, state of charge, power, and a bill equal to the objective', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          seed: fc.integer({ min: 1, max: 1_000_000 }),
          periods: fc.integer({ min: 1, max: 4 }),
          demandPeriods: fc.integer({ min: 0, max: 3 }),
          flatDemand: fc.double({ min: 0, max: 25, noNaN: true }),
          // A share of the lowest energy rate: a tariff pays no more for export than for import (the API refuses more).
          exportShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
          withPv: fc.boolean(),
          powerKW: fc.double({ min: 1, max: 400, noNaN: true }),
          hours: fc.double({ min: 0.5, max: 6, noNaN: true }),
          roundTripEfficiency: fc.double({ min: 0.7, max: 1, noNaN: true }),
          minSocPercent: fc.integer({ min: 0, max: 30 }),
          initialSocPercent: fc.integer({ min: 30, max: 90 }),
        }),
        async (inputs) => {
          const random = mulberry32(inputs.seed);
          const base = 50 + random() * 300;
          const loadKW = Array.from(
            { length: HOURS },
            (_, index) => base * (0.6 + 0.4 * Math.sin(((index % 24) / 24) * 2 * Math.PI)) + random() * 80,
          );
          const pvKW = inputs.withPv
            ? Array.from({ length: HOURS }, (_, index) => Math.max(0, Math.sin((((index % 24) - 6) / 12) * Math.PI)) * base * 1.5)
            : undefined;
          const pick = (count: number) => everyHour(() => Math.floor(random() * count));
          const energyRates = Array.from({ length: inputs.periods }, () => 0.05 + random() * 0.3);
          const tariff: Tariff = {
            ...flatTariff(),
            energyRates,
            energyWeekday: pick(inputs.periods),
            energyWeekend: pick(inputs.periods),
            demandRates: Array.from({ length: inputs.demandPeriods }, () => random() * 20),
            demandWeekday: pick(Math.max(1, inputs.demandPeriods)),
            demandWeekend: pick(Math.max(1, inputs.demandPeriods)),
            flatDemandRates: inputs.flatDemand > 0 ? [inputs.flatDemand] : [],
            fixedCharge: { amount: 100, per: 'month' },
            exportPricePerKWh: inputs.exportShare === null ? null : inputs.exportShare * Math.min(...energyRates),
          };
          const result = await optimizeDispatch(highs, {
            intervalMinutes: 60,
            loadKW,
            pvKW,
            tariff,
            calendar,
            battery: {
              powerKW: inputs.powerKW,
              energyKWh: inputs.powerKW * inputs.hours,
              roundTripEfficiency: inputs.roundTripEfficiency,
              minSocPercent: inputs.minSocPercent,
              initialSocPercent: inputs.initialSocPercent,
            },
          });
          const { checks } = result.solver;
          expect(checks.balanceKW).toBeLessThan(1e-4);
          expect(checks.continuityKWh).toBeLessThan(1e-4);
          expect(checks.socKWh).toBeLessThan(1e-4);
          expect(checks.powerKW).toBeLessThan(1e-4);
          expect(checks.billDollars).toBeLessThan(0.01);
          // Doing nothing is always possible: the optimum is never worse than the bill without a battery.
          expect(result.annual.savings).toBeGreaterThan(-0.01);
          // Without a paid export nothing leaves the site.
          const exported = inputs.exportShare === null ? Math.min(0, ...result.dispatch.gridKW) : 0;
          expect(exported).toBeGreaterThanOrEqual(-1e-6);
        },
      ),
      // A fixed seed, so a run is repeatable; no shrinking, each case being a year's solve (131 shrinks took 6 minutes).
      { numRuns: 6, seed: 20261127, endOnFailure: true },
    );
  }, 120_000);
});

/** A small seeded generator, so random cases repeat. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
