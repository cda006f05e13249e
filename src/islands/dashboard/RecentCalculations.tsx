import type { CalculatorRun } from '~/domain/calculatorRuns';
import { newestFirst } from '~/domain/dashboard';
import { calculatorHref, runHeadline, runTitle } from '~/domain/savedRuns';
import { formatMomentDate } from '~/domain/format';
import { DashboardCard, EmptyList, LoadFailed, LoadingRows } from './DashboardCard';
import type { Loaded } from './useDashboardData';

/**
 * Recent Calculations (SPEC §2 Dashboard: the 5 newest, each with the figure of its type), each
 * reopening in its calculator with its inputs filled in.
 */
export function RecentCalculations({ runs, onRetry }: { runs: Loaded<CalculatorRun>; onRetry(): void }) {
  return (
    <DashboardCard id="recent-calculations" title="Recent Calculations" action={{ href: '/tools', label: 'All calculators' }}>
      {runs === undefined ? (
        <LoadingRows />
      ) : runs === 'failed' ? (
        <LoadFailed message="Your calculations could not be loaded." onRetry={onRetry} />
      ) : runs.length === 0 ? (
        <EmptyList title="No saved calculations yet" text="Calculations you run while signed in are saved here." action={{ href: '/tools', label: 'Run a calculator' }} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {newestFirst(runs).map((run) => {
            const headline = runHeadline(run);
            return (
              <li key={run.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{runTitle(run)}</p>
                  <p className="text-xs text-slate-600">{formatMomentDate(run.createdAt)}</p>
                </div>
                <div className="flex items-center gap-4">
                  {headline && (
                    <p className="text-right">
                      <span className="block text-xs text-slate-600">{headline.label}</span>
                      <span className="font-semibold tabular-nums text-ink">{headline.value}</span>
                    </p>
                  )}
                  <a href={calculatorHref(run)} className="whitespace-nowrap text-sm font-semibold text-brand-800 hover:underline">
                    Open<span className="sr-only"> the {runTitle(run)} calculation{headline ? ` (${headline.value})` : ''} of {formatMomentDate(run.createdAt)}</span>
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
