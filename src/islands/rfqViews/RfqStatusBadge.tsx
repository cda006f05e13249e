import { RFQ_STATUS_LABELS, type RfqStatus } from '~/domain/constants';

const STATUS_CLASS: Record<RfqStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  submitted: 'bg-sky-50 text-sky-900 ring-sky-200',
  under_review: 'bg-amber-50 text-amber-900 ring-amber-200',
  quoted: 'bg-brand-50 text-brand-900 ring-brand-200',
  closed: 'bg-slate-200 text-slate-800 ring-slate-300',
  accepted: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  declined: 'bg-rose-50 text-rose-900 ring-rose-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/**
 * An RFQ's status as a badge, one colour per status. A quote whose validity has passed stays
 * "Quoted" (expiry is read from its date, not a status of its own) and says "expired" beside it.
 */
export function RfqStatusBadge({ status, expired = false }: { status: RfqStatus; expired?: boolean }) {
  const quoteExpired = expired && status === 'quoted';
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${quoteExpired ? 'bg-orange-50 text-orange-900 ring-orange-200' : STATUS_CLASS[status]}`}
    >
      {RFQ_STATUS_LABELS[status]}
      {quoteExpired && ' · expired'}
    </span>
  );
}
