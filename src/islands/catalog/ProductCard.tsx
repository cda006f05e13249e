import { PRODUCT_CATEGORY_LABELS } from '~/domain/constants';
import { formatListPrice, formatQuantityWithUnit, formatUnitPrice, makerAndModel, type Product } from '~/domain/products';
import { primaryButton, secondaryButton } from '../ui/buttons';

/** How many specification entries a card shows: the headline figures, the rest in the product's detail. */
export const CARD_SPECIFICATIONS = 4;

interface Props {
  product: Product;
  /** How many of it the cart holds (0 when none). */
  inCart: number;
  adding: boolean;
  compared: boolean;
  /** False when the compare view is full and this product is not in it. */
  canCompare: boolean;
  onView(): void;
  onAdd(): void;
  onCompare(compared: boolean): void;
}

/**
 * A catalog product: category badge, `$price/unitType` when priced, name, 'manufacturer - model',
 * the first four specifications, View, the datasheet PDF and Add to RFQ; and the normalised price,
 * the lead time, how many the cart holds, and Compare.
 */
export function ProductCard({ product, inCart, adding, compared, canCompare, onView, onAdd, onCompare }: Props) {
  const price = formatListPrice(product);
  const specifications = Object.entries(product.specifications).slice(0, CARD_SPECIFICATIONS);
  return (
    <article
      aria-labelledby={`product-${product.id}`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900 ring-1 ring-brand-200">
          {PRODUCT_CATEGORY_LABELS[product.category]}
        </span>
        <p className="ml-auto text-right text-sm">
          {price ? <span className="font-semibold text-ink">{price}</span> : <span className="text-slate-600">Price on request</span>}
          {product.unitPrice && <span className="block text-xs text-slate-600">{formatUnitPrice(product.unitPrice)}</span>}
        </p>
      </div>
      <h2 id={`product-${product.id}`} className="mt-3 text-base font-semibold text-ink">
        {product.name}
      </h2>
      <p className="text-sm text-slate-600">{makerAndModel(product)}</p>
      <dl className="mt-3 space-y-1.5 text-sm">
        {specifications.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        {product.leadTimeWeeks ? `Lead time about ${product.leadTimeWeeks} weeks` : 'Lead time on request'}
      </p>
      <div className="mt-auto pt-4">
        {inCart > 0 && (
          <p className="mb-2 text-sm font-medium text-brand-800">In your RFQ: {formatQuantityWithUnit(inCart, product.unitType)}</p>
        )}
        <button type="button" onClick={onAdd} disabled={adding} className={`${primaryButton} w-full`}>
          {adding ? 'Adding...' : 'Add to RFQ'}
          <span className="sr-only"> {product.name}</span>
        </button>
        <div className="mt-2 flex items-center gap-2">
          <button type="button" onClick={onView} className={secondaryButton}>
            View<span className="sr-only"> {product.name}</span>
          </button>
          <a href={product.datasheetUrl} download className={secondaryButton}>
            PDF<span className="sr-only"> datasheet of {product.name}</span>
          </a>
          <label className="ml-auto inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={compared}
              disabled={!compared && !canCompare}
              onChange={(event) => onCompare(event.currentTarget.checked)}
              className="h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
            />
            Compare<span className="sr-only"> {product.name}</span>
          </label>
        </div>
      </div>
    </article>
  );
}
