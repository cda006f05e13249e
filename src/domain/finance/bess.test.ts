import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bessProjection, bessReportRows, estimateBessValue, MAX_C_RATE, type BessInputs } from './bess.ts';
import { BESS_DEFAULTS } from '../schemas/calculators/bess.ts';
import { internalRateOfReturn, netPresentValue } from './dcf.ts';

const defaults: BessInputs = BESS_DEFAULTS;

describe('estimateBessValue', () => {
  it('values the default battery: 5,000 kW, 20,000 kWh, $15/kW demand charge, $0.25/$0.08 TOU, 90 % round trip, 22 cycles', () => {
    const result = estimateBessValue(defaults);
    expect(result.demandReduction).toEqual({ monthly: 75_000, annual: 900_000 });
    // one cycle: 20,000 kWh × $0.25 − (20,000 / 0.9) kWh × $0.08
    const cycle = 5000 - (20000 / 0.9) * 0.08;
    expect(result.arbitrage.daily).toBeCloseTo(cycle, 9);
    expect(result.arbitrage.monthly).toBeCloseTo(cycle * 22, 9);
    expect(result.arbitrage.annual).toBeCloseTo(cycle * 22 * 12, 9);
    expect(result.total.annual).toBeCloseTo(900_000 + cycle * 22 * 12, 6);
    expect(result.total.monthly).toBeCloseTo(result.total.annual / 12, 9);
    expect(result.assumptions).toEqual({
      cyclesPerMonth: 22,
      roundTripEfficiency: 0.9,
      averageSpread: 0.25 - 0.08 / 0.9,
      peakWindowHours: 2,
      firmPowerKW: 5000,
      dischargeWindowHours: 4,
      energyPerCycleKWh: 20000,
    });
    expect(result.resilience).toBeUndefined();
  });

  it('limits the demand cut by energy: a 5 MW battery with 4 MWh holds 2 MW for the 2-hour peak', () => {
    const result = estimateBessValue({ ...defaults, batteryCapacityKWh: 4000 });
    expect(result.assumptions.firmPowerKW).toBe(2000);
    expect(result.demandReduction.monthly).toBe(30_000);
  });

  it('does not cycle at a loss when off-peak power, after losses, costs more than peak pays', () => {
    const result = estimateBessValue({ ...defaults, touRates: { peak: 0.1, offPeak: 0.12 } });
    expect(result.arbitrage).toEqual({ annual: 0, monthly: 0, daily: 0 });
    expect(result.assumptions.averageSpread).toBeLessThan(0);
  });

  it('adds the resilience line when asked: energy bridged in 5.5 outage hours × $12/kWh', () => {
    const result = estimateBessValue({ ...defaults, includeResilience: true });
    expect(result.resilience).toEqual({ annual: 20_000 * 12, monthly: 20_000 });
    expect(result.total.annual).toBeCloseTo(estimateBessValue(defaults).total.annual + 240_000, 6);
    const powerLimited = estimateBessValue({ ...defaults, batteryCapacityKW: 1000, includeResilience: true });
    expect(powerLimited.resilience!.annual).toBe(1000 * 5.5 * 12);
  });
});

describe('bessProjection: one horizon and one set of assumptions', () => {
  it('sums the savings over the analysis years with the capacity fade the returns use, at flat rates', () => {
    // 15 years at 2.5 %/yr fade by default. A 4-hour battery keeps its demand savings ($900,000: 20,000 × 0.975^14 =
    // 14,054 kWh still holds 5,000 kW for 2 hours); arbitrage falls with the kWh: Σ cycle(20,000 × 0.975^(t−1)) × 22 × 12.
    const projection = bessProjection(defaults);
    expect(projection.years).toBe(15);
    expect(projection.degradationPercent).toBe(0.025);
    const cycle = (kWh: number) => kWh * 0.25 - (kWh / 0.9) * 0.08;
    let arbitrage = 0;
    for (let t = 1; t <= 15; t += 1) arbitrage += cycle(20_000 * 0.975 ** (t - 1)) * 22 * 12;
    expect(projection.total).toBeCloseTo(900_000 * 15 + arbitrage, 4);
    // Closed form: $850,666.67 of year-1 arbitrage × (1 − 0.975^15) / 0.025 = × 12.639 years, plus 15 × $900,000.
    expect(projection.total).toBeCloseTo(24_251_722.81, 1);
    expect(projection.rows[0]!.savings).toBeCloseTo(estimateBessValue(defaults).total.annual, 6);
    // The savings the returns count, year by year: the two views cannot disagree.
    const economics = estimateBessValue({ ...defaults, capexPerKWh: 400 }).economics!;
    expect(projection.rows.map((row) => row.savings)).toEqual(economics.years.map((row) => row.savings));
  });

  it("follows the request's analysis period and fade, and leaves resilience (not cash) out", () => {
    const projection = bessProjection({ ...defaults, includeResilience: true, analysisYears: 10, degradationPercent: 0 });
    expect(projection.rows).toHaveLength(10);
    expect(projection.total).toBeCloseTo(estimateBessValue(defaults).total.annual * 10, 6);
  });
});

