/// <reference lib="webworker" />
import highsWasm from 'highs/runtime?url';
import { answerBtm } from '~/domain/btm/answer';
import { highsLoader } from '~/domain/btm/highsLoader';
import { LoadFileError, readLoadFile } from '~/domain/btm/loadFile';
import type { IntervalMinutes } from '~/domain/btm/model';
import { btmRequestSchema } from '~/domain/schemas/calculators/btm';
import type { WorkerReply, WorkerTask } from './workerMessages';

/*
 * The optimizer off the page's thread: reading an uploaded interval file and solving the LP
 * (HiGHS's WebAssembly, fetched with the first solve) run here, so the page stays responsive;
 * the page cancels a solve by ending this worker.
 */
declare const self: DedicatedWorkerGlobalScope;

const loadSolver = highsLoader(() => highsWasm);

const reply = (message: WorkerReply) => self.postMessage(message);

self.onmessage = async ({ data: task }: MessageEvent<WorkerTask>) => {
  try {
    if (task.kind === 'read-load') {
      const options = task.intervalMinutes ? { intervalMinutes: task.intervalMinutes as IntervalMinutes } : {};
      reply({ id: task.id, kind: 'done', value: readLoadFile(task.text, options) });
      return;
    }
    const parsed = btmRequestSchema.safeParse(task.request);
    if (!parsed.success) {
      reply({
        id: task.id,
        kind: 'invalid',
        issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
      return;
    }
    const highs = await loadSolver();
    const answer = await answerBtm(highs, parsed.data, { onProgress: (done, of) => reply({ id: task.id, kind: 'progress', done, of }) });
    reply({ id: task.id, kind: 'done', value: answer });
  } catch (error) {
    reply({
      id: task.id,
      kind: 'failed',
      message: error instanceof LoadFileError || error instanceof Error ? error.message : String(error),
    });
  }
};
