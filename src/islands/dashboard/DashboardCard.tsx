import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  /** A link beside the title (e.g. to the full list). */
  action?: { href: string; label: string };
  children: ReactNode;
}

/** A titled panel of the dashboard: a region named by its heading. */
export function DashboardCard({ id, title, action, children }: Props) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="min-w-0 text-lg font-semibold text-ink">
          {title}
        </h2>
        {action && (
          <a href={action.href} className="shrink-0 whitespace-nowrap text-sm font-semibold text-brand-800 hover:underline">
            {action.label}
          </a>
        )}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
