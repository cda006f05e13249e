import type { BtmAnswer } from '~/domain/btm/answer';
import type { LoadFileResult } from '~/domain/btm/loadFile';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';

/** What the page asks the optimizer's worker: read an interval file, or solve a request. */
export type WorkerTask =
  { id: number; kind: 'read-load'; text: string; intervalMinutes?: number } | { id: number; kind: 'solve'; request: BtmRequestInput };

/** What the worker answers: progress of a solve, the value, the request's issues by field, or a failure. */
export type WorkerReply =
  | { id: number; kind: 'progress'; done: number; of: number }
  | { id: number; kind: 'done'; value: LoadFileResult | BtmAnswer }
  | { id: number; kind: 'invalid'; issues: { path: string; message: string }[] }
  | { id: number; kind: 'failed'; message: string };