describe('bessReportRows', () => {
  it('lists the yearly savings without an installed cost, and the cash flows with one', () => {
    const plain = bessReportRows(defaults, estimateBessValue(defaults));
    expect(plain).toHaveLength(15);
    expect(Object.keys(plain[0]!)).toEqual(['year', 'capacity_remaining', 'usable_kwh', 'demand_savings', 'arbitrage_savings', 'savings']);
    expect(plain[0]).toMatchObject({ year: 1, capacity_remaining: 1, usable_kwh: 20_000, demand_savings: 900_000, savings: 1_750_666.67 });
    const withCost = { ...defaults, capexPerKWh: 400 };
    const costed = bessReportRows(withCost, estimateBessValue(withCost));
    expect(Object.keys(costed[0]!).slice(6)).toEqual(['om_cost', 'net_cash_flow', 'cumulative_cash_flow', 'present_value']);
    expect(costed[0]).toMatchObject({ om_cost: 50_000, net_cash_flow: 1_700_666.67, cumulative_cash_flow: -3_899_333.33 });
  });
});

describe('warnings', () => {
  it('warns of a C-rate beyond what commercial batteries do (2C: 30 minutes at full power)', () => {
    expect(MAX_C_RATE).toBe(2);
    expect(estimateBessValue(defaults).warnings).toEqual([]); // 0.25C
    expect(estimateBessValue({ ...defaults, batteryCapacityKW: 40_000 }).warnings).toEqual([]); // exactly 2C
    const [warning, ...rest] = estimateBessValue({ ...defaults, batteryCapacityKW: 50_000, batteryCapacityKWh: 100 }).warnings;
    expect(rest).toEqual([]);
    expect(warning).toContain('50,000 kW on 100 kWh would empty the battery in 0.1 minutes (500C)');
    expect(warning).toContain('commercial batteries discharge at 2C or less');
    expect(estimateBessValue({ ...defaults, batteryCapacityKW: 40_001 }).warnings).toHaveLength(1);
  });
});

describe('the power cap on arbitrage', () => {
  // 100 kW / 500,000 kWh: a 5,000-hour battery. It can only discharge 100 kW × 4 h = 400 kWh in a cycle.
  const oversized: BessInputs = {
    ...defaults,
    batteryCapacityKW: 100,
    batteryCapacityKWh: 500_000,
    touRates: { peak: 1, offPeak: 0.01 },
    roundTripEfficiency: 0.95,
    cyclesPerMonth: 31,
  };

  it('discharges at most kW × the 4-hour window per cycle, not the whole kWh', () => {
    const result = estimateBessValue(oversized);
    // 400 kWh × $1.00 − (400 / 0.95) kWh × $0.01 = 400 − 4.2105263 = $395.79 (was $494,736.84 on all 500,000 kWh)
    const cycle = 400 * 1 - (400 / 0.95) * 0.01;
    expect(result.arbitrage.daily).toBeCloseTo(395.789_473_68, 6);
    expect(result.arbitrage.daily).toBeCloseTo(cycle, 9);
    expect(result.arbitrage.monthly).toBeCloseTo(cycle * 31, 9); // $12,269.47
    expect(result.arbitrage.annual).toBeCloseTo(cycle * 31 * 12, 9); // $147,233.68
    // demand: min(100 kW, 500,000 / 2) = 100 kW × $15 × 12 = $18,000
    expect(result.total.annual).toBeCloseTo(18_000 + cycle * 31 * 12, 6); // $165,233.68 (was $184 M)
    expect(result.total.annual).toBeLessThan(200_000);
  });

  it('takes the window as an optional input', () => {
    const result = estimateBessValue({ ...oversized, dischargeWindowHours: 6 });
    expect(result.arbitrage.daily).toBeCloseTo(600 - (600 / 0.95) * 0.01, 9);
  });
});

