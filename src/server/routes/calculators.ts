import { Hono } from 'hono';
import { estimateBessValue } from '../../domain/finance/bess.ts';
import { estimateLandLease } from '../../domain/finance/lease.ts';
import { solvePpa } from '../../domain/finance/ppa.ts';
import { prescreenInterconnection } from '../../domain/interconnection/prescreen.ts';
import { calculatorRunsQuerySchema, saveCalculatorRunSchema } from '../../domain/schemas/calculatorRuns.ts';
import { bessRequestSchema } from '../../domain/schemas/calculators/bess.ts';
import { interconnectionRequestSchema } from '../../domain/schemas/calculators/interconnection.ts';
import { landLeaseRequestSchema } from '../../domain/schemas/calculators/landLease.ts';
import { ppaRequestSchema } from '../../domain/schemas/calculators/ppaFull.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { requireUser } from '../middleware/session.ts';
import { listCalculatorRuns, saveCalculatorRun } from '../services/calculatorRuns.ts';
import { readJson, readQuery } from '../validation.ts';

/**
 * The free calculators (open to everyone; the math is src/domain/finance, shared with the
 * browser) and the saved calculations of signed-in users (SPEC §7).
 */
export const calculatorRoutes = new Hono<AppEnv>()
  .post('/calculators/ppa', async (c) => c.json(solvePpa(await readJson(c, ppaRequestSchema))))
  .post('/calculators/land-lease', async (c) => c.json(estimateLandLease(await readJson(c, landLeaseRequestSchema))))
  .post('/calculators/bess', async (c) => c.json(estimateBessValue(await readJson(c, bessRequestSchema))))
  .post('/calculators/interconnection', async (c) => c.json(prescreenInterconnection(await readJson(c, interconnectionRequestSchema), new Date())))
  .post('/calculators/run', requireUser, async (c) => c.json(await saveCalculatorRun(c.var.db, c.var.user.id, await readJson(c, saveCalculatorRunSchema)), 201))
  .get('/calculators/runs', requireUser, async (c) => {
    const { user } = c.var;
    const { userId = user.id } = readQuery(c, calculatorRunsQuerySchema);
    // Anyone's own runs; someone else's only for an admin.
    if (userId !== user.id && user.role !== 'admin') throw new ApiError(403, 'Forbidden');
    return c.json(await listCalculatorRuns(c.var.db, userId));
  });
