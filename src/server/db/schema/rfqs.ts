import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { RFQ_STATUSES } from '../../../domain/constants.ts';
import type { QuoteTerms } from '../../../domain/quoteTerms.ts';
import { RFQ_ANSWERS } from '../../../domain/rfqs.ts';
import { createdAt, identityId, moment } from './columns.ts';
import { oneOf } from './sql.ts';
import { ownerId } from './users.ts';

export const rfqs = pgTable(
  'rfqs',
  {
    id: identityId(),
    userId: ownerId(),
    projectName: text('project_name'),
    status: text('status', { enum: RFQ_STATUSES }).notNull().default('draft'),
    shipToAddress: text('ship_to_address'),
    neededBy: date('needed_by'),
    notes: text('notes'),
    /** Sum of price × quantity over the items that have a list price, fixed when the RFQ is submitted. */
    totalEstimatedValue: numeric('total_estimated_value', { precision: 16, scale: 2 }),
    createdAt: createdAt(),
    /** Last change to the RFQ or its lines: the buyer's most recently changed draft is their cart. */
    updatedAt: moment('updated_at').notNull().defaultNow(),
    submittedAt: moment('submitted_at'),
    /** Staff's quote, set on the admin panel's RFQ desk: amount in USD, last day it holds, a note to the buyer. */
    quotedAmount: numeric('quoted_amount', { precision: 16, scale: 2 }),
    quoteValidUntil: date('quote_valid_until'),
    quoteNote: text('quote_note'),
    quotedAt: moment('quoted_at'),
    /** The seller and terms the standing quote was sent with (the quote settings then); null before quote settings existed. */
    quoteTerms: jsonb('quote_terms').$type<QuoteTerms>(),
    closedReason: text('closed_reason'),
    /** How many quotes staff have sent: the buyer's answer names the one they read (decision 044). */
    quoteVersion: integer('quote_version').notNull().default(0),
    /** The buyer's answer (accepted, declined, withdrawn), when and why; kept if staff close the RFQ afterwards. */
    answer: text('answer', { enum: RFQ_ANSWERS }),
    answeredAt: moment('answered_at'),
    answerReason: text('answer_reason'),
  },
  (table) => [
    index('rfqs_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('rfqs_status_idx').on(table.status),
    check('rfqs_status_check', oneOf('status', RFQ_STATUSES)),
    check('rfqs_answer_check', sql`${table.answer} IS NULL OR ${oneOf('answer', RFQ_ANSWERS)}`),
    // A submitted (or later) RFQ always records when it was submitted.
    check('rfqs_submitted_at_check', sql`${table.status} = 'draft' OR ${table.submittedAt} IS NOT NULL`),
    // A quoted RFQ, and one whose quote the buyer answered, has its whole quote; a closed one its reason.
    check(
      'rfqs_quote_check',
      sql`${table.status} NOT IN ('quoted', 'accepted', 'declined') OR (${table.quotedAmount} IS NOT NULL AND ${table.quoteValidUntil} IS NOT NULL AND ${table.quotedAt} IS NOT NULL)`,
    ),
    check('rfqs_closed_reason_check', sql`${table.status} <> 'closed' OR ${table.closedReason} IS NOT NULL`),
    check('rfqs_quote_version_check', sql`${table.quoteVersion} >= 0`),
    // An answered RFQ records which answer and when; a decline says why.
    check(
      'rfqs_answered_check',
      sql`${table.status} NOT IN ('accepted', 'declined', 'withdrawn') OR (${table.answer} = ${table.status} AND ${table.answeredAt} IS NOT NULL)`,
    ),
    check('rfqs_decline_reason_check', sql`${table.answer} IS DISTINCT FROM 'declined' OR ${table.answerReason} IS NOT NULL`),
    // The reminder scan looks for quotes standing with a validity close ahead.
    index('rfqs_quote_valid_until_idx')
      .on(table.quoteValidUntil)
      .where(sql`${table.status} = 'quoted'`),
  ],
);

/** The RFQ a row is part of (an item, a quote line, an event): the row goes when the RFQ does. */
export const rfqIdOfPart = () =>
  integer('rfq_id')
    .notNull()
    .references(() => rfqs.id, { onDelete: 'cascade' });
