import { UNAUTHORIZED_REDIRECT_MS, WRONG_ROLE_REDIRECT_MS } from '~/domain/constants';
import { $auth, loadCurrentUser, type CurrentUser } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';
import { isUnauthorizedError } from './api';

/** Page navigation, in one place so tests can watch it (jsdom cannot navigate). */
export const navigation = {
  assign(url: string): void {
    location.assign(url);
  },
};

/** Where signing in again starts, returning to this page. */
export function loginUrl(): string {
  return `/api/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
}

/** SPEC §6: the session is gone; say so, then sign in again after 500 ms. */
export function redirectToLogin(): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => navigation.assign(loginUrl()), UNAUTHORIZED_REDIRECT_MS);
}

/**
 * SPEC §8: an API answer starting '401:' and mentioning Unauthorized triggers the re-login flow.
 * Returns whether it did, so callers show their own error toast otherwise.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin();
  return true;
}

/**
 * The protected-page guard (SPEC §4, §6): while the user loads the page shows its spinner; signed
 * out → 'Unauthorized' toast and sign-in after 500 ms; wrong role → 'Access Denied' and home
 * after 1 s; otherwise `onAllowed` reveals the page. The server enforces the same rules on every
 * API call; this is for the visitor's comfort.
 */
export function guardPage({ requiredRole, onAllowed }: { requiredRole?: string; onAllowed(user: CurrentUser): void }): void {
  let decided = false;
  $auth.subscribe((state) => {
    if (decided || state.status === 'loading') return;
    decided = true;
    if (state.status === 'signed-out') {
      redirectToLogin();
    } else if (requiredRole && state.user.role !== requiredRole) {
      toast({ title: 'Access Denied', description: "You don't have permission to access this page.", variant: 'destructive' });
      setTimeout(() => navigation.assign('/'), WRONG_ROLE_REDIRECT_MS);
    } else {
      onAllowed(state.user);
    }
  });
  void loadCurrentUser();
}
