import { lazy, Suspense } from 'react';
import { CheckboxField } from '../forms/CheckboxField';
import type { EconomicsInputs, SectionProps } from './btmInputs';

/** The fields load when asked for: most visitors never open them, and the page's first load stays within its budget. */
const EconomicsFields = lazy(() => import('./EconomicsFields'));

interface Props extends SectionProps<EconomicsInputs> {
  /** PV from uploaded hours: its size must be typed (a modelled system's is known). */
  pvFromFile: boolean;
}

/** "Costs and taxes": PV and battery costs, the ITC, tax and depreciation, for the system's after-tax cash flow; optionally sizing both. */
export function EconomicsSection(props: Props) {
  const { inputs, onChange } = props;
  return (
    <details className="rounded-lg border border-slate-200 p-3 lg:col-span-2" open={inputs.enabled}>
      <summary className="cursor-pointer text-base font-semibold text-ink">Costs and taxes (PV + battery after tax)</summary>
      <div className="mt-3 flex flex-col gap-3">
        <CheckboxField name="withEconomics" checked={inputs.enabled} onChange={(on) => onChange({ enabled: on })}>
          Add the system&apos;s after-tax cash flow (ITC, depreciation, NPV, IRR, paybacks)
        </CheckboxField>
        {inputs.enabled && (
          <Suspense fallback={<p className="text-sm text-slate-600">Loading the cost fields…</p>}>
            <EconomicsFields {...props} />
          </Suspense>
        )}
      </div>
    </details>
  );
}
