import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_COST_DEFAULTS, type SystemCosts } from '../finance/cashFlow.ts';
import { evaluateSystem, type SizeBounds } from './coSizing.ts';
import { calendarOf, type Tariff } from './model.ts';
import type { BtmProblem } from './optimize.ts';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const HOURS = 8760;
const everyHour = (period: (hour: number) => number) =>
  Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, hour) => period(hour)));

/** $0.30/kWh from 16:00 to 20:00 every day, $0.10 otherwise; no demand charge, no export. */
const fourHourPeak: Tariff = {
  name: 'Four-hour peak',
  energyRates: [0.1, 0.3],
  energyWeekday: everyHour((hour) => (hour >= 16 && hour < 20 ? 1 : 0)),
  energyWeekend: everyHour((hour) => (hour >= 16 && hour < 20 ? 1 : 0)),
  demandRates: [],
  demandWeekday: everyHour(() => 0),
  demandWeekend: everyHour(() => 0),
  flatDemandRates: [],
  flatDemandMonths: new Array(12).fill(0),
  fixedCharge: { amount: 0, per: 'month' },
  exportPricePerKWh: null,
};

/** 1 kW of PV: 0.5 kW from 08:00 to 16:00 every day (off-peak), 4 kWh a day. */
const pvReference = Array.from({ length: HOURS }, (_, hour) => (hour % 24 >= 8 && hour % 24 < 16 ? 0.5 : 0));

const problem: Omit<BtmProblem, 'sizing'> = {
  intervalMinutes: 60,
  loadKW: new Array<number>(HOURS).fill(100),
  tariff: fourHourPeak,
  calendar: calendarOf(2017, { daylightSaving: false }),
  // Lossless and free to empty: a kW of battery with 4 kWh moves 4 kWh a day from $0.10 to $0.30.
  battery: { powerKW: 1, energyKWh: 1, roundTripEfficiency: 1, minSocPercent: 0, maxSocPercent: 100, initialSocPercent: 50 },
};

/** No tax, no discounting, no escalation, fade, O&M or ITC: a size's yearly cost is capex / 10. */
function plainCosts(pv: Partial<SystemCosts['pv']>, battery: Partial<SystemCosts['battery']>): SystemCosts {
  return {
    ...SYSTEM_COST_DEFAULTS,
    incomeTaxPercent: 0,
    tariffEscalationPercent: 0,
    analysisYears: 10,
    discountRatePercent: 0,
    pv: { ...SYSTEM_COST_DEFAULTS.pv, omPerKWYear: 0, itcPercent: 0, degradationPercent: 0, ...pv },
    battery: {
      ...SYSTEM_COST_DEFAULTS.battery,
      omPerKWYear: 0,
      itcPercent: 0,
      fadePercent: 0,
      capexPerKW: 500,
      capexPerKWh: 200,
      ...battery,
    },
  };
}

const bounds: SizeBounds = { pv: { minKW: 0, maxKW: 150 }, battery: { minKW: 0, maxKW: 500, minKWh: 0, maxKWh: 5000 } };

