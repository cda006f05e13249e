import { useEffect } from 'react';
import { ECONOMICS_FIELD_PATHS, ECONOMICS_FORM_INITIAL, type EconomicsFormField } from '~/domain/btm/economicsForm';
import { CheckboxField } from '../forms/CheckboxField';
import { groupChange, type EconomicsInputs, type SectionProps } from './btmInputs';
import { sectionFields } from './sectionFields';

/** The "Costs and taxes" fields, filled with the defaults the first time they show. */
export default function EconomicsFields({ inputs, onChange, errors, pvFromFile }: SectionProps<EconomicsInputs> & { pvFromFile: boolean }) {
  const empty = Object.keys(inputs.values).length === 0;
  useEffect(() => {
    if (empty) onChange({ values: ECONOMICS_FORM_INITIAL });
  }, [empty, onChange]);
  // The request names these fields by their API paths (economics.pv.capexPerW); the form by its own names.
  const fieldErrors = Object.fromEntries(
    (Object.keys(ECONOMICS_FORM_INITIAL) as EconomicsFormField[]).map((field) => [field, errors[ECONOMICS_FIELD_PATHS[field]] ?? '']),
  );
  const field = sectionFields(inputs.values, groupChange(onChange, 'values'), fieldErrors).number;
  // Named apart from the battery's own cost fields (its analysisYears): one name, one field, in the form.
  const number = (key: EconomicsFormField, label: string, step: number, more: { hint?: string } = {}) =>
    field(key, label, step, { ...more, name: `economics-${key}` });
  const { coSize } = inputs;
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {number('pvCapexPerW', 'PV installed cost ($/W)', 0.01)}
        {number('pvOmPerKWYear', 'PV O&M ($/kW-year)', 1)}
        {number('pvItcPercent', 'PV ITC (%)', 1)}
        {pvFromFile && number('pvReferenceKW', 'Size of the uploaded PV (kWdc)', 1)}
        {number('batteryCapexPerKWh', 'Battery ($/kWh)', 1)}
        {number('batteryCapexPerKW', 'Battery power ($/kW)', 1)}
        {number('batteryFixedCost', 'Battery fixed cost ($)', 100, { hint: 'Paid once if any battery is built' })}
        {number('batteryItcPercent', 'Battery ITC (%)', 1)}
        {number('itcAdderPercent', 'ITC adders (%)', 1, { hint: 'Domestic content, energy community' })}
        {number('replacementYear', 'Battery replaced in year', 1, { hint: 'Blank: never' })}
        {number('replacementPerKWh', 'Replacement ($/kWh)', 1)}
        {number('incomeTaxPercent', 'Income tax rate (%)', 0.1)}
        {number('bonusDepreciationPercent', 'Bonus depreciation (%)', 1)}
        {number('tariffEscalationPercent', 'Tariff escalation (%/year)', 0.1)}
        {number('analysisYears', 'Analysis period (years)', 1)}
        {number('discountRatePercent', 'Discount rate (%)', 0.1)}
      </div>
      <CheckboxField name="coSize" checked={coSize} onChange={(on) => onChange({ coSize: on })}>
        Let the optimizer choose PV and battery sizes together (battery up to the power and energy above)
      </CheckboxField>
      {coSize && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {number('pvMaxKW', 'PV, at most (kWdc)', 1, { hint: 'Blank: the PV above' })}
        </div>
      )}
      <p className="text-xs text-slate-600">
        5-year MACRS with bonus depreciation on a basis less half the ITC; the ITC is claimed in year 1. Solar&apos;s ITC needs construction
        begun by 4 July 2026 or service by the end of 2027.
      </p>
    </>
  );
}
