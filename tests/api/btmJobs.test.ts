import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { BtmAnswer } from '~/domain/btm/answer';
import e19 from '~/domain/btm/data/tariffs/pge-e19-2019.json' with { type: 'json' };
import { decodeLoadShape, LOAD_SHAPE_CALENDAR_YEAR, scaleLoadShape } from '~/domain/btm/loadShapes';
import { btmRequestSchema } from '~/domain/schemas/calculators/btm';
import { btmJobs } from '~/server/db/schema';
import type { ApiError } from '~/server/errors';
import { RATE_LIMITS } from '~/server/requestLimits';
import { answerBtmWithinTimeLimit } from '~/server/services/btm';
import {
  BTM_JOB_GAVE_UP,
  BTM_JOB_LEASE_MS,
  BTM_JOB_MAX_ATTEMPTS,
  BTM_JOB_RETENTION_HOURS,
  claimBtmJob,
  createBtmJob,
  finishBtmJob,
  onBtmJobDue,
  pruneBtmJobs,
  readBtmJob,
  runBtmJob,
  runNextBtmJob,
  startBtmJobLoop,
  type BtmJobLoop,
} from '~/server/services/btmJobs';
import officeShape from '../../public/load-shapes/san-francisco-office.json' with { type: 'json' };
import { createTestUser } from '../factories/users';
import { apiContext, ownDatabase } from '../setup/apiContext';
import type { CookieJar } from '../setup/cookieJar';
import { createTestApp, jsonRequest, signIn, withCookies } from '../setup/testApp';
import { testLog } from '../setup/testLog';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../setup/testDatabase';

/**
 * Optimizer jobs (decision 090): posted, run by a loop like the Node server's over this file's
 * database (on the real solver threads), and polled. The claims, leases and retention run on each
 * database, driven by hand with no loop.
 */
const api = apiContext();
let stranger: CookieJar;
let loop: BtmJobLoop;
beforeAll(async () => {
  stranger = await signIn(api.app, (await createTestUser(api.db)).email);
  loop = startBtmJobLoop({ database: async () => api.database, timeLimitSeconds: 180, log: testLog, intervalMs: 200 });
  onBtmJobDue(() => loop.wake());
});
afterAll(async () => {
  onBtmJobDue(undefined);
  await loop.stop();
});

const toTheWatt = (kW: number) => Math.round(kW * 1000) / 1000;
const load = scaleLoadShape(decodeLoadShape(officeShape), { annualKWh: 1_000_000 }).map(toTheWatt);
/** A fixed battery on hourly load: twelve monthly LPs, a few seconds. */
const request = {
  intervalMinutes: 60,
  year: LOAD_SHAPE_CALENDAR_YEAR,
  loadKW: load,
  tariff: e19,
  battery: { powerKW: 100, energyKWh: 400, roundTripEfficiency: 0.9 },
};
const parsedRequest = z.parse(btmRequestSchema, request);

