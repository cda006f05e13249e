import { newestFirst } from '~/domain/dashboard';
import { formatCalendarDate, formatCurrency, formatMomentDate } from '~/domain/format';
import { rfqTitle, type Rfq } from '~/domain/rfqs';
import { RfqStatusBadge } from '../ui/RfqStatusBadge';
import { DashboardCard, EmptyList, LoadFailed, LoadingRows } from './DashboardCard';
import type { Loaded } from './useDashboardData';

/**
 * Recent RFQs (SPEC §2 Dashboard: the 5 newest) with their status, and what staff answered: the
 * quote (amount, validity, note) once quoted, the reason once closed.
 */
export function RecentRfqs({ rfqs, onRetry }: { rfqs: Loaded<Rfq>; onRetry(): void }) {
  return (
    <DashboardCard id="recent-rfqs" title="Recent RFQs" action={{ href: '/rfq', label: 'All RFQs' }}>
      {rfqs === undefined ? (
        <LoadingRows />
      ) : rfqs === 'failed' ? (
        <LoadFailed message="Your RFQs could not be loaded." onRetry={onRetry} />
      ) : rfqs.length === 0 ? (
        <EmptyList
          title="No RFQs yet"
          text="Add products from the catalog to request a quote."
          action={{ href: '/catalog', label: 'Browse the catalog' }}
        />
      ) : (
        <ul className="divide-y divide-slate-200">
          {newestFirst(rfqs).map((rfq) => (
            <li key={rfq.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex items-start justify-between gap-3">
                <a href={`/rfq?id=${rfq.id}`} className="font-medium text-ink hover:text-brand-800 hover:underline">
                  {rfqTitle(rfq)}
                </a>
                <RfqStatusBadge status={rfq.status} />
              </div>
              <p className="mt-0.5 text-xs text-slate-600">
                Created {formatMomentDate(rfq.createdAt)} · {rfq.itemCount} {rfq.itemCount === 1 ? 'item' : 'items'}
                {rfq.totalEstimatedValue !== null && ` · estimated ${formatCurrency(Number(rfq.totalEstimatedValue), 2)}`}
              </p>
              {rfq.quote && (
                <p className="mt-1.5 rounded-md bg-brand-50 px-2.5 py-1.5 text-sm text-brand-900">
                  Quoted <strong className="tabular-nums">{formatCurrency(Number(rfq.quote.amount), 2)}</strong>, valid until{' '}
                  {formatCalendarDate(rfq.quote.validUntil)}
                  {rfq.quote.note && <span className="block text-xs text-brand-900">{rfq.quote.note}</span>}
                </p>
              )}
              {rfq.closedReason && <p className="mt-1.5 text-sm text-slate-700">Closed: {rfq.closedReason}</p>}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
