import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CalculatorRun } from '../../domain/calculatorRuns.ts';
import type { CalculatorType } from '../../domain/constants.ts';
import type { CalculatorRunsQuery } from '../../domain/schemas/calculatorRunRequests.ts';
import {
  MAX_SAVED_BTM_RUNS,
  MAX_SAVED_RUNS,
  SAVED_BTM_RUNS_FULL_MESSAGE,
  SAVED_RUNS_FULL_MESSAGE,
} from '../../domain/schemas/calculatorRuns.ts';
import type { Database } from '../db/client.ts';
import { calculatorRuns, users } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';
import { pageWithTotal } from './paging.ts';

const runColumns = {
  id: calculatorRuns.id,
  type: calculatorRuns.type,
  name: calculatorRuns.name,
  createdAt: calculatorRuns.createdAt,
  inputs: calculatorRuns.inputs,
  outputs: calculatorRuns.outputs,
};

/**
 * A series of a behind-the-meter run's inputs as the list sends it: how many intervals, the kWh
 * they add up to and their highest kW, all read from the run's outputs (the optimizer's interval,
 * load and PV figures, computed from these series when the run was saved; the request's schema
 * holds a series to a non-leap year of its interval). The list never reads the 8,760–35,040 values
 * of each run out of the database, nor scans them: summing 20 runs' series in SQL took seconds on
 * PGlite, and each read of the inputs decompresses the whole run.
 */
function seriesSummary(figures: 'load' | 'pv'): SQL {
  return sql`jsonb_build_object(
      'intervals', ${365 * 24 * 60} / (${calculatorRuns.outputs} ->> 'intervalMinutes')::int,
      'annualKWh', ${calculatorRuns.outputs} -> ${figures} -> 'annualKWh',
      'peakKW', ${calculatorRuns.outputs} -> ${figures} -> 'peakKW')`;
}

/** A run's inputs in the list: a behind-the-meter run's load and PV replaced by their summaries (GET /api/calculators/runs/{id} sends them whole). */
const listedInputs = sql<Record<string, unknown>>`CASE WHEN ${calculatorRuns.type} = 'btm' THEN
    (${calculatorRuns.inputs} - 'loadKW' - 'pvKW')
    || jsonb_build_object('loadKW', ${seriesSummary('load')})
    || CASE WHEN ${calculatorRuns.outputs} -> 'pv' IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('pvKW', ${seriesSummary('pv')}) END
  ELSE ${calculatorRuns.inputs} END`.mapWith(calculatorRuns.inputs);

function toCalculatorRun(row: Omit<CalculatorRun, 'createdAt'> & { createdAt: Date }): CalculatorRun {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Saves a run (its inputs validated, its outputs computed by the server), up to MAX_SAVED_RUNS per
 * account, of which up to MAX_SAVED_BTM_RUNS behind-the-meter runs (each keeps a year of load): the
 * account's row is locked while its runs are counted, so simultaneous saves cannot carry it past
 * either limit. A full account gets a 409 and keeps what it has.
 */
export async function saveCalculatorRun(
  db: Database,
  userId: string,
  run: { type: CalculatorType; inputs: Record<string, unknown>; outputs: Record<string, unknown> },
): Promise<CalculatorRun> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [saved] = await tx
      .select({ total: count(), btm: sql<number>`count(*) FILTER (WHERE ${calculatorRuns.type} = 'btm')`.mapWith(Number) })
      .from(calculatorRuns)
      .where(eq(calculatorRuns.userId, userId));
    if ((saved?.total ?? 0) >= MAX_SAVED_RUNS) throw new ApiError(409, SAVED_RUNS_FULL_MESSAGE);
    if (run.type === 'btm' && (saved?.btm ?? 0) >= MAX_SAVED_BTM_RUNS) throw new ApiError(409, SAVED_BTM_RUNS_FULL_MESSAGE);
    const [row] = await tx
      .insert(calculatorRuns)
      .values({ userId, ...run })
      .returning(runColumns);
    return toCalculatorRun(row!);
  });
}

/**
 * A user's runs, newest first, a page at a time, with the count of every run that matches (each
 * with its inputs, to run it again; a behind-the-meter run's series summarised, see listedInputs).
 */
export async function listCalculatorRuns(
  db: Database,
  userId: string,
  query: Omit<CalculatorRunsQuery, 'userId'>,
): Promise<{ runs: CalculatorRun[]; total: number }> {
  const conditions: SQL[] = [eq(calculatorRuns.userId, userId)];
  if (query.type) conditions.push(eq(calculatorRuns.type, query.type));
  const where = and(...conditions);
  const { rows, total } = await pageWithTotal(
    db,
    db
      .select({ ...runColumns, inputs: listedInputs })
      .from(calculatorRuns)
      .where(where)
      .orderBy(desc(calculatorRuns.createdAt), desc(calculatorRuns.id))
      .$dynamic(),
    { from: calculatorRuns, where },
    { number: query.page, size: query.pageSize },
  );
  return { runs: rows.map(toCalculatorRun), total };
}

/** One run whole: the user's own, or anyone's for an admin (as the list allows); any other is as missing as one that never was (404). */
export async function getCalculatorRun(db: Database, user: { id: string; role: string }, id: number): Promise<CalculatorRun> {
  const [row] = await db
    .select(runColumns)
    .from(calculatorRuns)
    .where(user.role === 'admin' ? eq(calculatorRuns.id, id) : and(eq(calculatorRuns.id, id), eq(calculatorRuns.userId, user.id)));
  if (!row) throw new ApiError(404, 'Calculation not found');
  return toCalculatorRun(row);
}

/** Deletes one of the user's own runs (204); someone else's is as missing as one that never was (404). */
export async function deleteCalculatorRun(db: Database, userId: string, id: number): Promise<void> {
  const removed = await db
    .delete(calculatorRuns)
    .where(and(eq(calculatorRuns.id, id), eq(calculatorRuns.userId, userId)))
    .returning({ id: calculatorRuns.id });
  if (removed.length === 0) throw new ApiError(404, 'Calculation not found');
}

/** Names one of the user's own runs (null clears the name); someone else's is as missing as one that never was (404). */
export async function renameCalculatorRun(db: Database, userId: string, id: number, name: string | null): Promise<CalculatorRun> {
  const [row] = await db
    .update(calculatorRuns)
    .set({ name })
    .where(and(eq(calculatorRuns.id, id), eq(calculatorRuns.userId, userId)))
    .returning(runColumns);
  if (!row) throw new ApiError(404, 'Calculation not found');
  return toCalculatorRun(row);
}
