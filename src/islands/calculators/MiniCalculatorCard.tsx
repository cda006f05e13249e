import type { ReactNode, RefObject } from 'react';
import { SubmitRow } from '../forms/SubmitRow';
import type { ApiFormState } from '../forms/useApiForm';

/** The frame of a home-page calculator card: its title, a link to the full tool, the card's form, and its answer once there is one. */
export function MiniCalculatorCard({
  title,
  href,
  linkText,
  answer,
  children,
}: {
  title: string;
  href: string;
  linkText: string;
  answer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
        <a href={href} className="text-sm font-semibold text-brand-800 hover:underline">
          {linkText}
        </a>
      </div>
      {children}
      <div aria-live="polite">{answer && <div className="mt-4 rounded-lg bg-brand-50 p-4">{answer}</div>}</div>
    </div>
  );
}

interface FormProps {
  /** The form's accessible name. */
  label: string;
  /** useFormValues's ref, so what was typed before hydration is kept. */
  formRef: RefObject<HTMLFormElement | null>;
  /** What useApiForm returned, and the card's input it sends. */
  api: ApiFormState;
  input: unknown;
  submitLabel: string;
  children: ReactNode;
}

/** A home-page card's form: its fields two to a row, then its submit button and any failure across both columns. */
export function MiniCalculatorForm({ label, formRef, api, input, submitLabel, children }: FormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void api.submit(event, input)}
      onInput={api.onInput}
      aria-label={label}
      className="grid grid-cols-2 gap-3"
    >
      {children}
      <SubmitRow label={submitLabel} pendingLabel="Calculating..." pending={api.pending} error={api.formError} className="col-span-2" />
    </form>
  );
}
