import type { Product } from '~/domain/products';
import { getJsonWithHeaders } from './http.ts';

/** One page of the catalog and how many products match in all. */
export interface ProductPage {
  products: Product[];
  total: number;
}

/**
 * The catalog matching a query in the API's parameters (src/domain/schemas/products.ts), which the
 * catalog page's own URL uses too: `category`, `q`, facets, `sort`, `page`, `pageSize`, `ids`.
 */
export async function searchProducts(query: URLSearchParams): Promise<ProductPage> {
  const search = query.toString();
  const { data, headers } = await getJsonWithHeaders<Product[]>(search ? `/api/products?${search}` : '/api/products');
  return { products: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}
