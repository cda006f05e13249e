import type { ChangePasswordInput, RegisterInput, SignInInput } from '~/domain/schemas/auth';
import type { PublicUser } from '~/domain/users';
import { getJson, sendJson } from './http.ts';

/** The signed-in user, or null when there is none (a 401 means signed out, not a failure). */
export function fetchCurrentUser(): Promise<PublicUser | null> {
  return getJson<PublicUser>('/api/auth/user', { on401: 'returnNull' });
}

export function signIn(input: SignInInput): Promise<PublicUser> {
  return sendJson('POST', '/api/auth/login', input);
}

export function register(input: RegisterInput): Promise<PublicUser> {
  return sendJson('POST', '/api/auth/register', input);
}

/** Sets a new password; the user's other sessions are signed out. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await sendJson('POST', '/api/auth/password', input);
}

/** Where signing in starts (a browser navigation), returning to `returnTo` (this page by default). */
export function loginUrl(returnTo = location.pathname + location.search): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Where signing out happens (a browser navigation). */
export const LOGOUT_URL = '/api/logout';
