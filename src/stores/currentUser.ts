import { atom } from 'nanostores';
import { hasAuthHint } from '~/domain/authHint';
import { CURRENT_USER_CACHE_MS } from '~/domain/timings';
import type { PublicUser } from '~/domain/users';
import { fetchCurrentUser } from '~/client/auth';

/** Where this browser stands: the signed-in user as `GET /api/auth/user` returns it, or no one. */
export type AuthState = { status: 'loading' } | { status: 'signed-in'; user: PublicUser } | { status: 'signed-out' };

/** Shared by the navigation script and every island on the page. */
export const $auth = atom<AuthState>({ status: 'loading' });

let fetchedAt = 0;
let inFlight: Promise<AuthState> | undefined;

/**
 * Loads the current user once and keeps it for 5 minutes (never refetched on focus, never
 * polled); callers within that time share the answer. A 401 means signed out. A browser without
 * the session's hint cookie has no session, so it is signed out without a request: anonymous
 * visits to static pages cost no function call and log no 401.
 */
export function loadCurrentUser({ force = false } = {}): Promise<AuthState> {
  const fresh = Date.now() - fetchedAt < CURRENT_USER_CACHE_MS;
  const settled = $auth.get();
  if (!force && fresh && settled.status !== 'loading') return Promise.resolve(settled);
  inFlight ??= currentUserOfThisBrowser()
    .then((user): AuthState => (user ? { status: 'signed-in', user } : { status: 'signed-out' }))
    .catch((error: unknown): AuthState => {
      console.error('Could not load the current user:', error);
      return { status: 'signed-out' };
    })
    .then((state) => {
      fetchedAt = Date.now();
      inFlight = undefined;
      $auth.set(state);
      return state;
    });
  return inFlight;
}

function currentUserOfThisBrowser(): Promise<PublicUser | null> {
  if (!hasAuthHint(document.cookie)) return Promise.resolve(null);
  return fetchCurrentUser();
}
