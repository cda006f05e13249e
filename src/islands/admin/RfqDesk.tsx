import { useEffect, useState } from 'react';
import { RFQ_STATUS_LABELS, type RfqStatus } from '~/domain/constants';
import { formatCalendarDate, formatCurrency, formatMomentDate } from '~/domain/format';
import { nextRfqStatuses, rfqTitle, type RfqDetail, type RfqItem } from '~/domain/rfqs';
import { staffRfqStatusSchema } from '~/domain/schemas/rfqs';
import { displayNameOf } from '~/domain/users';
import { handleUnauthorized, reportFailure } from '~/lib/browser/session';
import { apiErrorBody, ApiRequestError } from '~/lib/client/http';
import { getRfq, listRfqItems, setRfqStatus } from '~/lib/client/rfqs';
import { ControlledField } from './ControlledField';
import { SubmitRow } from '../forms/SubmitRow';
import { useApiForm } from '../forms/useApiForm';
import { RfqItems } from '../ui/RfqItems';
import { RfqTimeline } from '../ui/RfqTimeline';
import { Dialog } from '../ui/Dialog';
import { RfqStatusBadge } from '../ui/RfqStatusBadge';

type StaffMove = Exclude<RfqStatus, 'draft' | 'submitted'>;
const MOVE_LABELS: Record<StaffMove, string> = { under_review: 'Start review', quoted: 'Send a quote', closed: 'Close' };

/** Today as YYYY-MM-DD in the reader's time zone: the earliest day a quote may hold until. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * The RFQ desk (issue 13): one RFQ with its requester, lines and timeline, and the moves staff may
 * make from its status (src/domain/rfqs.ts): start the review, quote (amount, valid-until date, a
 * note to the buyer) or close (a reason). 400 issues land under their fields; a 409 says the move
 * is no longer allowed and reloads the RFQ.
 */
export function RfqDesk({ rfqId, onClose, onMoved }: { rfqId: number | null; onClose(): void; onMoved(rfq: RfqDetail): void }) {
  const [detail, setDetail] = useState<{ id: number; rfq: RfqDetail | 'failed' }>();
  const [items, setItems] = useState<{ id: number; list: RfqItem[] | 'failed' }>();
  const [attempt, setAttempt] = useState(0);
  // Said inside the dialog: a modal dialog covers the page's toasts and makes them inert.
  const [moved, setMoved] = useState<{ id: number; text: string }>();

  useEffect(() => {
    if (rfqId === null) return;
    let live = true;
    getRfq(rfqId)
      .then((rfq) => live && setDetail({ id: rfqId, rfq }))
      .catch((error: unknown) => {
        if (!live) return;
        setDetail({ id: rfqId, rfq: 'failed' });
        reportFailure(error, { title: 'Error', description: 'Failed to fetch RFQs' }, 'Failed to fetch RFQ');
      });
    listRfqItems(rfqId)
      .then((list) => live && setItems({ id: rfqId, list }))
      .catch((error: unknown) => {
        if (!live) return;
        setItems({ id: rfqId, list: 'failed' });
        if (!handleUnauthorized(error)) console.error('Failed to fetch RFQ items', error);
      });
    return () => {
      live = false;
    };
  }, [rfqId, attempt]);

  const rfq = rfqId !== null && detail?.id === rfqId ? detail.rfq : 'loading';
  const lines = rfqId !== null && items?.id === rfqId ? items.list : 'loading';
  const title = typeof rfq === 'object' ? rfqTitle(rfq) : rfqId ? `RFQ #${rfqId}` : 'RFQ';

  return (
    <Dialog
      open={rfqId !== null}
      onClose={onClose}
      title={title}
      subtitle={typeof rfq === 'object' ? `RFQ #${rfq.id} · ${displayNameOf(rfq.requester)}` : undefined}
      size="wide"
    >
      {rfq === 'loading' && <p className="text-sm text-slate-700">Loading the RFQ…</p>}
      {rfq === 'failed' && <p className="text-sm text-red-700">Failed to fetch this RFQ. It may have been deleted.</p>}
      <p role="status" className="mb-3 text-sm font-semibold text-emerald-800 empty:hidden">
        {moved && moved.id === rfqId ? moved.text : ''}
      </p>
      {typeof rfq === 'object' && (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <div className="space-y-5">
            <Facts rfq={rfq} />
            <RfqItems items={lines} editable={false} />
          </div>
          {/* The next step first on a phone: it is what staff opened the RFQ for. */}
          <div className="order-first space-y-5 lg:order-none">
            <MoveForm
              key={`${rfq.id}:${rfq.status}`}
              rfq={rfq}
              onMoved={(next) => {
                setDetail({ id: next.id, rfq: next });
                setMoved({ id: next.id, text: `${rfqTitle(next)} is now ${RFQ_STATUS_LABELS[next.status]}.` });
                onMoved(next);
              }}
              onConflict={() => setAttempt((count) => count + 1)}
            />
            <RfqTimeline status={rfq.status} events={rfq.events} />
          </div>
        </div>
      )}
    </Dialog>
  );
}

