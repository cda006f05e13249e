import { sql } from 'drizzle-orm';
import { check, index, integer, json, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PRODUCT_CATEGORIES } from '../../../domain/constants.ts';
import { UNIT_PRICE_BASIS, type FacetValues } from '../../../domain/productFacets.ts';
import { createdAt, identityId } from './columns.ts';
import { oneOf } from './sql.ts';

/** price ÷ the facet of UNIT_PRICE_BASIS, per category; null where the category has no basis. */
const unitPriceExpression = sql.raw(
  `CASE category ${Object.entries(UNIT_PRICE_BASIS)
    .map(
      ([category, basis]) => `WHEN '${category}' THEN round(price / nullif((facets->>'${basis.facet}')::numeric * ${basis.scale}, 0), 4)`,
    )
    .join(' ')} END`,
);

export const products = pgTable(
  'products',
  {
    id: identityId(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    model: text('model').notNull(),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    /** List price per unitType in US dollars; null when the product is quoted on request. */
    price: numeric('price', { precision: 14, scale: 2 }),
    unitType: text('unit_type'),
    /**
     * Spec-sheet fields in the order a buyer reads them (a card shows the first four). `json`, not
     * `jsonb`: jsonb reorders an object's keys.
     */
    specifications: json('specifications').$type<Record<string, string>>().notNull().default({}),
    /** Values of the category's facets (src/domain/productFacets.ts), which the catalog filters on. */
    facets: jsonb('facets').$type<FacetValues>().notNull().default({}),
    leadTimeWeeks: integer('lead_time_weeks'),
    /** The price per W or per usable kWh (UNIT_PRICE_BASIS), kept by the database itself. */
    unitPrice: numeric('unit_price', { precision: 14, scale: 4 }).generatedAlwaysAs(unitPriceExpression),
    /** The category's place in PRODUCT_CATEGORIES: the catalog lists modules first, switchgear last. */
    categoryOrder: integer('category_order').generatedAlwaysAs(
      sql.raw(`CASE category ${PRODUCT_CATEGORIES.map((category, index) => `WHEN '${category}' THEN ${index + 1}`).join(' ')} END`),
    ),
    /** What the catalog search matches: name, manufacturer and model, lower-cased. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || manufacturer || ' ' || model)`),
    createdAt: createdAt(),
  },
  (table) => [
    // Browsing order: by name within a category, by category and name across them.
    // The id completes each order (ties) and lets a page's ids come from the index alone.
    index('products_category_name_idx').on(table.category, table.name, table.id),
    index('products_category_order_name_idx').on(table.categoryOrder, table.name, table.id),
    // A catalog lists each manufacturer's model once; the demo seed relies on it to stay idempotent.
    uniqueIndex('products_manufacturer_model_idx').on(table.manufacturer, table.model),
    // Substring search as the buyer types (`LIKE '%jinko%'`): trigrams make it an index lookup.
    index('products_search_text_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // Choice and flag filters are containment tests (`facets @> '{"chemistry":"LFP"}'`).
    index('products_facets_idx').using('gin', table.facets.op('jsonb_path_ops')),
    index('products_category_unit_price_idx').on(table.category, table.unitPrice, table.id),
    check('products_category_check', oneOf('category', PRODUCT_CATEGORIES)),
    check('products_price_check', sql`${table.price} IS NULL OR ${table.price} >= 0`),
    check('products_facets_check', sql`jsonb_typeof(${table.facets}) = 'object'`),
    check('products_lead_time_check', sql`${table.leadTimeWeeks} IS NULL OR ${table.leadTimeWeeks} > 0`),
  ],
);
