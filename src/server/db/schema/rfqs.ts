import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RFQ_STATUSES } from '../../../domain/constants.ts';
import { oneOf } from './sql.ts';
import { users } from './users.ts';

export const rfqs = pgTable(
  'rfqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectName: text('project_name'),
    status: text('status', { enum: RFQ_STATUSES }).notNull().default('draft'),
    shipToAddress: text('ship_to_address'),
    neededBy: date('needed_by'),
    notes: text('notes'),
    /** Sum of price × quantity over the items that have a list price, fixed when the RFQ is submitted. */
    totalEstimatedValue: numeric('total_estimated_value', { precision: 16, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last change to the RFQ or its lines: the buyer's most recently changed draft is their cart. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Staff's quote, set on the admin panel's RFQ desk: amount in USD, last day it holds, a note to the buyer. */
    quotedAmount: numeric('quoted_amount', { precision: 16, scale: 2 }),
    quoteValidUntil: date('quote_valid_until'),
    quoteNote: text('quote_note'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
  },
  (table) => [
    index('rfqs_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('rfqs_status_idx').on(table.status),
    check('rfqs_status_check', oneOf('status', RFQ_STATUSES)),
    // A submitted (or later) RFQ always records when it was submitted.
    check('rfqs_submitted_at_check', sql`${table.status} = 'draft' OR ${table.submittedAt} IS NOT NULL`),
    // A quoted RFQ has its whole quote; a closed one its reason.
    check(
      'rfqs_quote_check',
      sql`${table.status} <> 'quoted' OR (${table.quotedAmount} IS NOT NULL AND ${table.quoteValidUntil} IS NOT NULL AND ${table.quotedAt} IS NOT NULL)`,
    ),
    check('rfqs_closed_reason_check', sql`${table.status} <> 'closed' OR ${table.closedReason} IS NOT NULL`),
  ],
);
