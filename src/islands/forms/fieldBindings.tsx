/** Binds a form's fields to its values in one place: numberFields for NumberFields, textFields for text and select fields. */
import { NumberField } from './NumberField';
import type { ChangeEvent } from 'react';

interface Binding<F extends string> {
  /** The form's fields as text. */
  values: Readonly<Record<string, string>>;
  /** The setter of one field's text. */
  set(field: NoInfer<F>): (value: string) => void;
  /** The messages shown, by field. */
  errors: Readonly<Record<string, string>>;
  /** Each field's [min, max], in the units the form shows (the schema's bounds). */
  bounds: Readonly<Record<F, readonly [number, number]>>;
}

/**
 * Binds a form's NumberFields in one place: each, by its name, gets its text, its setter, its
 * bounds and its message; a call gives the label (with its unit, as it reads), the step and,
 * where wanted, a hint or `disabled`.
 *
 * @example const number = numberFields({ values, set, errors, bounds: LEASE_BOUNDS });
 *          number('acres', 'Total acres', 1)
 */
export function numberFields<F extends string>({ values, set, errors, bounds }: Binding<F>) {
  return (name: F, label: string, step: number, options: { hint?: string; disabled?: boolean } = {}) => (
    <NumberField
      label={label}
      name={name}
      value={values[name]!}
      onChange={set(name)}
      step={step}
      min={bounds[name][0]}
      max={bounds[name][1]}
      error={errors[name]}
      {...options}
    />
  );
}

/**
 * Binds a form's fields of text (TextField, SelectField) to its values, as numberFields does its
 * NumberFields: spread `field(name)` for the field's name, value, setter and message.
 *
 * @example const field = textFields({ values, set, errors });
 *          <SelectField label="State" {...field('state')} options={STATE_OPTIONS} />
 */
export function textFields<F extends string>({
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
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name)(event.target.value),
    error: errors[name],
  });
}
