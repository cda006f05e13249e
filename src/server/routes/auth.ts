import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_HINT_COOKIE } from '../../domain/authHint.ts';
import {
  acceptInvitationSchema,
  changePasswordSchema,
  emailPreferencesSchema,
  forgotPasswordSchema,
  invitationQuerySchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  signOutSchema,
} from '../../domain/schemas/auth.ts';
import { safeReturnTo } from '../../domain/safeReturnTo.ts';
import { beginOidcSignIn, completeOidcSignIn, OIDC_FLOW_COOKIE, OIDC_FLOW_TTL_SECONDS } from '../auth/oidc.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { passwordWeakness } from '../auth/passwordStrength.ts';
import { clearSessionCookie, writeSessionCookie } from '../auth/sessionCookie.ts';
import { revokeAllSessions, revokeSession, startSession } from '../services/sessions.ts';
import { sessionSigningKey } from '../auth/sessionSecret.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { clientAddress, enforceRateLimits, enforceSignInBackoff } from '../requestLimits.ts';
import { currentSession, requireUser, withDatabase, type WithDatabase } from '../middleware/session.ts';
import {
  acceptInvitation,
  accountDetails,
  accountOfResetLink,
  completePasswordReset,
  invitationOfLink,
  requestPasswordReset,
  setEmailPreferences,
  updateProfile,
} from '../services/ownAccount.ts';
import { clearSignInFailures, recordSignInFailure } from '../services/rateLimits.ts';
import { applyAdminEmails, createUser, findUserByEmail, setPassword, toPublicUser, upsertOidcUser } from '../services/users.ts';
import type { UserRow } from '../db/schema/index.ts';
import { readJson, validate } from '../validation.ts';

/** 400 naming the field when a new password is too easy to guess (auth/passwordStrength.ts). */
async function assertGuessResistant(field: string, password: string, context: (string | null | undefined)[]): Promise<void> {
  const weakness = await passwordWeakness(password, context);
  if (weakness) throw new ApiError(400, `Invalid request: ${field}: ${weakness}`, { issues: [{ path: field, message: weakness }] });
}

export const ACCOUNT_DEACTIVATED = 'This account is deactivated. Ask a Voltfield admin to reactivate it.';

/**
 * Signs the user in on this response: admin promotion from ADMIN_EMAILS, a new session, its
 * cookie. A deactivated account is refused here, whichever way it came (password, provider).
 */
async function signIn<E extends WithDatabase>(c: Context<E>, user: UserRow): Promise<UserRow> {
  if (user.deactivatedAt) throw new ApiError(403, ACCOUNT_DEACTIVATED);
  const env = c.var.deps.env();
  const { db } = c.var;
  const signedIn = await applyAdminEmails(db, user, env.ADMIN_EMAILS);
  writeSessionCookie(c, await startSession(db, sessionSigningKey(env), signedIn.id));
  return signedIn;
}

/** Ends this session, or with `everywhere` every session of its account, and clears the cookies. */
async function signOut<E extends WithDatabase>(c: Context<E>, everywhere = false): Promise<void> {
  const session = await currentSession(c);
  if (session && everywhere) await revokeAllSessions(c.var.db, session.user.id);
  else if (session) await revokeSession(c.var.db, session.sessionId);
  clearSessionCookie(c);
}

/**
 * "Forgot password?" answers no sooner than this after the request arrived, whether or not it
 * queued an email: with the same work done both ways (see requestPasswordReset), the floor hides
 * what is left (the email's rendering and insert), so timing does not tell who has an account.
 */
export const FORGOT_ANSWER_MS = 400;

export const FORGOT_MESSAGE = 'If an account uses this email, a link to reset its password is on its way. The link works for 1 hour.';

