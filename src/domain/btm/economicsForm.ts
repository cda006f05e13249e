import { SYSTEM_COST_DEFAULTS } from '../finance/cashFlow.ts';
import { CALCULATOR_PATHS } from '../calculatorRuns.ts';
import type { BtmEconomicsRequest } from '../schemas/calculators/btmEconomics.ts';
import { numbersOf } from '../schemas/calculators/numbers.ts';

/**
 * The optimizer page's "Costs and taxes": the main after-tax assumptions as text fields (percent
 * where a rate is meant, as the API takes them), to the request's `economics`; and the link that
 * carries the PV system on to the PPA calculator.
 */

const d = SYSTEM_COST_DEFAULTS;
export const ECONOMICS_FORM_INITIAL = {
  pvCapexPerW: String(d.pv.capexPerW),
  pvOmPerKWYear: String(d.pv.omPerKWYear),
  pvItcPercent: String(d.pv.itcPercent),
  pvMaxKW: '',
  pvReferenceKW: '',
  batteryCapexPerKW: String(d.battery.capexPerKW),
  batteryCapexPerKWh: String(d.battery.capexPerKWh),
  batteryFixedCost: String(d.battery.fixedCost),
  batteryItcPercent: String(d.battery.itcPercent),
  itcAdderPercent: '0',
  replacementYear: '',
  replacementPerKWh: '',
  incomeTaxPercent: String(d.incomeTaxPercent),
  bonusDepreciationPercent: String(d.bonusDepreciationPercent),
  tariffEscalationPercent: String(d.tariffEscalationPercent),
  analysisYears: String(d.analysisYears),
  discountRatePercent: String(d.discountRatePercent),
};
export type EconomicsFormField = keyof typeof ECONOMICS_FORM_INITIAL;

/** Where each field's message comes from in the request. */
export const ECONOMICS_FIELD_PATHS: Readonly<Record<EconomicsFormField, string>> = {
  pvCapexPerW: 'economics.pv.capexPerW',
  pvOmPerKWYear: 'economics.pv.omPerKWYear',
  pvItcPercent: 'economics.pv.itcPercent',
  pvMaxKW: 'economics.pv.maxKW',
  pvReferenceKW: 'economics.pv.referenceKW',
  batteryCapexPerKW: 'economics.battery.capexPerKW',
  batteryCapexPerKWh: 'economics.battery.capexPerKWh',
  batteryFixedCost: 'economics.battery.fixedCost',
  batteryItcPercent: 'economics.battery.itcPercent',
  itcAdderPercent: 'economics.pv.itcAdderPercent',
  replacementYear: 'economics.battery.replacementYear',
  replacementPerKWh: 'economics.battery.replacementPerKWh',
  incomeTaxPercent: 'economics.incomeTaxPercent',
  bonusDepreciationPercent: 'economics.bonusDepreciationPercent',
  tariffEscalationPercent: 'economics.tariffEscalationPercent',
  analysisYears: 'economics.analysisYears',
  discountRatePercent: 'economics.discountRatePercent',
};

/**
 * The request's economics from the form's text; a blank field is left to the default. The PV's
 * size is the modelled system's, or, for uploaded hours, the size typed for them. The adders apply
 * to both PV and the battery.
 */
export function economicsFromForm(values: Readonly<Record<string, string>>, pvModelKW: number | undefined): BtmEconomicsRequest {
  const n = numbersOf(values, Object.keys(ECONOMICS_FORM_INITIAL) as EconomicsFormField[]);
  const referenceKW = pvModelKW ?? n.pvReferenceKW;
  const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
  return defined({
    pv: defined({
      capexPerW: n.pvCapexPerW,
      omPerKWYear: n.pvOmPerKWYear,
      itcPercent: n.pvItcPercent,
      itcAdderPercent: n.itcAdderPercent,
      referenceKW,
      maxKW: n.pvMaxKW,
    }),
    battery: defined({
      capexPerKW: n.batteryCapexPerKW,
      capexPerKWh: n.batteryCapexPerKWh,
      fixedCost: n.batteryFixedCost,
      itcPercent: n.batteryItcPercent,
      itcAdderPercent: n.itcAdderPercent,
      replacementYear: n.replacementYear,
      replacementPerKWh: n.replacementPerKWh,
    }),
    incomeTaxPercent: n.incomeTaxPercent,
    bonusDepreciationPercent: n.bonusDepreciationPercent,
    tariffEscalationPercent: n.tariffEscalationPercent,
    analysisYears: n.analysisYears,
    discountRatePercent: n.discountRatePercent,
  });
}

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
