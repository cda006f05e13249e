// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BtmAnswer } from '~/domain/btm/answer';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import { $toasts, dismissToast } from '~/stores/toasts';
import { useOptimization } from './useOptimization';
import { InvalidRequestError, type OptimizerWorker } from './useOptimizerWorker';

/*
 * A solve's messages over its life, with a worker that answers as told (the real worker's answers
 * are the browser suite's): what a failed solve said is taken back once a later one succeeds.
 */
afterEach(() => {
  cleanup();
  for (const toast of $toasts.get()) dismissToast(toast.id);
});

const request = { intervalMinutes: 60, loadKW: [], tariff: {}, battery: { powerKW: 1, energyKWh: 1 } } as unknown as BtmRequestInput;
const answer = { annual: { before: 1, after: 0, savings: 1 } } as unknown as BtmAnswer;

/** A worker whose solves answer, in turn, each of `outcomes`: an error is thrown, anything else is the answer. */
function workerAnswering(...outcomes: unknown[]): OptimizerWorker {
  const queue = [...outcomes];
  return {
    run: vi.fn(async () => {
      const outcome = queue.shift();
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }) as OptimizerWorker['run'],
    cancel: vi.fn(),
  };
}

describe('a solve after one that failed', () => {
  it('takes back the failed solve\'s "Check the inputs" and its messages once it succeeds', async () => {
    const worker = workerAnswering(
      new InvalidRequestError([{ path: 'battery.powerKW', message: 'Number must be greater than or equal to 1' }]),
      answer,
    );
    const { result } = renderHook(() =>
      useOptimization(worker, { product: undefined, onSolving: () => undefined, onReopen: () => undefined }),
    );

    await act(() => result.current.optimize(async () => request));
    expect(result.current.errors).toEqual({ 'battery.powerKW': 'Number must be greater than or equal to 1' });
    expect($toasts.get()).toMatchObject([{ title: 'Check the inputs', variant: 'destructive' }]);

    await act(() => result.current.optimize(async () => request));
    expect(result.current.solved?.answer).toBe(answer);
    expect(result.current.errors).toEqual({});
    expect($toasts.get()).toEqual([]);
  });

  it("takes back a failed solve's error once it succeeds", async () => {
    const worker = workerAnswering(new Error('The optimization did not finish in the time allowed.'), answer);
    const { result } = renderHook(() =>
      useOptimization(worker, { product: undefined, onSolving: () => undefined, onReopen: () => undefined }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(() => result.current.optimize(async () => request));
    expect($toasts.get()).toMatchObject([{ variant: 'destructive' }]);
    await act(() => result.current.optimize(async () => request));
    expect($toasts.get()).toEqual([]);
  });
});
