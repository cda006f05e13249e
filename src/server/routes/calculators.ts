import { Hono, type Context } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import { estimateBessValue } from '../../domain/finance/bess.ts';
import { estimateLandLease } from '../../domain/finance/lease.ts';
import { prescreenInterconnection } from '../../domain/interconnection/prescreen.ts';
import { runCalculator } from '../../domain/runCalculator.ts';
import { calculatorRunsQuerySchema, saveCalculatorRunSchema } from '../../domain/schemas/calculatorRunRequests.ts';
import { renameCalculatorRunSchema } from '../../domain/schemas/calculatorRuns.ts';
import { idParamSchema } from '../../domain/schemas/fields.ts';
import { bessRequestSchema } from '../../domain/schemas/calculators/bess.ts';
import { interconnectionRequestSchema } from '../../domain/schemas/calculators/interconnection.ts';
import { landLeaseRequestSchema } from '../../domain/schemas/calculators/landLease.ts';
import { ppaSiteRequestSchema } from '../../domain/schemas/calculators/ppaSite.ts';
import { btmRequestSchema, type BtmRequest } from '../../domain/schemas/calculators/btm.ts';
import { solarSiteRequestSchema } from '../../domain/schemas/calculators/solarSite.ts';
import { AnswerCache } from '../answerCache.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { currentSession, requireUser, withDatabase } from '../middleware/session.ts';
import { clientAddress, enforceRateLimits } from '../requestLimits.ts';
import { answerBtmWithinTimeLimit, BTM_TIME_LIMIT_SECONDS } from '../services/btm.ts';
import { btmJobIdParamSchema, btmJobIsDue, createBtmJob, readBtmJob } from '../services/btmJobs.ts';
import { solarAnswer, solvePpaAt } from '../services/solar.ts';
import {
  deleteCalculatorRun,
  getCalculatorRun,
  listCalculatorRuns,
  renameCalculatorRun,
  saveCalculatorRun,
} from '../services/calculatorRuns.ts';
import { parseJsonBody, readJson, readJsonBody, readJsonText, readQuery, validate } from '../validation.ts';

/** Whether a body asks to save an optimizer run, read from its `type` alone, before the body is validated. */
const isBtmRun = (body: unknown) => typeof body === 'object' && body !== null && (body as { type?: unknown }).type === 'btm';

/**
 * A deterministic calculator's route: the same body gets the same answer, so an answer given
 * before is sent again as it was (AnswerCache); any other body is validated and computed as usual.
 */
function answeredOnce<S extends $ZodType>(schema: S, compute: (input: output<S>) => unknown) {
  // 256 answers to bodies of up to 4 KB: a PPA answer is about 7 KB, so 2 MB at most.
  const answers = new AnswerCache(256, 4096);
  return async (c: Context<AppEnv>) => {
    const body = await readJsonText(c);
    const answer = answers.get(body) ?? answers.set(body, JSON.stringify(await compute(validate(schema, parseJsonBody(body)))));
    return c.body(answer, 200, { 'Content-Type': 'application/json' });
  };
}

/**
 * The free calculators (open to everyone; the math is src/domain/finance, shared with the
 * browser) and the saved calculations of signed-in users: saved, listed, named and deleted by their owner.
 * Where a request costs real work (a solar simulation, an optimizer solve, a save of up to 4 MB),
 * its rate limit is counted first, before the body is read: a body refused as invalid counts as an
 * accepted one would, and past the limit nothing of it is read.
 */
export const calculatorRoutes = new Hono<AppEnv>()
  .post('/calculators/ppa', answeredOnce(ppaSiteRequestSchema, solvePpaAt))
  .post('/calculators/land-lease', answeredOnce(landLeaseRequestSchema, estimateLandLease))
  .post('/calculators/bess', answeredOnce(bessRequestSchema, estimateBessValue))
  .post('/calculators/interconnection', async (c) =>
    c.json(prescreenInterconnection(await readJson(c, interconnectionRequestSchema), new Date())),
  )
  .post('/calculators/solar', withDatabase, async (c) => {
    await enforceRateLimits(c, [['solarModelPerAddress', clientAddress(c)]]);
    return c.json(await solarAnswer(await readJson(c, solarSiteRequestSchema)));
  })
  .post('/calculators/btm', withDatabase, async (c) => {
    await enforceRateLimits(c, [['btmSolvePerAddress', clientAddress(c)]]);
    return c.json(await answerBtmWithinTimeLimit(await readJson(c, btmRequestSchema), BTM_TIME_LIMIT_SECONDS, c.var.arrivedAt));
  })
  // The same solve as a job (decision 090), for what takes longer than a request may: its id at once, its answer when polled.
  .post('/calculators/btm/jobs', withDatabase, async (c) => {
    await enforceRateLimits(c, [['btmSolvePerAddress', clientAddress(c)]]);
    const request = await readJson(c, btmRequestSchema);
    const id = await createBtmJob(c.var.db, request, (await currentSession(c))?.user.id ?? null);
    btmJobIsDue();
    return c.json({ id }, 202);
  })
  .get('/calculators/btm/jobs/:id', withDatabase, async (c) => {
    const { id } = validate(btmJobIdParamSchema, c.req.param());
    const { due, ...job } = await readBtmJob(c.var.db, id, (await currentSession(c))?.user.id ?? null);
    // Nobody is running it (its worker died, or no process has looked yet): the next runner should.
    if (due) btmJobIsDue();
    return c.json(job);
  })
  .post('/calculators/run', requireUser, async (c) => {
    // The limits come first, before any of the body is read: a refused body counts as an accepted one would.
    await enforceRateLimits(c, [['calculatorSavePerAddress', clientAddress(c)]]);
    const body = await readJsonBody(c);
    // Saving a behind-the-meter run solves it again on the server: it counts as a solve, valid or not.
    if (isBtmRun(body)) await enforceRateLimits(c, [['btmSolvePerAddress', clientAddress(c)]]);
    const run = validate(saveCalculatorRunSchema, body);
    // The solve's time counts from the request's arrival, as the optimizer's own endpoint's does.
    const btm = (inputs: BtmRequest) => answerBtmWithinTimeLimit(inputs, BTM_TIME_LIMIT_SECONDS, c.var.arrivedAt);
    const saved = await saveCalculatorRun(c.var.db, c.var.user.id, {
      type: run.type,
      inputs: run.inputs,
      outputs: await runCalculator(run, { today: new Date(), solar: solarAnswer, ppa: solvePpaAt, btm }),
    });
    return c.json(saved, 201);
  })
  .get('/calculators/runs', requireUser, async (c) => {
    const { user } = c.var;
    const { userId = user.id, ...query } = readQuery(c, calculatorRunsQuerySchema);
    // Anyone's own runs; someone else's only for an admin.
    if (userId !== user.id && user.role !== 'admin') throw new ApiError(403, 'Forbidden');
    const { runs, total } = await listCalculatorRuns(c.var.db, userId, query);
    c.header('X-Total-Count', String(total));
    return c.json(runs);
  })
  // One run whole, a behind-the-meter run's series included (the list summarises them): its owner's, or any for an admin.
  .get('/calculators/runs/:id', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await getCalculatorRun(c.var.db, c.var.user, id));
  })
  .patch('/calculators/runs/:id', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const { name } = await readJson(c, renameCalculatorRunSchema);
    return c.json(await renameCalculatorRun(c.var.db, c.var.user.id, id, name));
  })
  .delete('/calculators/runs/:id', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    await deleteCalculatorRun(c.var.db, c.var.user.id, id);
    return c.body(null, 204);
  });