const postJob = (body: unknown, jar?: CookieJar) => api.app.request('/api/calculators/btm/jobs', jsonRequest('POST', body, jar));
const getJob = (id: string, jar?: CookieJar) => api.app.request(`/api/calculators/btm/jobs/${id}`, jar ? withCookies(jar) : {});
const countJobs = async () => (await api.db.select({ id: btmJobs.id }).from(btmJobs)).length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createdJob(body: unknown, jar?: CookieJar): Promise<string> {
  const response = await postJob(body, jar);
  expect(response.status, await response.clone().text()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  return id;
}

interface Polled {
  status: string;
  progress: number;
  result?: BtmAnswer;
  error?: string;
}

/** Polls the job until it has finished; every answer on the way is kept. */
async function pollUntilFinished(id: string, jar?: CookieJar): Promise<Polled[]> {
  const seen: Polled[] = [];
  for (;;) {
    const response = await getJob(id, jar);
    expect(response.status).toBe(200);
    const job = (await response.json()) as Polled;
    seen.push(job);
    if (job.status === 'done' || job.status === 'failed') return seen;
    await pause(200);
  }
}

/** The answer without the solve's own seconds, which differ from one solve to the next. */
const withoutSeconds = (answer: BtmAnswer) => ({ ...answer, solver: { ...answer.solver, seconds: 0 } });

describe('POST /api/calculators/btm/jobs, then GET /api/calculators/btm/jobs/:id', () => {
  it('answers 202 with an unguessable id, and the job ends done with the answer the synchronous endpoint gives', async () => {
    const id = await createdJob(request);
    // 18 random bytes in base64url: 144 bits.
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const seen = await pollUntilFinished(id);
    for (const job of seen) {
      expect(['queued', 'running', 'done']).toContain(job.status);
      expect(job.progress).toBeGreaterThanOrEqual(0);
      expect(job.progress).toBeLessThanOrEqual(1);
    }
    const done = seen.at(-1)!;
    expect(Object.keys(done).sort()).toEqual(['progress', 'result', 'status']);
    expect(done).toMatchObject({ status: 'done', progress: 1 });

    const synchronous = await api.app.request('/api/calculators/btm', jsonRequest('POST', request));
    expect(synchronous.status).toBe(200);
    expect(withoutSeconds(done.result!)).toEqual(withoutSeconds((await synchronous.json()) as BtmAnswer));
  });

  it("keeps a signed-in user's job to that user: 404 for anyone else, as for an id that names no job", async () => {
    const id = await createdJob(request, api.buyer);
    const notFound = { error: 'Job not found' };
    for (const jar of [stranger, undefined]) {
      const response = await getJob(id, jar);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
    const unknown = await getJob('AAAAAAAAAAAAAAAAAAAAAAAA', api.buyer);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(notFound);
    expect((await pollUntilFinished(id, api.buyer)).at(-1)).toMatchObject({ status: 'done' });
  });

  it('lets whoever holds the id of an anonymous job read it, signed in or not', async () => {
    const id = await createdJob(request);
    expect((await pollUntilFinished(id)).at(-1)).toMatchObject({ status: 'done' });
    const asStranger = await getJob(id, stranger);
    expect(asStranger.status).toBe(200);
    expect(await asStranger.json()).toMatchObject({ status: 'done' });
  });

  it('answers 400 naming the field for an invalid body, and writes no job', async () => {
    const before = await countJobs();
    const { loadKW: _dropped, ...withoutLoad } = request;
    const missing = await postJob(withoutLoad);
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues).toEqual([expect.objectContaining({ path: 'loadKW' })]);
    const wrong = await postJob({ ...request, battery: { ...request.battery, powerKW: -1 } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).issues).toEqual([expect.objectContaining({ path: 'battery.powerKW' })]);
    expect(await countJobs()).toBe(before);
  });

  it('answers 400 naming the id for one that is not a job id', async () => {
    const response = await getJob('42');
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path: 'id', message: 'Not a valid job id' }]);
  });

  it("takes a 15-minute year (35,040 values) within the synchronous endpoint's 4 MB body limit", async () => {
    const body = { ...request, intervalMinutes: 15, loadKW: load.flatMap((kW) => [kW, kW, kW, kW]) };
    expect(JSON.stringify(body).length).toBeGreaterThan(64 * 1024);
    const id = await createdJob(body);
    expect((await pollUntilFinished(id)).at(-1)).toMatchObject({ status: 'done', result: { intervalMinutes: 15 } });
  }, 90_000);

  it("counts against the synchronous endpoint's rate limit, before the body is read", async () => {
    const limited = createTestApp(api.database, { realRateLimits: true });
    const { limit } = RATE_LIMITS.btmSolvePerAddress;
    const post = (body: unknown, path: string) => limited.request(path, jsonRequest('POST', body), { clientAddress: '198.51.100.90' });
    // Invalid bodies cost as much as valid ones would: the limit comes first.
    for (let sent = 0; sent < limit - 1; sent += 1) expect((await post({}, '/api/calculators/btm/jobs')).status).toBe(400);
    expect((await post({}, '/api/calculators/btm')).status).toBe(400);
    const refused = await post(request, '/api/calculators/btm/jobs');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
  });
});

