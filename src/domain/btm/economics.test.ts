import { describe, expect, it } from 'vitest';
import { annualisedCosts, btmEconomics } from './economics.ts';
import type { MonthBill } from './model.ts';

const bill = (total: number, demandCharges: number): MonthBill => ({
  energyCharges: total - demandCharges,
  exportCredit: 0,
  demandCharges,
  fixedCharges: 0,
  total,
  peakKW: 0,
});

describe('the battery economics from optimized savings', () => {
  // Twelve months each saving $1,000 of demand and $666.67 of energy: $20,000 a year.
  const months = Array.from({ length: 12 }, () => ({ before: bill(5000, 2000), after: bill(5000 - 5000 / 3, 1000) }));
  const solution = { battery: { powerKW: 100, energyKWh: 400, sized: false }, months };

  it('discounts the faded savings less O&M against capex net of the ITC (closed forms, worked apart from the code)', () => {
    const result = btmEconomics(solution, {
      capexPerKWh: 300,
      itcPercent: 30,
      omPerKWYear: 10,
      degradationPercent: 0.025,
      analysisYears: 15,
      discountRate: 0.08,
    });
    expect(result.capex).toBe(120_000);
    expect(result.netCapex).toBeCloseTo(84_000, 6);
    expect(result.years[0]!.savings).toBeCloseTo(20_000, 6);
    expect(result.years[0]!.demandSavings).toBeCloseTo(12_000, 6);
    expect(result.years[14]!.savings).toBeCloseTo(20_000 * 0.975 ** 14, 6);
    // PV of savings: a growing annuity at g = −2.5 %; PV of O&M: an annuity of $1,000.
    const ratio = 0.975 / 1.08;
    const pvSavings = (20_000 / 1.08) * ((1 - ratio ** 15) / (1 - ratio));
    const pvOm = (1_000 * (1 - 1.08 ** -15)) / 0.08;
    expect(result.npv).toBeCloseTo(-84_000 + pvSavings - pvOm, 4);
    // Payback: the first year the cumulative net cash flow reaches zero.
    let cumulative = -84_000;
    let payback = 0;
    for (let year = 1; year <= 15 && !payback; year++) {
      cumulative += 20_000 * 0.975 ** (year - 1) - 1_000;
      if (cumulative >= 0) payback = year;
    }
    expect(result.paybackYear).toBe(payback);
    expect(result.irr).toBeGreaterThan(0.08);
  });

  it('prices power apart when asked, and annualises both for sizing', () => {
    const result = btmEconomics(solution, { capexPerKWh: 300, capexPerKW: 200, itcPercent: 0 });
    expect(result.capex).toBe(300 * 400 + 200 * 100);
    const { annualCostPerKW, annualCostPerKWh } = annualisedCosts({
      capexPerKWh: 300,
      capexPerKW: 200,
      itcPercent: 30,
      omPerKWYear: 10,
      analysisYears: 10,
      discountRate: 0.07,
    });
    const crf = 0.07 / (1 - 1.07 ** -10); // 0.142378
    expect(annualCostPerKWh).toBeCloseTo(300 * 0.7 * crf, 9);
    expect(annualCostPerKW).toBeCloseTo(200 * 0.7 * crf + 10, 9);
  });
});
