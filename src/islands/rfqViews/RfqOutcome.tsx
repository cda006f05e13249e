import { formatCalendarDate, formatCurrency } from '~/domain/format';
import type { Rfq } from '~/domain/rfqs';

/** What staff answered: the quote (amount, until when it holds, their note) and, once closed, why. */
export function RfqOutcome({ rfq, className = '' }: { rfq: Pick<Rfq, 'quote' | 'closedReason'>; className?: string }) {
  if (!rfq.quote && !rfq.closedReason) return null;
  return (
    <section
      aria-label={rfq.quote ? 'Quote' : 'Closing reason'}
      className={`space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 ${className}`}
    >
      {rfq.quote && (
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-emerald-900">Quote</p>
          <p className="mt-1 text-2xl font-bold text-ink">{formatCurrency(Number(rfq.quote.amount), 2)}</p>
          <p className="text-sm text-slate-700">Valid until {formatCalendarDate(rfq.quote.validUntil)}</p>
          {rfq.quote.note && <p className="mt-2 whitespace-pre-line text-sm text-ink">{rfq.quote.note}</p>}
        </div>
      )}
      {rfq.closedReason && (
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">Closed</p>
          <p className="mt-1 whitespace-pre-line text-sm text-ink">{rfq.closedReason}</p>
        </div>
      )}
    </section>
  );
}
