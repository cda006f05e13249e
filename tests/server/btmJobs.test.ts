import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import e19 from '../../src/domain/btm/data/tariffs/pge-e19-2019.json' with { type: 'json' };
import { decodeLoadShape, LOAD_SHAPE_CALENDAR_YEAR, scaleLoadShape } from '../../src/domain/btm/loadShapes';
import officeShape from '../../public/load-shapes/san-francisco-office.json' with { type: 'json' };
import { startNodeServer, type RunningServer } from '../setup/nodeServer';

/**
 * An optimizer job under the real Node server (decision 090), across a crash: the server that
 * claimed the job is killed with SIGKILL mid-solve (no shutdown, its lease left to run out), a new
 * server on the same embedded database takes the job over once the lease has run out, and the
 * job ends done: the test takes the 30 s lease (idle), then the solve. The job is an hourly year
 * with the battery sized: one LP for the year, seconds long, so the kill lands mid-solve. A
 * 15-minute year's sizing (minutes on a busy machine) is the bench's to time (tests/bench/btmJobs.ts),
 * not the suite's to wait for.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'voltfield-jobs-'));
const env = { DATA_DIR: dataDir, PGLITE_DIR: path.join(dataDir, 'pglite'), BTM_SOLVER_THREADS: '1' };
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const toTheWatt = (kW: number) => Math.round(kW * 1000) / 1000;
const load = scaleLoadShape(decodeLoadShape(officeShape), { annualKWh: 1_000_000 }).map(toTheWatt);
const hourlySizing = {
  intervalMinutes: 60,
  year: LOAD_SHAPE_CALENDAR_YEAR,
  loadKW: load,
  tariff: e19,
  battery: { powerKW: 500, energyKWh: 2000, roundTripEfficiency: 0.9 },
  size: true,
  costs: { capexPerKWh: 300, capexPerKW: 100 },
};

interface Job {
  status: string;
  progress: number;
  result?: {
    intervalMinutes: number;
    battery: { powerKW: number; energyKWh: number; sized: boolean };
    solver: { status: string };
    dispatch: Record<string, number[]>;
    annual: { savings: number };
  };
  error?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function jobOn(server: RunningServer, id: string): Promise<Job> {
  const response = await fetch(`${server.origin}/api/calculators/btm/jobs/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Job;
}
async function pollUntil(server: RunningServer, id: string, done: (job: Job) => boolean, timeoutMs: number): Promise<Job> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const job = await jobOn(server, id);
    if (done(job) || performance.now() > until) return job;
    await pause(500);
  }
}

describe('an optimizer job whose server is killed mid-solve', () => {
  it('is taken over by the next server once its lease has run out, and its sizing solve completes', async () => {
    const first = await startNodeServer(env);
    servers.push(first);
    const posted = await fetch(`${first.origin}/api/calculators/btm/jobs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: first.origin },
      body: JSON.stringify(hourlySizing),
    });
    expect(posted.status).toBe(202);
    const { id } = (await posted.json()) as { id: string };
    expect(await pollUntil(first, id, (job) => job.status !== 'queued', 10_000)).toMatchObject({ status: 'running' });
    // Mid-solve, the process dies at once: nothing gives the job back.
    first.process.kill('SIGKILL');
    await first.exited;
    const killedAt = performance.now();

    const second = await startNodeServer(env);
    servers.push(second);
    // The dead server's claim holds until its lease (30 s) runs out: meanwhile the job reads as running.
    expect(await jobOn(second, id)).toMatchObject({ status: 'running', progress: 0 });
    const finished = await pollUntil(second, id, (job) => job.status === 'done' || job.status === 'failed', 360_000);
    const seconds = (performance.now() - killedAt) / 1000;
    process.stdout.write(`Hourly sizing job: done ${seconds.toFixed(1)} s after its first server was killed\n`);
    expect(finished.error).toBeUndefined();
    expect(finished).toMatchObject({ status: 'done', progress: 1 });
    const result = finished.result!;
    expect(result).toMatchObject({ intervalMinutes: 60, battery: { sized: true }, solver: { status: 'optimal' } });
    for (const series of Object.values(result.dispatch)) expect(series).toHaveLength(8_760);
    expect(result.annual.savings).toBeGreaterThan(0);
  }, 400_000);
});
