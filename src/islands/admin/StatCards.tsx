import type { AdminStats } from '~/domain/adminStats';
import { fetchAdminStats } from '~/client/admin';
import { LoadFailed } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';

const CARDS: { key: keyof AdminStats; label: string; of?: keyof AdminStats; ofLabel?: string }[] = [
  { key: 'totalLeads', label: 'Total Leads' },
  { key: 'newLeads', label: 'New Leads' },
  { key: 'totalProjects', label: 'Total Projects' },
  { key: 'activeProjects', label: 'Active Projects' },
  { key: 'totalArticles', label: 'Total Articles' },
  { key: 'publishedArticles', label: 'Published Articles' },
];

/** The admin panel's six figures (leads, projects, articles), read from the API; 'Failed to fetch admin stats' when that fails. */
export function StatCards({ version }: { version: number }) {
  const { state, reload } = useApiData(`stats#${version}`, fetchAdminStats, { toast: 'Failed to fetch admin stats' });
  return (
    <section aria-labelledby="admin-stats">
      <h2 id="admin-stats" className="sr-only">
        Statistics
      </h2>
      {state.status === 'failed' ? (
        <LoadFailed message="Failed to fetch admin stats" onRetry={reload} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {CARDS.map((card) => (
            <div key={card.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">
                {state.status === 'ready' ? (
                  state.data[card.key].toLocaleString('en-US')
                ) : (
                  <>
                    <span className="sr-only">Loading</span>
                    <span aria-hidden="true" className="inline-block h-7 w-12 animate-pulse rounded bg-slate-100" />
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
