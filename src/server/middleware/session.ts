import type { Context, MiddlewareHandler } from 'hono';
import type { Role } from '../../domain/constants.ts';
import { readSessionCookie, writeSessionCookie } from '../auth/sessionCookie.ts';
import { resolveSession, type ResolvedSession } from '../auth/sessions.ts';
import { sessionSigningKey } from '../auth/sessionSecret.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import type { UserRow } from '../services/users.ts';

/** The request's session (looked up once per request), renewing the cookie when its expiry slid. */
export function currentSession(c: Context<AppEnv>): Promise<ResolvedSession | null> {
  let pending = c.get('session');
  if (!pending) {
    pending = lookUpSession(c);
    c.set('session', pending);
  }
  return pending;
}

async function lookUpSession(c: Context<AppEnv>): Promise<ResolvedSession | null> {
  const token = readSessionCookie(c);
  if (!token) return null;
  const { db } = await c.var.deps.database();
  const session = await resolveSession(db, sessionSigningKey(c.var.deps.env()), token);
  if (session?.renewed) writeSessionCookie(c, session.renewed);
  return session;
}

/** The signed-in user, or a 401 `{ "error": "Unauthorized" }` (SPEC §8 matches on that word). */
export async function requireUserOf(c: Context<AppEnv>): Promise<UserRow> {
  const session = await currentSession(c);
  if (!session) throw new ApiError(401, 'Unauthorized');
  return session.user;
}

/** Guards a route for signed-in users: 401 without a session. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireUserOf(c);
  await next();
};

/** Guards a route for one role: 401 without a session, 403 with another role. */
export function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await requireUserOf(c);
    if (user.role !== role) throw new ApiError(403, 'Forbidden');
    await next();
  };
}
