import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../domain/constants.ts';
import { displayNameOf, type AdminUser, type PendingInvitation, type SentInvitation } from '../../domain/users.ts';
import type { Database } from '../db/client.ts';
import { accountTokens, sessions, users, type UserRow } from '../db/schema/index.ts';
import type { ServerEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { queueInvitation, queueResetEmail, spendInvitations, spendResetLinks, type ResetMailOptions } from './emailedLinks.ts';
import { pageWithTotal } from './paging.ts';
import { revokeAllSessions } from './sessions.ts';
import { findUserByEmail, toPublicUser } from './users.ts';

/*
 * What staff do to accounts (the admin panel's Users tab): list them with their live sessions,
 * change a role, end someone's sessions, invite a colleague, send a reset link, deactivate or
 * reactivate. Every change runs under the admins' lock, so the system never loses its last admin,
 * and is audited.
 */

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

/** Accounts whose name or email holds `text`, whatever its case: the staff lists' search. */
export function userNameOrEmailContains(text: string): SQL {
  return sql`strpos(lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.email}), ${text.toLowerCase()}) > 0`;
}

export async function listUsers(db: Database, query: UserQuery, now = new Date()): Promise<{ users: AdminUser[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(userNameOrEmailContains(query.q));
  if (query.role) conditions.push(eq(users.role, query.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await pageWithTotal(
    db,
    selectUsers(db, now).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
    { from: users, where },
    { number: query.page, size: query.pageSize },
  );
  return { total, users: rows.map((row) => toAdminUser(row.user, row.activeSessions, row.lastSeenAt)) };
}

function toAdminUser(user: UserRow, activeSessions: number, lastSeenAt: string | Date | null): AdminUser {
  return {
    ...toPublicUser(user),
    createdAt: user.createdAt.toISOString(),
    activeSessions,
    lastSeenAt: lastSeenAt === null ? null : new Date(lastSeenAt).toISOString(),
    deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
  };
}

async function findUserForUpdate(db: Database, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw new ApiError(404, 'User not found');
  return user;
}

/**
 * Locks every admin row, in id order so that two staff changes queue instead of deadlocking, and
 * answers the ids of the active ones (a deactivated admin neither acts nor counts as one left). A
 * staff change runs under this lock: it sees the admins as they are once the changes before it
 * have committed.
 */
async function lockAdmins(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  return rows.filter((row) => row.deactivatedAt === null).map((row) => row.id);
}

/** The acting admin, re-read under the lock: one demoted or deactivated while this request waited acts no more. */
async function stillAdmin(tx: Database, staff: UserRow): Promise<string[]> {
  const admins = await lockAdmins(tx);
  if (!admins.includes(staff.id)) throw new ApiError(403, 'Forbidden');
  return admins;
}

export const LAST_ADMIN_MESSAGE = 'At least one admin must remain: make another account an admin first.';

/**
 * Sets an account's role, unless that would leave the system without an active admin (409).
 * Checked under the admins' lock, inside the caller's transaction, so two admins demoting each
 * other at once cannot both succeed.
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

export const ACCOUNT_EXISTS_FOR_INVITE = 'An account with this email already exists: find it in the list to change its role';

/**
 * Invites a colleague (audited): an invitation email with a link good for 7 days that lets them
 * choose a name and password; their account is created, with this role, when they accept. An
 * address that already has an account is a 409. Inviting an address again sends a new link and
 * spends the older ones: only the newest invitation, with its role, can be accepted.
 */
export async function inviteUser(
  db: Database,
  staff: UserRow,
  invite: { email: string; role: Role },
  options: { env: ServerEnv; now?: Date },
): Promise<SentInvitation> {
  const email = invite.email.trim();
  return db.transaction(async (tx) => {
    await stillAdmin(tx, staff);
    if (await findUserByEmail(tx, email)) throw new ApiError(409, ACCOUNT_EXISTS_FOR_INVITE);
    const replaced = await spendInvitations(tx, email, options.now ?? new Date());
    const { expiresAt } = await queueInvitation(tx, staff, { email, role: invite.role }, options);
    await recordAudit(tx, staff, [
      {
        action: 'user.invited',
        entityType: 'user',
        // No account exists yet: the invitation is recorded under the address it went to.
        entityId: email.toLowerCase(),
        before: null,
        after: { email, role: invite.role, expiresAt: expiresAt.toISOString(), ...(replaced ? { replacedInvitations: replaced } : {}) },
      },
    ]);
    return { email, role: invite.role, expiresAt: expiresAt.toISOString() };
  });
}

const pendingInvitation = (now: Date) =>
  and(eq(accountTokens.kind, 'invitation'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now));

/** The invitations that can still be accepted, newest first, with who sent each. */
export async function listInvitations(db: Database, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db
    .select({ invitation: accountTokens, sender: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(accountTokens)
    .leftJoin(users, eq(users.id, accountTokens.createdBy))
    .where(pendingInvitation(now))
    .orderBy(desc(accountTokens.createdAt), desc(accountTokens.id));
  return rows.map(({ invitation, sender }) => ({
    id: invitation.id,
    email: invitation.email!,
    role: invitation.role!,
    invitedBy: sender ? { name: displayNameOf(sender), email: sender.email } : null,
    sentAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  }));
}

export const INVITATION_NOT_PENDING = 'Invitation not found: it was accepted, revoked, replaced or has expired';

/**
 * Revokes an invitation (audited): its link is spent at once, in one conditional update, so an
 * acceptance that got there first wins and the revocation is a 404. The audit entry keeps the
 * invitation as it was in `before` (decision 056).
 */
export async function revokeInvitation(db: Database, staff: UserRow, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await stillAdmin(tx, staff);
    const [revoked] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, id), pendingInvitation(now)))
      .returning();
    if (!revoked) throw new ApiError(404, INVITATION_NOT_PENDING);
    await recordAudit(tx, staff, [
      {
        action: 'user.invitation_revoked',
        entityType: 'user',
        entityId: revoked.email!.toLowerCase(),
        before: { email: revoked.email, role: revoked.role, expiresAt: revoked.expiresAt.toISOString() },
        after: null,
      },
    ]);
  });
}

/**
 * Sends an account the password-reset email (audited): the same message as "Forgot password?",
 * or for an account without a password the note to sign in through its provider. Nothing changes
 * until the link is used; a deactivated account is a 409 (reactivate it first).
 */
export async function sendPasswordReset(
  db: Database,
  staff: UserRow,
  id: string,
  options: Omit<ResetMailOptions, 'sentBy'>,
): Promise<{ email: string; sent: 'link' | 'provider' }> {
  return db.transaction(async (tx) => {
    await stillAdmin(tx, staff);
    const user = await findUserForUpdate(tx, id);
    if (user.deactivatedAt) throw new ApiError(409, 'This account is deactivated: reactivate it before sending a reset link');
    const sent = await queueResetEmail(tx, user, { ...options, sentBy: staff });
    await recordAudit(tx, staff, [
      { action: 'user.reset_sent', entityType: 'user', entityId: id, before: null, after: { email: user.email, sent } },
    ]);
    return { email: user.email, sent };
  });
}

/**
 * Deactivates an account (it cannot sign in; its sessions and reset links end at once) or
 * reactivates it, audited. Under the admins' lock, as role changes are (decision 030): the last
 * active admin cannot be deactivated, and one's own account is a 409.
 */
export async function setUserActive(db: Database, staff: UserRow, id: string, active: boolean, now = new Date()): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const admins = await stillAdmin(tx, staff);
    const user = await findUserForUpdate(tx, id);
    if (active === (user.deactivatedAt === null)) return;
    if (!active && user.role === 'admin' && admins.every((adminId) => adminId === user.id)) throw new ApiError(409, LAST_ADMIN_MESSAGE);
    if (id === staff.id) throw new ApiError(409, 'You cannot deactivate your own account: another admin can');
    await tx
      .update(users)
      .set({ deactivatedAt: active ? null : now, updatedAt: now })
      .where(eq(users.id, id));
    let activeSessions = 0;
    if (!active) {
      activeSessions = await revokeAllSessions(tx, id, now);
      await spendResetLinks(tx, id, now);
    }
    await recordAudit(tx, staff, [
      {
        action: active ? 'user.reactivated' : 'user.deactivated',
        entityType: 'user',
        entityId: id,
        before: { active: !active, email: user.email, ...(active ? {} : { activeSessions }) },
        after: { active, email: user.email, ...(active ? {} : { activeSessions: 0 }) },
      },
    ]);
  });
  return (await adminUserById(db, id, now))!;
}
