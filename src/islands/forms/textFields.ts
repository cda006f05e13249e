import type { ChangeEvent } from 'react';

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