describe('costs and returns', () => {
  it('adds no economics without an installed cost, and leaves the headline figures alone with one', () => {
    expect(estimateBessValue(defaults).economics).toBeUndefined();
    const { economics, ...headline } = estimateBessValue({ ...defaults, capexPerKWh: 400 });
    expect(headline).toEqual(estimateBessValue(defaults));
    expect(economics!.assumptions).toEqual({
      capexPerKWh: 400,
      itcPercent: 30,
      omPerKWYear: 10,
      degradationPercent: 0.025,
      analysisYears: 15,
      discountRate: 0.08,
    });
    expect(economics!.years).toHaveLength(15);
  });

  // 1,000 kW / 2,500 kWh, a 2-hour window, $30/kW-month, $0.20 / $0.10, 80 %, 20 cycles; $400/kWh,
  // 30 % ITC, $10/kW-yr, 10 %/yr fade, 5 years at 10 %. Worked by hand, year by year:
  //   kWh_t          2,500    2,250    2,025    1,822.5   1,640.25     (× 0.9 a year)
  //   firm kW        1,000    1,000    1,000      911.25    820.125    min(1,000, kWh_t / 2)
  //   kWh a cycle    2,000    2,000    2,000    1,822.5   1,640.25     min(kWh_t, 1,000 × 2)
  //   demand       360,000  360,000  360,000  328,050   295,245        firm × $30 × 12
  //   arbitrage     36,000   36,000   36,000   32,805    29,524.5      E × (0.20 − 0.10/0.8) × 20 × 12 = E × 18
  //   O&M           10,000 each year                                   $10 × 1,000 kW
  //   net          386,000  386,000  386,000  350,855   314,769.5
  //   cumulative  −314,000   72,000  458,000  808,855   1,123,624.5    from −$700,000 (1,000,000 − 30 %)
  const reference: BessInputs = {
    batteryCapacityKW: 1000,
    batteryCapacityKWh: 2500,
    demandChargeRate: 30,
    touRates: { peak: 0.2, offPeak: 0.1 },
    roundTripEfficiency: 0.8,
    cyclesPerMonth: 20,
    includeResilience: false,
    dischargeWindowHours: 2,
    capexPerKWh: 400,
    itcPercent: 30,
    omPerKWYear: 10,
    degradationPercent: 0.1,
    analysisYears: 5,
    discountRate: 0.1,
  };
  const net = [386_000, 386_000, 386_000, 350_855, 314_769.5];

  it('matches a yearly table worked by hand', () => {
    const economics = estimateBessValue(reference).economics!;
    expect(economics.capex).toBe(1_000_000);
    expect(economics.itc).toBe(300_000);
    expect(economics.netCapex).toBe(700_000);
    const table = economics.years.map((row) => [
      row.year,
      row.usableKWh,
      row.demandSavings,
      row.arbitrageSavings,
      row.savings,
      row.omCost,
      row.netCashFlow,
      row.cumulativeCashFlow,
    ]);
    const expected = [
      [1, 2500, 360_000, 36_000, 396_000, 10_000, 386_000, -314_000],
      [2, 2250, 360_000, 36_000, 396_000, 10_000, 386_000, 72_000],
      [3, 2025, 360_000, 36_000, 396_000, 10_000, 386_000, 458_000],
      [4, 1822.5, 328_050, 32_805, 360_855, 10_000, 350_855, 808_855],
      [5, 1640.25, 295_245, 29_524.5, 324_769.5, 10_000, 314_769.5, 1_123_624.5],
    ];
    table.forEach((row, index) => row.forEach((value, column) => expect(value).toBeCloseTo(expected[index]![column]!, 6)));
    expect(economics.years.map((row) => row.capacityRemaining)).toEqual(
      [1, 0.9, 0.81, 0.9 ** 3, 0.9 ** 4].map((value) => expect.closeTo(value, 12)),
    );
    // PV: 386,000 / 1.1 + 386,000 / 1.21 + 386,000 / 1.331 + 350,855 / 1.4641 + 314,769.5 / 1.61051
    //   = 350,909.09 + 319,008.26 + 290,007.51 + 239,638.69 + 195,447.09 = 1,395,010.65
    expect(economics.years.map((row) => row.presentValue)).toEqual(
      [350_909.090_909, 319_008.264_463, 290_007.513_148, 239_638.685_882, 195_447.094_399].map((value) => expect.closeTo(value, 5)),
    );
    expect(economics.npv).toBeCloseTo(695_010.648_801, 5);
    expect(economics.paybackYear).toBe(2);
    // Bisection on the flows above, done separately: 45.4526 %.
    expect(economics.irr).toBeCloseTo(0.454_526_234_65, 9);
  });

  it('finds the IRR where NPV is zero', () => {
    const economics = estimateBessValue(reference).economics!;
    expect(netPresentValue(economics.irr!, [-700_000, ...net])).toBeCloseTo(0, 4);
    // 10 % a year for two years: −100, then 10 and 110.
    expect(internalRateOfReturn([-100, 10, 110])).toBeCloseTo(0.1, 12);
    // A loss: −100, then 50 and 40 → −6.1 % (50 x + 40 x² = 100, x = 1.0653).
    expect(internalRateOfReturn([-100, 50, 40])).toBeCloseTo(1 / ((-50 + Math.sqrt(50 ** 2 + 4 * 40 * 100)) / 80) - 1, 12);
  });

  it('gives no IRR when the flows never change sign, and no payback when the savings never repay', () => {
    expect(internalRateOfReturn([-100, -10, -5])).toBeNull();
    expect(internalRateOfReturn([100, 10])).toBeNull();
    // O&M above the savings: every year loses money.
    const losing = estimateBessValue({
      ...reference,
      demandChargeRate: 5,
      touRates: { peak: 0.1, offPeak: 0.12 },
      omPerKWYear: 100,
    }).economics!;
    expect(losing.years.every((row) => row.netCashFlow < 0)).toBe(true);
    expect(losing.irr).toBeNull();
    expect(losing.paybackYear).toBeNull();
    expect(losing.npv).toBeLessThan(-losing.netCapex);
  });

  it('fades demand savings only once the faded kWh can no longer hold full power for the 2-hour peak', () => {
    // 5,000 kW / 20,000 kWh at the default 2.5 %/yr: 20,000 × 0.975^14 = 14,054 kWh ≥ 10,000, so demand stays $900,000.
    const economics = estimateBessValue({ ...defaults, capexPerKWh: 400 }).economics!;
    expect(economics.years.every((row) => row.demandSavings === 900_000)).toBe(true);
    // Arbitrage fades with the energy: E = 20,000 × 0.975^(t−1) (a 4-hour battery).
    const cycle = (kWh: number) => kWh * 0.25 - (kWh / 0.9) * 0.08;
    expect(economics.years[14]!.arbitrageSavings).toBeCloseTo(cycle(20_000 * 0.975 ** 14) * 22 * 12, 6);
  });

  const inputs = fc.record({
    batteryCapacityKW: fc.double({ min: 100, max: 100_000, noNaN: true }),
    batteryCapacityKWh: fc.double({ min: 100, max: 500_000, noNaN: true }),
    demandChargeRate: fc.double({ min: 5, max: 100, noNaN: true }),
    touRates: fc.record({ peak: fc.double({ min: 0.05, max: 1, noNaN: true }), offPeak: fc.double({ min: 0.01, max: 0.5, noNaN: true }) }),
    roundTripEfficiency: fc.double({ min: 0.8, max: 0.95, noNaN: true }),
    cyclesPerMonth: fc.double({ min: 10, max: 31, noNaN: true }),
    includeResilience: fc.boolean(),
    dischargeWindowHours: fc.double({ min: 1, max: 12, noNaN: true }),
    capexPerKWh: fc.double({ min: 50, max: 3000, noNaN: true }),
    itcPercent: fc.double({ min: 0, max: 50, noNaN: true }),
    omPerKWYear: fc.double({ min: 0, max: 100, noNaN: true }),
    degradationPercent: fc.double({ min: 0, max: 0.1, noNaN: true }),
    analysisYears: fc.integer({ min: 5, max: 30 }),
    discountRate: fc.double({ min: 0, max: 0.3, noNaN: true }),
  });

  it('NPV falls as the installed cost rises', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 1, max: 1000, noNaN: true }), (input, more) => {
        const cheaper = estimateBessValue(input).economics!;
        const dearer = estimateBessValue({ ...input, capexPerKWh: input.capexPerKWh + more }).economics!;
        expect(dearer.npv).toBeLessThan(cheaper.npv);
      }),
    );
  });

  it('payback comes no later as the ITC rises', () => {
    const never = Number.POSITIVE_INFINITY;
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 50, noNaN: true }), (input, otherItc) => {
        const [low, high] = [Math.min(input.itcPercent, otherItc), Math.max(input.itcPercent, otherItc)];
        const withLow = estimateBessValue({ ...input, itcPercent: low }).economics!;
        const withHigh = estimateBessValue({ ...input, itcPercent: high }).economics!;
        expect(withHigh.paybackYear ?? never).toBeLessThanOrEqual(withLow.paybackYear ?? never);
      }),
    );
  });

  it('NPV is zero at the IRR, and positive exactly when the IRR beats the discount rate (net flows all positive)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const economics = estimateBessValue(input).economics!;
        const flows = [-economics.netCapex, ...economics.years.map((row) => row.netCashFlow)];
        const { irr } = economics;
        expect(irr === null ? 0 : Math.abs(netPresentValue(irr, flows))).toBeLessThan(1e-6 * economics.capex);
        // One sign change (−net capex, then only gains): NPV falls as the rate rises, so its sign says which side of the IRR the rate is.
        const conventional =
          economics.years.every((row) => row.netCashFlow > 0) && irr !== null && Math.abs(irr - input.discountRate) > 1e-6;
        expect(!conventional || economics.npv > 0 === irr > input.discountRate).toBe(true);
      }),
    );
  });

  it('year 1 saves the headline demand and arbitrage figures', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = estimateBessValue(input);
        expect(result.economics!.years[0]!.savings).toBeCloseTo(result.demandReduction.annual + result.arbitrage.annual, 6);
      }),
    );
  });
});
