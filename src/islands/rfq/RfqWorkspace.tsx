import { useEffect, useState } from 'react';
import { formatCurrency, formatMomentDate } from '~/domain/format';
import { currentDraft, rfqsOf, rfqTitle, type Rfq, type RfqEvent, type RfqItem } from '~/domain/rfqs';
import { handleUnauthorized, reportFailure } from '~/lib/browser/session';
import {
  createRfq,
  deleteRfq,
  duplicateRfq,
  getRfq,
  listRfqItems,
  listRfqs,
  removeRfqItem,
  rfqCsvUrl,
  updateRfqItem,
} from '~/lib/client/rfqs';
import { toast } from '~/stores/toasts';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons';
import { Dialog } from '../ui/Dialog';
import { RfqOutcome } from '../ui/RfqOutcome';
import { RfqStatusBadge } from '../ui/RfqStatusBadge';
import { useSignedInUser } from '../ui/useSignedInUser';
import { replaceUrlSearch, useUrlSearch } from '../ui/useUrlSearch';
import { useHydrated } from '../ui/useHydrated';
import { DraftForm } from './DraftForm';
import { RfqItems } from '../ui/RfqItems';
import { RfqList } from './RfqList';
import { RfqSummary } from './RfqSummary';
import { RfqTimeline } from '../ui/RfqTimeline';

/** The chosen RFQ is kept in the URL (`/rfq?id=12`), so a link or a reload opens it. */
function withSelected(id: number | null): URLSearchParams {
  return new URLSearchParams(id ? { id: String(id) } : {});
}

/**
 * The RFQ page (SPEC §2 RFQ page, §4, §5, §8): the buyer's RFQs on the left, the chosen one on the
 * right: a draft's form and editable lines, or a submitted RFQ read only with its timeline and CSV
 * export; New RFQ, duplicate and delete.
 */
