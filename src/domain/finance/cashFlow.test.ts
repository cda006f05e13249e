import { describe, expect, it } from 'vitest';
import {
  annualisedSystemCosts,
  macrsSchedule,
  pvLevelizedCost,
  SYSTEM_COST_DEFAULTS,
  systemCashFlow,
  type SystemCosts,
} from './cashFlow.ts';

/** IRS Publication 946, Table A-1 (half-year convention), percent. */
const TABLE_A1 = {
  3: [33.33, 44.45, 14.81, 7.41],
  5: [20, 32, 19.2, 11.52, 11.52, 5.76],
  7: [14.29, 24.49, 17.49, 12.49, 8.93, 8.92, 8.93, 4.46],
  15: [5, 9.5, 8.55, 7.7, 6.93, 6.23, 5.9, 5.9, 5.91, 5.9, 5.91, 5.9, 5.91, 5.9, 5.91, 2.95],
} as const;

describe('macrsSchedule', () => {
  it.each(Object.entries(TABLE_A1))('matches Publication 946 Table A-1 for %s-year property', (years, table) => {
    const schedule = macrsSchedule(Number(years) as 3 | 5 | 7 | 15);
    expect(schedule).toHaveLength(table.length);
    // The table rounds to 0.01 %; its rounding alternates in the straight-line years.
    schedule.forEach((fraction, index) => expect(fraction * 100).toBeCloseTo(table[index]!, 1));
    expect(schedule.reduce((sum, fraction) => sum + fraction, 0)).toBeCloseTo(1, 12);
  });
});

const costs = (
  overrides: Partial<SystemCosts> = {},
  pv: Partial<SystemCosts['pv']> = {},
  battery: Partial<SystemCosts['battery']> = {},
) => ({
  ...SYSTEM_COST_DEFAULTS,
  ...overrides,
  pv: { ...SYSTEM_COST_DEFAULTS.pv, ...pv },
  battery: { ...SYSTEM_COST_DEFAULTS.battery, ...battery },
});

