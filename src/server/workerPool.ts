import { parentPort, Worker } from 'node:worker_threads';

/**
 * A small pool of worker threads for CPU-bound work that must not hold the server's event loop
 * (decision 089): at most `size` tasks run at once, each on its own thread; up to `queue` more wait
 * their turn; past that, `run` refuses at once (PoolFullError: the API answers 503).
 *
 * Every task has a deadline (a `performance.now()` time of this thread): a task still queued at its
 * deadline is dropped, and one still running `graceMs` after it has its worker terminated (the one
 * way to stop WebAssembly that does not stop itself) and replaced on the next task; both reject
 * with PoolDeadlineError. The worker is told the milliseconds left when it starts, so work that can
 * stop itself at a time limit (HiGHS) gets the time the task has left, not a fresh allowance.
 *
 * Workers start when a task first needs one and stay for the next (loading the solver is paid
 * once per worker); they are unref'd, so an idle pool keeps no process alive. A worker whose module
 * cannot load (a deployment that lacks the file) makes the pool unavailable: PoolUnavailableError,
 * which the caller may answer by doing the work on its own thread.
 *
 * The worker's side is `serveTasks` in the worker's module: one message in ({ task, remainingMs }),
 * one out ({ ok: true, value } or { ok: false, error }); structured clone carries both. Before its
 * answer a task may report how far it is ({ progress }, a fraction), passed to `run`'s `onProgress`.
 */

/** Every worker is busy and the queue is full (or the pool is closing). */
export class PoolFullError extends Error {
  override name = 'PoolFullError';
}
/** The task's deadline passed, in the queue or on its worker. */
export class PoolDeadlineError extends Error {
  override name = 'PoolDeadlineError';
}
/** The workers cannot start here: their module failed to load. */
export class PoolUnavailableError extends Error {
  override name = 'PoolUnavailableError';
}

export interface WorkerPoolOptions {
  /** The worker's module: it calls `serveTasks`. */
  url: URL;
  /** Passed to every worker (it tells the module it runs as a worker). */
  workerData: unknown;
  /** Tasks running at once, each on its own thread (≥ 1). */
  size: number;
  /** Tasks that may wait for a thread (≥ 0). */
  queue: number;
  /** How long a running task may pass its deadline (finishing what it stopped) before its worker is terminated. */
  graceMs: number;
}

interface Job {
  task: unknown;
  deadline: number;
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?(fraction: number): void;
  timer?: NodeJS.Timeout;
  slot?: Slot;
}

interface Slot {
  worker: Worker;
  /** Its module loaded (it said so): a failure after that is the task's, not the deployment's. */
  ready: boolean;
  job?: Job;
  /** Terminated by the pool: its exit is expected, its job already answered. */
  retired?: boolean;
  error?: Error;
}

type Reply = { ready: true } | { progress: number } | { ok: true; value: unknown } | { ok: false; error: unknown };

export class WorkerPool<Task, Result> {
  readonly size: number;
  readonly queueCapacity: number;
  readonly #options: WorkerPoolOptions;
  readonly #slots = new Set<Slot>();
  readonly #queue: Job[] = [];
  #unavailable?: Error;
  #closed = false;

  constructor(options: WorkerPoolOptions) {
    this.#options = options;
    this.size = Math.max(1, Math.floor(options.size));
    this.queueCapacity = Math.max(0, Math.floor(options.queue));
  }

