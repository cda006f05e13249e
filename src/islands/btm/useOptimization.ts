import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { BtmAnswer } from '~/domain/btm/answer';
import type { Product } from '~/domain/products';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import { getRun } from '~/client/calculators';
import { ApiRequestError } from '~/client/http';
import { loadCurrentUser } from '~/stores/currentUser';
import { dismissToast, toast } from '~/stores/toasts';
import { useSignedInUser } from '../ui/useSignedInUser';
import { fieldOfIssue } from './btmRequest';
import { CancelledError, InvalidRequestError, messageOf, type OptimizerWorker } from './useOptimizerWorker';

/** Where a solve is: the request being made, then the months solved (or the one solve of a year being sized). */
export type SolveStatus = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'solving'; done: number; of: number };

/** An answer, with the request it answers and the catalog product the battery was taken from. */
export interface Solved {
  answer: BtmAnswer;
  request: BtmRequestInput;
  product?: Product;
}

interface Options {
  /** The catalog product the battery's fields came from now, kept with the answer. */
  product: Product | undefined;
  /** Called as a solve starts (the result's code loads meanwhile). */
  onSolving(): void;
  /** A saved run is being reopened: the form shows its battery. */
  onReopen(request: BtmRequestInput): void;
}

/**
 * A solve's life: the request made, solved in the worker with its progress, cancelled, the answer
 * kept (and saved for a signed-in user), or the inputs' messages under their fields and a toast.
 * What a failed solve said is taken back once it is stale: its toast when the next solve starts,
 * a field's message when its section changes (`clearMessages`).
 * A link to a saved run (`?run=<id>`, from the dashboard) solves that run's own inputs again.
 */
export function useOptimization(worker: OptimizerWorker, { product, onSolving, onReopen }: Options) {
  const user = useSignedInUser();
  const [status, setStatus] = useState<SolveStatus>({ kind: 'idle' });
  const [solved, setSolved] = useState<Solved>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The toast of the last failed solve, while it may be on screen. */
  const failureToast = useRef<number>(undefined);

  function showFailure(input: Parameters<typeof toast>[0]) {
    failureToast.current = toast({ ...input, variant: 'destructive' });
  }
  function dismissFailure() {
    if (failureToast.current !== undefined) dismissToast(failureToast.current);
    failureToast.current = undefined;
  }

  async function solve(request: BtmRequestInput, { save }: { save: boolean }) {
    onSolving();
    setStatus({ kind: 'solving', done: 0, of: request.costs && request.size ? 1 : 12 });
    const answer = await worker.run<BtmAnswer>({ kind: 'solve', request }, (done, of) => setStatus({ kind: 'solving', done, of }));
    setSolved({ answer, request, product });
    if (save) void saveIfSignedIn(request);
  }

  function failed(error: unknown) {
    if (error instanceof InvalidRequestError) {
      setErrors(Object.fromEntries(error.issues.map((issue) => [fieldOfIssue(issue.path), issue.message])));
      showFailure({ title: 'Check the inputs', description: 'Some inputs need attention: see the messages under them.' });
    } else if (!(error instanceof CancelledError)) {
      console.error('The optimization failed:', error);
      showFailure({ title: 'Optimization error', description: messageOf(error) });
    }
  }

  /** Drops the messages of the fields `stale` names (their input changed), and the toast about them once none is left. */
  function clearMessages(stale: (field: string) => boolean) {
    const left = Object.fromEntries(Object.entries(errors).filter(([field]) => !stale(field)));
    if (Object.keys(left).length === Object.keys(errors).length) return;
    setErrors(left);
    if (Object.keys(left).length === 0) dismissFailure();
  }

  /** Makes the request with `build` (which throws the inputs' messages) and solves it. */
  async function optimize(build: () => Promise<BtmRequestInput>) {
    dismissFailure();
    setErrors({});
    setStatus({ kind: 'preparing' });
    try {
      await solve(await build(), { save: true });
    } catch (error) {
      failed(error);
    } finally {
      setStatus({ kind: 'idle' });
    }
  }

  const reopen = useEffectEvent(async (run: Awaited<ReturnType<typeof getRun>>) => {
    const request = run.inputs as unknown as BtmRequestInput;
    onReopen(request);
    dismissFailure();
    try {
      await solve(request, { save: false });
      toast({
        title: 'Saved run reopened',
        description: 'Its own load, tariff and battery, solved again. Change the inputs and Optimize to try another.',
      });
    } catch (error) {
      failed(error);
    } finally {
      setStatus({ kind: 'idle' });
    }
  });
  const notReopened = useEffectEvent((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404)
      toast({ title: 'Not found', description: 'That saved run is not yours, or was deleted.', variant: 'destructive' });
    else failed(error);
  });
  useEffect(() => {
    const id = Number(new URLSearchParams(location.search).get('run'));
    if (!user || !Number.isInteger(id) || id <= 0) return;
    let current = true;
    getRun(id).then(
      (run) => current && void reopen(run),
      (error: unknown) => current && notReopened(error),
    );
    return () => {
      current = false;
    };
  }, [user]);

  return { status, busy: status.kind !== 'idle', solved, errors, optimize, clearMessages, cancel: worker.cancel };
}

async function saveIfSignedIn(request: BtmRequestInput) {
  if ((await loadCurrentUser()).status !== 'signed-in') return;
  try {
    const { saveRun } = await import('~/client/calculators');
    await saveRun('btm', request);
  } catch (error) {
    console.error('Could not save the optimization:', error);
  }
}
