import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveCalculatorRunSchema } from '../../domain/schemas/calculatorRuns.ts';
import type { CalculatorRun } from '../../domain/calculatorRuns.ts';
import type { Database } from '../db/client.ts';
import { calculatorRuns } from '../db/schema/index.ts';

/** How many runs the list returns: enough for any dashboard, bounded for the response size. */
export const CALCULATOR_RUNS_LIMIT = 100;

const runColumns = {
  id: calculatorRuns.id,
  type: calculatorRuns.type,
  createdAt: calculatorRuns.createdAt,
  inputs: calculatorRuns.inputs,
  outputs: calculatorRuns.outputs,
};

function toCalculatorRun(row: Omit<CalculatorRun, 'createdAt'> & { createdAt: Date }): CalculatorRun {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function saveCalculatorRun(db: Database, userId: string, run: z.output<typeof saveCalculatorRunSchema>): Promise<CalculatorRun> {
  const [saved] = await db.insert(calculatorRuns).values({ userId, ...run }).returning(runColumns);
  return toCalculatorRun(saved!);
}

/** A user's runs, newest first (SPEC §3 Calculator run: id, type, createdAt, outputs; inputs too, for re-running). */
export async function listCalculatorRuns(db: Database, userId: string): Promise<CalculatorRun[]> {
  const rows = await db
    .select(runColumns)
    .from(calculatorRuns)
    .where(eq(calculatorRuns.userId, userId))
    .orderBy(desc(calculatorRuns.createdAt), desc(calculatorRuns.id))
    .limit(CALCULATOR_RUNS_LIMIT);
  return rows.map(toCalculatorRun);
}
