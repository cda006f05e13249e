import { useEffect, useState } from 'react';
import { handleUnauthorized, reportFailure } from '~/browser/session';
import { useHydrated } from './useHydrated';
import { useSignedInUser } from './useSignedInUser';

/** What a read from the API holds: loading, failed (offer Try again), or its data. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** A read as a component that shows it takes it from useApiData: its state, and Try again. */
export interface ApiRead<T> {
  state: Loaded<T>;
  reload(): void;
}

/**
 * What a failed read tells the visitor: a toast ('Failed to fetch leads'…), or only a line
 * in the console when the screen says so itself. A lost session starts the re-login flow either way.
 */
export type ReadFailure = { toast: string } | { log: string };

/**
 * The one way a signed-in island reads from the API: once the page has hydrated and the guard
 * knows the user, again whenever `key` changes (a filter, a page, an id) or `reload()` is called.
 * An answer to an older key or attempt is dropped, so a slow answer never overwrites a newer one.
 * `key` null reads nothing (a dialog that is closed). `update` changes the data in place after a
 * change the API answered with. `{ signedOut: true }` reads without waiting for a user: a page
 * anyone may open (a shared site's link).
 */
export function useApiData<T>(key: string | null, load: () => Promise<T>, failure: ReadFailure, { signedOut = false } = {}) {
  const signedIn = useSignedInUser();
  const user = signedOut || signedIn;
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<{ key: string; state: Loaded<T> }>();
  const [attempt, setAttempt] = useState(0);
  const current = key === null ? null : `${key}#${attempt}`;

  useEffect(() => {
    if (!hydrated || !user || current === null) return;
    let live = true;
    load()
      .then((data) => live && setAnswer({ key: current, state: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (!live) return;
        setAnswer({ key: current, state: { status: 'failed' } });
        if ('toast' in failure) reportFailure(error, { title: 'Error', description: failure.toast }, failure.toast);
        else if (!handleUnauthorized(error)) console.error(failure.log, error);
      });
    return () => {
      live = false;
    };
    // `load` is a new function every render; the key says when what it loads changes.
  }, [hydrated, user, current]);

  const state: Loaded<T> = answer !== undefined && answer.key === current ? answer.state : { status: 'loading' };
  return {
    state,
    reload: () => setAttempt((count) => count + 1),
    update: (change: (data: T) => T) =>
      setAnswer((old) =>
        old && old.state.status === 'ready' ? { key: old.key, state: { status: 'ready', data: change(old.state.data) } } : old,
      ),
  };
}

/** The data once ready, or null while it loads or after it failed. */
export function dataOf<T>(state: Loaded<T>): T | null {
  return state.status === 'ready' ? state.data : null;
}
