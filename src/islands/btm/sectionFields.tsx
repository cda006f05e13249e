import type { InputHTMLAttributes, ReactNode } from 'react';
import { NumberField } from '../forms/NumberField';
import { SelectField } from '../forms/SelectField';

/** One numbered part of the optimizer's inputs (the load, the tariff, solar, the battery): a fieldset named by its legend. */
export function BtmSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A file input that hands on the file chosen, for the section to read. */
export function FileInput({
  onFile,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & { onFile(file: File): void }) {
  return (
    <input
      type="file"
      {...input}
      onChange={(event) => {
        const chosen = event.currentTarget.files?.[0];
        if (chosen) onFile(chosen);
      }}
    />
  );
}

/**
 * Binds a section's fields to its group of text values: each, by its key, gets its text and its
 * setter, and a number its message (`errors[errorPrefix + key]`, as the request names it); a call
 * gives the label and what else the field needs. The field's name is its key unless told.
 */
export function sectionFields<K extends string>(
  values: Readonly<Partial<Record<K, string>>>,
  /** Given one field's change: typed as the whole group so that a section's `Record<string, string>` setter fits. */
  onChange: (change: Record<K, string>) => void,
  errors: Readonly<Record<string, string>>,
  errorPrefix = '',
) {
  const change = (key: K, value: string) => onChange({ [key]: value } as Record<K, string>);
  return {
    number: (key: K, label: string, step: number, more: { name?: string; hint?: string; min?: number } = {}) => (
      <NumberField
        label={label}
        name={more.name ?? key}
        value={values[key] ?? ''}
        onChange={(value) => change(key, value)}
        step={step}
        min={more.min}
        error={errors[`${errorPrefix}${key}`]}
        hint={more.hint}
      />
    ),
    select: (
      key: K,
      label: string,
      options: readonly { value: string; label: string }[],
      more: { name?: string; placeholder?: string } = {},
    ) => (
      <SelectField
        label={label}
        name={more.name ?? key}
        value={values[key] ?? ''}
        onChange={(event) => change(key, event.target.value)}
        options={options}
        placeholder={more.placeholder}
      />
    ),
  };
}
