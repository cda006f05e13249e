import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveCalculatorRunSchema } from '../../domain/schemas/admin.ts';
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

export async function saveCalculatorRun(db: Database, userId: string, run: z.output<typeof saveCalculatorRunSchema>) {
  const [saved] = await db.insert(calculatorRuns).values({ userId, ...run }).returning(runColumns);
  return saved!;
}

/** A user's runs, newest first (SPEC §3 Calculator run: id, type, createdAt, outputs; inputs too, for re-running). */
export function listCalculatorRuns(db: Database, userId: string) {
  return db
    .select(runColumns)
    .from(calculatorRuns)
    .where(eq(calculatorRuns.userId, userId))
    .orderBy(desc(calculatorRuns.createdAt), desc(calculatorRuns.id))
    .limit(CALCULATOR_RUNS_LIMIT);
}
