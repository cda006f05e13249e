import { CheckboxField } from '../forms/CheckboxField';
import type { numberFields, textFields } from '../forms/fieldBindings';
import { SelectField } from '../forms/SelectField';
import { FIELD_GRID } from './CalculatorLayout';

/** The PPA form's fields chosen from a list. */
export type PpaTextField = 'state' | 'tracking' | 'taxMode' | 'incentive';

type AfterTaxField =
  | 'federalTaxRate'
  | 'stateTaxRate'
  | 'ptcPerKWh'
  | 'bonusDepreciationPercent'
  | 'creditTransferPrice'
  | 'debtDscr'
  | 'debtTenorYears'
  | 'debtInterestRate'
  | 'targetEquityIrr';

interface Props {
  number: ReturnType<typeof numberFields<AfterTaxField>>;
  field: ReturnType<typeof textFields<PpaTextField>>;
  /** Whether the project claims the PTC (and so no ITC). */
  ptc: boolean;
  useDebt: boolean;
  setUseDebt(checked: boolean): void;
}

/** The after-tax model's inputs on the PPA calculator: the credit, the taxes, and the sculpted debt. */
export default function PpaAfterTaxFields({ number, field, ptc, useDebt, setUseDebt }: Props) {
  return (
    <>
      <SelectField
        label="Tax credit"
        {...field('incentive')}
        options={[
          { value: 'itc', label: 'ITC, on the capex' },
          { value: 'ptc', label: 'PTC, per kWh for 10 years' },
        ]}
        hint={ptc ? 'The project claims no ITC with the PTC.' : undefined}
      />
      <div className={FIELD_GRID}>
        {number('federalTaxRate', 'Federal tax rate (%)', 0.5)}
        {number('stateTaxRate', 'State tax rate (%)', 0.5)}
        {ptc && number('ptcPerKWh', 'PTC ($/kWh, year 1)', 0.001)}
        {number('bonusDepreciationPercent', 'Bonus depreciation (%)', 1)}
        {number('creditTransferPrice', 'Credit transfer price ($ per $1)', 0.01, { hint: '1 if the owner uses the credit' })}
      </div>
      <CheckboxField name="useDebt" checked={useDebt} onChange={setUseDebt}>
        Sculpted debt (levered returns)
      </CheckboxField>
      {useDebt && (
        <div className={FIELD_GRID}>
          {number('debtDscr', 'DSCR', 0.05)}
          {number('debtTenorYears', 'Debt tenor (years)', 1)}
          {number('debtInterestRate', 'Interest rate (%)', 0.1)}
          {number('targetEquityIrr', 'Target equity IRR (%)', 0.1)}
        </div>
      )}
    </>
  );
}
