import type { Database, DatabaseHandle } from '../db/client.ts';
import type { ServerEnv } from '../env.ts';
import type { Logger } from '../log.ts';
import { startWorkLoop, type WorkLoop } from '../workLoop.ts';
import { deliverMail, type DeliveryReport } from './deliver.ts';
import { pruneOutbox, type PruneReport } from './retention.ts';
import { configuredTransport, type MailTransport } from './transport.ts';

/**
 * Where the delivery worker runs (decision 042): the Node server's loop (`startMailLoop`), Vercel's
 * cron call and, on Vercel, the request that wrote a message (`deliverAfterRequest`). All three
 * run the same `runMailWork`; the claims in deliver.ts keep them from sending anything twice.
 */

/**
 * A scan that queues the reminders that are due (the quote expiry reminders) and answers how many
 * it queued. Whoever starts the worker passes it in: the worker sits below the services and imports
 * none of them.
 */
export type ReminderScan = (db: Database, now: Date, env: ServerEnv) => Promise<number>;

export interface MailWorkOptions {
  env: ServerEnv;
  log: Logger;
  /** Queue the reminders that are due before delivering (a scan over RFQs: not on every tick of a loop). */
  reminders?: ReminderScan;
  /** Apply the outbox's retention (retention.ts) after delivering: like the reminders, not on every tick. */
  prune?: boolean;
  /** The transport to use; by default SMTP_URL's, and none without it (mail then stays in the outbox). */
  transport?: MailTransport | null;
  now?: () => Date;
  budgetMs?: number;
  batchSize?: number;
  signal?: AbortSignal;
}

export interface MailWorkReport {
  /** Reminders the scan enqueued; null when it did not run. */
  reminders: number | null;
  /** What delivery did; null without a transport (development: messages wait for the admin panel). */
  delivery: DeliveryReport | null;
  /** What the retention removed; null when it did not run. */
  pruned: PruneReport | null;
}

/** One run: the reminders scan when given, then delivery of what is due, then the retention when asked. */
export async function runMailWork(db: Database, options: MailWorkOptions): Promise<MailWorkReport> {
  let reminders: number | null = null;
  if (options.reminders) {
    try {
      reminders = await options.reminders(db, options.now?.() ?? new Date(), options.env);
    } catch (error) {
      // A failed scan must not hold back the messages already waiting.
      options.log.error({ err: error }, 'quote expiry reminders failed');
    }
  }
  const transport = options.transport === undefined ? configuredTransport(options.env) : options.transport;
  const delivery = transport
    ? await deliverMail(db, {
        transport,
        log: options.log,
        now: options.now,
        budgetMs: options.budgetMs,
        batchSize: options.batchSize,
        signal: options.signal,
      })
    : null;
  let pruned: PruneReport | null = null;
  if (options.prune) {
    try {
      pruned = await pruneOutbox(db, options.now?.() ?? new Date());
      if (pruned.cleared + pruned.deleted > 0) options.log.info({ ...pruned }, 'mail outbox retention');
    } catch (error) {
      // The next scheduled run tries again; delivery has happened already.
      options.log.error({ err: error }, 'mail outbox retention failed');
    }
  }
  return { reminders, delivery, pruned };
}

/** How often the Node server looks for due mail: one indexed query when there is none. */
export const MAIL_LOOP_INTERVAL_MS = 5_000;
/** How often it runs the reminders scan it is given (the scan's own keys make a repeated reminder a no-op) and the outbox's retention. */
export const REMINDER_SCAN_INTERVAL_MS = 15 * 60_000;

/** The mail worker's loop (src/server/workLoop.ts): `wake()` when a request wrote mail, so a reset link does not wait. */
export type MailLoop = WorkLoop;

/**
 * The Node server's worker: a run every MAIL_LOOP_INTERVAL_MS, and one at once when woken, never two
 * at once (a wake during a run starts another right after it). A run that fails (the database is
 * away) is logged and the next one tries again.
 */
export function startMailLoop(options: {
  database(): Promise<DatabaseHandle>;
  env: ServerEnv;
  log: Logger;
  /** Run before delivery every REMINDER_SCAN_INTERVAL_MS (the retention runs after delivery on the same schedule). */
  reminders?: ReminderScan;
  intervalMs?: number;
}): MailLoop {
  let lastScan = Number.NEGATIVE_INFINITY;
  return startWorkLoop({
    intervalMs: options.intervalMs ?? MAIL_LOOP_INTERVAL_MS,
    onError: (error) => options.log.warn({ err: error }, 'mail run failed; the next one tries again'),
    async run(signal) {
      const { db } = await options.database();
      const scan = Date.now() - lastScan >= REMINDER_SCAN_INTERVAL_MS;
      if (scan) lastScan = Date.now();
      const reminders = scan ? options.reminders : undefined;
      await runMailWork(db, { env: options.env, log: options.log, reminders, prune: scan, signal });
    },
  });
}

/** The longest a Vercel request waits, after answering, for the mail it wrote to go. */
const AFTER_REQUEST_BUDGET_MS = 4_000;

/**
 * On Vercel, after a request that wrote mail: deliver what is due now, within a few seconds, so a
 * password reset arrives at once rather than at the next cron call. Anything left (the server is
 * slow or down) stays in the outbox for the cron call; nothing here can fail the request.
 */
export async function deliverAfterRequest(options: { database(): Promise<DatabaseHandle>; env: ServerEnv; log: Logger }): Promise<void> {
  const transport = configuredTransport(options.env);
  if (!transport) return;
  const stop = new AbortController();
  const deadline = setTimeout(() => stop.abort(), AFTER_REQUEST_BUDGET_MS);
  try {
    const { db } = await options.database();
    await runMailWork(db, {
      env: options.env,
      log: options.log,
      transport,
      budgetMs: AFTER_REQUEST_BUDGET_MS,
      batchSize: 5,
      signal: stop.signal,
    });
  } catch (error) {
    options.log.warn({ err: error }, 'mail delivery after the request failed; the cron call retries');
  } finally {
    clearTimeout(deadline);
  }
}
