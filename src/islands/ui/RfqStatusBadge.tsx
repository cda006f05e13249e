import { RFQ_STATUS_LABELS, type RfqStatus } from '~/domain/constants';

const STATUS_CLASS: Record<RfqStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  submitted: 'bg-sky-50 text-sky-900 ring-sky-200',
  under_review: 'bg-amber-50 text-amber-900 ring-amber-200',
  quoted: 'bg-brand-50 text-brand-900 ring-brand-200',
  closed: 'bg-slate-200 text-slate-800 ring-slate-300',
};

/** An RFQ's status as a badge, one colour per status. */
export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_CLASS[status]}`}>
      {RFQ_STATUS_LABELS[status]}
    </span>
  );
}
