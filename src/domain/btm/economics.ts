import { BESS_ECONOMICS_DEFAULTS, storageCashFlows, type BessEconomics } from '../finance/bess.ts';
import { capitalRecoveryFactor } from '../finance/dcf.ts';
import type { BtmSolution, SizingInput } from './optimize.ts';

/**
 * The battery's returns from the optimized bill savings, with the BESS estimator's cost side and
 * defaults: installed cost per kWh (and per kW, for power equipment priced apart), the ITC off
 * capex, O&M per kW a year, capacity fade, the analysis years and the discount rate.
 */
export interface BtmCosts {
  capexPerKWh: number;
  capexPerKW?: number;
  itcPercent?: number;
  omPerKWYear?: number;
  /** Fraction a year. */
  degradationPercent?: number;
  analysisYears?: number;
  /** Fraction a year. */
  discountRate?: number;
}

function withDefaults(costs: BtmCosts): Required<BtmCosts> {
  return { capexPerKW: 0, ...BESS_ECONOMICS_DEFAULTS, ...costs } as Required<BtmCosts>;
}

/**
 * What a kW and a kWh of battery cost a year, for the LP to weigh against the bill: capex net of
 * the ITC spread over the analysis years at the discount rate (capital recovery factor), plus O&M.
 * Capacity fade is left out of the sizing (the savings of later years are the first year's, faded,
 * in the returns below).
 */
export function annualisedCosts(costs: BtmCosts): SizingInput {
  const c = withDefaults(costs);
  const recovery = capitalRecoveryFactor(c.discountRate, c.analysisYears);
  const afterCredit = 1 - c.itcPercent / 100;
  return {
    annualCostPerKW: c.capexPerKW * afterCredit * recovery + c.omPerKWYear,
    annualCostPerKWh: c.capexPerKWh * afterCredit * recovery,
  };
}

/**
 * NPV, IRR, payback and the yearly table. Year 1 saves what the optimized dispatch saves; each
 * later year saves that much times the capacity left, (1 − fade)^(year − 1): a faded battery shaves
 * and shifts proportionally less (an approximation: re-solving each year would be exact).
 */
export function btmEconomics(solution: Pick<BtmSolution, 'battery' | 'months'>, costs: BtmCosts): BessEconomics {
  const c = withDefaults(costs);
  const { powerKW, energyKWh } = solution.battery;
  const demand = solution.months.reduce((sum, month) => sum + month.before.demandCharges - month.after.demandCharges, 0);
  const total = solution.months.reduce((sum, month) => sum + month.before.total - month.after.total, 0);
  const savings = Array.from({ length: c.analysisYears }, (_, index) => {
    const capacityRemaining = (1 - c.degradationPercent) ** index;
    return {
      year: index + 1,
      capacityRemaining,
      usableKWh: energyKWh * capacityRemaining,
      demandSavings: demand * capacityRemaining,
      arbitrageSavings: (total - demand) * capacityRemaining,
      savings: total * capacityRemaining,
    };
  });
  const cashFlows = storageCashFlows({
    capex: c.capexPerKWh * energyKWh + c.capexPerKW * powerKW,
    itcPercent: c.itcPercent,
    omCost: c.omPerKWYear * powerKW,
    discountRate: c.discountRate,
    savings,
  });
  return {
    ...cashFlows,
    assumptions: {
      capexPerKWh: c.capexPerKWh,
      itcPercent: c.itcPercent,
      omPerKWYear: c.omPerKWYear,
      degradationPercent: c.degradationPercent,
      analysisYears: c.analysisYears,
      discountRate: c.discountRate,
    },
  };
}
