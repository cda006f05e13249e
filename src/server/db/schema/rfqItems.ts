import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { rfqs } from './rfqs.ts';

export const rfqItems = pgTable(
  'rfq_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    specifications: text('specifications'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One line per product in an RFQ (adding it again raises the quantity); also serves "this RFQ's items".
    uniqueIndex('rfq_items_rfq_id_product_id_idx').on(table.rfqId, table.productId),
    index('rfq_items_product_id_idx').on(table.productId),
    check('rfq_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);
