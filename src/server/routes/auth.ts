import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_HINT_COOKIE } from '../../domain/authHint.ts';
import { registerSchema, signInSchema } from '../../domain/schemas/auth.ts';
import { safeReturnTo } from '../../domain/safeReturnTo.ts';
import { beginOidcSignIn, completeOidcSignIn, OIDC_FLOW_COOKIE, OIDC_FLOW_TTL_SECONDS } from '../auth/oidc.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { clearSessionCookie, writeSessionCookie } from '../auth/sessionCookie.ts';
import { revokeSession, startSession } from '../auth/sessions.ts';
import { sessionSigningKey } from '../auth/sessionSecret.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { clientAddress, enforceRateLimits } from '../middleware/rateLimit.ts';
import { currentSession } from '../middleware/session.ts';
import { applyAdminEmails, createUser, findUserByEmail, toPublicUser, upsertOidcUser, type UserRow } from '../services/users.ts';
import { readJson } from '../validation.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/** Signs the user in on this response: admin promotion from ADMIN_EMAILS, a new session, its cookie. */
async function signIn(c: Context<AppEnv>, user: UserRow): Promise<UserRow> {
  const env = c.var.deps.env();
  const { db } = await c.var.deps.database();
  const signedIn = await applyAdminEmails(db, user, env.ADMIN_EMAILS);
  writeSessionCookie(c, await startSession(db, sessionSigningKey(env), signedIn.id));
  return signedIn;
}

async function signOut(c: Context<AppEnv>): Promise<void> {
  const session = await currentSession(c);
  if (session) {
    const { db } = await c.var.deps.database();
    await revokeSession(db, session.sessionId);
  }
  clearSessionCookie(c);
}

/**
 * Accounts and sessions (SPEC §6, §7): the browser navigations /api/login, /api/callback and
 * /api/logout, and the JSON API under /api/auth.
 */
export const authRoutes = new Hono<AppEnv>()
  .get('/login', async (c) => {
    const env = c.var.deps.env();
    const returnTo = safeReturnTo(c.req.query('returnTo'));
    if (await currentSession(c)) return c.redirect(returnTo, 302);
    if (!env.oidc) return c.redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`, 302);
    const { url, flowCookie } = await beginOidcSignIn(env, sessionSigningKey(env), returnTo);
    setCookie(c, OIDC_FLOW_COOKIE, flowCookie, {
      httpOnly: true,
      secure: env.isProduction,
      sameSite: 'Lax', // sent on the provider's top-level redirect back to /api/callback
      path: '/api/callback',
      maxAge: OIDC_FLOW_TTL_SECONDS,
    });
    return c.redirect(url.href, 302);
  })

  .get('/callback', async (c) => {
    const env = c.var.deps.env();
    if (!env.oidc) throw new ApiError(404, 'OpenID Connect is not configured');
    const flowCookie = getCookie(c, OIDC_FLOW_COOKIE);
    deleteCookie(c, OIDC_FLOW_COOKIE, { path: '/api/callback', secure: env.isProduction });
    try {
      const { profile, returnTo } = await completeOidcSignIn(env, sessionSigningKey(env), new URL(c.req.url).search, flowCookie);
      const { db } = await c.var.deps.database();
      await signIn(c, await upsertOidcUser(db, profile));
      return c.redirect(safeReturnTo(returnTo), 302);
    } catch (error) {
      // A failed sign-in is a page for a person, not a JSON error: back to the sign-in page with a reason.
      console.warn('[auth] OpenID Connect sign-in failed:', error instanceof Error ? error.message : error);
      const reason = error instanceof ApiError && error.status === 409 ? 'account-exists' : 'provider';
      return c.redirect(`/sign-in?error=${reason}`, 302);
    }
  })

  .get('/logout', async (c) => {
    // A cross-site link must not be able to sign people out: only same-site navigations do.
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none') await signOut(c);
    return c.redirect('/', 302);
  })

  .get('/auth/user', async (c) => {
    const session = await currentSession(c);
    if (!session) {
      // Whatever the browser still holds is stale: drop it, hint cookie included.
      if (getCookie(c, AUTH_HINT_COOKIE)) clearSessionCookie(c);
      throw new ApiError(401, 'Unauthorized');
    }
    return c.json(toPublicUser(session.user));
  })

  .post('/auth/login', async (c) => {
    const { email, password } = await readJson(c, signInSchema);
    await enforceRateLimits(c, [
      { key: `login:ip:${clientAddress(c)}`, limit: 30, windowMs: FIFTEEN_MINUTES },
      { key: `login:email:${email.toLowerCase()}`, limit: 10, windowMs: FIFTEEN_MINUTES },
    ]);
    const { db } = await c.var.deps.database();
    const user = await findUserByEmail(db, email);
    const valid = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
    // One answer for a wrong email and a wrong password: the response must not reveal which accounts exist.
    if (!user || !valid) throw new ApiError(401, 'Invalid email or password');
    return c.json(toPublicUser(await signIn(c, user)));
  })

  .post('/auth/register', async (c) => {
    const env = c.var.deps.env();
    if (env.oidc) throw new ApiError(403, `Accounts are managed by ${new URL(env.oidc.issuer).host}: sign in at /api/login`);
    const input = await readJson(c, registerSchema);
    await enforceRateLimits(c, [
      { key: `register:ip:${clientAddress(c)}`, limit: 10, windowMs: ONE_HOUR },
      { key: `register:email:${input.email.toLowerCase()}`, limit: 5, windowMs: ONE_HOUR },
    ]);
    const { db } = await c.var.deps.database();
    const user = await createUser(db, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      organizationName: input.organizationName ?? null,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
    return c.json(toPublicUser(await signIn(c, user)), 201);
  })

  .post('/auth/logout', async (c) => {
    await signOut(c);
    return c.body(null, 204);
  });
