import { useEffect, useState } from 'react';
import type { CalculatorRun } from '~/domain/calculatorRuns';
import { dashboardStats, nextSteps } from '~/domain/dashboard';
import { rfqsOf, type Rfq } from '~/domain/rfqs';
import { handleUnauthorized, reportFailure } from '~/lib/browser/session';
import { listRuns } from '~/lib/client/calculators';
import { listRfqs } from '~/lib/client/rfqs';
import { useHydrated } from '../ui/useHydrated';
import { useSignedInUser } from '../ui/useSignedInUser';

/** A list as the dashboard holds it: undefined while it loads, 'failed' when it could not. */
export type Loaded<T> = T[] | 'failed' | undefined;

/** The loaded list, or null while it loads or after it failed. */
export function listOf<T>(loaded: Loaded<T>): T[] | null {
  return Array.isArray(loaded) ? loaded : null;
}

/**
 * Loads one list once the guard knows the user, and again when `attempt` changes. A failure
 * raises the toast `failure` (SPEC §8; the re-login flow for a lost session), or when there is
 * none, is only logged.
 */
export function useList<T>(load: () => Promise<T[]>, failure: string | null, attempt = 0): Loaded<T> {
  const user = useSignedInUser();
  const hydrated = useHydrated();
  const [state, setState] = useState<{ attempt: number; value: T[] | 'failed' }>();

  useEffect(() => {
    if (!hydrated || !user) return;
    let current = true;
    load()
      .then((value) => current && setState({ attempt, value }))
      .catch((error: unknown) => {
        if (!current) return;
        setState({ attempt, value: 'failed' });
        if (failure) reportFailure(error, { title: 'Error', description: failure }, failure);
        else if (!handleUnauthorized(error)) console.error('A dashboard list failed to load', error);
      });
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; the user and the attempt decide when to load.
  }, [hydrated, user, attempt]);

  return state?.attempt === attempt ? state.value : undefined;
}

/**
 * The live summary the dashboard and the signed-in home share: the user's own RFQs (an admin's
 * list holds everyone's) and calculator runs, the stat cards' figures, whether the account is
 * new, and what to do next.
 */
export function useDashboardData() {
  const user = useSignedInUser();
  const [attempts, setAttempts] = useState({ rfqs: 0, runs: 0 });
  const rfqs = useList<Rfq>(async () => rfqsOf(await listRfqs(), user!.id), 'Failed to fetch RFQs', attempts.rfqs);
  const runs = useList<CalculatorRun>(listRuns, 'Failed to fetch calculator runs', attempts.runs);
  const retry = (list: keyof typeof attempts) => setAttempts((current) => ({ ...current, [list]: current[list] + 1 }));

  const rfqList = listOf(rfqs);
  const runList = listOf(runs);
  const rfqsLoading = rfqs === undefined;
  const runsLoading = runs === undefined;
  return {
    rfqs,
    runs,
    retry,
    figures: dashboardStats(rfqList, runList),
    loading: { activeProjects: rfqsLoading, draftRfqs: rfqsLoading, totalRfqValue: rfqsLoading, calculations: runsLoading },
    /** No RFQs and no calculations: the steps are where to start. */
    fresh: rfqList?.length === 0 && runList?.length === 0,
    steps: nextSteps(rfqList, runList),
    stepsLoading: rfqsLoading || runsLoading,
  };
}
