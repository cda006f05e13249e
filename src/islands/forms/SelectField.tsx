import { useId, type SelectHTMLAttributes } from 'react';
import { fieldClass } from './TextField';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  placeholder?: string;
}

/** A labelled native select (native for mobile pickers and keyboard behaviour), with its message. */
export function SelectField({ label, name, options, error, placeholder, ...select }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-note` : undefined} className={fieldClass} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-note`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
