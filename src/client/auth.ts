import type { EmailPreferences } from '~/domain/notifications';
import type {
  AcceptInvitationInput,
  ChangePasswordInput,
  EmailPreferencesInput,
  ForgotPasswordInput,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
  SignInInput,
} from '~/domain/schemas/auth';
import type { AccountDetails, InvitationDetails, PublicUser } from '~/domain/users';
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

/** Asks for a reset link by email; the answer is the same whether or not an account uses the address. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return sendJson('POST', '/api/auth/forgot', input);
}

/** Sets a new password with a reset link's token, ending every session, and signs in. */
export function resetPassword(input: ResetPasswordInput): Promise<PublicUser> {
  return sendJson('POST', '/api/auth/reset', input);
}

/** What an invitation link offers (400 once it expired or was used). */
export function fetchInvitation(token: string): Promise<InvitationDetails> {
  return getJson<InvitationDetails>(`/api/auth/invitation?token=${encodeURIComponent(token)}`);
}

/** Accepts an invitation: the account is created with the invitee's name and password, and signed in. */
export function acceptInvitation(input: AcceptInvitationInput): Promise<PublicUser> {
  return sendJson('POST', '/api/auth/invitation', input);
}

/** The signed-in person's own account: details, whether it has a password, notification preferences. */
export function fetchAccount(): Promise<AccountDetails> {
  return getJson<AccountDetails>('/api/auth/account');
}

export function updateProfile(input: ProfileInput): Promise<PublicUser> {
  return sendJson('PATCH', '/api/auth/profile', input);
}

export function setEmailPreferences(input: EmailPreferencesInput): Promise<EmailPreferences> {
  return sendJson('PUT', '/api/auth/preferences', input);
}

/** Ends every session of the account, this one included. */
export async function signOutEverywhere(): Promise<void> {
  await sendJson('POST', '/api/auth/logout', { everywhere: true });
}

/** Where signing in starts (a browser navigation), returning to `returnTo` (this page by default). */
export function loginUrl(returnTo = location.pathname + location.search): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Where signing out happens (a browser navigation). */
export const LOGOUT_URL = '/api/logout';
