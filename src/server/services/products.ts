import { asc, eq } from 'drizzle-orm';
import type { ProductCategory } from '../../domain/constants.ts';
import type { Product } from '../../domain/products.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';

const productColumns = {
  id: products.id,
  name: products.name,
  manufacturer: products.manufacturer,
  model: products.model,
  category: products.category,
  price: products.price,
  unitType: products.unitType,
  specifications: products.specifications,
  datasheetUrl: products.datasheetUrl,
};

/** The catalog (SPEC §3 Product), one category or all, ordered for browsing. */
export function listProducts(db: Database, category?: ProductCategory): Promise<Product[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(category ? eq(products.category, category) : undefined)
    .orderBy(asc(products.category), asc(products.name));
}
