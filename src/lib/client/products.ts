import type { ProductCategory } from '~/domain/constants';
import type { Product } from '~/domain/products';
import { getJson } from './http.ts';

/** The catalog, one category or all (SPEC §7). */
export function listProducts(category?: ProductCategory): Promise<Product[]> {
  return getJson<Product[]>(category ? `/api/products?category=${encodeURIComponent(category)}` : '/api/products');
}
