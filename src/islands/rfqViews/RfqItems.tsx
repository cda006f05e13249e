import { useState } from 'react';
import { formatCurrency } from '~/domain/format';
import { formatListPrice, formatQuantityWithUnit, makerAndModel } from '~/domain/products';
import { formatLeadTime, formatUnitPrice } from '~/domain/quotes';
import { estimateItems, lineTotal, type RfqItem, type RfqQuote } from '~/domain/rfqs';
import { MAX_RFQ_QUANTITY } from '~/domain/rfqs';
import { fieldClass } from '../forms/FieldFrame';
import { EmptyState, LoadFailed, LoadingRows } from '../ui/ListStates';

interface Props {
  items: readonly RfqItem[] | 'loading' | 'failed';
  /** A draft's lines can be changed; a submitted RFQ's are read only. */
  editable: boolean;
  onChange?(item: RfqItem, change: { quantity?: number; specifications?: string | null }): Promise<void>;
  onRemove?(item: RfqItem): Promise<void>;
  /** Reads the lines again after a failure (Try again); without it the failure is only said. */
  onRetry?(): void;
  /** Staff's quote: when it prices each line, its lines, charges and total are shown under the estimate. */
  quote?: RfqQuote | null;
}

/**
 * 'Requested Items': each line's product name (or 'Product ID: x' when it has none), 'manufacturer
 * - model', quantity with its unit, the line's note, and price × quantity to the cent; a draft's
 * quantities and notes are edited in place and lines removed. Once a quote prices each line, what
 * staff quoted stands beside what was requested: unit price, lead time and line total, then the
 * quote's charges and total under the estimate.
 */
export function RfqItems({ items, editable, onChange, onRemove, onRetry, quote }: Props) {
  return (
    <section aria-labelledby="requested-items" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="requested-items" className="mb-3 text-lg font-semibold text-ink">
        Requested Items
      </h2>
      {items === 'loading' && <LoadingRows rows={2} height="h-16" />}
      {items === 'failed' &&
        (onRetry ? (
          <LoadFailed message="Failed to fetch RFQ items" onRetry={onRetry} alert />
        ) : (
          <p role="alert" className="text-sm text-red-700">
            Failed to fetch RFQ items
          </p>
        ))}
      {Array.isArray(items) && items.length === 0 && (
        <EmptyState title="No items in this RFQ" action={{ href: '/catalog', label: 'Browse the catalog' }} />
      )}
      {Array.isArray(items) && items.length > 0 && (
        <>
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <Line key={item.id} item={item} editable={editable} onChange={onChange} onRemove={onRemove} />
            ))}
          </ul>
          <Totals items={items} />
          {quote?.subtotal && <QuotedTotals quote={quote} />}
        </>
      )}
    </section>
  );
}

function Totals({ items }: { items: readonly RfqItem[] }) {
  const { value, onRequest } = estimateItems(items);
  return (
    <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2 border-t border-slate-200 pt-3">
      <p className="text-sm text-slate-600">
        {onRequest > 0 ? `Excludes ${onRequest} ${onRequest === 1 ? 'item' : 'items'} priced on request` : 'All items at list price'}
      </p>
      <p className="text-base">
        <span className="text-slate-700">Estimated total </span>
        <span className="font-semibold text-ink" data-testid="estimated-total">
          {formatCurrency(value, 2)}
        </span>
      </p>
    </div>
  );
}

