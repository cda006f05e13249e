import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { UNIT_PRICE_BASIS } from '../../domain/productFacets.ts';
import type { Product, ProductSort } from '../../domain/products.ts';
import type { CatalogForDesign } from '../../domain/sites/designRfq.ts';
import type { FacetFilter, ProductSearch } from '../../domain/schemas/products.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';

const productColumns = {
  id: products.id,
  name: products.name,
  manufacturer: products.manufacturer,
  model: products.model,
  category: products.category,
  price: products.price,
  unitType: products.unitType,
  specifications: products.specifications,
  facets: products.facets,
  unitPrice: products.unitPrice,
  leadTimeWeeks: products.leadTimeWeeks,
};

type ProductRow = Omit<Product, 'datasheetUrl' | 'unitPrice'> & { unitPrice: string | null };

/** Where a product's datasheet is generated (GET /api/products/{id}/datasheet.pdf). */
export function datasheetPath(id: number): string {
  return `/api/products/${id}/datasheet.pdf`;
}

function toProduct(row: ProductRow): Product {
  const basis = UNIT_PRICE_BASIS[row.category];
  return {
    ...row,
    datasheetUrl: datasheetPath(row.id),
    unitPrice: row.unitPrice !== null && basis ? { amount: row.unitPrice, per: basis.per } : null,
  };
}

/** `%`, `_` and `\` are LIKE's own characters; a search for "100%" means the text. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function facetCondition(filter: FacetFilter): SQL | undefined {
  const contains = (value: unknown) => sql`${products.facets} @> ${JSON.stringify({ [filter.key]: value })}::jsonb`;
  switch (filter.kind) {
    case 'range': {
      const value = sql`(${products.facets} ->> ${filter.key})::numeric`;
      return and(
        filter.min === undefined ? undefined : sql`${value} >= ${filter.min}`,
        filter.max === undefined ? undefined : sql`${value} <= ${filter.max}`,
      );
    }
    case 'choice':
      return or(...filter.values.map(contains));
    case 'flag':
      return contains(filter.value);
  }
}

const FIRST: Record<ProductSort, SQL | undefined> = {
  name: undefined,
  price: sql`${products.price} ASC NULLS LAST`,
  unitPrice: sql`${products.unitPrice} ASC NULLS LAST`,
  leadTime: sql`${products.leadTimeWeeks} ASC NULLS LAST`,
};

/**
 * The sort, then browsing order: categories in PRODUCT_CATEGORIES order, names within them. Within
 * one category the name alone orders it, which its index serves.
 */
function orderOf(search: ProductSearch): SQL[] {
  const browsing = search.category ? [sql`${products.name}`] : [sql`${products.categoryOrder}`, sql`${products.name}`];
  return [FIRST[search.sort], ...browsing, asc(products.id)].filter((part) => part !== undefined);
}

/**
 * The catalog's products matching a search: every match in browsing order, or one page of
 * them, with how many match in all. Each word must appear in the name, manufacturer or model
 * (a trigram index serves it); facet filters test the product's facets.
 */
export async function searchProducts(db: Database, search: ProductSearch): Promise<{ products: Product[]; total: number }> {
  const where = and(
    search.category ? eq(products.category, search.category) : undefined,
    search.ids ? inArray(products.id, search.ids) : undefined,
    ...search.words.map((word) => sql`${products.searchText} LIKE ${likePattern(word)}`),
    ...search.filters.map(facetCondition),
  );
  const order = orderOf(search);
  if (!search.page) {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...order);
    return { products: rows.map(toProduct), total: rows.length };
  }
  // The page's ids first (an index walk that reads no row), then those rows: skipping to a deep
  // page then costs index entries, not whole products. The count is its own query, so the page
  // query can stop at its limit.
  const { number, size } = search.page;
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((number - 1) * size);
  const [rows, [counted]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(inArray(products.id, pageIds))
      .orderBy(...order),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: rows.map(toProduct), total: counted?.total ?? 0 };
}

export async function getProduct(db: Database, id: number): Promise<Product> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  if (!row) throw new ApiError(404, 'Product not found');
  return toProduct(row);
}

/** The catalog's modules, inverters and batteries: what a design's equipment is chosen from. */
export async function catalogForDesigns(db: Database): Promise<CatalogForDesign> {
  const catalog = await productsInCategories(db, ['solar_modules', 'inverters', 'storage']);
  const inCategory = (category: string) => catalog.filter((product) => product.category === category);
  return { modules: inCategory('solar_modules'), inverters: inCategory('inverters'), storage: inCategory('storage') };
}

/** Every product of these categories, by name: what a rule choosing among the catalog reads (a site design's RFQ). */
export async function productsInCategories(db: Database, categories: readonly Product['category'][]): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(inArray(products.category, [...categories]))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map(toProduct);
}
