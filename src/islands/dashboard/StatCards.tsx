import type { DashboardStats } from '~/domain/dashboard';
import { formatCurrency, formatNumber } from '~/domain/format';

type Figures = { [K in keyof DashboardStats]: DashboardStats[K] | null };

const CARDS: { key: keyof DashboardStats; label: string; detail: string; format(value: number): string }[] = [
  {
    key: 'activeProjects',
    label: 'Active Projects',
    detail: 'Open RFQs: submitted, in review or quoted, and quotes you accepted',
    format: (value) => formatNumber(value),
  },
  { key: 'draftRfqs', label: 'Draft RFQs', detail: 'Not yet submitted', format: (value) => formatNumber(value) },
  { key: 'calculations', label: 'Calculations', detail: 'Every saved calculation', format: (value) => formatNumber(value) },
  {
    key: 'totalRfqValue',
    label: 'Total RFQ Value',
    detail: 'Active projects: the quote, else the estimate',
    format: (value) => formatCurrency(value),
  },
];

/**
 * The four stat cards, each with what it counts under it (docs/decisions/034-dashboard-figures.md and 044).
 * A figure still loading shows a placeholder; one whose list failed to load shows a dash, read out
 * as unavailable.
 */
export function StatCards({ figures, loading }: { figures: Figures; loading: Record<keyof DashboardStats, boolean> }) {
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className="sr-only">
        Your figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {CARDS.map(({ key, label, detail, format }) => {
          const value = figures[key];
          return (
            <div key={key} data-stat={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <dt className="text-sm font-medium text-slate-700">{label}</dt>
              <dd className="order-first mb-1 min-h-9 text-2xl font-bold tabular-nums tracking-tight text-ink sm:text-3xl">
                {loading[key] ? (
                  <span className="inline-block h-8 w-16 animate-pulse rounded bg-slate-200">
                    <span className="sr-only">Loading</span>
                  </span>
                ) : value === null ? (
                  <span>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">Unavailable</span>
                  </span>
                ) : (
                  format(value)
                )}
              </dd>
              <dd className="mt-1 text-xs text-slate-600">{detail}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
