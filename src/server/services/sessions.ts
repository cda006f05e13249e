import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users, type UserRow } from '../db/schema/index.ts';
import { signSessionToken, verifySessionToken, type IssuedSession } from '../auth/sessionToken.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends after 30 days without use. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** …and 90 days after sign-in however much it is used: a stolen cookie cannot live forever. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;
/** Sliding expiry is written at most once a day, not on every request. */
const REFRESH_AFTER_MS = DAY_MS;

export interface ResolvedSession {
  user: UserRow;
  sessionId: string;
  /** Set when the expiry slid forward: the caller sends the cookie again. */
  renewed?: IssuedSession;
}

export async function startSession(db: Database, key: Uint8Array, userId: string, now = new Date()): Promise<IssuedSession> {
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  const [session] = await db.insert(sessions).values({ userId, createdAt: now, lastSeenAt: now, expiresAt }).returning({ id: sessions.id });
  return { token: await signSessionToken(key, session!.id, expiresAt), expiresAt };
}

/** The user behind a session token, or null when the token is invalid or the session expired or was revoked. */
export async function resolveSession(db: Database, key: Uint8Array, token: string, now = new Date()): Promise<ResolvedSession | null> {
  const sessionId = await verifySessionToken(key, token);
  if (!sessionId) return null;
  const [row] = await db
    .select({ user: users, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        // A deactivated account has no session, even one its revocation somehow missed.
        isNull(users.deactivatedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() < REFRESH_AFTER_MS) return { user: row.user, sessionId };

  const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.createdAt.getTime() + SESSION_MAX_AGE_MS));
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
  return { user: row.user, sessionId, renewed: { token: await signSessionToken(key, sessionId, expiresAt), expiresAt } };
}

export async function revokeSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Revokes every session of a user except `keep` (the one that changed the password, if any). */
export async function revokeOtherSessions(db: Database, userId: string, keep?: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
}

/** Revokes every live session of a user (sign out everywhere, deactivation) and answers how many there were. */
export async function revokeAllSessions(db: Database, userId: string, now = new Date()): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return revoked.length;
}
