import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internalRateOfReturn } from './dcf.ts';
import { EQUITY_IRR_TOLERANCE, solvePpa, type PpaInputs } from './ppa.ts';
import { coreInputsWithinBounds, PRE_TAX_CASE, solved, within } from './ppaTestCases.ts';
import { MACRS_5_YEAR } from './singleOwner.ts';
import { PPA_BOUNDS } from '../schemas/calculators/ppa.ts';
import { DEBT_BOUNDS, PPA_OPTION_BOUNDS } from '../schemas/calculators/ppaFull.ts';

/** 5 MW at $1.20/W, 6.5 % after-tax WACC, 30 % ITC, 21 % federal and 5 % state tax. */
const base: PpaInputs = { ...PRE_TAX_CASE, taxMode: 'after-tax', federalTaxRate: 0.21, stateTaxRate: 0.05 };

/**
 * The unlevered after-tax model laid out as a spreadsheet: one row per year, written out from the
 * conventions (not from the engine), and the price found by bisection on the NPV rather than by the
 * engine's closed form.
 */
function spreadsheet(price: number) {
  const capex = 5000 * 1000 * 1.2;
  const itc = 0.3 * capex;
  const basis = capex * (1 - 0.3 / 2);
  const T = 0.05 + 0.21 * (1 - 0.05);
  const rows = [];
  let npv = -capex;
  for (let year = 1; year <= 25; year += 1) {
    const energy = 5000 * 1450 * 0.995 ** (year - 1);
    const revenue = energy * price * 1.025 ** (year - 1);
    const om = 25 * 5000;
    const depreciation = basis * ([0.2, 0.32, 0.192, 0.1152, 0.1152, 0.0576][year - 1] ?? 0);
    const taxable = revenue - om - depreciation;
    const tax = T * taxable;
    const credit = year === 1 ? itc : 0;
    const cash = revenue - om - tax + credit;
    npv += cash / 1.065 ** year;
    rows.push({ year, revenue, depreciation, taxable, tax, credit, cash });
  }
  return { npv, rows };
}

