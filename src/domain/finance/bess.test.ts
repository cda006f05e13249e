import { describe, expect, it } from 'vitest';
import { bessSavingsProjection, estimateBessValue, type BessInputs } from './bess.ts';

const defaults: BessInputs = {
  batteryCapacityKW: 5000,
  batteryCapacityKWh: 20000,
  demandChargeRate: 15,
  touRates: { peak: 0.25, offPeak: 0.08 },
  roundTripEfficiency: 0.9,
  cyclesPerMonth: 22,
  includeResilience: false,
};

describe('estimateBessValue', () => {
  it('values the spec\'s default battery', () => {
    const result = estimateBessValue(defaults);
    expect(result.demandReduction).toEqual({ monthly: 75_000, annual: 900_000 });
    // one cycle: 20,000 kWh × $0.25 − (20,000 / 0.9) kWh × $0.08
    const cycle = 5000 - (20000 / 0.9) * 0.08;
    expect(result.arbitrage.daily).toBeCloseTo(cycle, 9);
    expect(result.arbitrage.monthly).toBeCloseTo(cycle * 22, 9);
    expect(result.arbitrage.annual).toBeCloseTo(cycle * 22 * 12, 9);
    expect(result.total.annual).toBeCloseTo(900_000 + cycle * 22 * 12, 6);
    expect(result.total.monthly).toBeCloseTo(result.total.annual / 12, 9);
    expect(result.assumptions).toEqual({ cyclesPerMonth: 22, roundTripEfficiency: 0.9, averageSpread: 0.25 - 0.08 / 0.9, peakWindowHours: 2, firmPowerKW: 5000, dischargeWindowHours: 4, energyPerCycleKWh: 20000 });
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

describe('bessSavingsProjection', () => {
  it('sums ten years flat and escalating 3 %/yr exactly', () => {
    const projection = bessSavingsProjection(1_000_000);
    expect(projection.base).toBe(10_000_000);
    expect(projection.escalated).toBeCloseTo(11_463_879.31, 1); // (1.03^10 − 1) / 0.03 = 11.4638793
    expect(projection.multiplier).toBeCloseTo(1.1463879, 6);
  });
});

describe('the power cap on arbitrage (issue 15)', () => {
  // 100 kW / 500,000 kWh: a 5,000-hour battery. It can only discharge 100 kW × 4 h = 400 kWh in a cycle.
  const oversized: BessInputs = { ...defaults, batteryCapacityKW: 100, batteryCapacityKWh: 500_000, touRates: { peak: 1, offPeak: 0.01 }, roundTripEfficiency: 0.95, cyclesPerMonth: 31 };

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