describe('a job whose solve gives no answer', () => {
  const own = ownDatabase();

  it("ends failed with the synchronous endpoint's 422 message", async () => {
    const limit = 0.001;
    const id = await createBtmJob(own.db, parsedRequest, null);
    const claim = (await claimBtmJob(own.db))!;
    expect(claim.id).toBe(id);
    expect(await runBtmJob(own.db, claim, { timeLimitSeconds: limit, log: testLog })).toBe('failed');
    const refused = await answerBtmWithinTimeLimit(parsedRequest, limit).then(
      () => undefined,
      (error: unknown) => error as ApiError,
    );
    expect(refused).toMatchObject({ status: 422, message: expect.stringContaining(`${limit} seconds`) });
    const job = await readBtmJob(own.db, id, null);
    expect(job).toEqual({ status: 'failed', progress: 0, error: refused?.message, due: false });
  });
});

describe('a job runner that stops mid-job (the server shutting down)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('gives the job back to the queue, its attempt not counted, for the next runner', async () => {
    // A 15-minute year with a fixed battery: twelve LPs, seconds of solving to stop in the middle of.
    const id = await createBtmJob(
      database.db,
      { ...parsedRequest, intervalMinutes: 15, loadKW: load.flatMap((kW) => [kW, kW, kW, kW]) },
      null,
    );
    const stopping = startBtmJobLoop({
      database: async () => database,
      timeLimitSeconds: 180,
      log: testLog,
      intervalMs: 50,
    });
    while ((await readBtmJob(database.db, id, null)).status === 'queued') await pause(20);
    await stopping.stop();
    const [row] = await database.db.select().from(btmJobs).where(eq(btmJobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, progress: 0, claimToken: null, claimedUntil: null, result: null });
    expect(await runNextBtmJob(database.db, { timeLimitSeconds: 180, log: testLog })).toBe('done');
    expect(await readBtmJob(database.db, id, null)).toMatchObject({ status: 'done', progress: 1 });
  }, 60_000);
});

