import { newestFirst } from '~/domain/dashboard';
import { formatCalendarDate, formatCurrency, formatMomentDate } from '~/domain/format';
import { isQuoteExpired, rfqFigure, rfqTitle, type Rfq } from '~/domain/rfqs';
import { EmptyState } from '../ui/ListStates';
import { RfqStatusBadge } from '../rfqViews/RfqStatusBadge';
import type { ApiRead } from '../ui/useApiData';
import { DashboardList } from './DashboardList';

const CARD = { id: 'recent-rfqs', title: 'Recent RFQs', action: { href: '/rfq', label: 'All RFQs' } };
const NO_RFQS = (
  <EmptyState title="No RFQs yet" action={{ href: '/catalog', label: 'Browse the catalog' }}>
    Add products from the catalog to request a quote.
  </EmptyState>
);

/**
 * Recent RFQs, the five newest, with their status, their estimate until staff quote, and what staff
 * answered: the quote (amount, validity, note) once quoted, in place of the estimate, whether it
 * expired, the buyer's answer, the reason once closed.
 */
export function RecentRfqs({ read }: { read: ApiRead<Rfq[]> }) {
  return (
    <DashboardList
      card={CARD}
      read={read}
      failed="Your RFQs could not be loaded."
      empty={{ when: (rfqs) => rfqs.length === 0, show: NO_RFQS }}
    >
      {(rfqs) => (
        <ul className="divide-y divide-slate-200">
          {newestFirst(rfqs).map((rfq) => (
            <li key={rfq.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex items-start justify-between gap-3">
                <a href={`/rfq?id=${rfq.id}`} className="min-w-0 font-medium text-ink hover:text-brand-800 hover:underline">
                  {rfqTitle(rfq)}
                </a>
                <RfqStatusBadge status={rfq.status} expired={!!rfq.quote && isQuoteExpired(rfq.quote)} />
              </div>
              <p className="mt-0.5 text-xs text-slate-600">
                Created {formatMomentDate(rfq.createdAt)} · {rfq.itemCount} {rfq.itemCount === 1 ? 'item' : 'items'}
                {/* Once quoted, the quote below is the figure: the estimate it replaced would only mislead. */}
                {rfqFigure(rfq)?.kind === 'estimate' && ` · estimate ${formatCurrency(Number(rfq.totalEstimatedValue), 2)}`}
              </p>
              {rfq.quote && (
                <p className="mt-1.5 rounded-md bg-brand-50 px-2.5 py-1.5 text-sm text-brand-900">
                  Quoted <strong className="tabular-nums">{formatCurrency(Number(rfq.quote.amount), 2)}</strong>, valid until{' '}
                  {formatCalendarDate(rfq.quote.validUntil)}
                  {rfq.quote.note && <span className="block text-xs text-brand-900">{rfq.quote.note}</span>}
                </p>
              )}
              {rfq.answer && (
                <p className="mt-1.5 text-sm text-slate-700">
                  {
                    { accepted: 'You accepted the quote', declined: 'You declined the quote', withdrawn: 'You withdrew it' }[
                      rfq.answer.status
                    ]
                  }{' '}
                  on {formatMomentDate(rfq.answer.at)}.
                </p>
              )}
              {rfq.closedReason && <p className="mt-1.5 text-sm text-slate-700">Closed: {rfq.closedReason}</p>}
            </li>
          ))}
        </ul>
      )}
    </DashboardList>
  );
}
