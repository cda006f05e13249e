import { useState } from 'react';
import type { PpaResult } from '~/domain/finance/ppa';
import { percentOf } from '~/domain/schemas/calculators/numbers';
import { PPA_CARD_DEFAULTS, PPA_CARD_FORM_BOUNDS, ppaCardFormSchema, ppaRequestFromForm } from '~/domain/schemas/calculators/ppa';
import { calculate } from '~/lib/client/calculators';
import { ModeTabs } from '../forms/ModeTabs';
import { NumberField, numbersFrom } from '../forms/NumberField';
import { SubmitRow } from '../forms/SubmitRow';
import { useApiForm } from '../forms/useApiForm';
import { useFormValues } from '../forms/useFormValues';
import { PPA_MODES, type PpaMode } from './ppaModes';

const FIELDS = ['systemSizeMW', 'wacc', 'epcPricePerW', 'targetPPA', 'itcPercent'] as const;

/**
 * The home page's compact PPA card (SPEC §2 "Landing and home", §5): five inputs with narrower
 * bounds, WACC typed in percent. On failure it logs 'PPA calculation error' (SPEC §8) and, so the
 * visitor is not left waiting, says so in the card.
 */
export default function PpaCard() {
  const [mode, setMode] = useState<PpaMode>('ppa');
  const { values, set, formRef } = useFormValues({
    systemSizeMW: String(PPA_CARD_DEFAULTS.systemSizeMW),
    wacc: String(percentOf(PPA_CARD_DEFAULTS.wacc)),
    epcPricePerW: String(PPA_CARD_DEFAULTS.epcPricePerW),
    targetPPA: String(PPA_CARD_DEFAULTS.targetPPA),
    itcPercent: String(PPA_CARD_DEFAULTS.itcPercent),
  });
  const [result, setResult] = useState<PpaResult>();
  const { errors, formError, pending, submit } = useApiForm({
    schema: ppaCardFormSchema,
    send(data) {
      const { systemSizeMW, epcPricePerW, wacc, itcPercent, targetPPA, solveFor } = ppaRequestFromForm(data);
      return calculate('ppa_epc', { systemSizeMW, epcPricePerW, wacc, itcPercent, targetPPA, solveFor });
    },
    failure: {
      inline: 'The estimate could not be calculated just now. Please try again, or open the full calculator.',
      log: 'PPA calculation error',
    },
    onSuccess: setResult,
  });
  const bounds = (field: (typeof FIELDS)[number]) => ({ min: PPA_CARD_FORM_BOUNDS[field][0], max: PPA_CARD_FORM_BOUNDS[field][1] });

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
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) =>
            submit(event, {
              ...numbersFrom(values, FIELDS),
              solveFor: mode,
              ...(mode === 'epc' ? { epcPricePerW: undefined } : { targetPPA: undefined }),
            })
          }
          aria-label="PPA estimate"
          className="grid grid-cols-2 gap-3"
        >
          <NumberField
            label="System Size (MW)"
            name="systemSizeMW"
            value={values.systemSizeMW!}
            onChange={set('systemSizeMW')}
            step={0.1}
            {...bounds('systemSizeMW')}
            error={errors.systemSizeMW}
          />
          <NumberField
            label="WACC (%)"
            name="wacc"
            value={values.wacc!}
            onChange={set('wacc')}
            step={0.01}
            {...bounds('wacc')}
            error={errors.wacc}
          />
          {mode === 'ppa' ? (
            <NumberField
              label="EPC Price ($/W)"
              name="epcPricePerW"
              value={values.epcPricePerW!}
              onChange={set('epcPricePerW')}
              step={0.01}
              {...bounds('epcPricePerW')}
              error={errors.epcPricePerW}
            />
          ) : (
            <NumberField
              label="Target PPA ($/kWh)"
              name="targetPPA"
              value={values.targetPPA!}
              onChange={set('targetPPA')}
              step={0.001}
              {...bounds('targetPPA')}
              error={errors.targetPPA}
            />
          )}
          <NumberField
            label="ITC (%)"
            name="itcPercent"
            value={values.itcPercent!}
            onChange={set('itcPercent')}
            step={1}
            {...bounds('itcPercent')}
            error={errors.itcPercent}
          />
          <SubmitRow label="Calculate" pendingLabel="Calculating..." pending={pending} error={formError} className="col-span-2" />
        </form>
      </ModeTabs>
      <div aria-live="polite">
        {result && (
          <div className="mt-4 rounded-lg bg-brand-50 p-4">
            <p className="text-sm text-slate-700">{result.solveFor === 'ppa' ? 'Estimated PPA Price' : 'Maximum EPC Price'}</p>
            {result.viable ? (
              <>
                <p className="text-2xl font-bold tabular-nums text-brand-800">
                  {result.solveFor === 'ppa' ? `$${result.ppaPrice.toFixed(4)}/kWh` : `$${result.maxEpcPrice.toFixed(2)}/W`}
                </p>
                <p className="mt-1 text-xs text-slate-700">
                  Nominal LCOE ${result.lcoe.toFixed(4)}/kWh · 25-year term, US-average solar resource
                </p>
              </>
            ) : (
              <p className="mt-1 text-sm font-semibold text-red-800">Not viable. {result.reason}</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
