import type { ComparisonGroup, ComparisonRow } from './comparison.ts';
import { PRODUCT_CATEGORY_LABELS } from './constants.ts';
import { facetsOf, formatFacetValue } from './productFacets.ts';
import { formatListPrice, formatUnitPrice, type Product } from './products.ts';

/**
 * Products side by side, one value per product in each row, in three groups: price and delivery,
 * the key figures, then every specification any of them lists. Key figures are aligned by facet,
 * so products of different categories share a row where they share a facet ('Type'); a product
 * without a row's figure or specification reads '—'.
 */
export function compareProducts(products: readonly Product[]): ComparisonGroup[] {
  const terms: ComparisonRow[] = [
    { key: 'category', label: 'Category', values: products.map((product) => PRODUCT_CATEGORY_LABELS[product.category]) },
    { key: 'price', label: 'List price', values: products.map((product) => formatListPrice(product) ?? 'On request') },
    {
      key: 'unitPrice',
      label: 'Normalized price',
      values: products.map((product) => (product.unitPrice ? formatUnitPrice(product.unitPrice) : '—')),
    },
    {
      key: 'leadTime',
      label: 'Lead time',
      values: products.map((product) => (product.leadTimeWeeks ? `${product.leadTimeWeeks} weeks` : 'On request')),
    },
  ];
  const figures = new Map<string, ComparisonRow>();
  const specifications = new Map<string, ComparisonRow>();
  for (const product of products) {
    for (const definition of facetsOf(product.category)) {
      if (figures.has(definition.key)) continue;
      figures.set(definition.key, {
        key: `facet:${definition.key}`,
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
      if (specifications.has(label)) continue;
      specifications.set(label, { key: `spec:${label}`, label, values: products.map((other) => other.specifications[label] ?? '—') });
    }
  }
  return [
    { title: 'Price and delivery', rows: terms },
    { title: 'Key figures', rows: [...figures.values()] },
    { title: 'Specifications', rows: [...specifications.values()] },
  ];
}
