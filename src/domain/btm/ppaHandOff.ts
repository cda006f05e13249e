import { CALCULATOR_PATHS } from '../calculatorLinks.ts';

/** The PV system and its economics, as the PPA calculator's URL takes them (API units: fractions where it wants them). */
export interface PpaHandOff {
  pvKW: number;
  pvAnnualKWh: number;
  capexPerW: number;
  itcPercent: number;
  omPerKWYear: number;
  degradationPercent: number;
  analysisYears: number;
  discountRatePercent: number;
  tariffEscalationPercent: number;
}

/**
 * The PPA calculator prefilled with the PV system: its size, EPC price, ITC, O&M, degradation,
 * yield (first-year kWh per kWdc), term and the discount rate as its WACC, after tax. The
 * calculator drops a field outside its own bounds (a system under 100 kW, a yield outside
 * 800–2,400 kWh/kW) and keeps its default there.
 */
export function ppaCalculatorHref(system: PpaHandOff): string {
  const query = new URLSearchParams({
    systemSizeMW: String(Number((system.pvKW / 1000).toPrecision(6))),
    epcPricePerW: String(system.capexPerW),
    itcPercent: String(Math.min(system.itcPercent, 50)),
    omCostPerKWYear: String(system.omPerKWYear),
    degradationPercent: String(Number((system.degradationPercent / 100).toPrecision(6))),
    escalationPercent: String(Number((Math.max(0, system.tariffEscalationPercent) / 100).toPrecision(6))),
    termYears: String(system.analysisYears),
    wacc: String(Number((system.discountRatePercent / 100).toPrecision(6))),
    taxMode: 'after-tax',
    solveFor: 'ppa',
  });
  if (system.pvKW > 0) query.set('specificYieldKWhPerKW', String(Math.round(system.pvAnnualKWh / system.pvKW)));
  return `${CALCULATOR_PATHS.ppa_epc}?${query.toString()}`;
}
