import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
  placeholder?: string;
}

/** A labelled native select (native for mobile pickers and keyboard behaviour), with its message. */
export function SelectField({ label, name, options, error, hint, placeholder, ...select }: Props) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={(control) => (
        <select name={name} {...control} {...select}>
          <SelectOptions options={options} empty={placeholder} />
        </select>
      )}
    />
  );
}

/** A select's options, after an option of value '' labelled `empty` when given (a placeholder, or 'all'). */
export function SelectOptions({ options, empty }: { options: readonly { value: string; label: string }[]; empty?: string }) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
