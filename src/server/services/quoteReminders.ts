import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { formatCurrency } from '../../domain/format.ts';
import { earliestToday } from '../../domain/rfqs.ts';
import type { Database } from '../db/client.ts';
import { rfqs, users } from '../db/schema/index.ts';
import { getEnv, type ServerEnv } from '../env.ts';
import { enqueueMail } from '../mail/outbox.ts';

/** How long before its last day a standing quote's buyer is reminded of it. */
export const QUOTE_REMINDER_DAYS = 3;

const DAY_MS = 86_400_000;

/** A UTC calendar day `days` after `now`'s, as YYYY-MM-DD. */
function utcDay(now: Date, days = 0): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Queues the "your quote expires soon" email (`quote-expiring`) for every quote that still holds,
 * unanswered, whose last day is at most QUOTE_REMINDER_DAYS away (UTC days), once per RFQ and
 * valid-until date: the idempotency key names both, so the mail worker may run this on every pass
 * and a buyer hears once, and again only if staff send a quote with a new date. A quote sent
 * inside that window is not followed by a reminder: its buyer has just read the date. Answers how
 * many reminders it queued (those already queued, and buyers who turned these off, do not count).
 */
export async function enqueueQuoteExpiryReminders(db: Database, now: Date, env: ServerEnv = getEnv()): Promise<number> {
  const windowOpens = sql`(${rfqs.quoteValidUntil} - ${QUOTE_REMINDER_DAYS}::int)`;
  const due = await db
    .select({
      id: rfqs.id,
      projectName: rfqs.projectName,
      amount: rfqs.quotedAmount,
      validUntil: rfqs.quoteValidUntil,
      buyerId: users.id,
      buyerEmail: users.email,
    })
    .from(rfqs)
    .innerJoin(users, eq(users.id, rfqs.userId))
    .where(
      and(
        eq(rfqs.status, 'quoted'),
        // Not expired: the last day has not ended everywhere (`isQuoteExpired`).
        gte(rfqs.quoteValidUntil, earliestToday(now)),
        lte(rfqs.quoteValidUntil, utcDay(now, QUOTE_REMINDER_DAYS)),
        lt(sql`(${rfqs.quotedAt} AT TIME ZONE 'UTC')::date`, windowOpens),
      ),
    )
    .orderBy(rfqs.id);
  let queued = 0;
  for (const rfq of due) {
    // Each message is written by itself: one that fails leaves the others queued, and the next run adds it.
    const written = await enqueueMail(
      db,
      {
        kind: 'quote-expiring',
        to: rfq.buyerEmail,
        userId: rfq.buyerId,
        idempotencyKey: `quote-expiring:${rfq.id}:${rfq.validUntil}`,
        data: { rfqId: rfq.id, projectName: rfq.projectName, total: formatCurrency(Number(rfq.amount), 2), validUntil: rfq.validUntil! },
      },
      env,
    );
    if (written) queued += 1;
  }
  return queued;
}
