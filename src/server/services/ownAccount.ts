import { eq } from 'drizzle-orm';
import { ROLE_LABELS } from '../../domain/constants.ts';
import { labelOf } from '../../domain/labels.ts';
import { emailPreferencesOf, type EmailPreferences } from '../../domain/notifications.ts';
import type { EmailPreferencesInput, ProfileInput } from '../../domain/schemas/auth.ts';
import { displayNameOf, type AccountDetails, type InvitationDetails, type PublicUser } from '../../domain/users.ts';
import { newLinkToken } from '../auth/linkTokens.ts';
import type { Database } from '../db/client.ts';
import { users, type UserRow } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';
import {
  queueResetEmail,
  requireLiveToken,
  RESET_LINK_DEAD,
  spendInvitations,
  spendResetLinks,
  type ResetMailOptions,
} from './emailedLinks.ts';
import { revokeAllSessions } from './sessions.ts';
import { createUser, findUserByEmail, toPublicUser } from './users.ts';

// What people do with their own account: recover it by email, accept an invitation, and the
// account page (profile, notification preferences). Staff's side is in accountAdministration.ts.

/**
 * "Forgot password?": queues the reset email when an active account uses this address, and
 * otherwise does the same work (a token drawn and hashed) and sends nothing. The caller answers
 * the same either way, so the endpoint does not tell who has an account.
 */
export async function requestPasswordReset(db: Database, email: string, options: ResetMailOptions): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.deactivatedAt) {
    newLinkToken();
    return;
  }
  await db.transaction((tx) => queueResetEmail(tx, user, options));
}

/** The account a live reset link opens (to check the new password against its details), or the 400 saying the link is dead. */
export async function accountOfResetLink(db: Database, token: string, now = new Date()): Promise<UserRow> {
  const link = await requireLiveToken(db, 'reset', token, now);
  const [user] = await db.select().from(users).where(eq(users.id, link.userId!));
  if (!user || user.deactivatedAt) throw new ApiError(400, RESET_LINK_DEAD);
  return user;
}

/**
 * Sets the password a reset link allows and spends the link, in one transaction with the link's
 * row locked (two requests with one link: the second finds it used). Every session of the account
 * ends, and every other reset link with them. Answers the account, for the caller to sign it in.
 */
export async function completePasswordReset(db: Database, token: string, passwordHash: string, now = new Date()): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const link = await requireLiveToken(tx, 'reset', token, now, { forUpdate: true });
    const [user] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, link.userId!)).returning();
    if (!user || user.deactivatedAt) throw new ApiError(400, RESET_LINK_DEAD);
    await revokeAllSessions(tx, user.id, now);
    await spendResetLinks(tx, user.id, now);
    return user;
  });
}

/** The invitation a live link carries, or the 400 saying it is dead (or, once its address has an account, a 409). */
export async function invitationOfLink(db: Database, token: string, now = new Date()): Promise<InvitationDetails> {
  const invitation = await requireLiveToken(db, 'invitation', token, now);
  await assertNoAccount(db, invitation.email!);
  const [sender] = invitation.createdBy ? await db.select().from(users).where(eq(users.id, invitation.createdBy)) : [];
  return {
    email: invitation.email!,
    role: invitation.role!,
    roleLabel: labelOf(ROLE_LABELS, invitation.role!),
    invitedBy: sender ? displayNameOf(sender) : null,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

const ACCOUNT_EXISTS = 'An account with this email already exists: sign in instead';

async function assertNoAccount(db: Database, email: string): Promise<void> {
  if (await findUserByEmail(db, email)) throw new ApiError(409, ACCOUNT_EXISTS);
}

/**
 * Accepts an invitation: creates the account with the invitation's email and role and the
 * invitee's name and password, and spends every invitation to that address, in one transaction
 * with the link's row locked. Answers the account, for the caller to sign it in.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  person: { firstName: string; lastName: string; organizationName?: string; passwordHash: string },
  now = new Date(),
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const invitation = await requireLiveToken(tx, 'invitation', token, now, { forUpdate: true });
    await assertNoAccount(tx, invitation.email!);
    const user = await createUser(tx, {
      email: invitation.email!,
      role: invitation.role!,
      firstName: person.firstName,
      lastName: person.lastName,
      organizationName: person.organizationName ?? null,
      passwordHash: person.passwordHash,
    }).catch((error: unknown) => {
      // Registered between the check and the insert: the unique index said so.
      throw error instanceof ApiError && error.status === 409 ? new ApiError(409, ACCOUNT_EXISTS) : error;
    });
    await spendInvitations(tx, invitation.email!, now);
    return user;
  });
}

/** The account page's view of the signed-in person. */
export function accountDetails(user: UserRow): AccountDetails {
  return { ...toPublicUser(user), hasPassword: user.passwordHash !== null, preferences: emailPreferencesOf(user.emailPreferences) };
}

/** Sets the name and organization people read; the email and role stay as they are. */
export async function updateProfile(db: Database, userId: string, profile: ProfileInput, now = new Date()): Promise<PublicUser> {
  const [user] = await db
    .update(users)
    .set({
      firstName: profile.firstName,
      lastName: profile.lastName,
      organizationName: profile.organizationName ?? null,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return toPublicUser(user!);
}

/**
 * Stores a choice for every notification kind (a kind left out is on), so the stored map says
 * the whole of what the person chose, and answers it.
 */
export async function setEmailPreferences(db: Database, userId: string, input: EmailPreferencesInput): Promise<EmailPreferences> {
  const preferences = emailPreferencesOf(input);
  await db.update(users).set({ emailPreferences: preferences, updatedAt: new Date() }).where(eq(users.id, userId));
  return preferences;
}
