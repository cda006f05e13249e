import { useEffect, useRef } from 'react';
import type { WorkerReply, WorkerTask } from './workerMessages';

/** The request's own problems, by field, as the API would name them. */
export class InvalidRequestError extends Error {
  readonly issues: { path: string; message: string }[];
  constructor(issues: { path: string; message: string }[]) {
    super('The optimizer refused the inputs');
    this.issues = issues;
  }
}

export class CancelledError extends Error {}

/** What was thrown, as a message to show. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type Waiting = { resolve(value: unknown): void; reject(error: Error): void; onProgress?(done: number, of: number): void };

/**
 * The optimizer's worker, started with the first task and ended with the page: each task is a
 * promise of its answer; `cancel` ends the worker (a solve cannot be stopped from inside), which
 * the next task starts again.
 */
export function useOptimizerWorker() {
  const worker = useRef<Worker | null>(null);
  const waiting = useRef(new Map<number, Waiting>());
  const nextId = useRef(1);

  useEffect(() => () => worker.current?.terminate(), []);

  function started(): Worker {
    if (worker.current) return worker.current;
    const created = new Worker(new URL('./btm.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = ({ data: reply }: MessageEvent<WorkerReply>) => {
      const task = waiting.current.get(reply.id);
      if (!task) return;
      if (reply.kind === 'progress') return task.onProgress?.(reply.done, reply.of);
      waiting.current.delete(reply.id);
      if (reply.kind === 'done') task.resolve(reply.value);
      else if (reply.kind === 'invalid') task.reject(new InvalidRequestError(reply.issues));
      else task.reject(new Error(reply.message));
    };
    created.onerror = (event) => {
      event.preventDefault();
      failAll(new Error(event.message || 'The optimizer stopped unexpectedly'));
      created.terminate();
      worker.current = null;
    };
    worker.current = created;
    return created;
  }

  function failAll(error: Error) {
    for (const task of waiting.current.values()) task.reject(error);
    waiting.current.clear();
  }

  function run<T>(
    task: WorkerTask extends infer U ? (U extends { id: number } ? Omit<U, 'id'> : never) : never,
    onProgress?: Waiting['onProgress'],
  ) {
    const id = nextId.current++;
    return new Promise<T>((resolve, reject) => {
      waiting.current.set(id, { resolve: resolve as (value: unknown) => void, reject, onProgress });
      started().postMessage({ ...task, id });
    });
  }

  function cancel() {
    worker.current?.terminate();
    worker.current = null;
    failAll(new CancelledError('Cancelled'));
  }

  return { run, cancel };
}

export type OptimizerWorker = ReturnType<typeof useOptimizerWorker>;
