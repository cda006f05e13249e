import { CALCULATOR_PATHS } from '../calculatorLinks.ts';

/** A PV system and its economics as the optimizer and a site state them (percent where a rate is meant). */
export interface PpaHandOff {
  pvKW: number;
  capexPerW: number;
  /** The ITC with its adders. */
  itcPercent: number;
  omPerKWYear: number;
  degradationPercent: number;
  analysisYears: number;
  discountRatePercent: number;
  tariffEscalationPercent: number;
  incomeTaxPercent: number;
  bonusDepreciationPercent: number;
}

/** The PPA calculator's request for such a system, in its units (fractions where it wants them). */
export interface PpaHandOffRequest {
  systemSizeMW: number;
  epcPricePerW: number;
  itcPercent: number;
  omCostPerKWYear: number;
  degradationPercent: number;
  escalationPercent: number;
  termYears: number;
  wacc: number;
  federalTaxRate: number;
  bonusDepreciationPercent: number;
  taxMode: 'after-tax';
  solveFor: 'ppa';
}

const fraction = (percent: number) => Number((percent / 100).toPrecision(6));

/**
 * The PPA that pays for the PV, after tax, single owner: its size, EPC price, ITC (at most the
 * calculator's 50 %), O&M, degradation, the analysis as the term, the discount rate as the WACC,
 * the income tax as the (federal) rate and the bonus depreciation; the price escalates as the
 * tariff does (never down). One mapping for the optimizer's hand-off and a site's PPA price.
 */
export function ppaRequestOf(system: PpaHandOff): PpaHandOffRequest {
  return {
    systemSizeMW: Number((system.pvKW / 1000).toPrecision(6)),
    epcPricePerW: system.capexPerW,
    itcPercent: Math.min(system.itcPercent, 50),
    omCostPerKWYear: system.omPerKWYear,
    degradationPercent: fraction(system.degradationPercent),
    escalationPercent: fraction(Math.max(0, system.tariffEscalationPercent)),
    termYears: system.analysisYears,
    wacc: fraction(system.discountRatePercent),
    federalTaxRate: fraction(system.incomeTaxPercent),
    bonusDepreciationPercent: system.bonusDepreciationPercent,
    taxMode: 'after-tax',
    solveFor: 'ppa',
  };
}

/** A first-year yield (kWh per kWdc) as the hand-off passes it, to a tenth: what is priced here is what the page prices. */
export const handOffYield = (kWhPerKW: number) => Math.round(kWhPerKW * 10) / 10;

/**
 * The PPA calculator prefilled with a request and the yield. The calculator drops a field outside
 * its own bounds (a system under 100 kW, a yield outside 800–2,400 kWh/kW) and keeps its default there.
 */
export function ppaCalculatorHref(request: PpaHandOffRequest, specificYieldKWhPerKW: number | undefined): string {
  const query = new URLSearchParams(Object.entries(request).map(([field, value]) => [field, String(value)]));
  if (specificYieldKWhPerKW !== undefined && specificYieldKWhPerKW > 0)
    query.set('specificYieldKWhPerKW', String(handOffYield(specificYieldKWhPerKW)));
  return `${CALCULATOR_PATHS.ppa_epc}?${query.toString()}`;
}