/** The quote's own figures under the estimate: its lines added up, each charge, and the total. */
function QuotedTotals({ quote }: { quote: RfqQuote }) {
  const rows: [string, string][] = [['Quoted lines', quote.subtotal ?? '0']];
  for (const charge of quote.charges ?? []) rows.push([charge.label, charge.amount]);
  return (
    <dl className="mt-3 space-y-1 rounded-xl bg-brand-50 p-3 text-sm">
      {rows.map(([label, amount], index) => (
        <div key={index} className="flex justify-between gap-3">
          <dt className="text-slate-700">{label}</dt>
          <dd className="tabular-nums text-ink">{formatCurrency(Number(amount), 2)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-brand-200 pt-1 text-base">
        <dt className="font-semibold text-ink">Quoted total</dt>
        <dd className="font-semibold tabular-nums text-ink" data-testid="quoted-total">
          {formatCurrency(Number(quote.amount), 2)}
        </dd>
      </div>
    </dl>
  );
}

function Line({ item, editable, onChange, onRemove }: { item: RfqItem } & Pick<Props, 'editable' | 'onChange' | 'onRemove'>) {
  const name = item.product.name || `Product ID: ${item.productId}`;
  const total = lineTotal(item);
  const price = formatListPrice(item.product);
  const unit = item.product.unitType ? `/${item.product.unitType}` : '';
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div>
        <p className="font-semibold text-ink">{name}</p>
        <p className="text-sm text-slate-600">{makerAndModel(item.product)}</p>
        {!editable && (
          <>
            <p className="mt-1 text-sm text-slate-800">Quantity: {formatQuantityWithUnit(item.quantity, item.product.unitType)}</p>
            {item.specifications && <p className="mt-1 text-sm text-slate-700">{item.specifications}</p>}
          </>
        )}
        {editable && onChange && <LineEditor item={item} name={name} onChange={onChange} />}
      </div>
      <div className="flex items-start justify-between gap-4 sm:flex-col sm:items-end">
        <div className="sm:text-right">
          {item.quote && <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Requested</p>}
          <p className="font-semibold text-ink" data-testid="line-total">
            {total === null ? 'Price on request' : formatCurrency(total, 2)}
          </p>
          {price && <p className="text-xs text-slate-600">{price}</p>}
          {item.quote && (
            <div className="mt-2 rounded-lg bg-brand-50 px-2.5 py-1.5" data-testid="quoted-line">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-900">Quoted</p>
              <p className="font-semibold text-ink tabular-nums" data-testid="quoted-line-total">
                {formatCurrency(Number(item.quote.lineTotal), 2)}
              </p>
              <p className="text-xs text-slate-700">
                {formatUnitPrice(item.quote.unitPrice)}
                {unit} · {formatLeadTime(item.quote.leadTimeWeeks)}
              </p>
            </div>
          )}
        </div>
        {editable && onRemove && (
          <button type="button" onClick={() => void onRemove(item)} className="text-sm font-semibold text-red-800 hover:underline">
            Remove<span className="sr-only"> {name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

/** A draft line's quantity and note, saved when the field is left (or on Enter for the quantity). */
function LineEditor({ item, name, onChange }: { item: RfqItem; name: string; onChange: NonNullable<Props['onChange']> }) {
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [note, setNote] = useState(item.specifications ?? '');
  const [error, setError] = useState<string>();
  // The saved line changed (saved, or reloaded after a failure): show what is saved.
  const [saved, setSaved] = useState(item);
  if (saved !== item) {
    setSaved(item);
    setQuantity(String(item.quantity));
    setNote(item.specifications ?? '');
  }

  const saveQuantity = () => {
    const value = Number(quantity);
    if (!Number.isInteger(value) || value < 1 || value > MAX_RFQ_QUANTITY) {
      setError(`Enter a whole number from 1 to ${MAX_RFQ_QUANTITY.toLocaleString('en-US')}`);
      return;
    }
    setError(undefined);
    if (value !== item.quantity) void onChange(item, { quantity: value });
  };
  const saveNote = () => {
    if (note.trim() !== (item.specifications ?? '')) void onChange(item, { specifications: note.trim() || null });
  };
  const unit = formatQuantityWithUnit(Number(quantity) || 0, item.product.unitType).replace(/^[\d,]+ /, '');
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-[auto_minmax(0,1fr)]">
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
        Quantity
        <span className="flex items-center gap-2">
          <input
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={quantity}
            aria-label={`Quantity of ${name}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setQuantity(event.currentTarget.value)}
            onBlur={saveQuantity}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                saveQuantity();
              }
            }}
            className={`${fieldClass} w-24 py-1.5 text-sm`}
          />
          <span className="text-sm text-slate-700">{unit}</span>
        </span>
        {error && (
          <span role="alert" className="text-xs text-red-700">
            {error}
          </span>
        )}
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
        Note for this line
        <textarea
          rows={1}
          value={note}
          maxLength={2000}
          aria-label={`Note for ${name}`}
          onChange={(event) => setNote(event.currentTarget.value)}
          onBlur={saveNote}
          placeholder="Frame color, connector, delivery split…"
          className={`${fieldClass} py-1.5 text-sm`}
        />
      </label>
    </div>
  );
}
