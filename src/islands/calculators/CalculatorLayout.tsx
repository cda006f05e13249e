import type { FormEvent, ReactNode, RefObject } from 'react';
import { ModeTabs } from '../forms/ModeTabs';
import { SubmitRow } from '../forms/SubmitRow';

interface Props {
  title: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The form element, for useFormValues. */
  formRef?: RefObject<HTMLFormElement | null>;
  fields: ReactNode;
  pending: boolean;
  /** Shown beside (desktop) or below (mobile) the form once there is a result. */
  result?: ReactNode;
  /** What the results area says before the first calculation. */
  placeholder: string;
  /** Tabs that switch the form's mode (the PPA calculator's Solve for PPA / Solve for EPC). */
  modes?: { label: string; options: readonly { value: string; label: string }[]; value: string; onChange(value: string): void };
}

/** The shared shape of a calculator page: inputs on the left, results on the right. */
export function CalculatorLayout({ title, onSubmit, formRef, fields, pending, result, placeholder, modes }: Props) {
  const form = (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={title}>
      {fields}
      <SubmitRow label="Calculate" pendingLabel="Calculating..." pending={pending} className="mt-2" />
    </form>
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {modes ? <ModeTabs {...modes}>{form}</ModeTabs> : form}
      </section>
      <section aria-label="Results" aria-live="polite" className="min-w-0">
        {result ?? (
          <div className="flex h-full min-h-48 items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600">
            {placeholder}
          </div>
        )}
      </section>
    </div>
  );
}
