import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../domain/constants.ts';
import type { PublicUser } from '../../domain/users.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';
import { ApiError } from '../errors.ts';

export type UserRow = typeof users.$inferSelect;

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
 * not given, as for a reset by `npm run user:create`): whoever knew the old password is out.
 */
export async function setPassword(db: Database, userId: string, passwordHash: string, keep?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeOtherSessions(tx, userId, keep);
  });
}

/** ADMIN_EMAILS (SPEC §6 admin role): a listed email becomes admin when its owner signs in. */
export async function applyAdminEmails(db: Database, user: UserRow, adminEmails: string[]): Promise<UserRow> {
  if (user.role === 'admin' || !adminEmails.includes(user.email.toLowerCase())) return user;
  const [promoted] = await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return promoted ?? user;
}

/** Claims from an OpenID provider's ID token (and userinfo) that describe the person. */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  pictureUrl?: string;
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
