import { describe, expect, it } from 'vitest';
import {
  capitalRecoveryFactor,
  escalatedProjection,
  escalatedSum,
  fixedChargeRateLcoe,
  growingAnnuityFactor,
  internalRateOfReturn,
  netPresentValue,
} from './dcf.ts';

describe('growingAnnuityFactor', () => {
  it('matches the sum it stands for, term by term', () => {
    for (const [rate, growth, years] of [
      [0.065, 1.025 * 0.995, 25],
      [0.1, 1, 2],
      [0.2, 1.3, 30],
      [0.05, 1.05, 10],
    ] as const) {
      let sum = 0;
      for (let t = 1; t <= years; t += 1) sum += growth ** (t - 1) / (1 + rate) ** t;
      expect(growingAnnuityFactor(rate, growth, years)).toBeCloseTo(sum, 12);
    }
  });

  it('handles a zero rate and growth that exactly offsets discounting', () => {
    expect(growingAnnuityFactor(0, 1, 25)).toBe(25);
    expect(growingAnnuityFactor(0.05, 1.05, 10)).toBeCloseTo(10 / 1.05, 12);
    expect(growingAnnuityFactor(0, 0.5, 3)).toBeCloseTo(1 + 0.5 + 0.25, 12);
  });

  it('is the textbook annuity factor without growth: 10 % over 2 years', () => {
    expect(growingAnnuityFactor(0.1, 1, 2)).toBeCloseTo(1 / 1.1 + 1 / 1.21, 14);
  });
});

describe('escalatedSum', () => {
  it('sums 25 years escalating at 2.5 % to 34.158 years of the first, 1.366 × the flat sum (a ×1.32 shortcut undercounts)', () => {
    expect(escalatedSum(1, 0.025, 25)).toBeCloseTo(34.15776, 5);
    expect(escalatedSum(1, 0.025, 25) / 25).toBeCloseTo(1.36631, 5);
  });

  it('sums 10 years escalating at 3 % to 11.464, 1.146 × the flat sum (a ×1.34 shortcut overcounts)', () => {
    expect(escalatedSum(1, 0.03, 10)).toBeCloseTo(11.463879, 6);
  });

  it('is the flat sum without escalation', () => {
    expect(escalatedSum(1200, 0, 25)).toBe(30000);
  });
});

describe('capitalRecoveryFactor', () => {
  it('matches published values and the zero-rate case', () => {
    expect(capitalRecoveryFactor(0.08, 20)).toBeCloseTo(0.1018522088, 10);
    expect(capitalRecoveryFactor(0, 25)).toBe(0.04);
  });
});

/**
 * NREL SAM's `lcoefcr` module: LCOE = (FCR × TCC + FOC) / AEP + VOC (sam.nrel.gov; ssc
 * cmod_lcoefcr.cpp). Expected values are SAM's, not ours.
 */
describe('fixedChargeRateLcoe reproduces NREL SAM cases', () => {
  it('TCC $52,000,000, FOC $650,000, FCR 0.0816026, AEP 105,741,824 kWh → $0.0462762/kWh', () => {
    const lcoe = fixedChargeRateLcoe({ tcc: 52_000_000, foc: 650_000, fcr: 0.0816026, aep: 105_741_824 });
    expect(Math.abs(lcoe - 0.0462762)).toBeLessThan(1e-7);
  });

  it.each([
    ['flat-plate PV', 116_102_998.47522599, 1_658_042.8206022796, 0.091725510023798154, 193_152_944.31974822, 0.063719709861944321],
    ['PVWatts', 116_100_000, 1_657_999.9999999998, 0.091725510023798154, 211_907_455.76222098, 0.058078804587097146],
    ['wind', 292_032_000, 8_000_000, 0.092430410982337868, 818_888_286.43471968, 0.042731882186696345],
  ])('SAM regression case (%s)', (_name, tcc, foc, fcr, aep, expected) => {
    expect(fixedChargeRateLcoe({ tcc, foc, fcr, aep })).toBeCloseTo(expected, 12);
  });

  it('adds variable operating cost per kWh', () => {
    expect(fixedChargeRateLcoe({ tcc: 1000, foc: 0, fcr: 0.1, aep: 1000, voc: 0.02 })).toBeCloseTo(0.12, 12);
  });
});

describe('escalatedProjection', () => {
  it('lists each year from the first, escalating, and they add up to the escalated sum', () => {
    const projection = escalatedProjection(100, 3, 0.1);
    expect(projection.schedule.map((amount) => Number(amount.toFixed(6)))).toEqual([100, 110, 121]);
    expect(projection.base).toBe(300);
    expect(projection.escalated).toBeCloseTo(331, 9);
    expect(projection.schedule.reduce((sum, amount) => sum + amount, 0)).toBeCloseTo(projection.escalated, 9);
    expect(projection.multiplier).toBeCloseTo(331 / 300, 12);
  });
});

describe('netPresentValue and internalRateOfReturn', () => {
  it('discount end-of-year flows, year 0 undiscounted', () => {
    expect(netPresentValue(0.1, [-100, 55, 60.5])).toBeCloseTo(0, 12);
    expect(netPresentValue(0, [-100, 30, 30])).toBe(-40);
  });

  it('find the textbook rates and say when there is none', () => {
    expect(internalRateOfReturn([-100, 110])).toBeCloseTo(0.1, 12);
    expect(internalRateOfReturn([-100, 55, 60.5])).toBeCloseTo(0.1, 12);
    // −1,000 then 300 a year for 5 years: IRR 15.2382 % (annuity tables).
    expect(internalRateOfReturn([-1000, 300, 300, 300, 300, 300])).toBeCloseTo(0.152382, 6);
    // x = 1/(1+r) solves 10x² + 10x − 100 = 0: x = (√41 − 1)/2, r = 1/x − 1 = −0.629844.
    expect(internalRateOfReturn([-100, 10, 10])).toBeCloseTo(2 / (Math.sqrt(41) - 1) - 1, 10);
    expect(internalRateOfReturn([100, 10])).toBeNull();
  });
});
