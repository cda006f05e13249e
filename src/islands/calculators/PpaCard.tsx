import { useState, type FormEvent } from 'react';
import type { PpaResult } from '~/domain/finance/ppa';
import { PPA_CARD_DEFAULTS, PPA_CARD_FORM_BOUNDS, percentOf, ppaCardFormSchema, ppaRequestFromForm } from '~/domain/schemas/calculators';
import { apiRequest } from '~/lib/api';
import { validateForm, type FieldErrors } from '~/lib/formErrors';
import { ModeTabs } from '../forms/ModeTabs';
import { NumberField, numbersFrom } from '../forms/NumberField';
import { useHydrated } from '../forms/useHydrated';
import { PPA_MODES, type PpaMode } from './ppaModes';
import { useFormValues } from '../forms/useFormValues';

type Mode = PpaMode;
const FIELDS = ['systemSizeMW', 'wacc', 'epcPricePerW', 'targetPPA', 'itcPercent'] as const;

/**
 * The home page's compact PPA card (SPEC §2 "Landing and home", §5): five inputs with narrower
 * bounds, WACC typed in percent. On failure it only logs 'PPA calculation error' (SPEC §8).
 */
export default function PpaCard() {
  const [mode, setMode] = useState<Mode>('ppa');
  const { values, set, formRef } = useFormValues({
    systemSizeMW: String(PPA_CARD_DEFAULTS.systemSizeMW),
    wacc: String(percentOf(PPA_CARD_DEFAULTS.wacc)),
    epcPricePerW: String(PPA_CARD_DEFAULTS.epcPricePerW),
    targetPPA: String(PPA_CARD_DEFAULTS.targetPPA),
    itcPercent: String(PPA_CARD_DEFAULTS.itcPercent),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<PpaResult>();
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const bounds = (field: (typeof FIELDS)[number]) => ({ min: PPA_CARD_FORM_BOUNDS[field][0], max: PPA_CARD_FORM_BOUNDS[field][1] });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const numbers = numbersFrom(values, FIELDS);
    const form = { ...numbers, solveFor: mode, ...(mode === 'epc' ? { epcPricePerW: undefined } : { targetPPA: undefined }) };
    const checked = validateForm(ppaCardFormSchema, form);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    setPending(true);
    try {
      const { systemSizeMW, epcPricePerW, wacc, itcPercent, targetPPA, solveFor } = ppaRequestFromForm(checked.data);
      setResult((await (await apiRequest('POST', '/api/calculators/ppa', { systemSizeMW, epcPricePerW, wacc, itcPercent, targetPPA, solveFor })).json()) as PpaResult);
    } catch (error) {
      console.error('PPA calculation error', error);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">PPA Calculator</h3>
        <a href="/tools/ppa-calculator" className="text-sm font-semibold text-brand-800 hover:underline">
          Full Calculator
        </a>
      </div>
      <ModeTabs
        label="Solve for"
        options={PPA_MODES}
        value={mode}
        onChange={(value) => {
          setMode(value);
          setResult(undefined);
        }}
      >
        <form ref={formRef} noValidate onSubmit={submit} aria-label="PPA estimate" className="grid grid-cols-2 gap-3">
          <NumberField label="System Size (MW)" name="systemSizeMW" value={values.systemSizeMW!} onChange={set('systemSizeMW')} step={0.1} {...bounds('systemSizeMW')} error={errors.systemSizeMW} />
          <NumberField label="WACC (%)" name="wacc" value={values.wacc!} onChange={set('wacc')} step={0.01} {...bounds('wacc')} error={errors.wacc} />
          {mode === 'ppa' ? (
            <NumberField label="EPC Price ($/W)" name="epcPricePerW" value={values.epcPricePerW!} onChange={set('epcPricePerW')} step={0.01} {...bounds('epcPricePerW')} error={errors.epcPricePerW} />
          ) : (
            <NumberField label="Target PPA ($/kWh)" name="targetPPA" value={values.targetPPA!} onChange={set('targetPPA')} step={0.001} {...bounds('targetPPA')} error={errors.targetPPA} />
          )}
          <NumberField label="ITC (%)" name="itcPercent" value={values.itcPercent!} onChange={set('itcPercent')} step={1} {...bounds('itcPercent')} error={errors.itcPercent} />
          <button
            type="submit"
            disabled={pending || !hydrated}
            className="col-span-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {pending ? 'Calculating...' : 'Calculate'}
          </button>
        </form>
      </ModeTabs>
      <div aria-live="polite">
        {result && (
          <div className="mt-4 rounded-lg bg-brand-50 p-4">
            <p className="text-sm text-slate-700">{result.solveFor === 'ppa' ? 'Estimated PPA Price' : 'Maximum EPC Price'}</p>
            <p className="text-2xl font-bold tabular-nums text-brand-800">{result.solveFor === 'ppa' ? `$${result.ppaPrice.toFixed(4)}/kWh` : `$${result.maxEpcPrice.toFixed(2)}/W`}</p>
            <p className="mt-1 text-xs text-slate-700">LCOE ${result.lcoe.toFixed(4)}/kWh · 25-year term, US-average solar resource</p>
          </div>
        )}
      </div>
    </div>
  );
}
