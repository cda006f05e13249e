import { useState } from 'react';
import { RFQ_STATUS_LABELS } from '~/domain/constants';
import { formatCalendarDate, formatCurrency, formatMomentDate } from '~/domain/format';
import { isQuoteExpired, rfqTitle, type RfqDetail } from '~/domain/rfqs';
import { displayNameOf } from '~/domain/users';
import { getRfq, listRfqItems, quotePdfUrl } from '~/client/rfqs';
import { secondaryButton } from '../ui/buttons';
import { Dialog } from '../ui/Dialog';
import { DataView, LoadingRows } from '../ui/ListStates';
import { RfqItems } from '../rfqViews/RfqItems';
import { RfqStatusBadge } from '../rfqViews/RfqStatusBadge';
import { RfqTimeline } from '../rfqViews/RfqTimeline';
import { dataOf, useApiData } from '../ui/useApiData';
import { RfqMoveForm } from './RfqMoveForm';
import { RfqQuoteRevision } from './RfqQuoteRevision';

/**
 * The RFQ desk: one RFQ with its requester, lines and timeline, the quote with the quoted lines
 * beside the requested ones and the buyer's answer, the form that moves it on (RfqMoveForm) and,
 * while a quote stands, the one that replaces it (RfqQuoteRevision). A move another admin (or the
 * buyer) made first reads the RFQ and its lines again in place, so the form keeps its message
 * saying why the move was refused.
 */
export function RfqDesk({ rfqId, onClose, onMoved }: { rfqId: number | null; onClose(): void; onMoved(rfq: RfqDetail): void }) {
  const key = rfqId === null ? null : `rfq/${rfqId}`;
  const detail = useApiData(key, () => getRfq(rfqId!), { toast: 'Failed to fetch RFQs' });
  const items = useApiData(key, () => listRfqItems(rfqId!), { log: 'Failed to fetch RFQ items' });
  // Said inside the dialog: a modal dialog covers the page's toasts and makes them inert.
  const [moved, setMoved] = useState<{ id: number; text: string }>();

  const loaded = dataOf(detail.state);
  const title = loaded ? rfqTitle(loaded) : rfqId ? `RFQ #${rfqId}` : 'RFQ';

  /** Reads the RFQ again without leaving the screen; an answer for an RFQ no longer open is dropped. */
  function refresh(id: number): void {
    getRfq(id)
      .then((fresh) => detail.update((current) => (current.id === fresh.id ? fresh : current)))
      .catch(() => detail.reload());
    listRfqItems(id)
      .then((fresh) => items.update(() => fresh))
      .catch(() => items.reload());
  }

  function afterMove(next: RfqDetail): void {
    detail.update(() => next);
    setMoved({ id: next.id, text: `${rfqTitle(next)} is now ${RFQ_STATUS_LABELS[next.status]}.` });
    onMoved(next);
    // A quote prices the lines: read them again to show the prices beside the requested ones.
    if (next.quote) items.reload();
  }

  return (
    <Dialog
      open={rfqId !== null}
      onClose={onClose}
      title={title}
      subtitle={loaded ? `RFQ #${loaded.id} · ${displayNameOf(loaded.requester)}` : undefined}
      size="wide"
    >
      <p role="status" className="mb-3 text-sm font-semibold text-emerald-800 empty:hidden">
        {moved && moved.id === rfqId ? moved.text : ''}
      </p>
      <DataView
        state={detail.state}
        onRetry={() => {
          detail.reload();
          items.reload();
        }}
        failed="Failed to fetch this RFQ. It may have been deleted."
        loading={<LoadingRows rows={4} height="h-16" />}
      >
        {(rfq) => {
          const lines = items.state.status === 'ready' ? items.state.data : undefined;
          return (
            <div className="grid gap-5 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
              <div className="space-y-5">
                <Facts rfq={rfq} />
                <RfqItems items={lines ?? (items.state.status === 'failed' ? 'failed' : 'loading')} editable={false} quote={rfq.quote} />
              </div>
              {/* The next step first on a phone: it is what staff opened the RFQ for. */}
              <div className="order-first space-y-5 lg:order-none">
                <RfqMoveForm
                  // Built again once the lines arrive: a quote prices each of them.
                  key={`${rfq.id}:${rfq.status}:${rfq.quote?.version ?? 0}:${lines ? 'lines' : 'none'}`}
                  rfq={rfq}
                  items={lines}
                  onMoved={afterMove}
                  onConflict={() => refresh(rfq.id)}
                />
                {lines && (
                  <RfqQuoteRevision
                    key={`${rfq.id}:${rfq.quote?.version ?? 0}`}
                    rfq={rfq}
                    items={lines}
                    onMoved={afterMove}
                    onConflict={() => refresh(rfq.id)}
                  />
                )}
                <RfqTimeline status={rfq.status} events={rfq.events} />
              </div>
            </div>
          );
        }}
      </DataView>
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
    const until = formatCalendarDate(rfq.quote.validUntil);
    const expired = rfq.status === 'quoted' && isQuoteExpired(rfq.quote);
    facts.push([
      'Quoted',
      `${formatCurrency(Number(rfq.quote.amount), 2)} (version ${rfq.quote.version ?? 1}), ${expired ? `expired: it was valid until ${until}` : `valid until ${until}`}`,
    ]);
  }
  if (rfq.answer) {
    const answered = { accepted: 'Accepted', declined: 'Declined', withdrawn: 'Withdrawn' }[rfq.answer.status];
    facts.push(["Buyer's answer", `${answered} on ${formatMomentDate(rfq.answer.at)}${rfq.answer.reason ? `: ${rfq.answer.reason}` : ''}`]);
  }
  if (rfq.closedReason) facts.push(['Closed because', rfq.closedReason]);
  return (
    <section aria-labelledby="rfq-facts" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="rfq-facts" className="flex items-center gap-2 text-lg font-semibold text-ink">
          Request <RfqStatusBadge status={rfq.status} expired={!!rfq.quote && isQuoteExpired(rfq.quote)} />
        </h3>
        {rfq.quote && (
          <a href={quotePdfUrl(rfq.id)} download className={secondaryButton}>
            Quote PDF
          </a>
        )}
      </div>
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
