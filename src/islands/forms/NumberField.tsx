import { TextField } from './TextField';

export interface NumberFieldProps {
  /** The label as it reads, its unit included: 'Battery power (kW)'. */
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

/** A number input kept as text while typed (validation happens with the shared schema); bind it to a form with `numberFields`. */
export function NumberField({ label, name, value, onChange, step, error, hint, disabled, min, max }: NumberFieldProps) {
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
