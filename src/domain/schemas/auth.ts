import * as z from 'zod/mini';
import { ROLES } from '../constants.ts';
import type { NotificationKind } from '../notifications.ts';
import { emailField, optionalText, requiredText } from './fields.ts';

/** Roles people may pick for themselves; admin is granted (ADMIN_EMAILS, `npm run user:create`). */
export const SELF_SERVICE_ROLES = ROLES.filter((role) => role !== 'admin') as Exclude<(typeof ROLES)[number], 'admin'>[];

export const MIN_PASSWORD_LENGTH = 12;

export const signInSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(200, 'Must be at most 200 characters')),
});
export type SignInInput = z.infer<typeof signInSchema>;

const passwordMessage = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/** A new password: at least MIN_PASSWORD_LENGTH characters (the server also refuses guessable ones). */
function newPassword() {
  return z
    .string({ error: passwordMessage })
    .check(z.minLength(MIN_PASSWORD_LENGTH, passwordMessage), z.maxLength(200, 'Must be at most 200 characters'));
}

export const registerSchema = z.object({
  firstName: requiredText('First name is required', { max: 100 }),
  lastName: requiredText('Last name is required', { max: 100 }),
  organizationName: optionalText({ max: 200 }),
  email: emailField(),
  password: newPassword(),
  role: z._default(z.enum(SELF_SERVICE_ROLES, { error: 'Choose what best describes you' }), 'buyer'),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** POST /api/auth/password: a signed-in user sets a new password, proving they know the current one. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(z.minLength(1, 'Current password is required'), z.maxLength(200, 'Must be at most 200 characters')),
  newPassword: newPassword(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/auth/forgot: where to send a reset link (the answer is the same whether an account uses it or not). */
export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The token of an emailed link, as the link carries it; the server looks it up by its hash. */
function linkToken(message: string) {
  return z.string({ error: message }).check(z.minLength(1, message), z.maxLength(200, message));
}
const RESET_TOKEN_MESSAGE = 'This reset link is incomplete: open it from the email again, or ask for a new one';
const INVITATION_TOKEN_MESSAGE = 'This invitation link is incomplete: open it from the email again';

/** POST /api/auth/reset: a new password, proven by the reset link's token. */
export const resetPasswordSchema = z.object({ token: linkToken(RESET_TOKEN_MESSAGE), password: newPassword() });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** GET /api/auth/invitation?token=…: what an invitation offers, before it is accepted. */
export const invitationQuerySchema = z.object({ token: linkToken(INVITATION_TOKEN_MESSAGE) });

/** POST /api/auth/invitation: the invitee's name and password; the email and role are the invitation's. */
export const acceptInvitationSchema = z.object({
  token: linkToken(INVITATION_TOKEN_MESSAGE),
  firstName: requiredText('First name is required', { max: 100 }),
  lastName: requiredText('Last name is required', { max: 100 }),
  organizationName: optionalText({ max: 200 }),
  password: newPassword(),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** PATCH /api/auth/profile: the name and organization people read (the email and role are not theirs to change). */
export const profileSchema = z.object({
  firstName: requiredText('First name is required', { max: 100 }),
  lastName: requiredText('Last name is required', { max: 100 }),
  organizationName: optionalText({ max: 200 }),
});
export type ProfileInput = z.input<typeof profileSchema>;

const preference = () => z.optional(z.boolean({ error: 'Must be true or false' }));

/** PUT /api/auth/preferences: on or off per notification kind; a kind left out is on. */
export const emailPreferencesSchema = z.strictObject(
  {
    'lead-received': preference(),
    'rfq-submitted': preference(),
    'quote-sent': preference(),
    'quote-expiring': preference(),
    'quote-answered': preference(),
    'rfq-closed': preference(),
  } satisfies Record<NotificationKind, unknown>,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown notification kind' : undefined) },
);
export type EmailPreferencesInput = z.infer<typeof emailPreferencesSchema>;

/** POST /api/auth/logout: this session, or with `everywhere` every session of the account. */
export const signOutSchema = z.object({ everywhere: z.optional(z.boolean({ error: 'Everywhere must be true or false' })) });
