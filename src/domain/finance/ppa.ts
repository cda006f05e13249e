import { growingAnnuityFactor } from './dcf.ts';
import { resolveSpecificYield, type SpecificYield } from './solarResource.ts';

/**
 * PPA ⇄ EPC solver: a pre-tax discounted cash flow at the project's WACC (SPEC §3, issue 4).
 *
 * Units and conventions: nominal dollars; end-of-year cash flows; year 1 = first operating year;
 * rates and yearly changes as fractions (`degradationPercent: 0.005` is 0.5 %/yr — the API's field
 * names say "Percent" but the values are fractions, SPEC §5 bounds); `itcPercent` in percent.
 *
 *   kWdc      = systemSizeMW × 1000
 *   capex     = kWdc × 1000 × epcPricePerW                      ($; EPC price in $/Wdc)
 *   netCapex  = capex × (1 − itcPercent / 100)                    (the ITC as an up-front reduction)
 *   E_t       = E_1 × (1 − d)^(t−1),  E_1 = kWdc × specific yield (kWh)
 *   O&M_t     = omCostPerKWYear × kWdc × (1 + g_om)^(t−1)
 *   revenue_t = p_1 × (1 + e)^(t−1) × E_t                         (p_1: year-1 price, $/kWh)
 *
 * Solve for PPA — the p_1 at which the project just earns its WACC:
 *   PV(revenue) = netCapex + PV(O&M)   ⇒   p_1 = (netCapex + PV(O&M)) / (E_1 × A)
 *   with A = Σ_{t=1..N} [(1+e)(1−d)]^(t−1) / (1+r)^t   (closed form in dcf.ts; PV is linear in p_1)
 * Solve for EPC — the largest EPC price for which PV(revenue at the target PPA) ≥ netCapex + PV(O&M):
 *   epc = (p_target × E_1 × A − PV(O&M)) / (kWdc × 1000 × (1 − itc))
 *
 *   lcoe       = (netCapex + PV(O&M)) / PV(energy)      ($/kWh, flat in nominal terms)
 *   breakeven  = first year in which Σ (revenue − O&M) ≥ netCapex, or null within the term
 *
 * @example
 * // 5 MW at $1.20/W, 6.5 % WACC, 30 % ITC, $25/kW-yr O&M, 0.5 %/yr degradation, 25 years,
 * // 2.5 %/yr escalation, 1,450 kWh/kWdc: E_1 = 7,250,000 kWh, netCapex = $4.2 M,
 * // ppaPrice = $0.05389/kWh in year 1 (escalating 2.5 %/yr), lcoe = $0.06763/kWh, breakeven year 14.
 */
export interface PpaInputs {
  systemSizeMW: number;
  /** $/Wdc; required when solving for the PPA price. */
  epcPricePerW?: number;
  /** Discount rate, fraction. */
  wacc: number;
  itcPercent: number;
  omCostPerKWYear: number;
  /** Yearly output loss, fraction. */
  degradationPercent: number;
  termYears: number;
  /** Yearly PPA price escalator, fraction. */
  escalationPercent: number;
  /** $/kWh, year 1; required when solving for the EPC price. */
  targetPPA?: number;
  solveFor: 'ppa' | 'epc';
  /** Two-letter state for the typical yield; ignored when specificYieldKWhPerKW is given. */
  state?: string;
  specificYieldKWhPerKW?: number;
  /** Yearly O&M cost escalator, fraction (default 0: flat O&M, as the spec's inputs imply). */
  omEscalationPercent?: number;
}

export interface PpaYear {
  year: number;
  energyKWh: number;
  pricePerKWh: number;
  revenue: number;
  omCost: number;
  netCashFlow: number;
  /** −netCapex + Σ net cash flow to date. */
  cumulativeCashFlow: number;
  discountFactor: number;
  presentValue: number;
}

