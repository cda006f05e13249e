import { SYSTEM_COST_DEFAULTS } from '../finance/cashFlow.ts';
import type { BtmEconomicsRequest } from '../schemas/calculators/btmEconomics.ts';
import { numbersOf } from '../schemas/calculators/numbers.ts';

/**
 * The optimizer page's "Costs and taxes": the main after-tax assumptions as text fields (percent
 * where a rate is meant, as the API takes them), to the request's `economics`.
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