async function answerNoSoonerThan(startedAt: number, ms: number): Promise<void> {
  const wait = startedAt + ms - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Accounts and sessions: the browser navigations /api/login, /api/callback and
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

  .get('/callback', withDatabase, async (c) => {
    const env = c.var.deps.env();
    if (!env.oidc) throw new ApiError(404, 'OpenID Connect is not configured');
    const flowCookie = getCookie(c, OIDC_FLOW_COOKIE);
    deleteCookie(c, OIDC_FLOW_COOKIE, { path: '/api/callback', secure: env.isProduction });
    try {
      const { profile, returnTo } = await completeOidcSignIn(env, sessionSigningKey(env), new URL(c.req.url).search, flowCookie);
      await signIn(c, await upsertOidcUser(c.var.db, profile));
      return c.redirect(safeReturnTo(returnTo), 302);
    } catch (error) {
      // A failed sign-in is a page for a person, not a JSON error: back to the sign-in page with a reason.
      c.var.deps.log.warn({ reqId: c.var.requestId, err: error }, 'OpenID Connect sign-in failed');
      const reason =
        error instanceof ApiError && error.status === 409
          ? 'account-exists'
          : error instanceof ApiError && error.status === 403
            ? 'deactivated'
            : 'provider';
      return c.redirect(`/sign-in?error=${reason}`, 302);
    }
  })

  .get('/logout', withDatabase, async (c) => {
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

  .post('/auth/login', withDatabase, async (c) => {
    const { email, password } = await readJson(c, signInSchema);
    const address = clientAddress(c);
    const backoffKey = `${email.trim().toLowerCase()}|${address}`;
    await enforceRateLimits(c, [['signInPerAddress', address]]);
    await enforceSignInBackoff(c, backoffKey);
    const { db } = c.var;
    const user = await findUserByEmail(db, email);
    const valid = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
    // One answer for a wrong email and a wrong password: the response must not reveal which accounts exist.
    if (!user || !valid) {
      await recordSignInFailure(db, backoffKey);
      throw new ApiError(401, 'Invalid email or password');
    }
    await clearSignInFailures(db, backoffKey);
    // A deactivated account hears so (signIn's 403) only once its password checked out: nobody
    // without the password learns the account exists.
    return c.json(toPublicUser(await signIn(c, user)));
  })

  .post('/auth/register', withDatabase, async (c) => {
    const env = c.var.deps.env();
    if (env.oidc) throw new ApiError(403, `Accounts are managed by ${new URL(env.oidc.issuer).host}: sign in at /api/login`);
    const input = await readJson(c, registerSchema);
    await enforceRateLimits(c, [
      ['registrationPerAddress', clientAddress(c)],
      ['registrationPerEmail', input.email.toLowerCase()],
    ]);
    await assertGuessResistant('password', input.password, [input.email, `${input.firstName} ${input.lastName}`, input.organizationName]);
    const user = await createUser(c.var.db, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      organizationName: input.organizationName ?? null,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
    return c.json(toPublicUser(await signIn(c, user)), 201);
  })

  .post('/auth/password', requireUser, async (c) => {
    const { currentPassword, newPassword } = await readJson(c, changePasswordSchema);
    const { user } = c.var;
    await enforceRateLimits(c, [['passwordChangePerUser', user.id]]);
    if (!user.passwordHash) throw new ApiError(409, 'This account signs in through your organization and has no password here');
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new ApiError(400, 'Invalid request: currentPassword: Current password is incorrect', {
        issues: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
      });
    }
    await assertGuessResistant('newPassword', newPassword, [
      user.email,
      `${user.firstName ?? ''} ${user.lastName ?? ''}`,
      user.organizationName,
    ]);
    await setPassword(c.var.db, user.id, await hashPassword(newPassword), (await currentSession(c))?.sessionId);
    return c.body(null, 204);
  })

  .post('/auth/logout', withDatabase, async (c) => {
    // The body is optional: a bare POST (no body, or not JSON) signs out this session, as it always has.
    const isJson = /^application\/json\b/i.test(c.req.header('content-type') ?? '');
    const body = isJson ? await c.req.text() : '';
    let input: unknown = {};
    try {
      if (body.trim()) input = JSON.parse(body);
    } catch {
      throw new ApiError(400, 'Malformed JSON body');
    }
    await signOut(c, validate(signOutSchema, input).everywhere);
    return c.body(null, 204);
  })

  .post('/auth/forgot', withDatabase, async (c) => {
    const startedAt = performance.now();
    const { email } = await readJson(c, forgotPasswordSchema);
    // Counted per address and per email whether or not an account uses it: a 429 tells nothing either.
    await enforceRateLimits(c, [
      ['passwordResetRequestPerAddress', clientAddress(c)],
      ['passwordResetRequestPerEmail', email.toLowerCase()],
    ]);
    await requestPasswordReset(c.var.db, email, { env: c.var.deps.env() });
    await answerNoSoonerThan(startedAt, FORGOT_ANSWER_MS);
    return c.json({ message: FORGOT_MESSAGE }, 202);
  })

  .post('/auth/reset', withDatabase, async (c) => {
    const { token, password } = await readJson(c, resetPasswordSchema);
    await enforceRateLimits(c, [['emailLinkPerAddress', clientAddress(c)]]);
    const { db } = c.var;
    // The link first: a dead link says so before anything is said about the password.
    const account = await accountOfResetLink(db, token);
    await assertGuessResistant('password', password, [
      account.email,
      `${account.firstName ?? ''} ${account.lastName ?? ''}`,
      account.organizationName,
    ]);
    const user = await completePasswordReset(db, token, await hashPassword(password));
    return c.json(toPublicUser(await signIn(c, user)));
  })

  .get('/auth/invitation', withDatabase, async (c) => {
    const { token } = validate(invitationQuerySchema, c.req.query());
    await enforceRateLimits(c, [['emailLinkPerAddress', clientAddress(c)]]);
    return c.json(await invitationOfLink(c.var.db, token));
  })

  .post('/auth/invitation', withDatabase, async (c) => {
    const { token, password, ...person } = await readJson(c, acceptInvitationSchema);
    await enforceRateLimits(c, [['emailLinkPerAddress', clientAddress(c)]]);
    const { db } = c.var;
    const invitation = await invitationOfLink(db, token);
    await assertGuessResistant('password', password, [invitation.email, `${person.firstName} ${person.lastName}`, person.organizationName]);
    const user = await acceptInvitation(db, token, { ...person, passwordHash: await hashPassword(password) });
    return c.json(toPublicUser(await signIn(c, user)), 201);
  })

  .get('/auth/account', requireUser, (c) => c.json(accountDetails(c.var.user)))

  .patch('/auth/profile', requireUser, async (c) => {
    const profile = await readJson(c, profileSchema);
    return c.json(await updateProfile(c.var.db, c.var.user.id, profile));
  })

  .get('/auth/preferences', requireUser, (c) => c.json(accountDetails(c.var.user).preferences))

  .put('/auth/preferences', requireUser, async (c) => {
    const input = await readJson(c, emailPreferencesSchema);
    return c.json(await setEmailPreferences(c.var.db, c.var.user.id, input));
  });
