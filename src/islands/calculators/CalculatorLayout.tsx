import { Suspense, type FormEvent, type ReactNode, type RefObject } from 'react';
import { LoadingRows } from '../ui/LoadingRows';
import { SubmitRow } from '../forms/SubmitRow';

interface Props {
  title: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** useApiForm's: a message clears as its field becomes valid. */
  onInput(event: FormEvent<HTMLFormElement>): void;
  /** The form element, for useFormValues. */
  formRef?: RefObject<HTMLFormElement | null>;
  fields: ReactNode;
  pending: boolean;
  /**
   * Shown beside (desktop) or below (mobile) the form once there is a result. A page's result
   * component (its tables and charts) loads with the first result: give its loader as
   * `loadResult`, which the first Calculate starts, so it arrives with the API's answer.
   */
  result?: ReactNode;
  loadResult?(): unknown;
  /** The result was calculated from other inputs than the form holds now. */
  stale?: boolean;
  /** What the results area says before the first calculation. */
  placeholder: string;
  /** What the form sits in: the PPA calculator's tabs that switch its mode (Solve for PPA / Solve for EPC). */
  around?(form: ReactNode): ReactNode;
}

/** The grid of a calculator form's fields: one column on a phone, two from `sm`, each column no wider than its share. */
export const FIELD_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2';

/**
 * The shared shape of a calculator page: inputs on the left, results on the right (below on a
 * phone), no wider than the screen; a result the inputs have moved on from says so above it.
 */
export function CalculatorLayout({
  title,
  onSubmit,
  onInput,
  formRef,
  fields,
  pending,
  result,
  loadResult,
  stale,
  placeholder,
  around,
}: Props) {
  const form = (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        void loadResult?.();
        onSubmit(event);
      }}
      onInput={onInput}
      className="flex flex-col gap-4"
      aria-label={title}
    >
      {fields}
      <SubmitRow label="Calculate" pendingLabel="Calculating..." pending={pending} className="mt-2" />
    </form>
  );
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <section aria-label={title} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {around ? around(form) : form}
      </section>
      <section aria-label="Results" aria-live="polite" className="min-w-0">
        {result ? (
          <div data-stale={stale || undefined} className="flex flex-col gap-3">
            {stale && (
              <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                <strong>Out of date:</strong> these results are for the inputs you calculated before. Press Calculate to update them.
              </p>
            )}
            <Suspense fallback={<LoadingRows rows={4} height="h-20" />}>{result}</Suspense>
          </div>
        ) : (
          <div className="flex h-full min-h-48 items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600">
            {placeholder}
          </div>
        )}
      </section>
    </div>
  );
}
