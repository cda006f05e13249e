import { and, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { REMOVED_BODY } from './deliver.ts';

/**
 * How long the outbox keeps what it sent (decision 057). A message's bodies are personal data (a
 * lead's details, a buyer's name and project) and are needed only while someone may ask what was
 * sent or why it failed; its row (the address, subject, status and key) a while longer, as the
 * record that it went and as the key that keeps an event from being mailed twice. Failed messages
 * keep both longer: they are the ones someone investigates. Pending messages are never pruned.
 */
export const OUTBOX_RETENTION = {
  /** A sent message's bodies are replaced by a note after this many days… */
  sentBodyDays: 30,
  /** …and its row deleted after this many. */
  sentRowDays: 180,
  /** A failed message's bodies go after this many days… */
  failedBodyDays: 90,
  /** …and its row after this many. */
  failedRowDays: 365,
} as const;

export type OutboxRetention = { readonly [K in keyof typeof OUTBOX_RETENTION]: number };

/** What a message keeps once its retention ends; a password reset's or an invitation's body is gone already (deliver.ts). */
export const BODY_REMOVED_BY_RETENTION = 'Removed after the retention period: the message was kept without its text.';
/** Bodies already replaced by a note: nothing left to clear. */
const REMOVED_BODIES = [BODY_REMOVED_BY_RETENTION, REMOVED_BODY];

/** At most this many rows per statement, so one run never holds a long lock; the next run takes the rest. */
const PRUNE_BATCH = 1_000;

export interface PruneReport {
  /** Messages whose bodies were cleared. */
  cleared: number;
  /** Messages deleted. */
  deleted: number;
}

const DAY_MS = 86_400_000;

/**
 * Applies the retention: clears the bodies, then deletes the rows, of sent and failed messages past
 * their periods (counted from when a message was sent, or written for a failed one). Safe to run
 * anywhere at any time: each statement is bounded, and two runs at once only find less to do.
 */
export async function pruneOutbox(db: Database, now: Date, retention: OutboxRetention = OUTBOX_RETENTION): Promise<PruneReport> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let cleared = 0;
  let deleted = 0;
  for (const [status, bodyDays, rowDays] of [
    ['sent', retention.sentBodyDays, retention.sentRowDays],
    ['failed', retention.failedBodyDays, retention.failedRowDays],
  ] as const) {
    // A sent message is aged by when it went, a failed one by when it was written (it never went).
    // created_at ≤ sent_at, so created_at's condition holds for both and lets the (status,
    // created_at) index narrow the scan.
    const olderThan = (days: number) =>
      and(
        eq(mailOutbox.status, status),
        lt(mailOutbox.createdAt, before(days)),
        status === 'sent' ? lt(mailOutbox.sentAt, before(days)) : undefined,
      );

    const gone = await db
      .delete(mailOutbox)
      .where(inArray(mailOutbox.id, db.select({ id: mailOutbox.id }).from(mailOutbox).where(olderThan(rowDays)).limit(PRUNE_BATCH)))
      .returning({ id: mailOutbox.id });
    deleted += gone.length;

    const emptied = await db
      .update(mailOutbox)
      .set({ textBody: BODY_REMOVED_BY_RETENTION, htmlBody: `<p>${BODY_REMOVED_BY_RETENTION}</p>` })
      .where(
        inArray(
          mailOutbox.id,
          db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(olderThan(bodyDays), notInArray(mailOutbox.textBody, REMOVED_BODIES)))
            .limit(PRUNE_BATCH),
        ),
      )
      .returning({ id: mailOutbox.id });
    cleared += emptied.length;
  }
  return { cleared, deleted };
}
