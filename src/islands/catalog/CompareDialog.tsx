import { useEffect, useState } from 'react';
import { PRODUCT_CATEGORY_LABELS } from '~/domain/constants';
import { facetsOf, formatFacetValue } from '~/domain/productFacets';
import { formatListPrice, formatUnitPrice, makerAndModel, type Product } from '~/domain/products';
import { searchProducts } from '~/lib/client/products';
import { Dialog } from '../ui/Dialog';

interface Props {
  open: boolean;
  ids: number[];
  onRemove(id: number): void;
  onClose(): void;
}

interface Row {
  key: string;
  label: string;
  values: string[];
}

interface RowGroup {
  title: string;
  rows: Row[];
}

/** What buyers compare, in three groups: price and delivery, key figures, then every specification any of them lists. */
export function compareRows(products: readonly Product[]): RowGroup[] {
  const terms: Row[] = [
    { key: 'category', label: 'Category', values: products.map((product) => PRODUCT_CATEGORY_LABELS[product.category]) },
    { key: 'price', label: 'List price', values: products.map((product) => formatListPrice(product) ?? 'On request') },
    {
      key: 'unitPrice',
      label: 'Normalised price',
      values: products.map((product) => (product.unitPrice ? formatUnitPrice(product.unitPrice) : '—')),
    },
    {
      key: 'leadTime',
      label: 'Lead time',
      values: products.map((product) => (product.leadTimeWeeks ? `${product.leadTimeWeeks} weeks` : 'On request')),
    },
  ];
  const figures: Row[] = [];
  const specifications: Row[] = [];
  // Key figures by facet key, so products of different categories share a row where they share a facet ('Type').
  const seen = new Set<string>();
  for (const product of products) {
    for (const definition of facetsOf(product.category)) {
      if (seen.has(`facet:${definition.key}`)) continue;
      seen.add(`facet:${definition.key}`);
      figures.push({
        key: definition.key,
        label: definition.label,
        values: products.map((other) => {
          const own = facetsOf(other.category).find((candidate) => candidate.key === definition.key);
          return own ? formatFacetValue(own, other.facets[definition.key]) : '—';
        }),
      });
    }
  }
  for (const product of products) {
    for (const label of Object.keys(product.specifications)) {
      if (seen.has(`spec:${label}`)) continue;
      seen.add(`spec:${label}`);
      specifications.push({ key: label, label, values: products.map((other) => other.specifications[label] ?? '—') });
    }
  }
  return [
    { title: 'Price and delivery', rows: terms },
    { title: 'Key figures', rows: figures },
    { title: 'Specifications', rows: specifications },
  ];
}

/** Whether the products differ on a row: what the compare view highlights. */
export function differs(row: Row): boolean {
  return new Set(row.values).size > 1;
}

/** Up to four products side by side, the rows where they differ highlighted (market notes, section B). */
export function CompareDialog({ open, ids, onRemove, onClose }: Props) {
  // The products fetched for a set of ids (a removal only hides one; an addition fetches again).
  const [fetched, setFetched] = useState<{ key: string; products: Product[] | 'failed' }>();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const key = ids.join(',');
  const covered = fetched !== undefined && ids.every((id) => fetched.key.split(',').includes(String(id)));

  useEffect(() => {
    if (!open || key === '' || covered) return;
    let current = true;
    searchProducts(new URLSearchParams({ ids: key }))
      .then(({ products }) => current && setFetched({ key, products }))
      .catch((error: unknown) => {
        console.error('Failed to fetch products', error);
        if (current) setFetched({ key, products: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [open, key, covered]);

  const failed = covered && fetched.products === 'failed';
  const products = covered && Array.isArray(fetched.products) ? fetched.products : null;
  const shown = ids.map((id) => products?.find((product) => product.id === id)).filter((product) => product !== undefined);
  const groups = compareRows(shown).map((group) => ({ ...group, rows: onlyDifferences ? group.rows.filter(differs) : group.rows }));
  return (
    <Dialog open={open} onClose={onClose} title="Compare products" subtitle="Rows where the products differ are highlighted." size="wide">
      {failed ? (
        <p role="alert" className="text-red-700">
          Failed to fetch products
        </p>
      ) : products === null ? (
        <p className="text-slate-600">Loading…</p>
      ) : (
        <>
          <label className="mb-3 inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
              className="h-4 w-4 rounded border-slate-300 text-brand-700"
            />
            Show only differences
          </label>
          <div tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="min-w-full border-collapse text-left text-sm">
              <caption className="sr-only">The compared products, one per column; rows marked “differs” differ between them.</caption>
              <thead className="bg-slate-50">
                <tr>
                  <td className="sticky left-0 w-32 min-w-32 bg-slate-50 p-3 sm:w-48" />
                  {shown.map((product) => (
                    <th key={product.id} scope="col" className="min-w-40 p-3 align-top font-semibold text-ink">
                      {product.name}
                      <span className="block text-xs font-normal text-slate-600">{makerAndModel(product)}</span>
                      <button
                        type="button"
                        onClick={() => onRemove(product.id)}
                        className="mt-2 text-xs font-semibold text-brand-800 hover:underline"
                      >
                        Remove<span className="sr-only"> {product.name} from the comparison</span>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              {groups
                .filter((group) => group.rows.length > 0)
                .map((group) => (
                  <tbody key={group.title}>
                    <tr className="border-t border-slate-200 bg-slate-100">
                      <th
                        scope="colgroup"
                        colSpan={shown.length + 1}
                        className="sticky left-0 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-brand-800"
                      >
                        {group.title}
                      </th>
                    </tr>
                    {group.rows.map((row) => {
                      const different = shown.length > 1 && differs(row);
                      return (
                        <tr
                          key={row.key}
                          data-differs={different || undefined}
                          className={`border-t border-slate-100 ${different ? 'bg-amber-50' : ''}`}
                        >
                          <th
                            scope="row"
                            className={`sticky left-0 w-32 min-w-32 p-3 align-top text-xs font-medium text-slate-700 sm:w-48 sm:text-sm ${different ? 'bg-amber-50' : 'bg-white'}`}
                          >
                            {row.label}
                            {different && (
                              <span className="ml-1 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                                differs
                              </span>
                            )}
                          </th>
                          {row.values.map((value, index) => (
                            <td key={shown[index]!.id} className="min-w-40 p-3 align-top text-ink">
                              {value}
                            </td>
                          ))}
                        </tr>
                      );
                    })}
                  </tbody>
                ))}
            </table>
          </div>
        </>
      )}
    </Dialog>
  );
}
