import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import e19 from '../../src/domain/btm/data/tariffs/pge-e19-2019.json' with { type: 'json' };
import { decodeLoadShape, LOAD_SHAPE_CALENDAR_YEAR, scaleLoadShape } from '../../src/domain/btm/loadShapes';
import officeShape from '../../public/load-shapes/san-francisco-office.json' with { type: 'json' };
import { startNodeServer, type RunningServer } from '../setup/nodeServer';

/**
 * The optimizer's solves under the real Node server (decision 089): on a worker thread, so the
 * event loop answers other requests while one runs; here one thread and one solve waiting
 * (BTM_SOLVER_THREADS=1, BTM_SOLVER_QUEUE=1), so a third solve is refused with 503. The solve that
 * holds the thread is a 15-minute year with the battery sized: one LP of 35,040 intervals that
 * HiGHS cannot finish in the 12 s limit (it needs over a minute), so it holds the thread for the
 * whole limit and ends in 422, whatever the machine's speed.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startNodeServer({ BTM_SOLVER_THREADS: '1', BTM_SOLVER_QUEUE: '1' });
});
afterAll(() => server.stop());

const toTheWatt = (kW: number) => Math.round(kW * 1000) / 1000;
const load = scaleLoadShape(decodeLoadShape(officeShape), { annualKWh: 1_000_000 }).map(toTheWatt);
const hourly = {
  intervalMinutes: 60,
  year: LOAD_SHAPE_CALENDAR_YEAR,
  loadKW: load,
  tariff: e19,
  battery: { powerKW: 100, energyKWh: 400, roundTripEfficiency: 0.9 },
};
const quarterHourSizing = {
  ...hourly,
  intervalMinutes: 15,
  loadKW: load.flatMap((kW) => [kW, kW, kW, kW]),
  battery: { powerKW: 500, energyKWh: 2000, roundTripEfficiency: 0.9 },
  size: true,
  costs: { capexPerKWh: 300, capexPerKW: 100 },
};
const TIME_LIMIT_ERROR = {
  error: 'The optimization did not finish within 12 seconds: try hourly intervals, or a fixed battery size instead of sizing it.',
};

interface Answered {
  status: number;
  headers: Headers;
  body: unknown;
  /** performance.now() when the answer had arrived whole. */
  at: number;
}

function solve(body: unknown): Promise<Answered> {
  return fetch(`${server.origin}/api/calculators/btm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, headers: response.headers, body: await response.json(), at: performance.now() }));
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two solves that cannot finish in time, one on the only thread and one waiting', () => {
  let running: Promise<Answered>;
  let waiting: Promise<Answered>;
  let sent: number[];
  let done = 0;

  beforeAll(async () => {
    sent = [performance.now()];
    running = solve(quarterHourSizing);
    await pause(500);
    sent.push(performance.now());
    waiting = solve(quarterHourSizing);
    for (const answer of [running, waiting]) void answer.then(() => (done += 1));
    // Both 1.3 MB bodies read and validated: one solve runs, the other waits for the thread.
    await pause(1500);
  });

  it('answers GET /api/health while they run, within a second', async () => {
    const asked = performance.now();
    const health = await fetch(`${server.origin}/api/health`);
    const answered = performance.now();
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect(answered - asked).toBeLessThan(1000);
    expect(done).toBe(0);
  });

  it('answers a third solve 503 with Retry-After and the JSON error, at once', async () => {
    const refused = await solve(hourly);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('12');
    expect(refused.body).toEqual({ error: 'The optimizer is busy with other requests. Please try again in a few seconds.' });
    expect(done).toBe(0);
  });

  it("counts the waiting solve's 12 s from its arrival: both end with the 422 of the time limit about 12 s after they came", async () => {
    const answers = await Promise.all([running, waiting]);
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual(TIME_LIMIT_ERROR);
      // The limit, and at most a second to stop the solve past it, and the answer's way back. Given
      // its own 12 s once the thread was free, the one that waited would answer about 24 s after it came.
      expect(answer.at - sent[index]!).toBeLessThan(15_000);
    }
    // The thread, whether HiGHS stopped itself at the limit or its worker was terminated and replaced, solves again.
    const next = await solve(hourly);
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ solver: { status: 'optimal', problems: 12 } });
  });
});