function Facts({ rfq }: { rfq: RfqDetail }) {
  const facts: [string, string][] = [
    ['Requester', `${displayNameOf(rfq.requester)} · ${rfq.requester.email}`],
    ['Organization', rfq.requester.organizationName ?? '—'],
    ['Submitted', rfq.submittedAt ? formatMomentDate(rfq.submittedAt) : 'Not yet (draft)'],
    ['Needed by', rfq.neededBy ? formatCalendarDate(rfq.neededBy) : '—'],
    ['Ship to', rfq.shipToAddress ?? '—'],
    ['Estimated value', rfq.totalEstimatedValue === null ? '—' : formatCurrency(Number(rfq.totalEstimatedValue), 2)],
  ];
  if (rfq.quote) {
    facts.push(['Quoted', `${formatCurrency(Number(rfq.quote.amount), 2)}, valid until ${formatCalendarDate(rfq.quote.validUntil)}`]);
  }
  if (rfq.closedReason) facts.push(['Closed because', rfq.closedReason]);
  return (
    <section aria-labelledby="rfq-facts" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="rfq-facts" className="flex items-center gap-2 text-lg font-semibold text-ink">
        Request <RfqStatusBadge status={rfq.status} />
      </h3>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {rfq.notes && <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{rfq.notes}</p>}
    </section>
  );
}

function MoveForm({ rfq, onMoved, onConflict }: { rfq: RfqDetail; onMoved(rfq: RfqDetail): void; onConflict(): void }) {
  const moves = nextRfqStatuses('staff', rfq.status) as readonly StaffMove[];
  const [move, setMove] = useState<StaffMove | undefined>(moves[0]);
  const [values, setValues] = useState({ amount: '', validUntil: '', note: '', reason: '' });
  const { errors, formError, pending, submit } = useApiForm({
    schema: staffRfqStatusSchema,
    send: (input) => setRfqStatus(rfq.id, input),
    failure: {
      log: 'RFQ status change failed',
      inline: (error) => {
        if (handleUnauthorized(error)) return '';
        if (error instanceof ApiRequestError && error.status === 409) {
          onConflict();
          return `This move is not allowed: ${apiErrorBody(error)?.error ?? 'the RFQ has changed'}. The RFQ has been reloaded.`;
        }
        return 'Failed to update the RFQ. Please try again.';
      },
    },
    onSuccess: onMoved,
  });

  if (moves.length === 0 || !move) {
    return (
      <section aria-labelledby="rfq-move" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <h3 id="rfq-move" className="text-lg font-semibold text-ink">
          Next step
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {rfq.status === 'draft' ? 'The buyer has not submitted this RFQ yet.' : 'This RFQ is closed: nothing more to do.'}
        </p>
      </section>
    );
  }

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((old) => ({ ...old, [name]: value })),
  });
  const body = () => {
    if (move === 'under_review') return { status: move, note: values.note };
    if (move === 'quoted')
      return {
        status: move,
        amount: values.amount.trim() === '' ? undefined : Number(values.amount),
        validUntil: values.validUntil,
        note: values.note,
      };
    return { status: move, reason: values.reason };
  };

  return (
    <section aria-labelledby="rfq-move" className="rounded-2xl border border-brand-200 bg-brand-50/40 p-5">
      <h3 id="rfq-move" className="text-lg font-semibold text-ink">
        Next step
      </h3>
      <form noValidate aria-label="Move this RFQ" onSubmit={(event) => void submit(event, body())} className="mt-3 space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-ink">Move to</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {moves.map((value) => (
              <label
                key={value}
                className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-600/30"
              >
                <input
                  type="radio"
                  name="move"
                  value={value}
                  checked={move === value}
                  onChange={() => setMove(value)}
                  className="accent-brand-700"
                />
                {MOVE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        {move === 'quoted' && (
          <>
            <ControlledField label="Quoted amount (USD)" type="number" inputMode="decimal" min="0" step="0.01" {...field('amount')} />
            <ControlledField label="Valid until" type="date" min={today()} {...field('validUntil')} />
          </>
        )}
        {(move === 'quoted' || move === 'under_review') && (
          <ControlledField label="Note to the buyer (optional)" multiline {...field('note')} />
        )}
        {move === 'closed' && (
          <ControlledField label="Reason for closing" multiline hint="The buyer reads this on their RFQ." {...field('reason')} />
        )}
        <SubmitRow label={MOVE_LABELS[move]} pendingLabel="Saving..." pending={pending} error={formError || undefined} />
      </form>
    </section>
  );
}
