import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../domain/constants.ts';
import type { PublicUser } from '../../domain/users.ts';
import type { Database } from '../db/client.ts';
import { users, type UserRow } from '../db/schema/index.ts';
import type { OidcProfile } from '../auth/oidc.ts';
import { ApiError } from '../errors.ts';
import { spendResetLinks } from './emailedLinks.ts';
import { revokeOtherSessions } from './sessions.ts';

/*
 * The user records themselves: finding and creating an account, setting its password, and the
 * account a sign-in lands on (ADMIN_EMAILS, an OpenID identity). What staff do to accounts is in
 * accountAdministration.ts, what a person does to their own in ownAccount.ts.
 */

export function toPublicUser(user: UserRow): PublicUser {
  const { id, firstName, lastName, email, profileImageUrl, organizationName, role } = user;
  return { id, firstName, lastName, email, profileImageUrl, organizationName, role };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user;
}

export interface NewUser {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  organizationName?: string | null;
  profileImageUrl?: string | null;
  role?: Role;
  passwordHash?: string | null;
  oidcIdentity?: string | null;
}

/** Creates a user; an email already taken (in any case) answers 409. */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({ ...input, email: input.email.trim() })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new ApiError(409, 'An account with this email already exists');
  return created;
}

/**
 * Sets a user's password and signs out every other session of theirs (all of them when `keep` is
 * not given, as for a reset by `npm run user:create`): whoever knew the old password is out, and
 * so is whoever holds an older reset email.
 */
export async function setPassword(db: Database, userId: string, passwordHash: string, keep?: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeOtherSessions(tx, userId, keep, now);
    await spendResetLinks(tx, userId, now);
  });
}

/** ADMIN_EMAILS: a listed email becomes admin (the role that opens the admin panel) when its owner signs in. */
export async function applyAdminEmails(db: Database, user: UserRow, adminEmails: string[]): Promise<UserRow> {
  if (user.role === 'admin' || !adminEmails.includes(user.email.toLowerCase())) return user;
  const [promoted] = await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return promoted ?? user;
}

/**
 * The account for an OpenID identity: found by identity, else linked to an existing account with
 * the same email when the provider has verified that email, else created. Names and picture are
 * refreshed from the provider at every sign-in.
 */
export async function upsertOidcUser(db: Database, profile: OidcProfile): Promise<UserRow> {
  const identity = `${profile.issuer}|${profile.subject}`;
  const fromProvider = {
    firstName: profile.firstName ?? null,
    lastName: profile.lastName ?? null,
    profileImageUrl: profile.pictureUrl ?? null,
    updatedAt: new Date(),
  };
  const [known] = await db.select().from(users).where(eq(users.oidcIdentity, identity));
  if (known) {
    const [updated] = await db.update(users).set(fromProvider).where(eq(users.id, known.id)).returning();
    return updated!;
  }
  const sameEmail = await findUserByEmail(db, profile.email);
  if (sameEmail) {
    if (!profile.emailVerified || sameEmail.oidcIdentity) {
      throw new ApiError(409, 'An account with this email already exists');
    }
    const [linked] = await db
      .update(users)
      .set({ ...fromProvider, oidcIdentity: identity })
      .where(eq(users.id, sameEmail.id))
      .returning();
    return linked!;
  }
  return createUser(db, { email: profile.email, oidcIdentity: identity, ...fromProvider });
}