describe('systemCashFlow', () => {
  it('gives the hand-computed table of a 10 kW PV system over five years', () => {
    // $2/W × 10 kW = $20,000; ITC 30 % = $6,000 in year 1; basis 20,000 × (1 − 0.15) = 17,000, all
    // deducted in year 1 (100 % bonus); savings $3,000, O&M $200, tax 21 %:
    //   year 1: 3,000 − 200 + 6,000 − 0.21 × (2,800 − 17,000) = 11,782;  years 2–5: 2,800 × 0.79 = 2,212.
    const result = systemCashFlow(
      { pvKW: 10, batteryKW: 0, batteryKWh: 0 },
      costs(
        { analysisYears: 5, discountRatePercent: 10, tariffEscalationPercent: 0, incomeTaxPercent: 21, bonusDepreciationPercent: 100 },
        { capexPerW: 2, omPerKWYear: 20, itcPercent: 30, itcAdderPercent: 0, degradationPercent: 0 },
      ),
      { pv: 3000, battery: 0 },
    );
    expect(result.years.map((row) => Number(row.net.toFixed(6)))).toEqual([-20000, 11782, 2212, 2212, 2212, 2212]);
    expect(result.years[1]).toMatchObject({ itc: 6000, depreciation: 17000 });
    expect(result.years[1]!.tax).toBeCloseTo(2982, 9);
    // Cumulative −1,582 after year 4 and +630 after year 5: 4 + 1,582 / 2,212 years.
    expect(result.paybackYears).toBeCloseTo(4 + 1582 / 2212, 9);
    const npv = -20000 + 11782 / 1.1 + 2212 / 1.21 + 2212 / 1.331 + 2212 / 1.4641 + 2212 / 1.61051;
    expect(result.npv).toBeCloseTo(npv, 6);
    expect(result.discountedPaybackYears).toBeNull(); // the NPV above is −$1,174: not paid back when discounted
    expect(npv).toBeLessThan(0);
  });

  it('agrees with an independent year-by-year computation for PV + battery with a replacement', () => {
    const c = costs(
      {
        analysisYears: 12,
        discountRatePercent: 7,
        tariffEscalationPercent: 3,
        incomeTaxPercent: 26,
        bonusDepreciationPercent: 40,
        macrsYears: 7,
      },
      { capexPerW: 1.6, omPerKWYear: 15, itcPercent: 30, itcAdderPercent: 10, degradationPercent: 0.7 },
      {
        capexPerKW: 250,
        capexPerKWh: 300,
        fixedCost: 20000,
        omPerKWYear: 8,
        omPerKWhYear: 1.5,
        itcPercent: 30,
        itcAdderPercent: 0,
        fadePercent: 3,
        replacementYear: 8,
        replacementPerKW: 100,
        replacementPerKWh: 150,
      },
    );
    const size = { pvKW: 200, batteryKW: 100, batteryKWh: 250 };
    const savings = { pv: 40000, battery: 18000 };
    const result = systemCashFlow(size, c, savings);

    // Written out long-hand, with Table A-1's 7-year percentages, not the module's helpers.
    const pvCapex = 200 * 1000 * 1.6; // 320,000
    const batteryCapex = 100 * 250 + 250 * 300 + 20000; // 120,000
    const itc = pvCapex * 0.4 + batteryCapex * 0.3;
    const basis = pvCapex * (1 - 0.2) + batteryCapex * (1 - 0.15);
    const replacementCost = 100 * 100 + 250 * 150;
    const macrs7 = TABLE_A1[7].map((percent) => percent / 100);
    const deductions = new Array(13).fill(0);
    deductions[1] += basis * 0.4;
    macrs7.forEach((fraction, index) => (deductions[1 + index] += basis * 0.6 * fraction));
    deductions[9] += replacementCost * 0.4;
    macrs7.forEach((fraction, index) => {
      if (9 + index <= 12) deductions[9 + index] += replacementCost * 0.6 * fraction;
    });
    const om = 200 * 15 + 100 * 8 + 250 * 1.5;
    const expected = [-(pvCapex + batteryCapex)];
    for (let year = 1; year <= 12; year++) {
      const age = year <= 8 ? year - 1 : year - 9;
      const bill = (40000 * 0.993 ** (year - 1) + 18000 * 0.97 ** age) * 1.03 ** (year - 1);
      const taxEffect = -0.26 * (bill - om - deductions[year]);
      expected.push(bill - om + (year === 8 ? -replacementCost : 0) + (year === 1 ? itc : 0) + taxEffect);
    }
    // Table A-1 rounds to 0.01 %: a basis of $408,000 moves by up to ~$20 a year.
    result.years.forEach((row, index) => expect(Math.abs(row.net - expected[index]!)).toBeLessThan(25));
    const npv = expected.reduce((sum, flow, year) => sum + flow / 1.07 ** year, 0);
    expect(Math.abs(result.npv - npv)).toBeLessThan(100);
    // IRR by bisection on the long-hand flows.
    let [low, high] = [-0.5, 1];
    for (let i = 0; i < 200; i++) {
      const mid = (low + high) / 2;
      const value = expected.reduce((sum, flow, year) => sum + flow / (1 + mid) ** year, 0);
      if (value > 0) low = mid;
      else high = mid;
    }
    expect(result.irr).toBeCloseTo(low, 4);
    expect(result.years[8]!.replacement).toBe(-replacementCost);
    expect(result.itc).toBeCloseTo(itc, 6);
  });

  it('builds no battery costs for a battery of zero size, its fixed cost included', () => {
    const result = systemCashFlow({ pvKW: 0, batteryKW: 0, batteryKWh: 0 }, costs({}, {}, { fixedCost: 50000 }), { pv: 0, battery: 0 });
    expect(result.capex.total).toBe(0);
    expect(result.npv).toBe(0);
    expect(result.irr).toBeNull();
  });
});

