import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
  /** The panel the tabs switch: the same form, in the chosen mode. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs that switch a form between modes (WAI-ARIA tabs pattern: one tab in the tab order, arrow
 * keys, Home and End move and select). Written out here rather than taken from Headless UI to keep
 * the calculator pages inside their JavaScript budget.
 */
export function ModeTabs<T extends string>({ label, options, value, onChange, children, className = '' }: Props<T>) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = options.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(options[next]!.value);
    tabs.current[next]?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="mb-4 flex gap-1 rounded-lg bg-slate-100 p-1">
        {options.map((option, index) => {
          const selected = option.value === value;
          return (
            <button
              key={option.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${option.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(option.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 aria-selected:bg-white aria-selected:text-ink aria-selected:shadow-sm"
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`}>
        {children}
      </div>
    </div>
  );
}
