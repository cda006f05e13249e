import type { ReactNode } from 'react';

/** A labelled checkbox whose state the island holds (adopted before hydration with the rest of its form: adoptTyping): the label is the click target. */
export function CheckboxField({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-3 text-sm text-ink">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 rounded border-slate-400 accent-brand-700"
      />
      {children}
    </label>
  );
}
