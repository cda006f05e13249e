import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalRecoveryFactor, fixedChargeRateLcoe } from './dcf.ts';
import { ppaReportRows, solvePpa, type PpaInputs } from './ppa.ts';
import { coreInputsWithinBounds, PRE_TAX_CASE as base, solved } from './ppaTestCases.ts';

/**
 * The same model laid out the way an analyst would in a spreadsheet: one row per year, each cash
 * flow discounted separately, then price = (net capex + PV of O&M) / PV of revenue at $1/kWh.
 */
function spreadsheetPpaPrice(inputs: PpaInputs): number {
  const kW = inputs.systemSizeMW * 1000;
  const netCapex = kW * 1000 * inputs.epcPricePerW! * (1 - inputs.itcPercent / 100);
  let pvRevenueAtOneDollar = 0;
  let pvOm = 0;
  for (let year = 1; year <= inputs.termYears; year += 1) {
    const discount = 1 / (1 + inputs.wacc) ** year;
    const energy = kW * inputs.specificYieldKWhPerKW! * (1 - inputs.degradationPercent) ** (year - 1);
    pvRevenueAtOneDollar += energy * (1 + inputs.escalationPercent) ** (year - 1) * discount;
    pvOm += inputs.omCostPerKWYear * kW * discount;
  }
  return (netCapex + pvOm) / pvRevenueAtOneDollar;
}

describe('solvePpa: solve for the PPA price', () => {
  it('matches the worked example documented in ppa.ts (computed by the spreadsheet method)', () => {
    expect(spreadsheetPpaPrice(base)).toBeCloseTo(0.053889, 6);
    expect(solved(base).ppaPrice).toBeCloseTo(0.053889, 6);
    expect(solved(base).breakeven).toBe(14);
  });

  it('matches a year-by-year spreadsheet of the same cash flows', () => {
    for (const inputs of [
      base,
      { ...base, escalationPercent: 0, degradationPercent: 0 },
      { ...base, wacc: 0.3, termYears: 35, itcPercent: 0 },
    ]) {
      expect(solved(inputs).ppaPrice).toBeCloseTo(spreadsheetPpaPrice(inputs), 12);
    }
  });

  it('gives the textbook answer for a two-year, 10 % case: price = capex / (E × (1/1.1 + 1/1.21))', () => {
    const result = solved({
      ...base,
      systemSizeMW: 1,
      epcPricePerW: 1,
      wacc: 0.1,
      itcPercent: 0,
      omCostPerKWYear: 0,
      degradationPercent: 0,
      termYears: 2,
      escalationPercent: 0,
      specificYieldKWhPerKW: 1000,
    });
    expect(result.capex).toBe(1_000_000);
    expect(result.annualProduction).toBe(1_000_000);
    expect(result.ppaPrice).toBeCloseTo(1 / (1 / 1.1 + 1 / 1.21), 12); // 0.576190…
    expect(result.lcoe).toBeCloseTo(result.ppaPrice, 12); // flat price, no O&M: LCOE is the price
  });

  it('with a zero discount rate, the price just repays capex and O&M over the energy sold', () => {
    const result = solved({ ...base, wacc: 0, escalationPercent: 0, degradationPercent: 0 });
    const energy = 5000 * 1450 * 25;
    expect(result.ppaPrice).toBeCloseTo((5000 * 1000 * 1.2 * 0.7 + 25 * 5000 * 25) / energy, 12);
    expect(result.breakeven).toBe(25);
  });

  it('reports capex, the ITC-reduced net capex and year-1 production', () => {
    const result = solved(base);
    expect(result.capex).toBe(6_000_000);
    expect(result.netCapex).toBeCloseTo(4_200_000, 6);
    expect(result.annualProduction).toBe(7_250_000);
    expect(result.maxEpcPrice).toBe(1.2);
    expect(result.specificYield).toEqual({ kWhPerKW: 1450, source: 'input' });
  });

  it('has LCOE equal to the fixed-charge-rate LCOE (FCR = capital recovery factor) when nothing degrades or escalates', () => {
    const inputs = { ...base, degradationPercent: 0, escalationPercent: 0 };
    const result = solved(inputs);
    const expected = fixedChargeRateLcoe({
      tcc: result.netCapex!,
      foc: 25 * 5000,
      fcr: capitalRecoveryFactor(0.065, 25),
      aep: result.annualProduction,
    });
    expect(result.lcoe).toBeCloseTo(expected, 12);
    expect(result.ppaPrice).toBeCloseTo(expected, 12);
  });

  it('builds the yearly table: energy degrades, price escalates, cumulative cash reaches zero at breakeven', () => {
    const { cashFlows, breakeven, ppaPrice, netCapex: solvedNetCapex } = solved(base);
    const netCapex = solvedNetCapex!;
    expect(cashFlows).toHaveLength(25);
    expect(cashFlows[1]!.energyKWh).toBeCloseTo(7_250_000 * 0.995, 6);
    expect(cashFlows[1]!.pricePerKWh).toBeCloseTo(ppaPrice * 1.025, 12);
    expect(cashFlows[0]!.cumulativeCashFlow).toBeCloseTo(-netCapex + cashFlows[0]!.netCashFlow, 6);
    const sumOfPresentValues = cashFlows.reduce((sum, row) => sum + row.presentValue, 0);
    expect(sumOfPresentValues).toBeCloseTo(netCapex, 4); // NPV = 0 at the solved price
    expect(cashFlows[breakeven! - 1]!.cumulativeCashFlow).toBeGreaterThanOrEqual(0);
    expect(cashFlows[breakeven! - 2]!.cumulativeCashFlow).toBeLessThan(0);
  });

  it("uses the caller's yield, else one the server modelled for the site, else the national default", () => {
    const { specificYieldKWhPerKW: _dropped, ...withoutYield } = base;
    expect(solved(base).specificYield).toEqual({ kWhPerKW: 1450, source: 'input' });
    const modelled = {
      kWhPerKW: 2037,
      source: 'model',
      state: 'AZ',
      station: { id: '722780', name: 'Phoenix' },
      tracking: 'single-axis',
    } as const;
    const atSite = solved({ ...withoutYield, state: 'AZ' }, modelled);
    expect(atSite.specificYield).toEqual(modelled);
    expect(atSite.annualProduction).toBeCloseTo(5000 * 2037, 6);
    // A caller's figure is the figure: the server models none then, and the solve ignores the state.
    expect(solved({ ...base, state: 'AZ' }).specificYield).toEqual({ kWhPerKW: 1450, source: 'input' });
    expect(solved(withoutYield).specificYield).toEqual({ kWhPerKW: 1650, source: 'national' });
  });
});

