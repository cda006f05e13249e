import type { ReactNode } from 'react';

/**
 * A tab of the admin panel: its section, named by its heading, with what stands beside the heading:
 * `actions` (a button, a download) or a `summary` line once the tab's data is read.
 */
export function AdminSection({
  name,
  title,
  actions,
  summary,
  children,
}: {
  /** The heading's id is `${name}-heading`. */
  name: string;
  title: string;
  actions?: ReactNode;
  summary?: string | false;
  children: ReactNode;
}) {
  const id = `${name}-heading`;
  return (
    <section aria-labelledby={id}>
      {actions !== undefined || summary !== undefined ? (
        // Controls centre on the heading; a line of text sits on its baseline.
        <div className={`mb-4 flex flex-wrap justify-between gap-3 ${actions !== undefined ? 'items-center' : 'items-baseline'}`}>
          <h2 id={id} className="text-xl font-semibold text-ink">
            {title}
          </h2>
          {actions ?? (summary && <p className="text-sm text-slate-700">{summary}</p>)}
        </div>
      ) : (
        <h2 id={id} className="mb-4 text-xl font-semibold text-ink">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
