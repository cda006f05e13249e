import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../domain/constants.ts';
import type { AdminUser } from '../../domain/users.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { toPublicUser, type UserRow } from './users.ts';

/** Staff's view of accounts (the admin panel's Users tab): who they are, and their live sessions. */

const liveSessions = (now: Date) => and(eq(sessions.userId, users.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** Accounts with their live-session count and when any session was last used. */
function selectAccounts(db: Database, now: Date) {
  return db
    .select({
      user: users,
      activeSessions: sql<number>`(SELECT count(*) FROM ${sessions} WHERE ${liveSessions(now)})::int`,
      lastSeenAt: sql<string | null>`(SELECT max(${sessions.lastSeenAt}) FROM ${sessions} WHERE ${eq(sessions.userId, users.id)})`,
    })
    .from(users);
}

export interface AccountQuery {
  /** Part of the name or email. */
  q?: string;
  role?: Role;
  page: number;
  pageSize: number;
}

export async function listAccounts(db: Database, query: AccountQuery, now = new Date()): Promise<{ users: AdminUser[]; total: number }> {
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
    selectAccounts(db, now)
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

async function findAccount(db: Database, id: string): Promise<UserRow> {
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
export async function setAccountRole(db: Database, staff: UserRow, id: string, role: Role): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    if (id === staff.id) throw new ApiError(409, 'You cannot change your own role');
    const admins = await stillAdmin(tx, staff);
    const user = await findAccount(tx, id);
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
  return (await listAccountById(db, id))!;
}

/** Signs an account out everywhere (one's own is a 409: sign out instead), audited with the count. */
export async function revokeAccountSessions(db: Database, staff: UserRow, id: string, now = new Date()): Promise<{ revoked: number }> {
  return db.transaction(async (tx) => {
    if (id === staff.id) throw new ApiError(409, 'Sign out to end your own sessions');
    await stillAdmin(tx, staff);
    const user = await findAccount(tx, id);
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

async function listAccountById(db: Database, id: string, now = new Date()): Promise<AdminUser | undefined> {
  const [row] = await selectAccounts(db, now).where(eq(users.id, id));
  return row && toAdminUser(row.user, row.activeSessions, row.lastSeenAt);
}
