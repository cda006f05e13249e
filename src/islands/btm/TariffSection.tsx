import { ILLUSTRATIVE_EXPORT_TABLE_NOTE } from '~/domain/btm/exampleExportTable';
import { EXAMPLE_TARIFFS, type ExampleTariff } from '~/domain/btm/exampleTariffs';
import { CheckboxField } from '../forms/CheckboxField';
import { NumberField } from '../forms/NumberField';
import { SelectField } from '../forms/SelectField';
import { TextAreaField } from '../forms/TextAreaField';
import { RadioChoice } from '../forms/RadioChoice';
import { EXPORT_CHOICES, groupChange, TARIFF_MODES, type ExportChoice, type SectionProps, type TariffInputs } from './btmInputs';
import { BtmSection, FileInput, sectionFields } from './sectionFields';

const EXAMPLE_OPTIONS = EXAMPLE_TARIFFS.map(({ id, title, effectiveDate }) => ({
  value: id,
  label: `${title}, ${effectiveDate.slice(0, 4)}`,
}));
const MONTH_OPTIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((label, index) => ({
  value: String(index + 1),
  label,
}));

const EXPORT_HINTS: Readonly<Record<ExportChoice, string>> = {
  none: 'Surplus solar is stored or spilled; the battery never exports.',
  flat: 'Every exported kWh, solar’s or the battery’s, earns one price.',
  'net-metering': 'Exports are credited at the import rate less a non-bypassable charge.',
  'net-billing-table': 'Exports earn a value by month, hour and weekday or weekend.',
};

const TRUE_UP_OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Yearly' },
];

/** The site's tariff: a real one to try, the user's own in OpenEI URDB JSON, or a simple one built here; and what export earns. */
export function TariffSection({ inputs, onChange, errors }: SectionProps<TariffInputs>) {
  const { mode, built } = inputs;
  const example: ExampleTariff | undefined = EXAMPLE_TARIFFS.find((tariff) => tariff.id === inputs.exampleId);
  const onBuilt = groupChange(onChange, 'built');
  const { number, select } = sectionFields(built, onBuilt, errors);
  return (
    <BtmSection legend="2. The tariff">
      <RadioChoice label="Which tariff" name="tariffMode" value={mode} onChange={(mode) => onChange({ mode })} options={TARIFF_MODES} />
      {mode === 'example' && (
        <>
          <SelectField
            label="Example tariff"
            name="exampleTariff"
            value={inputs.exampleId}
            onChange={(event) => onChange({ exampleId: event.target.value })}
            options={EXAMPLE_OPTIONS}
          />
          {example && (
            <p className="text-xs text-slate-600">
              {example.title}: {example.sector.toLowerCase()}, effective {example.effectiveDate}
              {example.endDate ? ` to ${example.endDate}` : ''}: an edition of a real rate from the{' '}
              <a href={`https://apps.openei.org/USURDB/rate/view/${example.urdbLabel}`}>U.S. Utility Rate Database</a>. Rates change: use
              your own for a decision.
            </p>
          )}
        </>
      )}
      {mode === 'urdb' && (
        <>
          <TextAreaField
            label="Tariff (OpenEI URDB JSON)"
            name="urdb"
            value={inputs.urdbText}
            onChange={(event) => onChange({ urdbText: event.target.value })}
            rows={5}
            error={errors.tariff}
            hint="Paste the rate from apps.openei.org/USURDB (its JSON, or an API answer with items), or choose its file."
          />
          <FileInput
            name="urdbFile"
            aria-label="Tariff file (URDB JSON)"
            accept=".json,application/json"
            className="max-w-full text-sm"
            onFile={(chosen) => void chosen.text().then((urdbText) => onChange({ urdbText }))}
          />
        </>
      )}
      {mode === 'form' && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {number('offPeakRate', 'Off-peak energy ($/kWh)', 0.001)}
          {number('onPeakRate', 'On-peak energy ($/kWh)', 0.001)}
          {number('onPeakStart', 'On-peak from (hour, 0–23)', 1)}
          {number('onPeakEnd', 'On-peak until (hour, 1–24)', 1)}
          {select('seasonFirstMonth', 'On-peak season from', MONTH_OPTIONS)}
          {select('seasonLastMonth', 'On-peak season to', MONTH_OPTIONS)}
          <div className="sm:col-span-2">
            <CheckboxField
              name="weekdaysOnly"
              checked={built.weekdaysOnly === 'yes'}
              onChange={(checked) => onBuilt({ weekdaysOnly: checked ? 'yes' : 'no' })}
            >
              On-peak on weekdays only (clock time)
            </CheckboxField>
          </div>
          {number('onPeakDemandRate', 'On-peak demand ($/kW)', 0.01, { hint: "On the month's highest on-peak demand" })}
          {number('flatDemandRate', 'Monthly demand ($/kW)', 0.01, { hint: "On the month's highest demand" })}
          {number('fixedMonthlyCharge', 'Fixed charge ($/month)', 1)}
          {errors.tariff && <p className="text-sm text-red-700 sm:col-span-2">{errors.tariff}</p>}
        </div>
      )}
      <SelectField
        label="What exports earn"
        name="exportRule"
        value={inputs.exportRule}
        onChange={(event) => onChange({ exportRule: event.target.value as ExportChoice })}
        options={EXPORT_CHOICES}
        hint={EXPORT_HINTS[inputs.exportRule]}
      />
      {inputs.exportRule === 'flat' && (
        <NumberField
          label="Export price ($/kWh)"
          name="exportPrice"
          value={inputs.exportPrice}
          onChange={(exportPrice) => onChange({ exportPrice })}
          step={0.001}
          min={0}
          error={errors['export.pricePerKWh']}
        />
      )}
      {inputs.exportRule === 'net-metering' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberField
            label="Non-bypassable charge ($/kWh)"
            name="nonBypassable"
            value={inputs.nonBypassable}
            onChange={(nonBypassable) => onChange({ nonBypassable })}
            step={0.001}
            min={0}
            error={errors['export.nonBypassablePerKWh']}
            hint="Taken off each exported kWh's credit at the import rate."
          />
          <SelectField
            label="Credits true up"
            name="trueUp"
            value={inputs.trueUp}
            onChange={(event) => onChange({ trueUp: event.target.value as TariffInputs['trueUp'] })}
            options={TRUE_UP_OPTIONS}
            hint={inputs.trueUp === 'monthly' ? "A month's unused credit is lost." : "Credit carries over to the year's end."}
          />
        </div>
      )}
      {inputs.exportRule === 'net-billing-table' && (
        <p className="text-sm text-slate-700">
          {ILLUSTRATIVE_EXPORT_TABLE_NOTE}: $0.01–0.03/kWh by day, up to $0.065 on September evenings. Not a utility&apos;s figures; send
          your own 12 × 24 × 2 table to the API.
        </p>
      )}
    </BtmSection>
  );
}
