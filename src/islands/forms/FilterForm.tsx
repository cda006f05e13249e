import type { ReactNode } from 'react';

/**
 * A list's filters: a search landmark on a grid whose controls apply as they change, so the form
 * itself never submits. `className` sets the grid's columns at each width.
 */
export function FilterForm({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className={`grid grid-cols-2 items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}
    >
      {children}
    </form>
  );
}
