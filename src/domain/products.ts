import type { ProductCategory } from './constants.ts';
import { formatCurrency } from './format.ts';
import type { FacetValues } from './productFacets.ts';

/** A catalog product as the API answers it: what a card shows, and what buyers compare and filter on. */
export interface Product {
  id: number;
  name: string;
  manufacturer: string;
  model: string;
  category: ProductCategory;
  /** List price in US dollars per `unitType`, as a decimal string; null when quoted on request. */
  price: string | null;
  unitType: string | null;
  /** Spec-sheet fields in the order a buyer reads them; a card shows the first four. */
  specifications: Record<string, string>;
  /** The product's datasheet, a PDF generated from this record. */
  datasheetUrl: string;
  /** The values of its category's facets (src/domain/productFacets.ts). */
  facets: FacetValues;
  /** The price per watt or per usable kWh (UNIT_PRICE_BASIS), a decimal string; null where it means nothing. */
  unitPrice: { amount: string; per: 'W' | 'kWh' } | null;
  /** Typical lead time from order to delivery, in weeks; null when unknown. */
  leadTimeWeeks: number | null;
}

/** How many products a catalog page shows by default, and at most. */
export const CATALOG_PAGE_SIZE = 24;
export const MAX_CATALOG_PAGE_SIZE = 100;
/** The longest catalog search the API reads. */
export const MAX_SEARCH_LENGTH = 100;
/** How many products the compare view sets side by side. */
export const MAX_COMPARED_PRODUCTS = 4;

/** The sort orders of the catalog: by category and name (the order GET /api/products has always answered), cheapest first, or soonest. */
export const PRODUCT_SORTS = ['name', 'price', 'unitPrice', 'leadTime'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Readonly<Record<ProductSort, string>> = {
  name: 'Name',
  price: 'Price, low to high',
  unitPrice: 'Price per W or kWh, low to high',
  leadTime: 'Lead time, shortest first',
};

/**
 * `$136.40/module`, `$1,245,000/unit` (`$price/unitType`, as a card shows it), or null when quoted on
 * request. Cents show unless a price of thousands has none; below a dollar a third decimal may.
 */
export function formatListPrice(product: Pick<Product, 'price' | 'unitType'>): string | null {
  if (product.price === null) return null;
  const amount = Number(product.price);
  const cents = amount >= 1000 && Number.isInteger(amount) ? 0 : 2;
  const dollars = formatCurrency(amount, cents, amount < 1 ? 3 : cents);
  return product.unitType ? `${dollars}/${product.unitType}` : dollars;
}

/** `$0.270/W`, `$318/kWh`: the normalized price, in the precision buyers quote it. */
export function formatUnitPrice(unitPrice: NonNullable<Product['unitPrice']>): string {
  const amount = Number(unitPrice.amount);
  const digits = unitPrice.per === 'W' ? 3 : 0;
  return `${formatCurrency(amount, digits)}/${unitPrice.per}`;
}

/** 'manufacturer - model', as a card and an RFQ line show it. */
export function makerAndModel(product: Pick<Product, 'manufacturer' | 'model'>): string {
  return `${product.manufacturer} - ${product.model}`;
}

const SYMBOL_UNITS = new Set(['W', 'kW', 'MW', 'kWh', 'MWh', 'ft', 'm']);

/**
 * "2 modules", "1 inverter", "5,000,000 W": a quantity with its unit (the unitType, or 'units' when
 * there is none). Words take a plural; symbols do not.
 */
export function formatQuantityWithUnit(quantity: number, unitType: string | null): string {
  const unit = unitType ?? 'unit';
  const plural = quantity !== 1 && !SYMBOL_UNITS.has(unit) && !unit.endsWith('s') ? `${unit}s` : unit;
  return `${quantity.toLocaleString('en-US')} ${plural}`;
}
