import { formatCurrency, formatMomentDate } from '~/domain/format';
import { isQuoteExpired, rfqFigure, rfqTitle, type Rfq } from '~/domain/rfqs';
import { primaryButton } from '../ui/buttons';
import { RfqStatusBadge } from '../rfqViews/RfqStatusBadge';

interface Props {
  rfqs: readonly Rfq[];
  selectedId: number | null;
  creating: boolean;
  onSelect(id: number): void;
  onCreate(): void;
}

/**
 * The buyer's RFQs, left of the chosen one: 'Draft RFQs' and 'Submitted RFQs' (everything past
 * draft), a row each with its name, status, date and, once submitted, its figure: the quote's total
 * once quoted, else the estimate; New RFQ.
 */
export function RfqList({ rfqs, selectedId, creating, onSelect, onCreate }: Props) {
  const drafts = rfqs.filter((rfq) => rfq.status === 'draft');
  const submitted = rfqs.filter((rfq) => rfq.status !== 'draft');
  return (
    <div className="self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-ink">Your RFQs</h2>
        <button type="button" onClick={onCreate} disabled={creating} className={primaryButton}>
          {creating ? 'Creating...' : 'New RFQ'}
        </button>
      </div>
      {rfqs.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
          <p className="font-semibold text-ink">No RFQs yet</p>
          <p className="mt-1 text-sm text-slate-600">Add products from the catalog, or start an empty request.</p>
          <button type="button" onClick={onCreate} disabled={creating} className={`${primaryButton} mt-4`}>
            Create Your First RFQ
          </button>
        </div>
      ) : (
        <>
          <Group title="Draft RFQs" rfqs={drafts} selectedId={selectedId} onSelect={onSelect} empty="No drafts" />
          <Group title="Submitted RFQs" rfqs={submitted} selectedId={selectedId} onSelect={onSelect} empty="Nothing submitted yet" />
        </>
      )}
    </div>
  );
}

function Group({
  title,
  rfqs,
  selectedId,
  onSelect,
  empty,
}: { title: string; rfqs: readonly Rfq[]; empty: string } & Pick<Props, 'selectedId' | 'onSelect'>) {
  return (
    <section className="mt-5" aria-label={title}>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      {rfqs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-1.5">
          {rfqs.map((rfq) => (
            <li key={rfq.id}>
              <button
                type="button"
                onClick={() => onSelect(rfq.id)}
                aria-current={rfq.id === selectedId ? 'true' : undefined}
                className="w-full rounded-lg border border-transparent px-3 py-2 text-left hover:bg-slate-50 aria-[current=true]:border-brand-200 aria-[current=true]:bg-brand-50"
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="font-medium text-ink">{rfqTitle(rfq)}</span>
                  <RfqStatusBadge status={rfq.status} expired={!!rfq.quote && isQuoteExpired(rfq.quote)} />
                </span>
                <span className="mt-0.5 flex flex-wrap justify-between gap-x-2 text-xs text-slate-600">
                  <span>
                    {formatMomentDate(rfq.createdAt)} · {rfq.itemCount} {rfq.itemCount === 1 ? 'item' : 'items'}
                  </span>
                  {rfq.status !== 'draft' && <Figure rfq={rfq} />}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The quote's total once quoted, else the estimate, each named: a $212,000 quote never reads as its $198 estimate. */
function Figure({ rfq }: { rfq: Rfq }) {
  const figure = rfqFigure(rfq);
  if (!figure) return null;
  return (
    <span className="whitespace-nowrap">
      {figure.kind === 'quote' ? 'Quoted' : 'Estimate'}{' '}
      <span className="font-semibold tabular-nums text-ink">{formatCurrency(Number(figure.amount), 2)}</span>
    </span>
  );
}