describe.each(testDatabaseKinds())('claiming jobs (%s)', (kind) => {
  const own = ownDatabase(kind);
  const options = { timeLimitSeconds: 180, log: testLog };

  it('runs a job four claimers reach for at once exactly once', async () => {
    const id = await createBtmJob(own.db, parsedRequest, null);
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => runNextBtmJob(own.db, options)));
    expect(outcomes.sort()).toEqual(['done', undefined, undefined, undefined]);
    const [row] = await own.db.select().from(btmJobs);
    expect(row).toMatchObject({ id, status: 'done', attempts: 1, progress: 1, claimToken: null, claimedUntil: null });
    expect(row!.result).toMatchObject({ solver: { status: 'optimal', problems: 12 } });
    await own.db.delete(btmJobs);
  });

  it('looks for a job with one read when there is none, writing nothing (the loop polls every 2 s)', async () => {
    const statements: string[] = [];
    const recording = new Proxy(own.db, {
      get(target, property, receiver) {
        if (property === 'select' || property === 'update' || property === 'insert' || property === 'delete' || property === 'execute') {
          statements.push(property);
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    expect(await claimBtmJob(recording)).toBeUndefined();
    expect(statements).toEqual(['select']);
    // With a job waiting, the same claim takes it.
    const id = await createBtmJob(own.db, parsedRequest, null);
    expect(await claimBtmJob(recording)).toMatchObject({ id, attempts: 1 });
    expect(statements).toContain('update');
    await own.db.delete(btmJobs);
  });

  it('claims again a job whose worker died once its lease has run out; the dead worker can no longer record anything', async () => {
    const id = await createBtmJob(own.db, parsedRequest, null);
    const start = new Date();
    const dead = (await claimBtmJob(own.db, start))!;
    expect(dead).toMatchObject({ id, attempts: 1 });
    expect(await readBtmJob(own.db, id, null, start)).toMatchObject({ status: 'running', due: false });
    // While the lease holds, nobody else takes it.
    expect(await claimBtmJob(own.db, new Date(start.getTime() + BTM_JOB_LEASE_MS - 1))).toBeUndefined();
    const afterLease = new Date(start.getTime() + BTM_JOB_LEASE_MS + 1);
    expect(await readBtmJob(own.db, id, null, afterLease)).toMatchObject({ status: 'running', due: true });
    const second = (await claimBtmJob(own.db, afterLease))!;
    expect(second).toMatchObject({ id, attempts: 2 });
    expect(await finishBtmJob(own.db, dead, { error: 'a late answer from the dead worker' })).toBe(false);
    expect(await runBtmJob(own.db, second, options)).toBe('done');
    expect(await readBtmJob(own.db, id, null)).toMatchObject({ status: 'done', progress: 1 });
    await own.db.delete(btmJobs);
  });

  it(`fails a job whose worker died ${BTM_JOB_MAX_ATTEMPTS} times, saying why`, async () => {
    const id = await createBtmJob(own.db, parsedRequest, null);
    let now = Date.now();
    for (let attempt = 1; attempt <= BTM_JOB_MAX_ATTEMPTS; attempt += 1) {
      expect(await claimBtmJob(own.db, new Date(now))).toMatchObject({ id, attempts: attempt });
      now += BTM_JOB_LEASE_MS + 1;
    }
    expect(await claimBtmJob(own.db, new Date(now))).toBeUndefined();
    expect(await readBtmJob(own.db, id, null)).toEqual({ status: 'failed', progress: 0, error: BTM_JOB_GAVE_UP, due: false });
    await own.db.delete(btmJobs);
  });

  it(`deletes a finished job ${BTM_JOB_RETENTION_HOURS} hours after it finished, and one nobody ran that long after it was posted`, async () => {
    const hours = (count: number) => count * 3_600_000;
    const running = await createBtmJob(own.db, parsedRequest, null);
    expect(await claimBtmJob(own.db)).toMatchObject({ id: running });
    const finished = await createBtmJob(own.db, parsedRequest, null);
    const finishedAt = new Date();
    expect(await finishBtmJob(own.db, (await claimBtmJob(own.db, finishedAt))!, { error: 'no answer' }, finishedAt)).toBe(true);
    const unrun = await createBtmJob(own.db, parsedRequest, null);
    const [{ postedAt }] = (await own.db.select({ postedAt: btmJobs.createdAt }).from(btmJobs).where(eq(btmJobs.id, unrun))) as [
      { postedAt: Date },
    ];

    expect(await pruneBtmJobs(own.db, new Date(finishedAt.getTime() + hours(BTM_JOB_RETENTION_HOURS) - 1))).toBe(0);
    expect(await pruneBtmJobs(own.db, new Date(finishedAt.getTime() + hours(BTM_JOB_RETENTION_HOURS) + 1))).toBe(1);
    await expect(readBtmJob(own.db, finished, null)).rejects.toMatchObject({ status: 404 });
    expect(await pruneBtmJobs(own.db, new Date(postedAt.getTime() + hours(BTM_JOB_RETENTION_HOURS) + 1))).toBe(1);
    await expect(readBtmJob(own.db, unrun, null)).rejects.toMatchObject({ status: 404 });
    // A job someone is running is never pruned, however old.
    expect(await pruneBtmJobs(own.db, new Date(postedAt.getTime() + hours(10 * BTM_JOB_RETENTION_HOURS)))).toBe(0);
    expect(await readBtmJob(own.db, running, null)).toMatchObject({ status: 'running' });
    await own.db.delete(btmJobs);
  });
});
