import { Description, Field, Label, Select } from '@headlessui/react';
import type { SelectHTMLAttributes } from 'react';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  placeholder?: string;
}

/** A labelled native select (native for mobile pickers and keyboard behaviour), with its message. */
export function SelectField({ label, name, options, error, placeholder, ...select }: Props) {
  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-ink">{label}</Label>
      <Select
        name={name}
        invalid={Boolean(error)}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 data-invalid:border-red-600"
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && (
        <Description className="text-sm text-red-700" role="alert">
          {error}
        </Description>
      )}
    </Field>
  );
}
