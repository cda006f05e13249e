import { products } from './schema/index.ts';
import type { Database } from './client.ts';
import { demoProducts } from './demoProducts.ts';

export interface SeedReport {
  productsAdded: number;
}

/**
 * Puts the demo catalog into the database. Idempotent: rows that exist (same manufacturer and
 * model) are left alone, so it can run on every start and on demand (`npm run db:seed`).
 */
export async function seedDemoData(db: Database): Promise<SeedReport> {
  const added = await db
    .insert(products)
    .values(demoProducts)
    .onConflictDoNothing({ target: [products.manufacturer, products.model] })
    .returning({ id: products.id });
  return { productsAdded: added.length };
}
