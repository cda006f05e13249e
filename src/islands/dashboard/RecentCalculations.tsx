import type { CalculatorRun } from '~/domain/calculatorRuns';
import { formatNumber } from '~/domain/format';
import type { Page } from '~/client/http';
import { EmptyState } from '../ui/ListStates';
import type { ApiRead } from '../ui/useApiData';
import { DashboardList } from './DashboardList';
import { CompareRuns, RunListItem, useRunChoice } from './RunList';

/** Where every saved run is listed, named and deleted. */
export const SAVED_RUNS_PATH = '/dashboard/calculations';

const NO_RUNS = (
  <EmptyState title="No saved calculations yet" action={{ href: '/tools', label: 'Run a calculator' }}>
    Calculations you run while signed in are saved here.
  </EmptyState>
);

/**
 * Recent Calculations: the five newest saved runs, each with the figure of its calculator and the
 * line that tells it apart, reopening in its calculator with its inputs filled in; up to four of
 * one calculator compare side by side. Every run is on the saved-runs page.
 */
export function RecentCalculations({ read }: { read: ApiRead<Page<CalculatorRun>> }) {
  const choice = useRunChoice();
  const total = read.state.status === 'ready' ? read.state.data.total : null;
  const action = {
    href: SAVED_RUNS_PATH,
    label:
      total === null || total === 0 ? 'All calculations' : `All ${formatNumber(total)} ${total === 1 ? 'calculation' : 'calculations'}`,
  };
  return (
    <DashboardList
      card={{ id: 'recent-calculations', title: 'Recent Calculations', action }}
      read={read}
      failed="Your calculations could not be loaded."
      empty={{ when: (page) => page.items.length === 0, show: NO_RUNS }}
    >
      {(page) => (
        <>
          <ul className="divide-y divide-slate-200">
            {page.items.map((run) => (
              <RunListItem key={run.id} run={run} choice={choice} />
            ))}
          </ul>
          <CompareRuns choice={choice} />
        </>
      )}
    </DashboardList>
  );
}