function bisect(f: (x: number) => number, low: number, high: number): number {
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (Math.sign(f(mid)) === Math.sign(f(low))) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

describe('after-tax single owner: reference cases', () => {
  it('5-year MACRS (half-year) sums to 100 %', () => {
    expect(MACRS_5_YEAR.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 15);
  });

  it('solves the worked case to the price a spreadsheet finds by bisection, with the same yearly table', () => {
    const result = solved(base);
    const expected = bisect((price) => spreadsheet(price).npv, 0, 1);
    expect(result.ppaPrice).toBeCloseTo(expected, 12);
    expect(result.taxMode).toBe('after-tax');
    expect(result.afterTax!.combinedTaxRate).toBeCloseTo(0.2495, 15);
    const { rows } = spreadsheet(result.ppaPrice);
    for (const row of rows) {
      const engine = result.afterTax!.years[row.year - 1]!;
      expect(engine.revenue, `revenue ${row.year}`).toBeCloseTo(row.revenue, 6);
      expect(engine.depreciation, `depreciation ${row.year}`).toBeCloseTo(row.depreciation, 6);
      expect(engine.tax, `tax ${row.year}`).toBeCloseTo(row.tax, 6);
      expect(engine.credits, `credits ${row.year}`).toBeCloseTo(row.credit, 6);
      expect(engine.projectCashFlow, `cash ${row.year}`).toBeCloseTo(row.cash, 6);
    }
    // Year 1: depreciation 20 % of $5.1 M; taxable income negative, a tax benefit used that year.
    expect(rows[0]!.depreciation).toBe(1_020_000);
    expect(result.afterTax!.years[0]!.tax).toBeLessThan(0);
    expect(result.afterTax!.npv).toBeCloseTo(0, 4);
    expect(result.afterTax!.projectIrr).toBeCloseTo(0.065, 9);
  });

  it('at a zero tax rate the price equals the pre-tax price with the ITC received at the end of year 1', () => {
    const result = solved({ ...base, federalTaxRate: 0, stateTaxRate: 0 });
    let pvOm = 0;
    let pvRevenuePerDollar = 0;
    for (let year = 1; year <= 25; year += 1) {
      pvOm += 125_000 / 1.065 ** year;
      pvRevenuePerDollar += (7_250_000 * 0.995 ** (year - 1) * 1.025 ** (year - 1)) / 1.065 ** year;
    }
    expect(result.ppaPrice).toBeCloseTo((6_000_000 - 1_800_000 / 1.065 + pvOm) / pvRevenuePerDollar, 12);
  });

  it('the levered solve gives equity exactly its target IRR and repays the sculpted debt within its tenor', () => {
    const debt = { dscr: 1.3, tenorYears: 18, interestRate: 0.06 };
    const result = solved({ ...base, debt, targetEquityIrr: 0.09 });
    const { years, debt: sized, equityIrr } = result.afterTax!;
    const equityFlows = [-(6_000_000 - sized!.amount), ...years.map((row) => row.equityCashFlow!)];
    expect(internalRateOfReturn(equityFlows)).toBeCloseTo(0.09, 9);
    expect(equityIrr).toBeCloseTo(0.09, 9);
    expect(sized!.minDscr).toBeCloseTo(1.3, 12);
    expect(sized!.averageDscr).toBeCloseTo(1.3, 12);
    const principal = years.reduce((sum, row) => sum + row.principal, 0);
    expect(principal).toBeCloseTo(sized!.amount, 4);
    expect(years[18]!.debtService).toBe(0);
    // Interest is deductible: taxable income = CFADS − depreciation − interest.
    expect(years[3]!.taxableIncome).toBeCloseTo(years[3]!.cfads - years[3]!.depreciation - years[3]!.interest, 6);
  });

  it('the PTC pays on energy for ten years, escalating with inflation, on a basis without the ITC haircut', () => {
    const result = solved({ ...base, incentive: 'ptc', ptcPerKWh: 0.03, creditTransferPrice: 0.92 });
    const years = result.afterTax!.years;
    expect(years[0]!.credits).toBeCloseTo(0.03 * 7_250_000 * 0.92, 6);
    expect(years[1]!.credits).toBeCloseTo(0.03 * 1.025 * 7_250_000 * 0.995 * 0.92, 6);
    expect(years[10]!.credits).toBe(0);
    expect(years[0]!.depreciation).toBeCloseTo(0.2 * 6_000_000, 6);
  });

  it('bonus depreciation takes its share of the basis in year 1 and MACRS the rest', () => {
    const years = solved({ ...base, bonusDepreciationPercent: 40 }).afterTax!.years;
    expect(years[0]!.depreciation).toBeCloseTo(5_100_000 * 0.4 + 5_100_000 * 0.6 * 0.2, 6);
    expect(years[1]!.depreciation).toBeCloseTo(5_100_000 * 0.6 * 0.32, 6);
  });

  it('reports lcoe (a flat nominal price) and lcoeReal (year-0 dollars rising with inflation) that each zero the NPV', () => {
    const result = solved(base);
    expect(solved({ ...base, escalationPercent: 0 }).ppaPrice).toBeCloseTo(result.lcoe!, 12);
    expect(solved({ ...base, escalationPercent: 0.025 }).ppaPrice / 1.025).toBeCloseTo(result.lcoeReal!, 12);
  });
});

describe('after-tax single owner: properties', () => {
  const inputs = fc.record({
    systemSizeMW: fc.double({ min: 1, max: 200, noNaN: true }),
    epcPricePerW: fc.double({ min: 0.6, max: 3, noNaN: true }),
    wacc: fc.double({ min: 0.04, max: 0.12, noNaN: true }),
    itcPercent: fc.double({ min: 0, max: 40, noNaN: true }),
    federalTaxRate: fc.double({ min: 0, max: 0.35, noNaN: true }),
  });

  it('the price falls as the ITC rises', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const lower = solved({ ...base, ...input }).ppaPrice;
        const higher = solved({ ...base, ...input, itcPercent: input.itcPercent + 10 }).ppaPrice;
        return higher < lower;
      }),
    );
  });

  it('levered price ≤ unlevered at the equity target when the debt rate is below it', () => {
    fc.assert(
      fc.property(
        inputs,
        fc.double({ min: 0.02, max: 0.07, noNaN: true }),
        fc.double({ min: 1.1, max: 2, noNaN: true }),
        (input, interestRate, dscr) => {
          const target = input.wacc + 0.02;
          const unlevered = solved({ ...base, ...input, wacc: target }).ppaPrice;
          const levered = solved({ ...base, ...input, debt: { dscr, tenorYears: 18, interestRate }, targetEquityIrr: target }).ppaPrice;
          return interestRate >= target || levered <= unlevered * (1 + 1e-12);
        },
      ),
    );
  });

  it('solving for EPC at the solved price returns the input EPC price, levered or not', () => {
    fc.assert(
      fc.property(inputs, fc.boolean(), (input, levered) => {
        const options = levered ? { debt: { dscr: 1.35, tenorYears: 15, interestRate: 0.055 }, targetEquityIrr: 0.1 } : {};
        const { ppaPrice } = solved({ ...base, ...input, ...options });
        const { maxEpcPrice } = solved({ ...base, ...input, ...options, solveFor: 'epc', targetPPA: ppaPrice, epcPricePerW: undefined });
        return Math.abs(maxEpcPrice! - input.epcPricePerW) < 1e-9 * input.epcPricePerW;
      }),
    );
  });
});

