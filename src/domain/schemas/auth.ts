import * as z from 'zod/mini';
import { ROLES } from '../constants.ts';
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
