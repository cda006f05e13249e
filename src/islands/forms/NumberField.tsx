import { TextField } from './TextField';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  step: number | 'any';
  error?: string;
  hint?: string;
  disabled?: boolean;
  min?: number;
  max?: number;
}

/** A number input kept as text while typed (validation happens on submit, with the shared schema). */
export function NumberField({ label, name, value, onChange, step, error, hint, disabled, min, max }: Props) {
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      step={step}
      min={min}
      max={max}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
    />
  );
}

/** Form text to numbers: blank stays absent (so the schema says 'Required'), the rest is parsed. */
export function numbersFrom(values: Record<string, string>, fields: readonly string[]): Record<string, number | undefined> {
  return Object.fromEntries(fields.map((field) => [field, values[field]?.trim() ? Number(values[field]) : undefined]));
}
