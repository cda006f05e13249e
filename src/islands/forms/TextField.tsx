import { useId, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

export const fieldClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

/**
 * A labelled input whose hint or validation message is tied to it (aria-describedby) and
 * announced when it appears. Plain elements: a form field needs no library.
 */
export function TextField({ label, name, error, hint, ...input }: Props) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={note ? `${id}-note` : undefined} className={fieldClass} {...input} />
      {note && (
        <p id={`${id}-note`} className={error ? 'text-sm text-red-700' : 'text-xs text-slate-600'} role={error ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </div>
  );
}
