import { PRODUCT_CATEGORY_LABELS } from '~/domain/constants';
import { facetsOf, formatFacetValue } from '~/domain/productFacets';
import { formatListPrice, formatQuantityWithUnit, formatUnitPrice, makerAndModel, type Product } from '~/domain/products';
import { Dialog } from '../ui/Dialog';
import { primaryButton, secondaryButton } from '../ui/buttons';

interface Props {
  product: Product | null;
  inCart: number;
  adding: boolean;
  onAdd(): void;
  onClose(): void;
}

/** A product's detail: its terms, key figures and every specification, the datasheet to download, and Add to RFQ. */
export function ProductDialog({ product, inCart, adding, onAdd, onClose }: Props) {
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product?.name ?? ''}
      subtitle={product ? makerAndModel(product) : undefined}
      footer={
        product && (
          <>
            {inCart > 0 && (
              <span className="mr-auto text-sm font-medium text-brand-800">
                In your RFQ: {formatQuantityWithUnit(inCart, product.unitType)}
              </span>
            )}
            <a href={product.datasheetUrl} download className={secondaryButton}>
              Download datasheet (PDF)
            </a>
            <button type="button" onClick={onAdd} disabled={adding} className={primaryButton}>
              {adding ? 'Adding...' : 'Add to RFQ'}
            </button>
          </>
        )
      }
    >
      {product && <ProductDetail product={product} />}
    </Dialog>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const terms = [
    ['Category', PRODUCT_CATEGORY_LABELS[product.category]],
    ['List price', formatListPrice(product) ?? 'On request'],
    ['Normalized price', product.unitPrice ? formatUnitPrice(product.unitPrice) : 'Not applicable'],
    ['Lead time', product.leadTimeWeeks ? `About ${product.leadTimeWeeks} weeks` : 'On request'],
  ];
  const keyFigures = facetsOf(product.category).filter((definition) => product.facets[definition.key] !== undefined);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-4">
        {terms.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {keyFigures.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-brand-800">Key figures</h3>
          <dl className="mt-2 grid gap-x-6 text-sm sm:grid-cols-2">
            {keyFigures.map((definition) => (
              <div key={definition.key} className="flex justify-between gap-4 border-b border-slate-100 py-1.5">
                <dt className="text-slate-600">{definition.label}</dt>
                <dd className="text-right font-medium text-ink">{formatFacetValue(definition, product.facets[definition.key])}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-brand-800">Specifications</h3>
      <dl className="mt-2 text-sm">
        {Object.entries(product.specifications).map(([label, value]) => (
          <div key={label} className="grid gap-1 border-b border-slate-100 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