describe('after-tax single owner: a levered result is viable only when it meets its target', () => {
  const levered = fc.record({
    ...coreInputsWithinBounds(0.03),
    targetPPA: within(PPA_BOUNDS.targetPPA),
    solveFor: fc.constantFrom('ppa' as const, 'epc' as const),
    landLeasePerYear: fc.oneof(fc.constant(0), within(PPA_OPTION_BOUNDS.landLeasePerYear)),
    otherCapexPerW: within(PPA_OPTION_BOUNDS.otherCapexPerW),
    propertyTaxAndInsurancePercent: within(PPA_OPTION_BOUNDS.propertyTaxAndInsurancePercent),
    federalTaxRate: within(PPA_OPTION_BOUNDS.federalTaxRate),
    stateTaxRate: within(PPA_OPTION_BOUNDS.stateTaxRate),
    incentive: fc.constantFrom('itc' as const, 'ptc' as const),
    ptcPerKWh: within(PPA_OPTION_BOUNDS.ptcPerKWh),
    bonusDepreciationPercent: within(PPA_OPTION_BOUNDS.bonusDepreciationPercent),
    targetEquityIrr: within(PPA_OPTION_BOUNDS.targetEquityIrr),
    debt: fc.record({
      dscr: within(DEBT_BOUNDS.dscr),
      tenorYears: fc.integer({ min: 1, max: 5 }),
      interestRate: within(DEBT_BOUNDS.interestRate),
    }),
  });

  /** The case: a lease the plant cannot carry, solved to a price that gives equity −6.5 %, reported as viable. */
  const unpayable: PpaInputs = {
    ...base,
    systemSizeMW: 0.1,
    wacc: 0.01,
    targetEquityIrr: 0.25,
    debt: { dscr: 1, tenorYears: 19, interestRate: 0.016 },
    landLeasePerYear: 6_500_000,
    incentive: 'ptc',
  };

  it('says why a solve that cannot meet its target is not viable, in both directions', () => {
    for (const inputs of [unpayable, { ...unpayable, solveFor: 'epc' as const, targetPPA: 0.9, epcPricePerW: undefined }]) {
      const result = solvePpa(inputs);
      if (result.viable) throw new Error(`${inputs.solveFor}: viable at ${result.ppaPrice}`);
      expect(result.reason).toMatch(
        inputs.solveFor === 'ppa'
          ? /^Operating cash flow is not positive in year 1 of the debt's tenor/
          : /does not cover the operating costs/,
      );
      expect([result.maxEpcPrice, result.lcoe, result.capex, result.netCapex]).toEqual([null, null, null, null]);
      expect(result.ppaPrice).toBe(inputs.solveFor === 'epc' ? 0.9 : null);
    }
  });

  it('every viable levered result gives equity its target IRR and never owes a negative balance; every other one says why', () => {
    fc.assert(
      fc.property(levered, (drawn) => {
        const { debt, termYears } = drawn;
        const inputs: PpaInputs = {
          ...drawn,
          taxMode: 'after-tax',
          debt: { ...debt, tenorYears: Math.min(debt.tenorYears * 6, termYears) },
        };
        const result = solvePpa(inputs);
        // Not viable: it says why, and reports no figure resting on the price.
        if (!result.viable) return result.reason.length > 0 && result.lcoe === null && result.cashFlows.length === 0;
        const afterTax = result.afterTax!;
        const loan = afterTax.debt!.amount;
        const flows = [-(result.netCapex - loan), ...afterTax.years.map((row) => row.equityCashFlow!)];
        const meetsTarget = (irr: number | null) => irr !== null && Math.abs(irr - inputs.targetEquityIrr!) <= EQUITY_IRR_TOLERANCE;
        let balance = loan;
        const balances = afterTax.years.map((row) => (balance -= row.principal));
        return (
          meetsTarget(internalRateOfReturn(flows)) &&
          meetsTarget(afterTax.equityIrr) &&
          loan >= 0 &&
          balances.every((left) => left >= -1e-6 * Math.max(1, loan))
        );
      }),
      { numRuns: 400 },
    );
  });
});
