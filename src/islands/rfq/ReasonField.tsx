import { TextAreaField } from '../forms/TextAreaField';

/** The reason a buyer may give with an answer (a withdrawal, a declined quote), kept as typed. */
export function ReasonField({
  label,
  value,
  onChange,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange(reason: string): void;
  hint?: string;
  error?: string;
}) {
  return (
    <TextAreaField
      label={label}
      name="reason"
      rows={3}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      hint={hint}
      error={error}
    />
  );
}
