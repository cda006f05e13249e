import { useEffect, useEffectEvent, useState } from 'react';
import type { BtmAnswer } from '~/domain/btm/answer';
import type { Product } from '~/domain/products';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import { getRun } from '~/client/calculators';
import { ApiRequestError } from '~/client/http';
import { loadCurrentUser } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';
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
 * A link to a saved run (`?run=<id>`, from the dashboard) solves that run's own inputs again.
 */
export function useOptimisation(worker: OptimizerWorker, { product, onSolving, onReopen }: Options) {
  const user = useSignedInUser();
  const [status, setStatus] = useState<SolveStatus>({ kind: 'idle' });
  const [solved, setSolved] = useState<Solved>();
  const [errors, setErrors] = useState<Record<string, string>>({});

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
      toast({ title: 'Check the inputs', description: 'Some inputs need attention: see the messages under them.', variant: 'destructive' });
    } else if (!(error instanceof CancelledError)) {
      console.error('The optimisation failed:', error);
      toast({ title: 'Optimisation Error', description: messageOf(error), variant: 'destructive' });
    }
  }

  /** Makes the request with `build` (which throws the inputs' messages) and solves it. */
  async function optimise(build: () => Promise<BtmRequestInput>) {
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
    try {
      await solve(request, { save: false });
      toast({
        title: 'Saved run reopened',
        description: 'Its own load, tariff and battery, solved again. Change the inputs and Optimise to try another.',
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

  return { status, busy: status.kind !== 'idle', solved, errors, optimise, cancel: worker.cancel };
}

async function saveIfSignedIn(request: BtmRequestInput) {
  if ((await loadCurrentUser()).status !== 'signed-in') return;
  try {
    const { saveRun } = await import('~/client/calculators');
    await saveRun('btm', request);
  } catch (error) {
    console.error('Could not save the optimisation:', error);
  }
}
