import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MAIL_KINDS, MAIL_STATUSES } from '../../../domain/mail.ts';
import { createdAt, identityId, moment } from './columns.ts';
import { oneOf } from './sql.ts';
import { users } from './users.ts';

/**
 * Every email the product sends, written in the transaction of the event that causes it and
 * rendered then, so delivery only copies bytes (src/server/mail/, decision 042). A row is one
 * message per event: `idempotency_key` names the event and recipient, and a second write of the
 * same key is ignored. The delivery worker claims due rows for a while (`claimed_until`, a lease),
 * sends them, and records the outcome.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: identityId(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    toAddress: text('to_address').notNull(),
    /** The recipient's account, when there is one (its preferences decided whether to write the row). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The List-Unsubscribe target of a notification (RFC 8058 one-click); null for the kinds that always go. */
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Attempts started so far (counted when claimed, so a worker that dies mid-send still counts one). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    /** A worker owns the row until then; another may take it over afterwards. */
    claimedUntil: moment('claimed_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (table) => [
    uniqueIndex('mail_outbox_idempotency_key_idx').on(table.idempotencyKey),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    index('mail_outbox_created_at_idx').on(table.createdAt, table.id),
    index('mail_outbox_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('mail_outbox_user_id_idx').on(table.userId),
    check('mail_outbox_kind_check', oneOf('kind', MAIL_KINDS)),
    check('mail_outbox_status_check', oneOf('status', MAIL_STATUSES)),
    check('mail_outbox_attempts_check', sql`${table.attempts} >= 0`),
    check('mail_outbox_sent_at_check', sql`(${table.status} = 'sent') = (${table.sentAt} IS NOT NULL)`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