describe('solvePpa: solve for the EPC price', () => {
  it('returns the EPC price at which the target PPA exactly pays back', () => {
    const atTarget = solved({ ...base, solveFor: 'epc', targetPPA: 0.08, epcPricePerW: undefined });
    expect(atTarget.ppaPrice).toBe(0.08);
    const check = solved({ ...base, epcPricePerW: atTarget.maxEpcPrice! });
    expect(check.ppaPrice).toBeCloseTo(0.08, 12);
    expect(atTarget.viable).toBe(true);
  });

  it('says when even a free system would not pay back at the target, and reports nothing built on a negative price', () => {
    const result = solvePpa({ ...base, solveFor: 'epc', targetPPA: 0.01, omCostPerKWYear: 100 });
    expect(result).toMatchObject({
      viable: false,
      maxEpcPrice: null,
      capex: null,
      netCapex: null,
      lcoe: null,
      lcoeReal: null,
      breakeven: null,
      cashFlows: [],
    });
    expect(!result.viable && result.reason).toBe(
      'At $0.0100/kWh the revenue does not cover the operating costs: no EPC price above zero pays back.',
    );
  });
});

describe('solvePpa: properties', () => {
  const inputs = fc.record(coreInputsWithinBounds(0.05));

  it('the PPA price rises with the EPC price', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0.01, max: 2, noNaN: true }), (input, increase) => {
        const lower = solved({ ...input, solveFor: 'ppa' }).ppaPrice;
        const higher = solved({ ...input, solveFor: 'ppa', epcPricePerW: input.epcPricePerW + increase }).ppaPrice;
        return higher > lower;
      }),
    );
  });

  it('the PPA price falls as the ITC rises', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0.5, max: 20, noNaN: true }), (input, more) => {
        const itc = Math.min(input.itcPercent, 30);
        return (
          solved({ ...input, solveFor: 'ppa', itcPercent: itc + more }).ppaPrice <
          solved({ ...input, solveFor: 'ppa', itcPercent: itc }).ppaPrice
        );
      }),
    );
  });

  it('solving for EPC at the solved PPA price returns the input EPC price', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { ppaPrice } = solved({ ...input, solveFor: 'ppa' });
        const { maxEpcPrice } = solved({ ...input, solveFor: 'epc', targetPPA: ppaPrice });
        return Math.abs(maxEpcPrice! - input.epcPricePerW) < 1e-9 * input.epcPricePerW;
      }),
    );
  });
});

describe('ppaReportRows', () => {
  it("is the yearly table as the CSV report's rows, rounded for a spreadsheet", () => {
    const result = solved(base);
    const rows = ppaReportRows(result);
    expect(rows).toHaveLength(25);
    expect(Object.keys(rows[0]!)).toEqual([
      'year',
      'energy_kwh',
      'price_per_kwh',
      'revenue',
      'om_cost',
      'net_cash_flow',
      'cumulative_cash_flow',
      'present_value',
    ]);
    // 5 MW × 1,450 kWh/kWdc = 7,250,000 kWh in year 1; O&M $25 × 5,000 kW.
    expect(rows[0]).toMatchObject({ year: 1, energy_kwh: 7_250_000, om_cost: 125_000 });
    expect(rows[24]!.cumulative_cash_flow).toBe(Number(result.cashFlows[24]!.cumulativeCashFlow.toFixed(2)));
    expect(ppaReportRows(solvePpa({ ...base, solveFor: 'epc', targetPPA: 0.01 }))).toEqual([]);
  });
});
