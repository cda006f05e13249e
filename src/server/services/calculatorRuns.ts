import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { CalculatorRun } from '../../domain/calculatorRuns.ts';
import type { CalculatorType } from '../../domain/constants.ts';
import type { CalculatorRunsQuery } from '../../domain/schemas/calculatorRunRequests.ts';
import { MAX_SAVED_RUNS, SAVED_RUNS_FULL_MESSAGE } from '../../domain/schemas/calculatorRuns.ts';
import type { Database } from '../db/client.ts';
import { calculatorRuns, users } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';

const runColumns = {
  id: calculatorRuns.id,
  type: calculatorRuns.type,
  name: calculatorRuns.name,
  createdAt: calculatorRuns.createdAt,
  inputs: calculatorRuns.inputs,
  outputs: calculatorRuns.outputs,
};

function toCalculatorRun(row: Omit<CalculatorRun, 'createdAt'> & { createdAt: Date }): CalculatorRun {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Saves a run (its inputs validated, its outputs computed by the server), up to MAX_SAVED_RUNS per
 * account: the account's row is locked while its runs are counted, so simultaneous saves cannot
 * carry it past the limit. A full account gets a 409 and keeps what it has.
 */
export async function saveCalculatorRun(
  db: Database,
  userId: string,
  run: { type: CalculatorType; inputs: Record<string, unknown>; outputs: Record<string, unknown> },
): Promise<CalculatorRun> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [saved] = await tx.select({ total: count() }).from(calculatorRuns).where(eq(calculatorRuns.userId, userId));
    if ((saved?.total ?? 0) >= MAX_SAVED_RUNS) throw new ApiError(409, SAVED_RUNS_FULL_MESSAGE);
    const [row] = await tx
      .insert(calculatorRuns)
      .values({ userId, ...run })
      .returning(runColumns);
    return toCalculatorRun(row!);
  });
}

/** A user's runs, newest first, a page at a time, with the count of every run that matches (each with its inputs, to run it again). */
export async function listCalculatorRuns(
  db: Database,
  userId: string,
  query: Omit<CalculatorRunsQuery, 'userId'>,
): Promise<{ runs: CalculatorRun[]; total: number }> {
  const conditions: SQL[] = [eq(calculatorRuns.userId, userId)];
  if (query.type) conditions.push(eq(calculatorRuns.type, query.type));
  const where = and(...conditions);
  const [rows, [matched]] = await Promise.all([
    db
      .select(runColumns)
      .from(calculatorRuns)
      .where(where)
      .orderBy(desc(calculatorRuns.createdAt), desc(calculatorRuns.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(calculatorRuns).where(where),
  ]);
  return { runs: rows.map(toCalculatorRun), total: matched?.total ?? 0 };
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
