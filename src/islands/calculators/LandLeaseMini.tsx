import { useState } from 'react';
import type { LandLeaseResult } from '~/domain/finance/lease';
import { formatCurrency, formatQuantity } from '~/domain/format';
import { numbersOf } from '~/domain/schemas/calculators/numbers';
import { LEASE_DEFAULTS } from '~/domain/schemas/calculators/landLeaseCore';
import { LEASE_MINI_BOUNDS, LEASE_MINI_STATES, landLeaseMiniSchema } from '~/domain/schemas/calculators/landLeaseMini';
import { calculate } from '~/client/calculators';
import { numberFields } from '../forms/fieldBindings';
import { SelectField } from '../forms/SelectField';
import { textFields } from '../forms/fieldBindings';
import { useApiForm } from '../forms/useApiForm';
import { useFormValues } from '../forms/useFormValues';
import { MiniCalculatorCard, MiniCalculatorForm } from './MiniCalculatorCard';

const STATE_OPTIONS = LEASE_MINI_STATES.map((code) => ({ value: code, label: code }));

/**
 * The home page's land-lease mini calculator: narrower limits and seven states. On failure it logs
 * the error and, so the visitor is not left waiting, says so in the card.
 */
export default function LandLeaseMini() {
  const { values, set, formRef } = useFormValues({
    acres: String(LEASE_DEFAULTS.acres),
    distanceToSubstation: String(LEASE_DEFAULTS.distanceToSubstation),
    state: LEASE_DEFAULTS.state,
  });
  const input = { ...numbersOf(values, ['acres', 'distanceToSubstation']), state: values.state };
  const [result, setResult] = useState<LandLeaseResult>();
  const form = useApiForm({
    schema: landLeaseMiniSchema,
    values: input,
    send: (request) => calculate('land_lease', request),
    failure: {
      inline: 'The lease value could not be checked just now. Please try again, or open the full estimator.',
      log: 'Land lease calculation error',
    },
    onSuccess: setResult,
  });
  const { errors } = form;
  const number = numberFields({ values, set, errors, bounds: LEASE_MINI_BOUNDS });
  const field = textFields({ values, set, errors });

  return (
    <MiniCalculatorCard
      title="Land Lease Check"
      href="/tools/land-lease-estimator"
      linkText="Full Estimator"
      answer={
        result && (
          <>
            <p className="text-sm text-slate-700">Likely lease value</p>
            <p className="text-2xl font-bold tabular-nums text-brand-800">{formatCurrency(result.likely.perAcre)}/acre/yr</p>
            <p className="mt-1 text-sm text-slate-700">
              {formatCurrency(result.likely.total)} a year on {formatQuantity(result.usableAcres)} usable acres · range{' '}
              {formatCurrency(result.conservative.perAcre)}–{formatCurrency(result.aggressive.perAcre)}/acre
            </p>
          </>
        )
      }
    >
      <MiniCalculatorForm label="Land lease check" formRef={formRef} api={form} input={input} submitLabel="Check Lease Value">
        {number('acres', 'Acres', 1)}
        {number('distanceToSubstation', 'Miles to substation', 0.1)}
        <div className="col-span-2">
          <SelectField label="State" {...field('state')} options={STATE_OPTIONS} />
        </div>
      </MiniCalculatorForm>
    </MiniCalculatorCard>
  );
}
