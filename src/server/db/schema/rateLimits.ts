import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * Fixed-window request counters, one row per limited key (e.g. `login:ip:203.0.113.9`). Kept in the
 * database rather than in memory so a limit holds across serverless instances.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: moment('window_started_at').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    index('rate_limits_window_started_at_idx').on(table.windowStartedAt),
    check('rate_limits_count_check', sql`${table.count} >= 0`),
  ],
);
