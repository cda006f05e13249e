import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './columns.ts';
import { rfqIdOfPart } from './rfqs.ts';

/**
 * A quote's lines of its own, beside the priced items: freight and other charges, each a label
 * and an amount, in the order staff gave them. Replaced whole by each new quote.
 */
export const rfqQuoteLines = pgTable(
  'rfq_quote_lines',
  {
    id: identityId(),
    rfqId: rfqIdOfPart(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
  },
  (table) => [
    // Also serves "this quote's charges, in order".
    uniqueIndex('rfq_quote_lines_rfq_id_position_idx').on(table.rfqId, table.position),
    check('rfq_quote_lines_amount_check', sql`${table.amount} >= 0`),
  ],
);
