import { useEffect, useState } from 'react';
import { reportFailure } from '~/lib/browser/session';
import { useSignedInUser } from '../ui/useSignedInUser';

export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * Reads from the API once the guard knows the admin, again whenever `key` changes (a filter, a
 * page) or `reload()` is called. A failure shows the spec's toast ('Failed to fetch leads'…) and
 * leaves a failed state to offer Try again; a lost session starts the §8 re-login flow instead.
 */
export function useApiData<T>(key: string, load: () => Promise<T>, failure: string) {
  const user = useSignedInUser();
  const [answer, setAnswer] = useState<{ key: string; state: Loaded<T> }>();
  const [attempt, setAttempt] = useState(0);
  const current = `${key}#${attempt}`;

  useEffect(() => {
    if (!user) return;
    let live = true;
    load()
      .then((data) => live && setAnswer({ key: current, state: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (!live) return;
        setAnswer({ key: current, state: { status: 'failed' } });
        reportFailure(error, { title: 'Error', description: failure }, failure);
      });
    return () => {
      live = false;
    };
    // `load` is a new function every render; the key says when what it loads changes.
  }, [user, current]);

  const state: Loaded<T> = answer?.key === current ? answer.state : { status: 'loading' };
  return {
    state,
    reload: () => setAttempt((count) => count + 1),
    /** Replaces the data in place (after a change the API answered with). */
    update: (change: (data: T) => T) =>
      setAnswer((old) =>
        old && old.state.status === 'ready' ? { key: old.key, state: { status: 'ready', data: change(old.state.data) } } : old,
      ),
  };
}
