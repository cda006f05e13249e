import { lazy, Suspense, useState } from 'react';
import { MAX_SAVED_RUNS, SAVED_RUNS_PAGE_SIZE, formatRunMoment, runName, runSummary, type CalculatorRun } from '~/domain/calculatorRuns';
import { CALCULATOR_TYPES, CALCULATOR_TYPE_LABELS, type CalculatorType } from '~/domain/constants';
import { formatNumber } from '~/domain/format';
import { optionsOf } from '~/domain/labels';
import { reportFailure } from '~/browser/session';
import { deleteRun, listRuns } from '~/client/calculators';
import { toast } from '~/stores/toasts';
import { ConfirmationDialog } from '../ui/ConfirmationDialog';
import { Dialog } from '../ui/Dialog';
import { DataView, EmptyState } from '../ui/ListStates';
import { Pager } from '../ui/Pager';
import { FilterSelect } from '../forms/FilterSelect';
import { dangerButton, secondaryButton } from '../ui/buttons';
import { useApiData } from '../ui/useApiData';
import { replaceUrlSearch, useUrlSearch } from '../ui/useUrlSearch';
import { CompareRuns, RunListItem, useRunChoice } from './RunList';

/** The naming form (and the form kit's validation with it) loads when a run is named, not with the list. */
const RenameRunForm = lazy(() => import('./RenameRunForm').then((module) => ({ default: module.RenameRunForm })));

const TYPE_OPTIONS = optionsOf(CALCULATOR_TYPES, CALCULATOR_TYPE_LABELS);

function typeOf(search: URLSearchParams): CalculatorType | undefined {
  const type = search.get('type');
  return CALCULATOR_TYPES.find((known) => known === type);
}

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

type Pending = { kind: 'rename'; run: CalculatorRun } | { kind: 'delete'; run: CalculatorRun };

/**
 * Every saved calculation, a page at a time, newest first, filtered by calculator (kept in the
 * URL): each can be named, deleted after a confirmation, reopened, or compared with others of its
 * calculator. Says how many are saved of the most an account keeps.
 */
