import { useId, type ReactNode } from 'react';

export const fieldClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

/** What a field's control needs to be tied to its label and note. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface Props {
  label: string;
  error?: string;
  hint?: string;
  /** Renders the control (input, textarea, select) with the props that tie it to the label and note. */
  control(props: ControlProps): ReactNode;
}

/**
 * The label, and the hint or validation message, of every form field: tied to the control
 * (aria-describedby) and announced when a message appears. Plain elements: a form field needs no library.
 */
export function FieldFrame({ label, error, hint, control }: Props) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className="flex flex-col gap-1" data-field>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': note ? `${id}-note` : undefined,
        className: fieldClass,
      })}
      {note && (
        <p id={`${id}-note`} className={error ? 'text-sm text-red-700' : 'text-xs text-slate-600'} role={error ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </div>
  );
}