export interface PpaResult {
  solveFor: 'ppa' | 'epc';
  /** Year-1 PPA price, $/kWh: solved (PPA mode) or the target (EPC mode). */
  ppaPrice: number;
  /** EPC price, $/W: solved (EPC mode) or the input, which is then the break-even by construction. */
  maxEpcPrice: number;
  /** False when no EPC price above zero pays back at the target PPA (EPC mode). */
  viable: boolean;
  lcoe: number;
  /** Year-1 energy, kWh. */
  annualProduction: number;
  capex: number;
  netCapex: number;
  breakeven: number | null;
  specificYield: SpecificYield;
  presentValues: { revenue: number; omCost: number; energy: number };
  cashFlows: PpaYear[];
}

export function solvePpa(inputs: PpaInputs): PpaResult {
  const { wacc, itcPercent, termYears: years, escalationPercent: escalation, degradationPercent: degradation } = inputs;
  const kWdc = inputs.systemSizeMW * 1000;
  const specificYield = resolveSpecificYield(inputs);
  const firstYearEnergy = kWdc * specificYield.kWhPerKW;
  const itcShare = 1 - itcPercent / 100;

  const pvEnergy = firstYearEnergy * growingAnnuityFactor(wacc, 1 - degradation, years);
  const revenueFactor = firstYearEnergy * growingAnnuityFactor(wacc, (1 + escalation) * (1 - degradation), years);
  const firstYearOm = inputs.omCostPerKWYear * kWdc;
  const pvOm = firstYearOm * growingAnnuityFactor(wacc, 1 + (inputs.omEscalationPercent ?? 0), years);

  let ppaPrice: number;
  let epcPrice: number;
  if (inputs.solveFor === 'ppa') {
    if (inputs.epcPricePerW === undefined) throw new Error('epcPricePerW is required to solve for the PPA price');
    epcPrice = inputs.epcPricePerW;
    ppaPrice = (kWdc * 1000 * epcPrice * itcShare + pvOm) / revenueFactor;
  } else {
    if (inputs.targetPPA === undefined) throw new Error('targetPPA is required to solve for the EPC price');
    ppaPrice = inputs.targetPPA;
    epcPrice = (ppaPrice * revenueFactor - pvOm) / (kWdc * 1000 * itcShare);
  }

  const capex = kWdc * 1000 * epcPrice;
  const netCapex = capex * itcShare;
  const cashFlows = yearByYear({ firstYearEnergy, ppaPrice, firstYearOm, netCapex, inputs });
  return {
    solveFor: inputs.solveFor,
    ppaPrice,
    maxEpcPrice: epcPrice,
    viable: epcPrice > 0,
    lcoe: (netCapex + pvOm) / pvEnergy,
    annualProduction: firstYearEnergy,
    capex,
    netCapex,
    breakeven: cashFlows.find((row) => row.cumulativeCashFlow >= -1e-6)?.year ?? null,
    specificYield,
    presentValues: { revenue: ppaPrice * revenueFactor, omCost: pvOm, energy: pvEnergy },
    cashFlows,
  };
}

function yearByYear({ firstYearEnergy, ppaPrice, firstYearOm, netCapex, inputs }: { firstYearEnergy: number; ppaPrice: number; firstYearOm: number; netCapex: number; inputs: PpaInputs }): PpaYear[] {
  const rows: PpaYear[] = [];
  let cumulative = -netCapex;
  for (let year = 1; year <= inputs.termYears; year += 1) {
    const energyKWh = firstYearEnergy * (1 - inputs.degradationPercent) ** (year - 1);
    const pricePerKWh = ppaPrice * (1 + inputs.escalationPercent) ** (year - 1);
    const revenue = energyKWh * pricePerKWh;
    const omCost = firstYearOm * (1 + (inputs.omEscalationPercent ?? 0)) ** (year - 1);
    const netCashFlow = revenue - omCost;
    cumulative += netCashFlow;
    const discountFactor = (1 + inputs.wacc) ** -year;
    rows.push({ year, energyKWh, pricePerKWh, revenue, omCost, netCashFlow, cumulativeCashFlow: cumulative, discountFactor, presentValue: netCashFlow * discountFactor });
  }
  return rows;
}
