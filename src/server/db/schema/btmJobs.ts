import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import type { BtmAnswer } from '../../../domain/btm/answer.ts';
import type { BtmRequest } from '../../../domain/schemas/calculators/btm.ts';
import { createdAt, moment } from './columns.ts';
import { oneOf } from './sql.ts';
import { users } from './users.ts';

export const BTM_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BtmJobStatus = (typeof BTM_JOB_STATUSES)[number];

/**
 * Optimizer solves too long for a request (decision 090): the request as posted, then its answer or
 * the reason it has none. Any server process may run one: it claims the row for a while
 * (`claimed_until`, a lease it renews as it solves, under its `claim_token`), so two never run one
 * job, and a job whose worker died is claimed again once the lease has run out. The id is the job's
 * only key for an anonymous caller: 144 random bits, never a counter.
 */
export const btmJobs = pgTable(
  'btm_jobs',
  {
    id: text('id').primaryKey(),
    /** The signed-in user who posted it (only they may read it); null for an anonymous caller. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    request: jsonb('request').$type<BtmRequest>().notNull(),
    status: text('status', { enum: BTM_JOB_STATUSES }).notNull().default('queued'),
    /** The share of the solve's parts done (months, or the one year when sizing), 0 to 1. */
    progress: real('progress').notNull().default(0),
    /** Runs started (counted when claimed, so one whose worker died counts too). */
    attempts: integer('attempts').notNull().default(0),
    /** Whose claim holds it: only that worker may record its outcome. */
    claimToken: uuid('claim_token'),
    claimedUntil: moment('claimed_until'),
    result: jsonb('result').$type<BtmAnswer>(),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: moment('finished_at'),
  },
  (table) => [
    index('btm_jobs_due_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('btm_jobs_finished_at_idx').on(table.finishedAt),
    index('btm_jobs_user_id_idx').on(table.userId),
    check('btm_jobs_status_check', oneOf('status', BTM_JOB_STATUSES)),
    check('btm_jobs_progress_check', sql`${table.progress} >= 0 and ${table.progress} <= 1`),
    check('btm_jobs_attempts_check', sql`${table.attempts} >= 0`),
    check('btm_jobs_finished_check', sql`(${table.status} in ('done', 'failed')) = (${table.finishedAt} is not null)`),
    check('btm_jobs_result_check', sql`(${table.status} = 'done') = (${table.result} is not null)`),
  ],
);

export type BtmJobRow = typeof btmJobs.$inferSelect;
