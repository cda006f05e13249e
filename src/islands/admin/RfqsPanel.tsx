import { useState } from 'react';
import { RFQ_STATUS_LABELS, RFQ_STATUSES } from '~/domain/constants';
import { formatCurrency, formatMomentDate } from '~/domain/format';
import { optionsOf } from '~/domain/labels';
import { isQuoteExpired, rfqTitle, waitsOnStaff, type RfqWithRequester } from '~/domain/rfqs';
import { displayNameOf } from '~/domain/users';
import { listRfqs } from '~/client/rfqs';
import { RfqStatusBadge } from '../rfqViews/RfqStatusBadge';
import { secondaryButton } from '../ui/buttons';
import { EmptyState } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';
import { replaceUrlSearch } from '../ui/useUrlSearch';
import { AdminSection } from './AdminSection';
import { QuoteSettingsDialog } from './QuoteSettings';
import { CardList } from './CardList';
import { ListStatus } from './RangeStatus';
import { RfqDesk } from './RfqDesk';
import { TabFilters, type TabFilter } from './TabFilters';
import { withParameter } from './urlParameters';
import { urlScope } from './urlScope';

/** Words of a search that all appear in the RFQ's title, id or requester. */
function matches(rfq: RfqWithRequester, q: string): boolean {
  const text =
    `${rfqTitle(rfq)} #${rfq.id} ${displayNameOf(rfq.requester)} ${rfq.requester.email} ${rfq.requester.organizationName ?? ''}`.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The status filter's extra choice: quoted RFQs whose quote has expired (a date, not a stored status). */
const EXPIRED = 'expired';

const STATUS_OPTIONS = [...optionsOf(RFQ_STATUSES, RFQ_STATUS_LABELS), { value: EXPIRED, label: 'Quoted, expired' }];
const FILTERS: readonly TabFilter[] = [
  { name: 'q', label: 'Search RFQs', placeholder: 'Project, requester, email or organization', className: 'col-span-2' },
  { name: 'status', label: 'Status', all: 'All statuses', options: STATUS_OPTIONS, className: 'col-span-2 md:col-span-1' },
];

function hasStatus(rfq: RfqWithRequester, status: string): boolean {
  if (status === EXPIRED) return rfq.status === 'quoted' && !!rfq.quote && isQuoteExpired(rfq.quote);
  return !status || rfq.status === status;
}

/**
 * The RFQs tab: every RFQ with its requester, searched and filtered by status (an expired quote
 * too), and the RFQ desk: open one to read its lines, quote, answer and timeline and move it on.
 * Filters and the open RFQ live in the URL. Quote settings (the seller and terms every quote
 * document carries) open in a dialog of their own.
 */
export function RfqsPanel({ params, onChanged }: { params: URLSearchParams; onChanged(): void }) {
  const { state, reload, update } = useApiData('rfqs', listRfqs, { toast: 'Failed to fetch RFQs' });
  const [editingSettings, setEditingSettings] = useState(false);
  const url = urlScope(params, 'rfqs');
  const status = url.get('status');
  const q = url.get('q');
  // The open RFQ is the whole panel's, not the list's (`rfq`, not `rfqs.rfq`).
  const openId = Number(params.get('rfq'));
  const open = (id: string) => replaceUrlSearch(withParameter(params, 'rfq', id));

  const all = state.status === 'ready' ? state.data : [];
  const shown = all.filter((rfq) => hasStatus(rfq, status) && matches(rfq, q));
  const waiting = all.filter((rfq) => waitsOnStaff(rfq)).length;

  return (
    <AdminSection
      name="rfqs"
      title="RFQs"
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {state.status === 'ready' && <p className="text-sm text-slate-700">{waiting} waiting for staff</p>}
          <button type="button" onClick={() => setEditingSettings(true)} className={secondaryButton}>
            Quote settings
          </button>
        </div>
      }
    >
      <TabFilters label="Filter RFQs" className="md:grid-cols-3" url={url} filters={FILTERS} />
      <ListStatus state={state} text={`${shown.length} of ${all.length} RFQs`} loading="Loading RFQs…" className="mt-4 mb-3" />
      <CardList
        state={state}
        onRetry={reload}
        failed="Failed to fetch RFQs"
        rows={shown}
        label="RFQs"
        empty={
          <EmptyState title="No RFQs found">
            {all.length > 0 ? 'Try another search or status.' : 'RFQs appear here when buyers start them.'}
          </EmptyState>
        }
      >
        {(rfq) => (
          <li
            key={rfq.id}
            className="grid gap-x-4 gap-y-2 p-4 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1.3fr)_minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                <span className="truncate">{rfqTitle(rfq)}</span>
                <RfqStatusBadge status={rfq.status} expired={!!rfq.quote && isQuoteExpired(rfq.quote)} />
              </p>
              <p className="text-sm text-slate-600">
                #{rfq.id} · {rfq.itemCount} {rfq.itemCount === 1 ? 'item' : 'items'} ·{' '}
                {rfq.submittedAt ? `submitted ${formatMomentDate(rfq.submittedAt)}` : `started ${formatMomentDate(rfq.createdAt)}`}
              </p>
            </div>
            <div className="min-w-0 text-sm">
              <p className="truncate text-ink">{displayNameOf(rfq.requester)}</p>
              <p className="truncate text-slate-700">
                {rfq.requester.email}
                {rfq.requester.organizationName && ` · ${rfq.requester.organizationName}`}
              </p>
            </div>
            <div className="text-sm">
              <p className="font-semibold text-ink tabular-nums">
                {rfq.totalEstimatedValue === null ? '—' : formatCurrency(Number(rfq.totalEstimatedValue), 2)}
              </p>
              {rfq.quote && <p className="text-slate-700">Quoted {formatCurrency(Number(rfq.quote.amount), 2)}</p>}
              {rfq.answer && (
                <p className="text-slate-700">
                  {RFQ_STATUS_LABELS[rfq.answer.status]} {formatMomentDate(rfq.answer.at)}
                </p>
              )}
            </div>
            <button type="button" onClick={() => open(String(rfq.id))} className={`${secondaryButton} justify-self-start`}>
              Open<span className="sr-only"> {rfqTitle(rfq)}</span>
            </button>
          </li>
        )}
      </CardList>
      <QuoteSettingsDialog open={editingSettings} onClose={() => setEditingSettings(false)} />
      <RfqDesk
        rfqId={Number.isInteger(openId) && openId > 0 ? openId : null}
        onClose={() => open('')}
        onMoved={(moved) => {
          update((list) => list.map((rfq) => (rfq.id === moved.id ? { ...rfq, ...moved } : rfq)));
          onChanged();
        }}
      />
    </AdminSection>
  );
}