export default function SavedRuns() {
  const search = useUrlSearch();
  const type = typeOf(search);
  const page = pageOf(search);
  const [version, setVersion] = useState(0);
  const list = useApiData(`runs?${type ?? ''}&${page}#${version}`, () => listRuns({ type, page, pageSize: SAVED_RUNS_PAGE_SIZE }), {
    toast: 'Failed to fetch calculator runs',
  });
  // The count of every run, for the limit: the list's own total unless it is filtered.
  const all = useApiData(type ? `all#${version}` : null, () => listRuns({ pageSize: 1 }), { log: 'Saved runs could not be counted' });
  const listed = list.state.status === 'ready' ? list.state.data : null;
  const saved = type ? (all.state.status === 'ready' ? all.state.data.total : null) : (listed?.total ?? null);
  const choice = useRunChoice();
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState(false);

  function set(changes: { type?: string; page?: number }) {
    const next = new URLSearchParams(search);
    if (changes.type !== undefined) {
      if (changes.type) next.set('type', changes.type);
      else next.delete('type');
      next.delete('page');
    }
    if (changes.page !== undefined) {
      if (changes.page > 1) next.set('page', String(changes.page));
      else next.delete('page');
    }
    replaceUrlSearch(next);
  }

  async function confirmDelete(run: CalculatorRun) {
    setDeleting(true);
    try {
      await deleteRun(run.id);
      choice.replace(run.id, null);
      setPending(null);
      toast({ title: 'Calculation deleted', description: `${runName(run)} of ${formatRunMoment(run.createdAt)} was deleted.` });
      // The last one of a page that is not the first: show the page before it.
      if (listed && listed.items.length === 1 && page > 1) set({ page: page - 1 });
      setVersion((count) => count + 1);
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to delete the calculation. Please try again.', variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  }

  const pages = listed ? Math.max(1, Math.ceil(listed.total / SAVED_RUNS_PAGE_SIZE)) : 1;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <FilterSelect
          label="Calculator"
          value={type ?? ''}
          all="All calculators"
          options={TYPE_OPTIONS}
          onChange={(value) => set({ type: value })}
          className="w-full sm:w-64"
        />
        <p className="min-h-5 text-sm text-slate-700" aria-live="polite">
          {saved !== null && (
            <>
              <strong className="tabular-nums text-ink">{formatNumber(saved)}</strong> {saved === 1 ? 'calculation' : 'calculations'} saved
              of the {formatNumber(MAX_SAVED_RUNS)} an account keeps
              {saved >= MAX_SAVED_RUNS ? ': delete some to save more.' : '.'}
            </>
          )}
        </p>
      </div>
      <section aria-labelledby="saved-runs-list" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="saved-runs-list" className="sr-only">
          Saved calculations
        </h2>
        <DataView
          state={list.state}
          onRetry={list.reload}
          failed="Your calculations could not be loaded."
          empty={{
            when: (data) => data.items.length === 0,
            show: (
              <EmptyState
                title={type ? `No saved ${CALCULATOR_TYPE_LABELS[type]} calculations` : 'No saved calculations yet'}
                action={{ href: '/tools', label: 'Run a calculator' }}
              >
                Calculations you run while signed in are saved here.
              </EmptyState>
            ),
          }}
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-200">
                {data.items.map((run) => (
                  <RunListItem
                    key={run.id}
                    run={run}
                    choice={choice}
                    actions={
                      <span className="flex gap-2">
                        <button
                          type="button"
                          onClick={() => setPending({ kind: 'rename', run })}
                          aria-label={`${run.name ? 'Rename' : 'Name'} ${runName(run)} of ${formatRunMoment(run.createdAt)}`}
                          className={secondaryButton}
                        >
                          {run.name ? 'Rename' : 'Name'}
                        </button>
                        <button
                          type="button"
                          onClick={() => setPending({ kind: 'delete', run })}
                          aria-label={`Delete ${runName(run)} of ${formatRunMoment(run.createdAt)}`}
                          className={dangerButton}
                        >
                          Delete
                        </button>
                      </span>
                    }
                  />
                ))}
              </ul>
              <Pager label="Saved calculation pages" page={page} pages={pages} onPage={(next) => set({ page: next })} />
              <CompareRuns choice={choice} />
            </>
          )}
        </DataView>
      </section>

      <Dialog
        open={pending?.kind === 'rename'}
        onClose={() => setPending(null)}
        title="Name this calculation"
        subtitle={pending ? [runSummary(pending.run), formatRunMoment(pending.run.createdAt)].filter(Boolean).join(' · ') : undefined}
      >
        {pending?.kind === 'rename' && (
          <Suspense fallback={<p className="text-sm text-slate-600">Loading...</p>}>
            <RenameRunForm
              run={pending.run}
              onRenamed={(renamed) => {
                list.update((data) => ({ ...data, items: data.items.map((run) => (run.id === renamed.id ? renamed : run)) }));
                choice.replace(renamed.id, renamed);
                setPending(null);
                toast({
                  title: 'Name saved',
                  description: renamed.name ? `Saved as ${renamed.name}.` : 'The calculation has no name now.',
                });
              }}
            />
          </Suspense>
        )}
      </Dialog>

      <ConfirmationDialog
        open={pending?.kind === 'delete'}
        title="Delete this calculation?"
        confirm="Delete"
        workingLabel="Deleting..."
        working={deleting}
        danger
        onConfirm={() => pending?.kind === 'delete' && void confirmDelete(pending.run)}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'delete' && (
          <p className="text-slate-800">
            <strong>{runName(pending.run)}</strong>
            {runSummary(pending.run) && ` (${runSummary(pending.run)})`}, saved {formatRunMoment(pending.run.createdAt)}, will be deleted.
            This cannot be undone.
          </p>
        )}
      </ConfirmationDialog>
    </div>
  );
}
