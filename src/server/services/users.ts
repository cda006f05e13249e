import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../domain/constants.ts';
import type { AdminUser, PublicUser } from '../../domain/users.ts';
import type { Database } from '../db/client.ts';
import { sessions, users, type UserRow } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { revokeOtherSessions } from './sessions.ts';

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

/** ADMIN_EMAILS: a listed email becomes admin (the role that opens the admin panel) when its owner signs in. */
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

// Staff's view of users (the admin panel's Users tab): who they are, and their live sessions.

const liveSessions = (now: Date) => and(eq(sessions.userId, users.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** Accounts with their live-session count and when any session was last used. */
function selectUsers(db: Database, now: Date) {
  return db
    .select({
      user: users,
      activeSessions: sql<number>`(SELECT count(*) FROM ${sessions} WHERE ${liveSessions(now)})::int`,
      lastSeenAt: sql<string | null>`(SELECT max(${sessions.lastSeenAt}) FROM ${sessions} WHERE ${eq(sessions.userId, users.id)})`,
    })
    .from(users);
}

export interface UserQuery {
  /** Part of the name or email. */
  q?: string;
  role?: Role;
  page: number;
  pageSize: number;
}

export async function listUsers(db: Database, query: UserQuery, now = new Date()): Promise<{ users: AdminUser[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.q) {
    const needle = query.q.toLowerCase();
    conditions.push(
      sql`strpos(lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.email}), ${needle}) > 0`,
    );
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    selectUsers(db, now)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { total: count?.total ?? 0, users: rows.map((row) => toAdminUser(row.user, row.activeSessions, row.lastSeenAt)) };
}

function toAdminUser(user: UserRow, activeSessions: number, lastSeenAt: string | Date | null): AdminUser {
  return {
    ...toPublicUser(user),
    createdAt: user.createdAt.toISOString(),
    activeSessions,
    lastSeenAt: lastSeenAt === null ? null : new Date(lastSeenAt).toISOString(),
  };
}

async function findUserForUpdate(db: Database, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw new ApiError(404, 'User not found');
  return user;
}

/**
 * Locks every admin row, in id order so that two staff changes queue instead of deadlocking, and
 * answers their ids. A staff change runs under this lock: it sees the admins as they are once the
 * changes before it have committed.
 */
async function lockAdmins(tx: Database): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
  return rows.map((row) => row.id);
}

/** The acting admin, re-read under the lock: one demoted while this request waited acts no more. */
async function stillAdmin(tx: Database, staff: UserRow): Promise<string[]> {
  const admins = await lockAdmins(tx);
  if (!admins.includes(staff.id)) throw new ApiError(403, 'Forbidden');
  return admins;
}

export const LAST_ADMIN_MESSAGE = 'At least one admin must remain: make another account an admin first.';

/**
 * Sets an account's role, unless that would leave the system without an admin (409). Checked
 * under the admins' lock, inside the caller's transaction, so two admins demoting each other at
 * once cannot both succeed.
 */
export async function changeRole(tx: Database, user: UserRow, role: Role, admins?: string[]): Promise<void> {
  const current = admins ?? (await lockAdmins(tx));
  if (user.role === 'admin' && role !== 'admin' && current.every((id) => id === user.id)) throw new ApiError(409, LAST_ADMIN_MESSAGE);
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
}

/** Changes someone else's role (one's own is a 409: an admin cannot lock themselves out), audited. */
export async function setUserRole(db: Database, staff: UserRow, id: string, role: Role): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    if (id === staff.id) throw new ApiError(409, 'You cannot change your own role');
    const admins = await stillAdmin(tx, staff);
    const user = await findUserForUpdate(tx, id);
    if (user.role === role) return;
    await changeRole(tx, user, role, admins);
    await recordAudit(tx, staff, [
      {
        action: 'user.role',
        entityType: 'user',
        entityId: id,
        before: { role: user.role, email: user.email },
        after: { role, email: user.email },
      },
    ]);
  });
  return (await adminUserById(db, id))!;
}

/** Signs an account out everywhere (one's own is a 409: sign out instead), audited with the count. */
export async function revokeUserSessions(db: Database, staff: UserRow, id: string, now = new Date()): Promise<{ revoked: number }> {
  return db.transaction(async (tx) => {
    if (id === staff.id) throw new ApiError(409, 'Sign out to end your own sessions');
    await stillAdmin(tx, staff);
    const user = await findUserForUpdate(tx, id);
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    await recordAudit(tx, staff, [
      {
        action: 'user.sessions_revoked',
        entityType: 'user',
        entityId: id,
        before: { activeSessions: revoked.length, email: user.email },
        after: { activeSessions: 0, email: user.email },
      },
    ]);
    return { revoked: revoked.length };
  });
}

async function adminUserById(db: Database, id: string, now = new Date()): Promise<AdminUser | undefined> {
  const [row] = await selectUsers(db, now).where(eq(users.id, id));
  return row && toAdminUser(row.user, row.activeSessions, row.lastSeenAt);
}
