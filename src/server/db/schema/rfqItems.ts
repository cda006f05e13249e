import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAX_LEAD_TIME_WEEKS } from '../../../domain/quotes.ts';
import { createdAt, identityId } from './columns.ts';
import { products } from './products.ts';
import { rfqIdOfPart } from './rfqs.ts';

export const rfqItems = pgTable(
  'rfq_items',
  {
    id: identityId(),
    rfqId: rfqIdOfPart(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    specifications: text('specifications'),
    createdAt: createdAt(),
    /** Staff's price per unit when a quote prices each line (4 decimals: per-watt prices), and its lead time. */
    quotedUnitPrice: numeric('quoted_unit_price', { precision: 16, scale: 4 }),
    quotedLeadTimeWeeks: integer('quoted_lead_time_weeks'),
  },
  (table) => [
    // One line per product in an RFQ (adding it again raises the quantity); also serves "this RFQ's items".
    uniqueIndex('rfq_items_rfq_id_product_id_idx').on(table.rfqId, table.productId),
    index('rfq_items_product_id_idx').on(table.productId),
    check('rfq_items_quantity_check', sql`${table.quantity} > 0`),
    // A line is priced whole (price and lead time) or not at all.
    check(
      'rfq_items_quote_check',
      sql`(${table.quotedUnitPrice} IS NULL) = (${table.quotedLeadTimeWeeks} IS NULL) AND (${table.quotedUnitPrice} IS NULL OR ${table.quotedUnitPrice} >= 0) AND (${table.quotedLeadTimeWeeks} IS NULL OR ${table.quotedLeadTimeWeeks} BETWEEN 0 AND ${sql.raw(String(MAX_LEAD_TIME_WEEKS))})`,
    ),
  ],
);
