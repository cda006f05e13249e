import { UNAUTHORIZED_REDIRECT_MS } from '~/domain/constants';
import { loginUrl } from '~/client/auth';
import { isUnauthorizedError } from '~/client/http';
import { toast, type ToastInput } from '~/stores/toasts';

/** Page navigation, in one place so tests can watch it (jsdom cannot navigate). */
export const navigation = {
  assign(url: string): void {
    location.assign(url);
  },
};

/** The session is gone: an 'Unauthorized' toast, then sign in again (returning here) after 500 ms. */
export function redirectToLogin(): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => navigation.assign(loginUrl()), UNAUTHORIZED_REDIRECT_MS);
}

/**
 * An API answer starting '401:' and mentioning Unauthorized means the session is gone: sign in again.
 * Returns whether it did, so callers show their own error otherwise.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin();
  return true;
}

/**
 * A failed call the visitor must hear about: the re-login flow for a lost session, else the given
 * toast, the error logged to the console under `log`.
 */
export function reportFailure(error: unknown, failure: ToastInput, log = failure.title): void {
  if (handleUnauthorized(error)) return;
  console.error(log, error);
  toast({ variant: 'destructive', ...failure });
}

/** 'Sign In Required' for what only a signed-in user may do, with a Sign In link back to this page. */
export function askToSignIn(description: string, variant: ToastInput['variant'] = 'default'): void {
  toast({ title: 'Sign In Required', description, variant, action: { label: 'Sign In', href: loginUrl() } });
}
