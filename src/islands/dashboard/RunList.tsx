import { lazy, type ReactNode, Suspense, useState } from 'react';
import {
  MAX_COMPARED_RUNS,
  calculatorHref,
  formatRunMoment,
  runHeadline,
  runName,
  runSummary,
  runTitle,
  type CalculatorRun,
} from '~/domain/calculatorRuns';
import { primaryButton } from '../ui/buttons';
import { LoadingRows } from '../ui/ListStates';

/** The comparison (its labels and formats for every calculator) loads when asked for, not with the list. */
const RunComparison = lazy(() => import('./RunComparison').then((module) => ({ default: module.RunComparison })));

/**
 * Choosing saved runs to compare: up to MAX_COMPARED_RUNS of one calculator. The chosen runs are
 * kept whole, so a choice survives moving to another page of the list.
 */
export function useRunChoice() {
  const [chosen, setChosen] = useState<CalculatorRun[]>([]);
  const [comparing, setComparing] = useState(false);
  const isChosen = (run: CalculatorRun) => chosen.some((other) => other.id === run.id);
  return {
    chosen,
    comparing: comparing && chosen.length >= 2,
    isChosen,
    /** One calculator at a time, at most MAX_COMPARED_RUNS. */
    canChoose: (run: CalculatorRun) =>
      isChosen(run) || ((chosen.length === 0 || chosen[0]!.type === run.type) && chosen.length < MAX_COMPARED_RUNS),
    toggle(run: CalculatorRun, on: boolean) {
      setComparing(false);
      setChosen((runs) => (on ? [...runs.filter((other) => other.id !== run.id), run] : runs.filter((other) => other.id !== run.id)));
    },
    /** Forgets a run that is gone (deleted) or changed (renamed). */
    replace(id: number, run: CalculatorRun | null) {
      setChosen((runs) => runs.flatMap((other) => (other.id !== id ? [other] : run ? [run] : [])));
    },
    compare: () => setComparing(true),
  };
}

export type RunChoice = ReturnType<typeof useRunChoice>;

/** A saved run in a list: its name or calculator, the line that tells it apart, when, its figure, and Open (plus `actions`). */
export function RunListItem({ run, choice, actions }: { run: CalculatorRun; choice: RunChoice; actions?: ReactNode }) {
  const headline = runHeadline(run);
  const name = runName(run);
  const summary = runSummary(run);
  const when = formatRunMoment(run.createdAt);
  const described = `the ${name} calculation of ${when}${summary ? `: ${summary}` : ''}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-56 flex-1 items-start gap-3">
        <input
          type="checkbox"
          checked={choice.isChosen(run)}
          disabled={!choice.canChoose(run)}
          onChange={(event) => choice.toggle(run, event.currentTarget.checked)}
          aria-label={`Compare ${described}`}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <div className="min-w-0">
          <p className="break-words font-medium text-ink">
            {name}
            {run.name && <span className="ml-2 text-xs font-normal text-slate-600">{runTitle(run)}</span>}
          </p>
          {summary && <p className="break-words text-sm text-slate-700">{summary}</p>}
          <p className="text-xs text-slate-600">{when}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pl-8 sm:pl-0">
        {headline && (
          <p className="sm:text-right">
            <span className="block text-xs text-slate-600">{headline.label}</span>
            <span className="font-semibold tabular-nums text-ink">{headline.value}</span>
          </p>
        )}
        <a href={calculatorHref(run)} className="whitespace-nowrap text-sm font-semibold text-brand-800 hover:underline">
          Open
          <span className="sr-only">
            {' '}
            the {name} calculation{headline ? ` (${headline.value})` : ''} of {when}
            {summary ? `: ${summary}` : ''}
          </span>
        </a>
        {actions}
      </div>
    </li>
  );
}

/** Under a list: Compare (from two chosen runs) and, once asked, the comparison. */
export function CompareRuns({ choice }: { choice: RunChoice }) {
  if (choice.chosen.length === 0) return null;
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <button type="button" disabled={choice.chosen.length < 2} onClick={choice.compare} className={primaryButton}>
          Compare {choice.chosen.length} calculations
        </button>
        <p className="text-xs text-slate-600">Choose two to {MAX_COMPARED_RUNS} of one calculator.</p>
      </div>
      {choice.comparing && (
        <div className="mt-4">
          <Suspense fallback={<LoadingRows rows={3} />}>
            <RunComparison runs={choice.chosen} />
          </Suspense>
        </div>
      )}
    </>
  );
}
