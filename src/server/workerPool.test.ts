import { afterEach, describe, expect, it } from 'vitest';
import { PoolDeadlineError, PoolFullError, PoolUnavailableError, WorkerPool } from './workerPool.ts';

/** The pool with tests/fixtures/spinWorker.ts, whose tasks hold their thread for `spinMs`. */
const SPIN_WORKER = new URL('../../tests/fixtures/spinWorker.ts', import.meta.url);
type Task = { spinMs: number; value: string };
type Result = { value: string; remainingMs: number };

const pools: WorkerPool<Task, Result>[] = [];
function poolOf(options: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}) {
  const pool = new WorkerPool<Task, Result>({ url: SPIN_WORKER, workerData: null, size: 1, queue: 1, graceMs: 100, ...options });
  pools.push(pool);
  return pool;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});
const inMs = (ms: number) => performance.now() + ms;

describe('WorkerPool', () => {
  it('runs a task on a worker thread, telling it the time it has left, while this thread stays free', async () => {
    const pool = poolOf();
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 10);
    const result = await pool.run({ spinMs: 400, value: 'spun' }, inMs(10_000));
    clearInterval(ticking);
    expect(result.value).toBe('spun');
    expect(result.remainingMs).toBeGreaterThan(5_000);
    expect(result.remainingMs).toBeLessThanOrEqual(10_000);
    // The spin held the worker's thread, not this one: timers ran during it.
    expect(ticks).toBeGreaterThan(5);
  });

  it("passes the task's progress to its caller, in order, before its answer", async () => {
    const pool = poolOf();
    const heard: number[] = [];
    const result = await pool.run({ spinMs: 100, value: 'reported' }, inMs(10_000), (fraction) => heard.push(fraction));
    expect(result.value).toBe('reported');
    expect(heard).toEqual([0.5, 1]);
  });

  it("passes the task's own error back, and the worker serves the next task", async () => {
    const pool = poolOf();
    await expect(pool.run({ spinMs: 0, value: 'throw' }, inMs(10_000))).rejects.toMatchObject({
      name: 'RangeError',
      message: 'asked to fail',
    });
    expect((await pool.run({ spinMs: 0, value: 'after' }, inMs(10_000))).value).toBe('after');
  });

  it('runs `size` tasks at once, lets `queue` more wait, and refuses the next at once', async () => {
    const pool = poolOf({ size: 2, queue: 1 });
    const accepted = [1, 2, 3].map((index) => pool.run({ spinMs: 300, value: `task ${index}` }, inMs(10_000)));
    expect(pool.load).toEqual({ running: 2, queued: 1 });
    await expect(pool.run({ spinMs: 0, value: 'one too many' }, inMs(10_000))).rejects.toBeInstanceOf(PoolFullError);
    expect((await Promise.all(accepted)).map((result) => result.value)).toEqual(['task 1', 'task 2', 'task 3']);
    expect(pool.load).toEqual({ running: 0, queued: 0 });
  });

  it('gives a waiting task the time left of its deadline, and drops it at its deadline if it is still waiting', async () => {
    const pool = poolOf();
    const holding = pool.run({ spinMs: 600, value: 'holding' }, inMs(10_000));
    const waitsAndRuns = pool.run({ spinMs: 0, value: 'waited' }, inMs(5_000));
    expect((await holding).value).toBe('holding');
    const waited = await waitsAndRuns;
    expect(waited.remainingMs).toBeLessThan(5_000 - 500);

    const holdingAgain = pool.run({ spinMs: 600, value: 'holding' }, inMs(10_000));
    const started = performance.now();
    await expect(pool.run({ spinMs: 0, value: 'too late' }, inMs(200))).rejects.toBeInstanceOf(PoolDeadlineError);
    // Dropped at its deadline, not when the thread freed.
    expect(performance.now() - started).toBeLessThan(550);
    expect((await holdingAgain).value).toBe('holding');
  });

  it('terminates a worker whose task runs past its deadline and the grace, and starts a new one for the next task', async () => {
    const pool = poolOf({ graceMs: 100 });
    const started = performance.now();
    await expect(pool.run({ spinMs: 60_000, value: 'stuck' }, inMs(200))).rejects.toBeInstanceOf(PoolDeadlineError);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await pool.run({ spinMs: 0, value: 'next' }, inMs(10_000))).value).toBe('next');
  });

  it('is unavailable when its worker module cannot load: that task and every later one say so', async () => {
    const pool = poolOf({ url: new URL('../../tests/fixtures/no-such-worker.ts', import.meta.url) });
    await expect(pool.run({ spinMs: 0, value: 'first' }, inMs(10_000))).rejects.toBeInstanceOf(PoolUnavailableError);
    await expect(pool.run({ spinMs: 0, value: 'second' }, inMs(10_000))).rejects.toBeInstanceOf(PoolUnavailableError);
  });

  it('on close, refuses the running and waiting tasks and every new one', async () => {
    const pool = poolOf();
    const running = pool.run({ spinMs: 60_000, value: 'running' }, inMs(120_000));
    const waiting = pool.run({ spinMs: 0, value: 'waiting' }, inMs(120_000));
    const outcomes = Promise.allSettled([running, waiting]);
    await pool.close();
    for (const outcome of await outcomes) expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(PoolFullError) });
    await expect(pool.run({ spinMs: 0, value: 'later' }, inMs(10_000))).rejects.toBeInstanceOf(PoolFullError);
  });
});
