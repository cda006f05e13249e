/**
 * A choice of a few options as native radio buttons drawn as a segmented control: one tab stop,
 * the arrow keys move between them (the browser's own radio behaviour), each option a label.
 */
export function RadioChoice<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  /** What is chosen, for screen readers ('Where the load comes from'). */
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-w-0 flex-1 cursor-pointer items-center justify-center rounded-md px-3 py-1.5 text-center text-sm font-medium text-slate-700 has-checked:bg-white has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
