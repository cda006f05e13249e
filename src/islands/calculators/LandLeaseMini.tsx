import { useState, type FormEvent } from 'react';
import type { LandLeaseResult } from '~/domain/finance/lease';
import { LEASE_DEFAULTS, LEASE_MINI_BOUNDS, LEASE_MINI_STATES, landLeaseMiniSchema } from '~/domain/schemas/calculators';
import { apiRequest } from '~/lib/api';
import { formatCurrency, formatQuantity } from '~/lib/format';
import { validateForm, type FieldErrors } from '~/lib/formErrors';
import { NumberField, numbersFrom } from '../forms/NumberField';
import { useHydrated } from '../forms/useHydrated';
import { SelectField } from '../forms/SelectField';
import { useFormValues } from '../forms/useFormValues';

/**
 * The home page's land-lease mini calculator (SPEC §2, §5): narrower limits and seven states; on
 * failure it only logs the error (SPEC §8).
 */
export default function LandLeaseMini() {
  const { values, set, formRef } = useFormValues({
    acres: String(LEASE_DEFAULTS.acres),
    distanceToSubstation: String(LEASE_DEFAULTS.distanceToSubstation),
    state: LEASE_DEFAULTS.state,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<LandLeaseResult>();
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(landLeaseMiniSchema, { ...numbersFrom(values, ['acres', 'distanceToSubstation']), state: values.state });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    setPending(true);
    try {
      setResult((await (await apiRequest('POST', '/api/calculators/land-lease', checked.data)).json()) as LandLeaseResult);
    } catch (error) {
      console.error('Land lease calculation error', error);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">Land Lease Check</h3>
        <a href="/tools/land-lease-estimator" className="text-sm font-semibold text-brand-800 hover:underline">
          Full Estimator
        </a>
      </div>
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Land lease check" className="grid grid-cols-2 gap-3">
        <NumberField label="Acres" name="acres" value={values.acres!} onChange={set('acres')} step={1} min={LEASE_MINI_BOUNDS.acres[0]} max={LEASE_MINI_BOUNDS.acres[1]} error={errors.acres} />
        <NumberField
          label="Miles to substation"
          name="distanceToSubstation"
          value={values.distanceToSubstation!}
          onChange={set('distanceToSubstation')}
          step={0.1}
          min={LEASE_MINI_BOUNDS.distanceToSubstation[0]}
          max={LEASE_MINI_BOUNDS.distanceToSubstation[1]}
          error={errors.distanceToSubstation}
        />
        <div className="col-span-2">
          <SelectField label="State" name="state" value={values.state} onChange={(event) => set('state')(event.target.value)} options={LEASE_MINI_STATES.map((code) => ({ value: code, label: code }))} error={errors.state} />
        </div>
        <button
          type="submit"
          disabled={pending || !hydrated}
          className="col-span-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? 'Calculating...' : 'Check Lease Value'}
        </button>
      </form>
      <div aria-live="polite">
        {result && (
          <div className="mt-4 rounded-lg bg-brand-50 p-4">
            <p className="text-sm text-slate-700">Likely lease value</p>
            <p className="text-2xl font-bold tabular-nums text-brand-800">{formatCurrency(result.likely.perAcre)}/acre/yr</p>
            <p className="mt-1 text-sm text-slate-700">
              {formatCurrency(result.likely.total)} a year on {formatQuantity(result.usableAcres)} usable acres · range {formatCurrency(result.conservative.perAcre)}–
              {formatCurrency(result.aggressive.perAcre)}/acre
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
