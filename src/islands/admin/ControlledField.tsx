import { FieldFrame } from '../forms/FieldFrame';

interface Props {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  onChange(value: string): void;
  multiline?: boolean;
  type?: string;
  inputMode?: 'decimal';
  min?: string;
  step?: string;
}

/** A controlled text, number or date field, or a text area, kept as text until the form is sent. */
export function ControlledField({ label, name, value, error, hint, onChange, multiline = false, ...input }: Props) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={(control) =>
        multiline ? (
          <textarea name={name} rows={3} value={value} onChange={(event) => onChange(event.currentTarget.value)} {...control} />
        ) : (
          <input name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)} {...input} {...control} />
        )
      }
    />
  );
}
