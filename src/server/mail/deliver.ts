import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { SENSITIVE_MAIL_KINDS } from '../../domain/mail.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox, type MailOutboxRow } from '../db/schema/index.ts';
import { log as processLog, type Logger } from '../log.ts';
import { describeSendFailure, type MailTransport, type SendFailure } from './transport.ts';

/**
 * The delivery worker (decision 042): claims the messages that are due, sends each through the
 * transport outside any transaction, and records what happened. Many workers may run at once — the
 * Node server's loop, Vercel's cron call, the request that just wrote a message, on any number of
 * instances — and never send one message twice: a claim takes rows no other claim holds
 * (`FOR UPDATE SKIP LOCKED`) and stamps them with a lease (`claimed_until`) that keeps every other
 * worker away until the attempt is over, however long it takes, or until the lease runs out if the
 * worker died mid-attempt (then the next run tries again: the message is not lost).
 */

/** Waits after the 1st, 2nd… failed attempt; after the last, the message is `failed` and keeps its reason. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * How long a claim holds. Longer than a whole batch of attempts can take (each is bounded by the
 * transport's timeouts, 50 s at worst), so a slow send is never taken over and sent a second time.
 */
export const LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 10;

/** What a password reset or an invitation keeps once it has gone: the link it held must not outlive its delivery. */
export const REMOVED_BODY = 'Removed after delivery: this message held a single-use link.';

export interface DeliveryOptions {
  transport: MailTransport;
  /** The clock (tests move it forward to reach the next attempt). */
  now?: () => Date;
  /** Claims no more messages once the run has taken this long (ms): a request or a function has its limits. */
  budgetMs?: number;
  batchSize?: number;
  /** Stops the run between two messages (the server is shutting down, or a request's time is up). */
  signal?: AbortSignal;
  log?: Logger;
}

export interface DeliveryReport {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Given up: refused for good, or failed on its last attempt. */
  failed: number;
  /** Why the run stopped early, when the mail server was unavailable. */
  unavailable: string | null;
}

/** Sends what is due; see the module's comment. */
export async function deliverMail(db: Database, options: DeliveryOptions): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? processLog;
  const started = performance.now();
  const budgetMs = options.budgetMs ?? 30_000;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, unavailable: null };

  const goOn = () => !options.signal?.aborted && performance.now() - started < budgetMs;

  while (report.unavailable === null && goOn()) {
    const claimed = await claimDue(db, now(), options.batchSize ?? BATCH_SIZE);
    if (claimed.length === 0) break;
    for (const [index, message] of claimed.entries()) {
      // The server is down, or the run must stop: the rest go back untouched for the next run.
      if (report.unavailable !== null || !goOn()) {
        await release(
          db,
          claimed.slice(index).map((rest) => rest.id),
        );
        break;
      }
      try {
        await options.transport.send({
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          messageKey: messageKey(message),
          unsubscribeUrl: message.unsubscribeUrl,
        });
      } catch (error) {
        const failure = describeSendFailure(error);
        const gaveUp = await recordFailure(db, message, failure, now());
        if (gaveUp) report.failed += 1;
        else report.retrying += 1;
        if (failure.serverUnavailable) report.unavailable = failure.reason;
        // The reason of a refused message may quote its address: only the server's own trouble is logged with it.
        log.warn(
          {
            mailId: message.id,
            kind: message.kind,
            attempt: message.attempts,
            ...(failure.serverUnavailable ? { reason: failure.reason } : {}),
          },
          gaveUp ? 'mail not delivered: given up' : 'mail not delivered: will retry',
        );
        continue;
      }
      await recordSent(db, message, now());
      report.sent += 1;
    }
  }
  if (report.sent + report.retrying + report.failed > 0) log.info({ ...report }, 'mail delivery run');
  return report;
}

/** `<id>.<hash of the idempotency key>`: the same for every attempt at one message, different for any other. */
function messageKey(message: Pick<MailOutboxRow, 'id' | 'idempotencyKey'>): string {
  return `${message.id}.${createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 20)}`;
}

/**
 * Takes up to `limit` due messages, oldest due first, in one statement: rows another claim is
 * taking right now are skipped rather than waited for, and the lease written here keeps them taken
 * after this statement commits. The attempt is counted now, so one that never reports back counts too.
 */
async function claimDue(db: Database, now: Date, limit: number): Promise<MailOutboxRow[]> {
  // `now` stands for its whole millisecond: the database writes microseconds (a message enqueued at
  // .123456 is due in a run that started at .123, not a whole loop later).
  const endOfNow = new Date(now.getTime() + 1);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lt(mailOutbox.nextAttemptAt, endOfNow),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, endOfNow)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ claimedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
}

/** Claimed but not tried: back to the queue as they were (the attempt was never made). */
async function release(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ claimedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'pending')));
}

const sensitive = (message: Pick<MailOutboxRow, 'kind'>) => SENSITIVE_MAIL_KINDS.includes(message.kind);

async function recordSent(db: Database, message: MailOutboxRow, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      claimedUntil: null,
      ...(sensitive(message) ? { textBody: REMOVED_BODY, htmlBody: `<p>${REMOVED_BODY}</p>` } : {}),
    })
    .where(and(eq(mailOutbox.id, message.id), eq(mailOutbox.status, 'pending')));
}

/** Records a failed attempt: retried after the next delay, or given up (true) after the last or a permanent refusal. */
async function recordFailure(db: Database, message: MailOutboxRow, failure: SendFailure, now: Date): Promise<boolean> {
  const giveUp = failure.permanent || message.attempts >= MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_MS[Math.min(message.attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: failure.reason,
      claimedUntil: null,
      ...(giveUp ? {} : { nextAttemptAt: new Date(now.getTime() + delay) }),
      ...(giveUp && sensitive(message) ? { textBody: REMOVED_BODY, htmlBody: `<p>${REMOVED_BODY}</p>` } : {}),
    })
    .where(and(eq(mailOutbox.id, message.id), eq(mailOutbox.status, 'pending')));
  return giveUp;
}
