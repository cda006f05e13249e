import { useEffect, useState } from 'react';
import type { CalculatorRun } from '~/domain/calculatorRuns';
import { rfqsOf, type Rfq } from '~/domain/rfqs';
import { handleUnauthorized, reportFailure } from '~/lib/browser/session';
import { listBookmarks, type Bookmark } from '~/lib/client/bookmarks';
import { listRuns } from '~/lib/client/calculators';
import { listRfqs } from '~/lib/client/rfqs';
import { useHydrated } from '../forms/useHydrated';
import { useSignedInUser } from '../ui/useSignedInUser';

/** A list as the dashboard holds it: undefined while it loads, 'failed' when it could not. */
export type Loaded<T> = T[] | 'failed' | undefined;

/** The loaded list, or null while it loads or after it failed. */
export function listOf<T>(loaded: Loaded<T>): T[] | null {
  return Array.isArray(loaded) ? loaded : null;
}

/**
 * Loads one list once the guard knows the user (and again on `attempt`); failures raise their
 * toast (SPEC §8, with the re-login flow for a lost session) unless `quiet`.
 */
function useList<T>(load: () => Promise<T[]>, failure: string | null, attempt: number): Loaded<T> {
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
        else if (!handleUnauthorized(error)) console.error('Failed to fetch saved articles', error);
      });
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; the user and the attempt decide when to load.
  }, [hydrated, user, attempt]);

  return state?.attempt === attempt ? state.value : undefined;
}

/** The signed-in user's RFQs (their own, even for an admin, whose list holds everyone's), calculator runs and, when asked, saved articles. */
export function useDashboardData({ withBookmarks }: { withBookmarks: boolean }) {
  const user = useSignedInUser();
  const [attempts, setAttempts] = useState({ rfqs: 0, runs: 0, bookmarks: 0 });
  const rfqs = useList<Rfq>(async () => rfqsOf(await listRfqs(), user!.id), 'Failed to fetch RFQs', attempts.rfqs);
  const runs = useList<CalculatorRun>(listRuns, 'Failed to fetch calculator runs', attempts.runs);
  const bookmarks = useList<Bookmark>(async () => (withBookmarks ? ((await listBookmarks()) ?? []) : []), null, attempts.bookmarks);
  const retry = (list: keyof typeof attempts) => setAttempts((current) => ({ ...current, [list]: current[list] + 1 }));
  return { user, rfqs, runs, bookmarks, retry };
}