export default function RfqWorkspace() {
  const user = useSignedInUser();
  const hydrated = useHydrated();
  const params = useUrlSearch();
  const [list, setList] = useState<{ rfqs: Rfq[] } | 'failed'>();
  const [listVersion, setListVersion] = useState(0);
  const [lines, setLines] = useState<{ rfqId: number; items: RfqItem[] | 'failed' }>();
  const [timeline, setTimeline] = useState<{ rfqId: number; status: Rfq['status']; events: RfqEvent[] }>();
  const [creating, setCreating] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  useEffect(() => {
    if (!hydrated || !user) return;
    let current = true;
    listRfqs()
      .then((all) => current && setList({ rfqs: rfqsOf(all, user.id) }))
      .catch((error: unknown) => {
        if (!current) return;
        setList('failed');
        if (!handleUnauthorized(error)) console.error('Failed to fetch RFQs', error);
      });
    return () => {
      current = false;
    };
  }, [hydrated, user, listVersion]);

  /** Reloads the list, choosing `id` when given. */
  function reload(id?: number | null): void {
    if (id !== undefined) replaceUrlSearch(withSelected(id));
    setListVersion((version) => version + 1);
  }

  // The URL's RFQ, else the cart (the draft changed last), else the newest.
  const rfqs = list && list !== 'failed' ? list.rfqs : null;
  const wanted = Number(params.get('id'));
  const selected = rfqs ? (rfqs.find((rfq) => rfq.id === wanted) ?? currentDraft(rfqs) ?? rfqs[0]) : undefined;
  const selectedId = selected?.id;
  const selectedStatus = selected?.status;
  const items = lines && lines.rfqId === selectedId ? lines.items : 'loading';
  const events = timeline && timeline.rfqId === selectedId && timeline.status === selectedStatus ? timeline.events : null;

  useEffect(() => {
    if (selectedId === undefined) return;
    let current = true;
    listRfqItems(selectedId)
      .then((found) => current && setLines({ rfqId: selectedId, items: found }))
      .catch((error: unknown) => {
        if (!current) return;
        setLines({ rfqId: selectedId, items: 'failed' });
        if (!handleUnauthorized(error)) console.error('Failed to fetch RFQ items', error);
      });
    return () => {
      current = false;
    };
  }, [selectedId]);

  // The timeline of a submitted RFQ (a draft has none to show).
  useEffect(() => {
    if (selectedId === undefined || !selectedStatus || selectedStatus === 'draft') return;
    let current = true;
    getRfq(selectedId)
      .then((detail) => current && setTimeline({ rfqId: selectedId, status: selectedStatus, events: detail.events }))
      .catch((error: unknown) => console.error('Failed to fetch the RFQ timeline', error));
    return () => {
      current = false;
    };
  }, [selectedId, selectedStatus]);

  function select(id: number): void {
    replaceUrlSearch(withSelected(id));
    // On a phone the detail sits below the list: take the buyer to it.
    document.getElementById('rfq-detail')?.scrollIntoView({ block: 'start' });
  }

  function updateLines(rfqId: number, change: (items: RfqItem[]) => RfqItem[]): void {
    setLines((current) => (current?.rfqId === rfqId && Array.isArray(current.items) ? { rfqId, items: change(current.items) } : current));
  }

  async function create(): Promise<void> {
    setCreating(true);
    try {
      const rfq = await createRfq('New RFQ');
      reload(rfq.id);
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
      reload(copy.id);
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to duplicate RFQ. Please try again.' }, 'Failed to duplicate RFQ');
    }
  }

  async function remove(rfq: Rfq): Promise<void> {
    setConfirmingDelete(false);
    try {
      await deleteRfq(rfq.id);
      toast({ title: 'Draft deleted', description: `${rfqTitle(rfq)} was deleted.` });
      reload(null);
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to delete RFQ. Please try again.' }, 'Failed to delete RFQ');
    }
  }

  async function changeLine(rfq: Rfq, item: RfqItem, change: { quantity?: number; specifications?: string | null }): Promise<void> {
    try {
      const updated = await updateRfqItem(rfq.id, item.id, change);
      updateLines(rfq.id, (items) => items.map((line) => (line.id === updated.id ? updated : line)));
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to update the item. Please try again.' }, 'Failed to update an RFQ item');
      // Show the line as it is saved.
      updateLines(rfq.id, (items) => items.map((line) => (line.id === item.id ? { ...line } : line)));
    }
  }

  async function removeLine(rfq: Rfq, item: RfqItem): Promise<void> {
    try {
      await removeRfqItem(rfq.id, item.id);
      updateLines(rfq.id, (items) => items.filter((line) => line.id !== item.id));
      reload();
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to remove the item. Please try again.' }, 'Failed to remove an RFQ item');
    }
  }

  function submitted(rfq: Rfq): void {
    toast({ title: 'RFQ Submitted', description: 'Your request for quote has been submitted successfully.' });
    reload(rfq.id);
  }

  if (list === 'failed') {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
          <p className="font-semibold text-red-900">Failed to fetch RFQs</p>
          <button type="button" onClick={() => reload()} className={`${secondaryButton} mt-4`}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  if (!rfqs) return <p className="mx-auto max-w-7xl px-4 py-10 text-slate-600 sm:px-6 lg:px-8">Loading your RFQs…</p>;
  const lineCount = Array.isArray(items) ? items.length : (selected?.itemCount ?? 0);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:px-8">
      <RfqList rfqs={rfqs} selectedId={selectedId ?? null} creating={creating} onSelect={select} onCreate={() => void create()} />
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
                  <RfqStatusBadge status={selected.status} />
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  RFQ #{selected.id} · created {formatMomentDate(selected.createdAt)}
                  {selected.submittedAt && ` · submitted ${formatMomentDate(selected.submittedAt)}`}
                  {selected.totalEstimatedValue !== null && ` · estimated value ${formatCurrency(Number(selected.totalEstimatedValue), 2)}`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
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
              </div>
            </header>
            <RfqOutcome rfq={selected} />
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
            />
            {/* A draft reads like a checkout: the lines, then where and when, then Submit. */}
            {selected.status === 'draft' && <DraftForm key={selected.id} rfq={selected} itemCount={lineCount} onSubmitted={submitted} />}
            <Dialog
              open={confirmingDelete}
              onClose={() => setConfirmingDelete(false)}
              title="Delete this draft?"
              footer={
                <>
                  <button type="button" onClick={() => setConfirmingDelete(false)} className={secondaryButton}>
                    Keep it
                  </button>
                  <button type="button" onClick={() => void remove(selected)} className={`${primaryButton} bg-red-700 hover:bg-red-800`}>
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
  );
}
