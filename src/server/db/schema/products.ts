import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PRODUCT_CATEGORIES } from '../../../domain/constants.ts';
import { oneOf } from './sql.ts';

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    model: text('model').notNull(),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    /** List price per unitType in US dollars; null when the product is quoted on request. */
    price: numeric('price', { precision: 14, scale: 2 }),
    unitType: text('unit_type'),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default({}),
    datasheetUrl: text('datasheet_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_category_idx').on(table.category),
    // A catalog lists each manufacturer's model once; the demo seed relies on it to stay idempotent.
    uniqueIndex('products_manufacturer_model_idx').on(table.manufacturer, table.model),
    check('products_category_check', oneOf('category', PRODUCT_CATEGORIES)),
    check('products_price_check', sql`${table.price} IS NULL OR ${table.price} >= 0`),
  ],
);
