import { lazy, Suspense, useState } from 'react';
import { formatCurrency, formatMomentDate } from '~/domain/format';
import { currentDraft, isQuoteExpired, rfqsOf, rfqTitle, type Rfq, type RfqDetail, type RfqItem } from '~/domain/rfqs';
import { reportFailure } from '~/browser/session';
import {
  createRfq,
  deleteRfq,
  duplicateRfq,
  getRfq,
  listRfqItems,
  listRfqs,
  quotePdfUrl,
  removeRfqItem,
  rfqCsvUrl,
  updateRfqItem,
} from '~/client/rfqs';
import { toast } from '~/stores/toasts';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons';
import { Dialog } from '../ui/Dialog';
import { DataView, LoadingRows } from '../ui/ListStates';
import { RfqItems } from '../rfqViews/RfqItems';
import { RfqOutcome } from '../rfqViews/RfqOutcome';
import { RfqStatusBadge } from '../rfqViews/RfqStatusBadge';
import { RfqTimeline } from '../rfqViews/RfqTimeline';
import { dataOf, useApiData } from '../ui/useApiData';
import { useSignedInUser } from '../ui/useSignedInUser';
import { replaceUrlSearch, useUrlSearch } from '../ui/useUrlSearch';

import { RfqList } from './RfqList';

/** A draft's submit form (and its validation) loads with a draft, under its lines, not with the page. */
const DraftForm = lazy(() => import('./DraftForm').then((module) => ({ default: module.DraftForm })));
// The answers to a quote and the withdrawal load when an RFQ that can take them is open.
const QuoteAnswer = lazy(() => import('./QuoteAnswer').then((module) => ({ default: module.QuoteAnswer })));
const WithdrawRfq = lazy(() => import('./WithdrawRfq').then((module) => ({ default: module.WithdrawRfq })));
import { RfqSummary } from './RfqSummary';

/** The chosen RFQ is kept in the URL (`/rfq?id=12`), so a link or a reload opens it. */
function withSelected(id: number | null): URLSearchParams {
  return new URLSearchParams(id ? { id: String(id) } : {});
}

/**
 * The RFQ page: the buyer's RFQs on the left, the chosen one on the right: a draft's form and
 * editable lines, or a submitted RFQ read only with its timeline and CSV export; New RFQ,
 * duplicate and delete. Once quoted: the quote, the quoted lines beside the requested ones, the
 * quote as a PDF, and the buyer's answer (accept or decline); before that, withdraw. Each change
 * shows what the API answered without reading the list again.
 */
