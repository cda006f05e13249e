import { useState } from 'react';
import type { CalculatorRun } from '~/domain/calculatorRuns';
import { newestFirst } from '~/domain/dashboard';
import { MAX_COMPARED_RUNS, calculatorHref, compareRuns, runHeadline, runTitle } from '~/domain/calculatorRuns';
import { formatMomentDate } from '~/domain/format';
import { DashboardCard, EmptyList, LoadFailed, LoadingRows } from './DashboardCard';
import type { Loaded } from './useDashboardData';

/** Chosen runs side by side, the rows that differ marked (issue 15). */
function Comparison({ runs }: { runs: CalculatorRun[] }) {
  const rows = compareRuns(runs);
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-max text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink">
          {runTitle(runs[0]!)}: {runs.length} calculations compared; differences highlighted
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Field
            </th>
            {runs.map((run) => (
              <th key={run.id} scope="col" className="py-2 pr-4 font-semibold">
                {formatMomentDate(run.createdAt)}
              </th>
            ))}
          </tr>
        </thead>
        {(['Inputs', 'Outputs'] as const).map((section) => (
          <tbody key={section}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={runs.length + 1}
                className="pt-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
              >
                {section}
              </th>
            </tr>
            {rows
              .filter((row) => row.section === section)
              .map((row) => (
                <tr key={`${section}-${row.field}`} className={row.differs ? 'bg-amber-50' : undefined}>
                  <th scope="row" className="py-1 pr-4 font-mono text-xs font-normal text-slate-700">
                    {row.field}
                    {row.differs && <span className="sr-only"> (differs)</span>}
                  </th>
                  {row.values.map((value, index) => (
                    <td
                      key={runs[index]!.id}
                      className={`py-1 pr-4 tabular-nums ${row.differs ? 'font-semibold text-ink' : 'text-slate-700'}`}
                    >
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/**
 * Recent Calculations (SPEC §2 Dashboard: the 5 newest, each with the figure of its type), each
 * reopening in its calculator with its inputs filled in; up to four of one calculator compare side
 * by side.
 */
export function RecentCalculations({ runs, onRetry }: { runs: Loaded<CalculatorRun>; onRetry(): void }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const list = Array.isArray(runs) ? newestFirst(runs) : [];
  const chosenRuns = list.filter((run) => chosen.includes(run.id));
  const chosenType = chosenRuns[0]?.type;
  function toggle(run: CalculatorRun, on: boolean) {
    setComparing(false);
    setChosen((ids) => (on ? [...ids, run.id] : ids.filter((id) => id !== run.id)));
  }
  return (
    <DashboardCard id="recent-calculations" title="Recent Calculations" action={{ href: '/tools', label: 'All calculators' }}>
      {runs === undefined ? (
        <LoadingRows />
      ) : runs === 'failed' ? (
        <LoadFailed message="Your calculations could not be loaded." onRetry={onRetry} />
      ) : runs.length === 0 ? (
        <EmptyList
          title="No saved calculations yet"
          text="Calculations you run while signed in are saved here."
          action={{ href: '/tools', label: 'Run a calculator' }}
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {list.map((run) => {
              const headline = runHeadline(run);
              const isChosen = chosen.includes(run.id);
              // One calculator at a time, at most four.
              const canChoose = isChosen || ((chosenType === undefined || chosenType === run.type) && chosen.length < MAX_COMPARED_RUNS);
              return (
                <li key={run.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
                  <div className="flex min-w-0 items-center gap-3">
                    <input
                      type="checkbox"
                      checked={isChosen}
                      disabled={!canChoose}
                      onChange={(event) => toggle(run, event.currentTarget.checked)}
                      aria-label={`Compare the ${runTitle(run)} calculation of ${formatMomentDate(run.createdAt)}`}
                      className="h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
                    />
                    <div className="min-w-0">
                      <p className="font-medium text-ink">{runTitle(run)}</p>
                      <p className="text-xs text-slate-600">{formatMomentDate(run.createdAt)}</p>
                    </div>
                  </div>
                  <div className="flex items-center gap-4">
                    {headline && (
                      <p className="text-right">
                        <span className="block text-xs text-slate-600">{headline.label}</span>
                        <span className="font-semibold tabular-nums text-ink">{headline.value}</span>
                      </p>
                    )}
                    <a href={calculatorHref(run)} className="whitespace-nowrap text-sm font-semibold text-brand-800 hover:underline">
                      Open
                      <span className="sr-only">
                        {' '}
                        the {runTitle(run)} calculation
                        {headline ? ` (${headline.value})` : ''} of {formatMomentDate(run.createdAt)}
                      </span>
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
          {chosenRuns.length > 0 && (
            <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
              <button
                type="button"
                disabled={chosenRuns.length < 2}
                onClick={() => setComparing(true)}
                className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
              >
                Compare {chosenRuns.length} calculations
              </button>
              <p className="text-xs text-slate-600">Choose two to {MAX_COMPARED_RUNS} of one calculator.</p>
            </div>
          )}
          {comparing && chosenRuns.length >= 2 && <Comparison runs={chosenRuns} />}
        </>
      )}
    </DashboardCard>
  );
}
