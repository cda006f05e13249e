import { RFQ_STATUS_LABELS, RFQ_STATUSES } from '~/domain/constants';
import { formatCurrency, formatMomentDate } from '~/domain/format';
import { optionsOf } from '~/domain/labels';
import { isQuoteExpired, rfqTitle, waitsOnStaff, type RfqWithRequester } from '~/domain/rfqs';
import { displayNameOf } from '~/domain/users';
import { listRfqs } from '~/lib/client/rfqs';
import { RfqStatusBadge } from '../ui/RfqStatusBadge';
import { secondaryButton } from '../ui/buttons';
import { DataView, EmptyState, LoadingRows } from '../ui/ListStates';
import { SearchBox } from '../ui/SearchBox';
import { FilterSelect } from '../ui/FilterSelect';
import { useApiData } from '../ui/useApiData';
import { replaceUrlSearch } from '../ui/useUrlSearch';
import { RfqDesk } from './RfqDesk';
import { withParameter } from './urlParameters';
import { FilterForm } from '../ui/FilterForm';

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

function hasStatus(rfq: RfqWithRequester, status: string): boolean {
  if (status === EXPIRED) return rfq.status === 'quoted' && !!rfq.quote && isQuoteExpired(rfq.quote);
  return !status || rfq.status === status;
}

/**
 * The RFQs tab: every RFQ with its requester, searched and filtered by status (an expired quote
 * too), and the RFQ desk: open one to read its lines, quote, answer and timeline and move it on.
 * Filters and the open RFQ live in the URL.
 */
export function RfqsPanel({ params, onChanged }: { params: URLSearchParams; onChanged(): void }) {
  const { state, reload, update } = useApiData('rfqs', listRfqs, { toast: 'Failed to fetch RFQs' });
  const status = params.get('rfqs.status') ?? '';
  const q = params.get('rfqs.q') ?? '';
  const openId = Number(params.get('rfq'));
  const set = (name: string, value: string) => replaceUrlSearch(withParameter(params, name, value));

  const all = state.status === 'ready' ? state.data : [];
  const shown = all.filter((rfq) => hasStatus(rfq, status) && matches(rfq, q));
  const waiting = all.filter((rfq) => waitsOnStaff(rfq)).length;

  return (
    <section aria-labelledby="rfqs-heading">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="rfqs-heading" className="text-xl font-semibold text-ink">
          RFQs
        </h2>
        {state.status === 'ready' && <p className="text-sm text-slate-700">{waiting} waiting for staff</p>}
      </div>
      <FilterForm label="Filter RFQs" className="md:grid-cols-3">
        <SearchBox
          label="Search RFQs"
          value={q}
          placeholder="Project, requester, email or organization"
          onSearch={(text) => set('rfqs.q', text)}
          className="col-span-2"
        />
        <FilterSelect
          label="Status"
          value={status}
          all="All statuses"
          options={STATUS_OPTIONS}
          onChange={(value) => set('rfqs.status', value)}
          className="col-span-2 md:col-span-1"
        />
      </FilterForm>
      <p role="status" className="mt-4 mb-3 text-sm text-slate-700">
        {state.status === 'ready' && `${shown.length} of ${all.length} RFQs`}
        {state.status === 'loading' && <span className="sr-only">Loading RFQs…</span>}
      </p>
      <DataView
        state={state}
        onRetry={reload}
        failed="Failed to fetch RFQs"
        loading={<LoadingRows rows={5} height="h-16" />}
        empty={{
          when: () => shown.length === 0,
          show: (
            <EmptyState title="No RFQs found">
              {all.length > 0 ? 'Try another search or status.' : 'RFQs appear here when buyers start them.'}
            </EmptyState>
          ),
        }}
      >
        {() => (
          <ul
            aria-label="RFQs"
            className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {shown.map((rfq) => (
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
                <button type="button" onClick={() => set('rfq', String(rfq.id))} className={`${secondaryButton} justify-self-start`}>
                  Open<span className="sr-only"> {rfqTitle(rfq)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DataView>
      <RfqDesk
        rfqId={Number.isInteger(openId) && openId > 0 ? openId : null}
        onClose={() => set('rfq', '')}
        onMoved={(moved) => {
          update((list) => list.map((rfq) => (rfq.id === moved.id ? { ...rfq, ...moved } : rfq)));
          onChanged();
        }}
      />
    </section>
  );
}