export default function RfqWorkspace() {
  const user = useSignedInUser();
  const params = useUrlSearch();
  const list = useApiData('rfqs', async (): Promise<Rfq[]> => rfqsOf(await listRfqs(), user?.id ?? ''), { log: 'Failed to fetch RFQs' });
  const [creating, setCreating] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // The URL's RFQ, else the cart (the draft changed last), else the newest.
  const rfqs = dataOf(list.state);
  const wanted = Number(params.get('id'));
  const selected = rfqs ? (rfqs.find((rfq) => rfq.id === wanted) ?? currentDraft(rfqs) ?? rfqs[0]) : undefined;
  const selectedId = selected?.id;
  const selectedStatus = selected?.status;

  const lines = useApiData(selectedId === undefined ? null : `items:${selectedId}`, () => listRfqItems(selectedId!), {
    log: 'Failed to fetch RFQ items',
  });
  // The timeline of a submitted RFQ (a draft has none to show), read again as its status moves.
  const detail = useApiData(
    selectedId === undefined || selectedStatus === undefined || selectedStatus === 'draft' ? null : `rfq:${selectedId}:${selectedStatus}`,
    () => getRfq(selectedId!),
    { log: 'Failed to fetch the RFQ timeline' },
  );
  const items = lines.state.status === 'ready' ? lines.state.data : lines.state.status;
  const events = dataOf(detail.state)?.events ?? null;

  function select(id: number | null): void {
    replaceUrlSearch(withSelected(id));
  }

  /** Puts an RFQ the API answered with into the list (first when new), and opens it. */
  function show(rfq: Rfq): void {
    list.update((all) =>
      all.some((other) => other.id === rfq.id) ? all.map((other) => (other.id === rfq.id ? rfq : other)) : [rfq, ...all],
    );
    select(rfq.id);
  }

  function choose(id: number): void {
    select(id);
    // On a phone the detail sits below the list: take the buyer to it.
    document.getElementById('rfq-detail')?.scrollIntoView({ block: 'start' });
  }

  async function create(): Promise<void> {
    setCreating(true);
    try {
      show(await createRfq('New RFQ'));
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to create RFQ. Please try again.' }, 'Failed to create RFQ');
    } finally {
      setCreating(false);
    }
  }

  async function duplicate(rfq: Rfq): Promise<void> {
    try {
      const copy = await duplicateRfq(rfq.id);
      toast({ title: 'RFQ duplicated', description: `${rfqTitle(copy)} is a new draft with the same items.` });
      show(copy);
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to duplicate RFQ. Please try again.' }, 'Failed to duplicate RFQ');
    }
  }

  async function remove(rfq: Rfq): Promise<void> {
    setConfirmingDelete(false);
    try {
      await deleteRfq(rfq.id);
      toast({ title: 'Draft deleted', description: `${rfqTitle(rfq)} was deleted.` });
      list.update((all) => all.filter((other) => other.id !== rfq.id));
      select(null);
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to delete RFQ. Please try again.' }, 'Failed to delete RFQ');
    }
  }

  async function changeLine(rfq: Rfq, item: RfqItem, change: { quantity?: number; specifications?: string | null }): Promise<void> {
    try {
      const updated = await updateRfqItem(rfq.id, item.id, change);
      lines.update((all) => all.map((line) => (line.id === updated.id ? updated : line)));
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to update the item. Please try again.' }, 'Failed to update an RFQ item');
      // Show the line as it is saved.
      lines.update((all) => all.map((line) => (line.id === item.id ? { ...line } : line)));
    }
  }

  async function removeLine(rfq: Rfq, item: RfqItem): Promise<void> {
    try {
      await removeRfqItem(rfq.id, item.id);
      lines.update((all) => all.filter((line) => line.id !== item.id));
      list.update((all) =>
        all.map((other) =>
          other.id === rfq.id ? { ...other, itemCount: other.itemCount - 1, updatedAt: new Date().toISOString() } : other,
        ),
      );
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to remove the item. Please try again.' }, 'Failed to remove an RFQ item');
    }
  }

  function submitted(rfq: Rfq): void {
    toast({ title: 'RFQ Submitted', description: 'Your request for quote has been submitted successfully.' });
    show(rfq);
  }

  /** The buyer answered: the RFQ as the API answered it, and a word on what staff now know. */
  function answered(rfq: RfqDetail): void {
    const said = {
      accepted: { title: 'Quote accepted', description: `Staff have been told you accepted the quote for ${rfqTitle(rfq)}.` },
      declined: { title: 'Quote declined', description: `Staff have been told why you declined the quote for ${rfqTitle(rfq)}.` },
      withdrawn: { title: 'RFQ withdrawn', description: `Staff have been told you withdrew ${rfqTitle(rfq)}.` },
    };
    if (rfq.answer) toast(said[rfq.answer.status]);
    show(rfq);
  }

  /** An answer was refused because the RFQ changed meanwhile (a new quote, a close): read it and its lines again. */
  function changedMeanwhile(): void {
    list.reload();
    lines.reload();
  }

  const lineCount = Array.isArray(items) ? items.length : (selected?.itemCount ?? 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <DataView state={list.state} onRetry={list.reload} failed="Failed to fetch RFQs" alert loading={<LoadingRows rows={4} />}>
        {(mine) => (
          <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
            <RfqList rfqs={mine} selectedId={selectedId ?? null} creating={creating} onSelect={choose} onCreate={() => void create()} />
            <div id="rfq-detail" className="scroll-mt-24 space-y-6">
              {!selected ? (
                <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center text-slate-700">
                  Choose an RFQ to see its details.
                </p>
              ) : (
                <>
                  <header className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="text-2xl font-bold tracking-tight text-ink">{rfqTitle(selected)}</h2>
                        <RfqStatusBadge status={selected.status} expired={!!selected.quote && isQuoteExpired(selected.quote)} />
                      </div>
                      <p className="mt-1 text-sm text-slate-600">
                        RFQ #{selected.id} · created {formatMomentDate(selected.createdAt)}
                        {selected.submittedAt && ` · submitted ${formatMomentDate(selected.submittedAt)}`}
                        {selected.totalEstimatedValue !== null &&
                          ` · estimated value ${formatCurrency(Number(selected.totalEstimatedValue), 2)}`}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {selected.quote && (
                        <a href={quotePdfUrl(selected.id)} download className={secondaryButton}>
                          Quote PDF
                        </a>
                      )}
                      {selected.status !== 'draft' && (
                        <a href={rfqCsvUrl(selected.id)} download className={secondaryButton}>
                          Export CSV
                        </a>
                      )}
                      <button type="button" onClick={() => void duplicate(selected)} className={secondaryButton}>
                        Duplicate
                      </button>
                      {selected.status === 'draft' && (
                        <button type="button" onClick={() => setConfirmingDelete(true)} className={dangerButton}>
                          Delete draft
                        </button>
                      )}
                      {(selected.status === 'submitted' || selected.status === 'under_review') && (
                        <Suspense fallback={null}>
                          <WithdrawRfq key={selected.id} rfq={selected} onWithdrawn={answered} onConflict={changedMeanwhile} />
                        </Suspense>
                      )}
                    </div>
                  </header>
                  <RfqOutcome rfq={selected} />
                  {(selected.quote || selected.answer) && (
                    <Suspense fallback={<LoadingRows rows={1} height="h-24" />}>
                      <QuoteAnswer
                        key={`${selected.id}:${selected.quote?.version ?? 0}:${selected.status}`}
                        rfq={selected}
                        onAnswered={answered}
                        onConflict={changedMeanwhile}
                      />
                    </Suspense>
                  )}
                  {selected.status !== 'draft' && (
                    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
                      <RfqSummary rfq={selected} />
                      <RfqTimeline status={selected.status} events={events} />
                    </div>
                  )}
                  <RfqItems
                    items={items}
                    editable={selected.status === 'draft'}
                    onChange={(item, change) => changeLine(selected, item, change)}
                    onRemove={(item) => removeLine(selected, item)}
                    onRetry={lines.reload}
                    quote={selected.quote}
                  />
                  {/* A draft reads like a checkout: the lines, then where and when, then Submit. */}
                  {selected.status === 'draft' && (
                    <Suspense fallback={<LoadingRows rows={2} height="h-16" />}>
                      <DraftForm key={selected.id} rfq={selected} itemCount={lineCount} onSubmitted={submitted} />
                    </Suspense>
                  )}
                  <Dialog
                    open={confirmingDelete}
                    onClose={() => setConfirmingDelete(false)}
                    title="Delete this draft?"
                    footer={
                      <>
                        <button type="button" onClick={() => setConfirmingDelete(false)} className={secondaryButton}>
                          Keep it
                        </button>
                        <button
                          type="button"
                          onClick={() => void remove(selected)}
                          className={`${primaryButton} bg-red-700 hover:bg-red-800`}
                        >
                          Delete draft
                        </button>
                      </>
                    }
                  >
                    <p className="text-slate-700">
                      {rfqTitle(selected)} and its {lineCount} {lineCount === 1 ? 'item' : 'items'} will be deleted. This cannot be undone.
                    </p>
                  </Dialog>
                </>
              )}
            </div>
          </div>
        )}
      </DataView>
    </div>
  );
}