  /** Tasks running and waiting now. */
  get load(): { running: number; queued: number } {
    return { running: [...this.#slots].filter((slot) => slot.job).length, queued: this.#queue.length };
  }

  /** Runs `task` on a worker before `deadline` (performance.now() ms); see the class's comment for how it can fail. */
  run(task: Task, deadline: number, onProgress?: (fraction: number) => void): Promise<Result> {
    if (this.#unavailable) return Promise.reject(new PoolUnavailableError(this.#unavailable.message, { cause: this.#unavailable }));
    if (this.#closed) return Promise.reject(new PoolFullError('The pool is closing'));
    const { running, queued } = this.load;
    if (running >= this.size && queued >= this.queueCapacity) return Promise.reject(new PoolFullError('Every worker is busy'));
    return new Promise<Result>((resolve, reject) => {
      const job: Job = { task, deadline, resolve: resolve as (value: unknown) => void, reject, onProgress };
      job.timer = setTimeout(() => this.#onDeadline(job), Math.max(0, deadline - performance.now()));
      this.#queue.push(job);
      this.#dispatch();
    });
  }

  /** Refuses new tasks, drops the queued ones and terminates every worker (a running task is rejected). */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) this.#settle(job, new PoolFullError('The pool is closing'));
    await Promise.all(
      [...this.#slots].map((slot) => {
        if (slot.job) this.#settle(slot.job, new PoolFullError('The pool is closing'));
        return this.#retire(slot);
      }),
    );
  }

  #dispatch() {
    while (this.#queue.length > 0) {
      const slot = [...this.#slots].find((candidate) => !candidate.job) ?? (this.#slots.size < this.size ? this.#spawn() : undefined);
      if (!slot) return;
      const job = this.#queue.shift()!;
      const remainingMs = job.deadline - performance.now();
      // A timer can fire late under load: a task whose time is up never starts.
      if (remainingMs <= 0) {
        this.#settle(job, new PoolDeadlineError('The task waited past its deadline'));
        continue;
      }
      slot.job = job;
      job.slot = slot;
      slot.worker.postMessage({ task: job.task, remainingMs });
    }
  }

  #spawn(): Slot {
    const worker = new Worker(this.#options.url, { workerData: this.#options.workerData });
    worker.unref();
    const slot: Slot = { worker, ready: false };
    this.#slots.add(slot);
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        slot.ready = true;
        return;
      }
      if ('progress' in reply) {
        slot.job?.onProgress?.(reply.progress);
        return;
      }
      const job = slot.job;
      slot.job = undefined;
      if (job) this.#settle(job, reply.ok ? undefined : asError(reply.error), reply.ok ? reply.value : undefined);
      this.#dispatch();
    });
    worker.on('error', (error) => (slot.error = error));
    worker.on('exit', (code) => {
      this.#slots.delete(slot);
      if (slot.retired) return;
      const error = slot.error ?? new Error(`The worker stopped (exit code ${code})`);
      if (!slot.ready) {
        // Its module never loaded: no worker will here. Everything waiting is told so.
        this.#unavailable = error;
        const waiting = [...(slot.job ? [slot.job] : []), ...this.#queue.splice(0)];
        for (const job of waiting) this.#settle(job, new PoolUnavailableError(error.message, { cause: error }));
        return;
      }
      if (slot.job) this.#settle(slot.job, error);
      this.#dispatch();
    });
    return slot;
  }

  #onDeadline(job: Job) {
    job.timer = undefined;
    const queued = this.#queue.indexOf(job);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
      this.#settle(job, new PoolDeadlineError('The task waited past its deadline'));
      return;
    }
    // Running: a moment to stop by itself (HiGHS checks its time limit as it goes), then it is stopped.
    job.timer = setTimeout(() => {
      job.timer = undefined;
      const slot = job.slot;
      if (!slot || slot.job !== job) return;
      this.#settle(job, new PoolDeadlineError('The task ran past its deadline'));
      void this.#retire(slot).then(() => this.#dispatch());
    }, this.#options.graceMs);
  }

  async #retire(slot: Slot) {
    slot.retired = true;
    slot.job = undefined;
    this.#slots.delete(slot);
    await slot.worker.terminate();
  }

  #settle(job: Job, error: Error | undefined, value?: unknown) {
    if (job.timer) clearTimeout(job.timer);
    job.timer = undefined;
    if (job.slot?.job === job) job.slot.job = undefined;
    if (error) job.reject(error);
    else job.resolve(value);
  }
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/**
 * The worker's side: answers each task with `handle(task, remainingMs, progress)`, one at a time
 * (the pool sends a worker one task and waits for its answer), after saying its module loaded.
 */
export function serveTasks<Task, Result>(
  handle: (task: Task, remainingMs: number, progress: (fraction: number) => void) => Promise<Result>,
): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', ({ task, remainingMs }: { task: Task; remainingMs: number }) => {
    handle(task, remainingMs, (fraction) => port.postMessage({ progress: fraction })).then(
      (value) => port.postMessage({ ok: true, value }),
      (error: unknown) => {
        try {
          port.postMessage({ ok: false, error });
        } catch {
          // An error structured clone cannot carry: its text, at least.
          port.postMessage({ ok: false, error: new Error(String(error)) });
        }
      },
    );
  });
  port.postMessage({ ready: true });
}
