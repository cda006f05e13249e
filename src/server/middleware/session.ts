import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../domain/constants.ts';
import { readSessionCookie, writeSessionCookie } from '../auth/sessionCookie.ts';
import { resolveSession, type ResolvedSession } from '../services/sessions.ts';
import { sessionSigningKey } from '../auth/sessionSecret.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import type { UserRow } from '../db/schema/index.ts';

/** What a route behind `withDatabase` finds on its context. */
export type WithDatabase = AppEnv & { Variables: { db: Database } };
/** What a route behind `requireUser` or `requireRole` finds on its context: the user and the database. */
export type SignedIn = AppEnv & { Variables: { db: Database; user: UserRow } };

/** The request's session (looked up once per request), renewing the cookie when its expiry slid. */
export function currentSession<E extends AppEnv>(c: Context<E>): Promise<ResolvedSession | null> {
  let pending = c.get('session');
  if (!pending) {
    pending = lookUpSession(c);
    c.set('session', pending);
  }
  return pending;
}

async function lookUpSession<E extends AppEnv>(c: Context<E>): Promise<ResolvedSession | null> {
  const token = readSessionCookie(c);
  if (!token) return null;
  const { db } = await c.var.deps.database();
  const session = await resolveSession(db, sessionSigningKey(c.var.deps.env()), token);
  if (session?.renewed) writeSessionCookie(c, session.renewed);
  return session;
}

/**
 * Puts the database on the context (`c.var.db`) for the routes that use it. Put it on each such
 * route, not on the app: the portfolio, the articles and the calculators answer without one, even
 * while it is down.
 */
export const withDatabase = createMiddleware<WithDatabase>(async (c, next) => {
  c.set('db', (await c.var.deps.database()).db);
  await next();
});

/**
 * Guards a route: 401 `{ "error": "Unauthorized" }` without a session (the browser reads a 401
 * naming Unauthorized as a lost session and signs in again), 403 `{ "error": "Forbidden" }` with
 * another role than the one required; otherwise the user and the database go on the context for
 * the route.
 */
function guard(role?: Role) {
  return createMiddleware<SignedIn>(async (c, next) => {
    const session = await currentSession(c);
    if (!session) throw new ApiError(401, 'Unauthorized');
    if (role && session.user.role !== role) throw new ApiError(403, 'Forbidden');
    c.set('user', session.user);
    c.set('db', (await c.var.deps.database()).db);
    await next();
  });
}

/** Signed-in users only. */
export const requireUser = guard();

/** One role only, e.g. `requireRole('admin')`. */
export function requireRole(role: Role) {
  return guard(role);
}
