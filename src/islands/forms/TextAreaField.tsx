import { useId, type TextareaHTMLAttributes } from 'react';
import { fieldClass } from './TextField';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line field, with its hint or message tied to it like TextField's. */
export function TextAreaField({ label, name, error, hint, ...textarea }: Props) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea id={id} name={name} rows={4} aria-invalid={error ? true : undefined} aria-describedby={note ? `${id}-note` : undefined} className={fieldClass} {...textarea} />
      {note && (
        <p id={`${id}-note`} className={error ? 'text-sm text-red-700' : 'text-xs text-slate-600'} role={error ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </div>
  );
}
