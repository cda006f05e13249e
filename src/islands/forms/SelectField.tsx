import type { ChangeEvent, SelectHTMLAttributes } from 'react';
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

/**
 * Binds a form's SelectFields to its text values, as numberFields does its NumberFields: spread
 * `select(name)` for the field's name, value, setter and message.
 *
 * @example const select = selectFields({ values, set, errors });
 *          <SelectField label="State" {...select('state')} options={STATE_OPTIONS} />
 */
export function selectFields<F extends string>({
  values,
  set,
  errors,
}: {
  values: Readonly<Record<string, string>>;
  set(field: NoInfer<F>): (value: string) => void;
  errors: Readonly<Record<string, string>>;
}) {
  return (name: F) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLSelectElement>) => set(name)(event.target.value),
    error: errors[name],
  });
}