// Sizing solves a year at once, twice with a fixed cost (built and not): 10–30 s each alone on two
// cores, over 120 s with other test files solving beside it (seen); the limit is a hang guard.
describe('PV and battery sized together', { timeout: 300_000 }, () => {
  it('builds the hand-worked system: 150 kW of PV, a 100 kW / 400 kWh battery, and its ten-year cash flow', async () => {
    // PV: a kW makes 4 kWh a day at $0.10 = $146 a year, more than its $1,000 / 10 years: the largest, 150 kW
    // (75 kW of output, under the load, so none is wasted). Battery: a kW with 4 kWh saves 4 × $0.20 × 365 =
    // $292 a year for $50 + 4 × $20 = $130, up to the 100 kW of load it can serve on-peak; a fifth hour
    // of storage would earn nothing. With a $100,000 fixed cost ($10,000 a year) it still pays: 100 × $162 > $10,000.
    const costs = plainCosts({ capexPerW: 1 }, { fixedCost: 100_000 });
    const result = await evaluateSystem(highs, { ...problem, pvKW: pvReference }, costs, { pvReferenceKW: 1, bounds });
    expect(result.size.pvKW).toBeCloseTo(150, 3);
    expect(result.size.batteryKW).toBeCloseTo(100, 3);
    expect(result.size.batteryKWh).toBeCloseTo(400, 3);
    expect(result.built).toEqual({ pv: true, battery: true });
    expect(result.notes).toEqual([]);
    expect(result.savings.pv).toBeCloseTo(150 * 146, 2);
    expect(result.savings.battery).toBeCloseTo(100 * 292, 2);
    // Ten years of savings less capex: 10 × (21,900 + 29,200) − (150,000 + 50,000 + 80,000 + 100,000) = 131,000.
    expect(result.cashFlow.npv).toBeCloseTo(131_000, 0);
    expect(result.cashFlow.years).toHaveLength(11);
  });

  it('without grid charging, charges the battery from the PV at its chosen size, not at its reference size', async () => {
    // The hand-worked system with the battery charged from PV alone: 150 kW of PV make 75 kW from 08:00 to 16:00,
    // 600 kWh a day, of which the 100 kW / 400 kWh battery takes 400 (50 kW an hour) for the peak. The
    // reference kW (1 kW, 0.5 kW of output) would let it charge 4 kWh a day.
    const costs = plainCosts({ capexPerW: 1 }, { fixedCost: 0 });
    const result = await evaluateSystem(highs, { ...problem, pvKW: pvReference, gridCharging: false }, costs, { pvReferenceKW: 1, bounds });
    expect(result.size.pvKW).toBeCloseTo(150, 3);
    expect(result.size.batteryKW).toBeCloseTo(100, 3);
    expect(result.size.batteryKWh).toBeCloseTo(400, 3);
    // Each month ends at the 200 kWh it started with, and after the month's last peak no PV refills it: 200 kWh a
    // month are not shifted ($40), which grid charging at $0.10 would have refilled.
    expect(result.savings.battery).toBeCloseTo(100 * 292 - 12 * 200 * 0.2, 2);
    const { chargeKW, curtailedKW } = result.solution.dispatch;
    const pvAtSize = pvReference.map((kW) => kW * 150);
    expect(Math.max(...chargeKW.map((kW, hour) => kW + curtailedKW![hour]! - pvAtSize[hour]!))).toBeLessThanOrEqual(1e-6);
  });

  it('sizes PV on all it can export where export pays more than import, not only its reference output', async () => {
    // A 10 kW load, so a kW of PV beyond 20 is exported: 4 kWh a day at $0.05 ($73 a year), and at noon on the
    // year's first ten days 0.5 kWh at $6 (a test figure, over import's $0.10, so a binary chooses the
    // direction): $30 more, $103 against its $100 a year. Built to its largest, 150 kW, exporting 65 kW there.
    const prices = Array.from({ length: HOURS }, (_, hour) => (hour % 24 === 12 && hour < 240 ? 6 : 0.05));
    const noBattery: SizeBounds = { ...bounds, battery: { minKW: 0, maxKW: 0, minKWh: 0, maxKWh: 0 } };
    const result = await evaluateSystem(
      highs,
      { ...problem, loadKW: new Array<number>(HOURS).fill(10), pvKW: pvReference, exports: { rule: 'net-billing', prices } },
      plainCosts({ capexPerW: 1 }, { fixedCost: 0 }),
      { pvReferenceKW: 1, bounds: noBattery },
    );
    expect(result.size.pvKW).toBeCloseTo(150, 3);
    for (let day = 0; day < 10; day++) expect(result.solution.dispatch.gridKW[day * 24 + 12]).toBeCloseTo(-65, 6);
  });

  it('builds no battery when its fixed cost is large, and says that is why', async () => {
    // $2,000,000 fixed = $200,000 a year against the battery's best $16,200 a year.
    const costs = plainCosts({ capexPerW: 1 }, { fixedCost: 2_000_000 });
    const result = await evaluateSystem(highs, { ...problem, pvKW: pvReference }, costs, { pvReferenceKW: 1, bounds });
    expect(result.built).toEqual({ pv: true, battery: false });
    expect(result.size).toMatchObject({ batteryKW: 0, batteryKWh: 0 });
    expect(result.notes).toEqual([
      'No battery: its fixed cost ($2,000,000) exceeds the savings it buys; without it a 100 kW / 400 kWh battery would pay.',
    ]);
    expect(result.savings.battery).toBe(0);
    expect(result.cashFlow.capex.battery).toBe(0);
  });

  it('builds no PV when a kW costs more than its output saves', async () => {
    // $2/W = $200 a year per kW against $146 of savings.
    const result = await evaluateSystem(highs, { ...problem, pvKW: pvReference }, plainCosts({ capexPerW: 2 }, {}), {
      pvReferenceKW: 1,
      bounds,
    });
    expect(result.size.pvKW).toBeCloseTo(0, 6);
    expect(result.notes).toEqual(['No PV: a kW of PV costs more, after tax, than the bill savings of its output.']);
    expect(result.size.batteryKW).toBeCloseTo(100, 3);
  });

  it('with cheap storage and a fixed cost, picks the four hours the peak lasts, not a ten-hour battery', async () => {
    // $20/kWh and the default after-tax costs: energy is cheap, yet an hour beyond the peak earns nothing.
    const costs: SystemCosts = {
      ...SYSTEM_COST_DEFAULTS,
      battery: { ...SYSTEM_COST_DEFAULTS.battery, capexPerKW: 300, capexPerKWh: 20, fixedCost: 50_000 },
    };
    const result = await evaluateSystem(highs, problem, costs, { pvReferenceKW: 0, bounds });
    expect(result.built.battery).toBe(true);
    expect(result.size.batteryKWh / result.size.batteryKW).toBeCloseTo(4, 2);
  });

  it('evaluates given sizes without sizing: the problem battery and PV at its reference size', async () => {
    const costs = plainCosts({ capexPerW: 1 }, {});
    const result = await evaluateSystem(
      highs,
      { ...problem, pvKW: pvReference.map((kW) => kW * 100), battery: { ...problem.battery, powerKW: 50, energyKWh: 200 } },
      costs,
      { pvReferenceKW: 100 },
    );
    expect(result.sized).toBe(false);
    expect(result.size).toEqual({ pvKW: 100, batteryKW: 50, batteryKWh: 200 });
    expect(result.savings.pv).toBeCloseTo(100 * 146, 2);
    expect(result.savings.battery).toBeCloseTo(50 * 292, 2);
  });
});
