import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

export interface RateLimitRule {
  /** What is being counted, e.g. `login:ip:203.0.113.9`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit in a fixed window, atomically in the database (one upsert), so the limit holds
 * across processes and serverless instances. A window that has ended starts over at 1.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule): Promise<RateLimitOutcome> {
  const windowSeconds = rule.windowMs / 1000;
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`INSERT INTO rate_limits AS r (key, window_started_at, count) VALUES (${rule.key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE r.count + 1 END,
          window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE r.window_started_at END
        RETURNING count, ceil(extract(epoch FROM r.window_started_at + make_interval(secs => ${windowSeconds}) - now()))::int AS retry_after`,
  );
  // Old windows are dead weight; sweep them now and then rather than on every hit.
  if (Math.random() < 0.01) await db.execute(sql`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`);
  return { allowed: row!.count <= rule.limit, retryAfterSeconds: Math.max(1, row!.retry_after) };
}

/**
 * Failed sign-ins for one account from one address, with backoff: the first few are free, then
 * each further try must wait twice as long as the last (15 s, 30 s, 1 min … up to 15 min) until a
 * success clears the count (or a day passes). Keyed by account *and* address, an attacker slows
 * only themselves: the owner, from anywhere else, signs in as usual.
 */
export const SIGN_IN_BACKOFF = { freeFailures: 5, firstDelaySeconds: 15, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 24 * 60 * 60 };

/** The wait after `failures` consecutive failures, in seconds (0 while they are free). */
export function signInBackoffSeconds(failures: number): number {
  const beyond = failures - SIGN_IN_BACKOFF.freeFailures;
  return beyond < 0 ? 0 : Math.min(SIGN_IN_BACKOFF.maxDelaySeconds, SIGN_IN_BACKOFF.firstDelaySeconds * 2 ** beyond);
}

const failuresKey = (key: string) => `signInFailures:${key}`;

/** Seconds left before the next try is allowed; 0 when it is. */
export async function signInDelaySeconds(db: Database, key: string): Promise<number> {
  const [row] = await queryRows<{ count: number; elapsed: number }>(
    db,
    sql`SELECT count, extract(epoch FROM now() - window_started_at)::float8 AS elapsed FROM rate_limits WHERE key = ${failuresKey(key)}`,
  );
  if (!row || row.elapsed > SIGN_IN_BACKOFF.forgetAfterSeconds) return 0;
  return Math.max(0, Math.ceil(signInBackoffSeconds(row.count) - row.elapsed));
}

/** Counts one more failure (the row's window start is the time of the last failure). */
export async function recordSignInFailure(db: Database, key: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO rate_limits AS r (key, window_started_at, count) VALUES (${failuresKey(key)}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${SIGN_IN_BACKOFF.forgetAfterSeconds}) THEN 1 ELSE r.count + 1 END,
          window_started_at = now()`,
  );
}

export async function clearSignInFailures(db: Database, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${failuresKey(key)}`);
}
