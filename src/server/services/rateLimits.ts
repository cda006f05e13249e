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
