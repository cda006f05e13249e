import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/**
 * One page of a list and how many rows match in all, asked at once: the shape of every paged list
 * the API answers (leads, accounts, audit log, outbox, saved runs). `rows` must already be ordered
 * and filtered by the same `where` the count uses.
 */
export async function pageWithTotal<Rows extends PgSelect>(
  db: Database,
  rows: Rows,
  counted: { from: PgTable; where: SQL | undefined },
  page: { number: number; size: number },
): Promise<{ rows: Awaited<Rows>; total: number }> {
  const [pageRows, [matched]] = await Promise.all([
    rows.limit(page.size).offset((page.number - 1) * page.size),
    db.select({ total: count() }).from(counted.from).where(counted.where),
  ]);
  return { rows: pageRows as Awaited<Rows>, total: matched?.total ?? 0 };
}