describe('annualisedSystemCosts', () => {
  it('charges a kWh its after-tax lifecycle cost over the value of a year-1 bill dollar', () => {
    // No tax, no escalation, no fade, no O&M, no ITC: the capital recovery factor of capex.
    const c = costs(
      { incomeTaxPercent: 0, tariffEscalationPercent: 0, discountRatePercent: 8, analysisYears: 10 },
      { omPerKWYear: 0, itcPercent: 0, degradationPercent: 0 },
      { omPerKWYear: 0, itcPercent: 0, fadePercent: 0, capexPerKWh: 300, fixedCost: 1000 },
    );
    const crf = (0.08 * 1.08 ** 10) / (1.08 ** 10 - 1);
    const annual = annualisedSystemCosts(c);
    expect(annual.batteryPerKWh).toBeCloseTo(300 * crf, 9);
    expect(annual.batteryFixed).toBeCloseTo(1000 * crf, 9);
    expect(annual.pvPerKW).toBeCloseTo(1800 * crf, 9);
    expect(annual.pvProductionFactor).toBeCloseTo(1, 12);
  });

  it('makes the lifecycle NPV of a size equal to its annualised cost times the bill factor', () => {
    // NPV of a battery-only system whose year-1 saving equals its annualised cost is 0.
    const c = costs({}, {}, { capexPerKW: 200, capexPerKWh: 350, fixedCost: 15000, replacementYear: 12, replacementPerKWh: 120 });
    const annual = annualisedSystemCosts(c);
    const size = { pvKW: 0, batteryKW: 50, batteryKWh: 200 };
    const breakEven = annual.batteryPerKW * 50 + annual.batteryPerKWh * 200 + annual.batteryFixed;
    expect(Math.abs(systemCashFlow(size, c, { pv: 0, battery: breakEven }).npv)).toBeLessThan(1e-6);
    const pvBreakEven = annual.pvPerKW * 100;
    // PV: the saving is levelized by the production factor in the optimizer.
    const pvNpv = systemCashFlow({ pvKW: 100, batteryKW: 0, batteryKWh: 0 }, c, {
      pv: pvBreakEven / annual.pvProductionFactor,
      battery: 0,
    }).npv;
    expect(Math.abs(pvNpv)).toBeLessThan(1e-6);
  });
});

describe('pvLevelizedCost', () => {
  const untaxed: SystemCosts = {
    ...SYSTEM_COST_DEFAULTS,
    pv: { capexPerW: 1.5, omPerKWYear: 18, itcPercent: 0, itcAdderPercent: 0, degradationPercent: 0 },
    incomeTaxPercent: 0,
    bonusDepreciationPercent: 0,
    discountRatePercent: 7,
    analysisYears: 25,
  };

  it("is NREL SAM's fixed-charge-rate LCOE, (CRF × capital cost + fixed O&M) / annual energy, without tax, credit or degradation", () => {
    // 1 MW at $1.50/W and $18/kW-yr, 1,500 MWh a year, 7 % over 25 years: CRF = r(1+r)^n / ((1+r)^n − 1) = 0.0858105.
    const crf = (0.07 * 1.07 ** 25) / (1.07 ** 25 - 1);
    expect(crf).toBeCloseTo(0.0858105, 7);
    expect(pvLevelizedCost(1000, 1_500_000, untaxed)).toBeCloseTo((crf * 1_500_000 + 18_000) / 1_500_000, 12);
    expect(pvLevelizedCost(1000, 1_500_000, untaxed)).toBeCloseTo(0.0978105, 7);
  });

  it('takes the ITC, the tax deduction of O&M, bonus depreciation and degradation, as a year-by-year computation does', () => {
    const costs: SystemCosts = { ...SYSTEM_COST_DEFAULTS, discountRatePercent: 8, analysisYears: 25 };
    const capex = 500 * 1000 * 1.8;
    const discount = (year: number) => 1.08 ** -year;
    // The credit on the year-1 return; the basis less half the credit, all deducted in year 1 (100 % bonus).
    let cost = capex - 0.3 * capex * discount(1) - 0.21 * capex * (1 - 0.15) * discount(1);
    let energy = 0;
    for (let year = 1; year <= 25; year++) {
      cost += 500 * 18 * (1 - 0.21) * discount(year);
      energy += 700_000 * 0.995 ** (year - 1) * discount(year);
    }
    expect(pvLevelizedCost(500, 700_000, costs)).toBeCloseTo(cost / energy, 12);
  });

  it('is null without PV or production', () => {
    expect(pvLevelizedCost(0, 1_000, untaxed)).toBeNull();
    expect(pvLevelizedCost(100, 0, untaxed)).toBeNull();
  });
});
