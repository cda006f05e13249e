import { fieldClass } from './FieldFrame';
import { SelectOptions } from './SelectField';

/** A labelled select over options, '' meaning all. */
export function FilterSelect({
  label,
  value,
  all,
  options,
  onChange,
  className = '',
}: {
  label: string;
  value: string;
  all?: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  className?: string;
}) {
  return (
    <label className={`flex flex-col gap-1 text-sm font-medium text-ink ${className}`}>
      {label}
      <select value={value} onChange={(event) => onChange(event.currentTarget.value)} className={fieldClass}>
        <SelectOptions options={options} empty={all} />
      </select>
    </label>
  );
}
