import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '~/domain/audit';
import { MAIL_KINDS } from '~/domain/mail';
import { NOTIFICATION_KINDS } from '~/domain/notifications';
import type { AccountDetails, AdminUser, InvitationDetails, PublicUser } from '~/domain/users';
import { queryRows, type Database } from '~/server/db/client';
import { accountTokens, mailOutbox, sessions, users, type UserRow } from '~/server/db/schema';
import { enqueueMail, NOTIFICATION_KINDS as OUTBOX_NOTIFICATION_KINDS } from '~/server/mail/outbox';
import { parseEnv } from '~/server/env';
import { ApiError } from '~/server/errors';
import { ACCOUNT_DEACTIVATED, FORGOT_ANSWER_MS, FORGOT_MESSAGE } from '~/server/routes/auth';
import { INVITATION_DEAD, RESET_LINK_DEAD } from '~/server/services/emailedLinks';
import { changeRole, LAST_ADMIN_MESSAGE } from '~/server/services/accountAdministration';
import { createTestUser, DEFAULT_PASSWORD, newEmail } from '../factories/users';
import { apiContext, describeOnEveryDatabase, ownDatabase, twoAdminsAtOnce, type ApiContext } from '../setup/apiContext';
import { CookieJar, setCookieLine } from '../setup/cookieJar';
import { createTestApp, issues, json, jsonRequest, signIn, TEST_SESSION_SECRET, TEST_SITE_URL, withCookies } from '../setup/testApp';

/** Accounts: forgot and reset password, invitations, deactivation, the account page. */

const api = apiContext({ admin: { firstName: 'Ada', lastName: 'Staff' } });

const STRONG = 'granite rivers under copper skies';

/** The token of the one link of a kind in a message's text (the text and HTML come from one template). */
function linkToken(text: string, page: '/reset-password' | '/invitation'): string {
  const links = [...text.matchAll(new RegExp(`${TEST_SITE_URL}${page}\\?token=([\\w-]+)`, 'g'))].map((match) => match[1]!);
  expect(new Set(links).size).toBe(1);
  return links[0]!;
}

/** The requests and reads these tests make, on one context (from its app's usual address unless one is given). */
function accountRequests(api: ApiContext) {
  const post = (path: string, body: unknown, jar?: CookieJar, address?: string) =>
    api.app.request(path, jsonRequest('POST', body, jar), address === undefined ? undefined : { clientAddress: address });
  const forgot = (email: string, address?: string) => post('/api/auth/forgot', { email }, undefined, address);
  const reset = (token: string, password: string, address?: string) => post('/api/auth/reset', { token, password }, undefined, address);
  const currentUser = (jar: CookieJar) => api.app.request('/api/auth/user', withCookies(jar));

  /** The messages queued for an address, oldest first. */
  const outboxFor = (email: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);

  /** Asks for a reset of this account's password and answers the token its email carries. */
  async function resetTokenFor(email: string): Promise<string> {
    expect((await forgot(email)).status).toBe(202);
    const [message] = (await outboxFor(email)).filter((row) => row.kind === 'password-reset').slice(-1);
    return linkToken(message!.textBody, '/reset-password');
  }

  async function auditFor(entityId: string): Promise<AuditEntry[]> {
    return json<AuditEntry[]>(
      api.app.request(`/api/admin/audit?entityType=user&entityId=${encodeURIComponent(entityId)}`, withCookies(api.admin)),
    );
  }

  return { post, forgot, reset, currentUser, outboxFor, resetTokenFor, auditFor };
}

const { post, forgot, reset, currentUser, outboxFor, resetTokenFor, auditFor } = accountRequests(api);

/** The configuration the test app runs with, for the outbox called directly. */
const env = parseEnv({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL, SESSION_SECRET: TEST_SESSION_SECRET });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** An account staff deactivated. */
async function deactivatedUser(db: Database = api.db): Promise<UserRow> {
  const user = await createTestUser(db);
  const [row] = await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return row!;
}

describe('the guards of the new endpoints', () => {
  it.each([
    ['GET', '/api/auth/account'],
    ['PATCH', '/api/auth/profile'],
    ['GET', '/api/auth/preferences'],
    ['PUT', '/api/auth/preferences'],
    ['POST', '/api/admin/users/invite'],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/reset-password'],
    ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000/active'],
  ])('%s %s answers 401 without a session', async (method, path) => {
    const response = await api.app.request(path, method === 'GET' ? { method } : jsonRequest(method, {}));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });

  it.each([
    ['POST', '/api/admin/users/invite', { email: 'someone@example.com', role: 'buyer' }],
    ['POST', `/api/admin/users/00000000-0000-4000-8000-000000000000/reset-password`, {}],
    ['PATCH', `/api/admin/users/00000000-0000-4000-8000-000000000000/active`, { active: false }],
  ])('%s %s answers 403 to a buyer', async (method, path, body) => {
    const response = await api.app.request(path, jsonRequest(method, body, api.buyer));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Forbidden' });
  });
});

describe('forgot password', () => {
  it('queues a reset email whose single link carries a token stored only as its hash, good for an hour', async () => {
    const user = await createTestUser(api.db, { firstName: 'Rosa', lastName: 'Reset' });
    const response = await forgot(user.email.toUpperCase());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: FORGOT_MESSAGE });

    const [message, ...others] = await outboxFor(user.email);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ kind: 'password-reset', userId: user.id, status: 'pending', unsubscribeUrl: null });
    expect(message!.subject).toMatch(/reset/i);
    const token = linkToken(message!.textBody, '/reset-password');
    expect(message!.htmlBody).toContain(`${TEST_SITE_URL}/reset-password?token=${token}`);
    expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes

    const [stored] = await api.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored).toMatchObject({ kind: 'reset', tokenHash: sha256(token), usedAt: null, email: null, role: null, createdBy: null });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(60 * 60 * 1000);
    const [holding] = await queryRows<{ n: number }>(
      api.db,
      sql`SELECT count(*)::int AS n FROM account_tokens WHERE strpos(row_to_json(account_tokens)::text, ${token}) > 0`,
    );
    expect(holding!.n).toBe(0);
  });

  it('answers an unknown email, an account without a password and a deactivated account exactly as a known one', async () => {
    const known = await createTestUser(api.db);
    const providerOnly = await createTestUser(api.db, { passwordHash: null, oidcIdentity: `https://id.example.com|${Date.now()}` });
    const deactivated = await deactivatedUser();
    const unknown = newEmail('nobody');
    const answers = [];
    for (const email of [known.email, unknown, providerOnly.email, deactivated.email]) {
      const started = performance.now();
      const response = await forgot(email);
      const ms = performance.now() - started;
      answers.push({ status: response.status, body: await response.text(), cookies: response.headers.getSetCookie(), ms });
    }
    for (const answer of answers) {
      expect({ ...answer, ms: undefined }).toEqual({ ...answers[0], ms: undefined });
      // Every answer waits out the same floor, so the work done (or not) does not show in its timing.
      expect(answer.ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
    }
    expect(answers[0]!.status).toBe(202);

    expect(await outboxFor(unknown)).toEqual([]);
    expect(await outboxFor(deactivated.email)).toEqual([]);
    // The account that signs in through its provider is told so, with no link and no token made.
    const [told] = await outboxFor(providerOnly.email);
    expect(told!.kind).toBe('password-reset');
    expect(told!.textBody).not.toContain('/reset-password');
    expect(await api.db.select().from(accountTokens).where(eq(accountTokens.userId, providerOnly.id))).toEqual([]);
  });

  it('names a bad email and wants JSON', async () => {
    expect(await issues(forgot('not-an-email'))).toEqual([{ path: 'email', message: 'Valid email is required' }]);
    expect(await issues(post('/api/auth/forgot', {}))).toEqual([{ path: 'email', message: 'Valid email is required' }]);
    const form = await api.app.request('/api/auth/forgot', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_SITE_URL },
      body: 'email=a@example.com',
    });
    expect(form.status).toBe(415);
  });

  it('answers 429 after 3 requests for one email (known or not, from anywhere) and 10 from one address in an hour', async () => {
    const limited = createTestApp(api.database, { realRateLimits: true });
    let addresses = 0;
    /** From an address of its own unless one is given: the limit per email holds wherever the requests come from. */
    const forgotFrom = (email: string, address = `198.51.100.${(addresses += 1)}`) =>
      limited.request('/api/auth/forgot', jsonRequest('POST', { email }), { clientAddress: address });
    for (const email of [(await createTestUser(api.db)).email, newEmail('ghost')]) {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await forgotFrom(email)).status).toBe(202);
      const blocked = await forgotFrom(email);
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3500);
    }
    const address = '203.0.113.90';
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await forgotFrom(newEmail('spray'), address)).status).toBe(202);
    expect((await forgotFrom(newEmail('spray'), address)).status).toBe(429);
  });
});

describe('reset password', () => {
  it('sets the password, ends every session, signs this browser in and spends the link', async () => {
    const user = await createTestUser(api.db, { firstName: 'Noor', lastName: 'Haddad' });
    const [laptop, phone] = [await signIn(api.app, user.email), await signIn(api.app, user.email)];
    const token = await resetTokenFor(user.email);

    const response = await reset(token, STRONG);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.id, email: user.email, role: 'buyer' });
    expect(setCookieLine(response, 'vf_session')).toMatch(/HttpOnly/);
    const browser = new CookieJar().store(response);
    expect((await currentUser(browser)).status).toBe(200);
    for (const jar of [laptop, phone]) expect((await currentUser(jar)).status).toBe(401);

    expect((await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: STRONG })).status).toBe(200);

    const again = await reset(token, 'another fine passphrase here');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: RESET_LINK_DEAD });
    const [spent] = await api.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, sha256(token)));
    expect(spent!.usedAt).toBeInstanceOf(Date);
  });

  it('says the same of an expired link and one that never existed', async () => {
    const user = await createTestUser(api.db);
    const token = await resetTokenFor(user.email);
    await api.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, sha256(token)));
    for (const dead of [token, 'x'.repeat(43)]) {
      const response = await reset(dead, STRONG);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'This reset link has expired or was already used: ask for a new one' });
    }
    expect(await issues(post('/api/auth/reset', { password: STRONG }))).toEqual([
      { path: 'token', message: 'This reset link is incomplete: open it from the email again, or ask for a new one' },
    ]);
  });

  it('applies the password policy and keeps the link for a better password', async () => {
    const user = await createTestUser(api.db, { firstName: 'Mesa', lastName: 'Verde', organizationName: 'Mesa Verde Farms' });
    const token = await resetTokenFor(user.email);
    expect(await issues(reset(token, 'too short'))).toEqual([{ path: 'password', message: 'Password must be at least 12 characters' }]);
    const [weak] = await issues(reset(token, 'mesaverdefarms1'));
    expect(weak).toMatchObject({ path: 'password', message: expect.stringMatching(/^Password is too easy to guess\./) });
    expect((await reset(token, STRONG)).status).toBe(200);
  });

  it('spends the older links with a reset, and every live link with a password change', async () => {
    const user = await createTestUser(api.db);
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    expect((await reset(second, STRONG)).status).toBe(200);
    expect((await reset(first, 'a different strong passphrase')).status).toBe(400);

    const third = await resetTokenFor(user.email);
    const jar = await signIn(api.app, user.email, STRONG);
    const changed = await api.app.request(
      '/api/auth/password',
      jsonRequest('POST', { currentPassword: STRONG, newPassword: 'yet another strong passphrase' }, jar),
    );
    expect(changed.status).toBe(204);
    expect((await reset(third, 'a different strong passphrase')).status).toBe(400);
  });

  it('answers 429 after 30 uses of links from one address in 15 minutes', async () => {
    const limited = createTestApp(api.database, { realRateLimits: true });
    const resetFrom = (address: string) =>
      limited.request('/api/auth/reset', jsonRequest('POST', { token: 'x'.repeat(43), password: STRONG }), { clientAddress: address });
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await resetFrom('203.0.113.91')).status).toBe(400);
    expect((await resetFrom('203.0.113.91')).status).toBe(429);
  });
});

describe('invitations', () => {
  async function invite(email: string, role = 'admin') {
    return api.app.request('/api/admin/users/invite', jsonRequest('POST', { email, role }, api.admin));
  }
  async function invitationToken(email: string): Promise<string> {
    const [message] = (await outboxFor(email)).filter((row) => row.kind === 'invitation').slice(-1);
    return linkToken(message!.textBody, '/invitation');
  }
  const accept = (body: Record<string, unknown>) => post('/api/auth/invitation', body);
  const person = { firstName: 'Ines', lastName: 'Okafor', organizationName: 'Voltfield', password: STRONG };

  it('emails a link good for 7 days that creates the account with its role and signs it in, once', async () => {
    const email = newEmail('colleague');
    const response = await invite(email, 'admin');
    expect(response.status).toBe(201);
    const sent = await response.json();
    expect(sent).toEqual({ email, role: 'admin', expiresAt: expect.any(String) });
    expect(new Date(sent.expiresAt).getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);

    const [message] = await outboxFor(email);
    expect(message).toMatchObject({ kind: 'invitation', userId: null });
    expect(message!.subject).toContain('Ada Staff');
    expect(message!.textBody).toContain('Admin');
    const token = await invitationToken(email);
    const [stored] = await api.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, sha256(token)));
    expect(stored).toMatchObject({ kind: 'invitation', email, role: 'admin', userId: null, createdBy: api.adminUser.id, usedAt: null });

    const [entry] = await auditFor(email.toLowerCase());
    expect(entry).toMatchObject({
      action: 'user.invited',
      actor: { id: api.adminUser.id },
      before: null,
      after: { email, role: 'admin', expiresAt: sent.expiresAt },
    });

    const details = await api.app.request(`/api/auth/invitation?token=${token}`);
    expect(details.status).toBe(200);
    expect(await json<InvitationDetails>(details)).toEqual({
      email,
      role: 'admin',
      roleLabel: 'Admin',
      invitedBy: 'Ada Staff',
      expiresAt: sent.expiresAt,
    });

    const accepted = await accept({ token, ...person });
    expect(accepted.status).toBe(201);
    const user = await json<PublicUser>(accepted);
    expect(user).toMatchObject({ email, role: 'admin', firstName: 'Ines', lastName: 'Okafor', organizationName: 'Voltfield' });
    const jar = new CookieJar().store(accepted);
    expect(await json<PublicUser>(currentUser(jar))).toEqual(user);
    expect((await post('/api/auth/login', { email, password: STRONG })).status).toBe(200);

    const again = await accept({ token, ...person });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: INVITATION_DEAD });
    expect((await api.app.request(`/api/auth/invitation?token=${token}`)).status).toBe(400);
  });

  it('refuses an address that already has an account (any case), and names bad input', async () => {
    const existing = await createTestUser(api.db);
    const response = await invite(existing.email.toUpperCase());
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'An account with this email already exists: find it in the list to change its role' });
    expect(await outboxFor(existing.email.toUpperCase())).toEqual([]);
    expect(
      await issues(api.app.request('/api/admin/users/invite', jsonRequest('POST', { email: 'nope', role: 'owner' }, api.admin))),
    ).toEqual([
      { path: 'email', message: 'Valid email is required' },
      { path: 'role', message: 'Role must be one of: buyer, developer, landowner, epc_contractor, manufacturer, admin' },
    ]);
  });

  it('says an invitation expired, and refuses to accept one whose address registered meanwhile', async () => {
    const late = newEmail('late');
    await invite(late, 'buyer');
    const lateToken = await invitationToken(late);
    await api.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, sha256(lateToken)));
    const expired = await accept({ token: lateToken, ...person });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      error: 'This invitation has expired or was already used: ask the person who invited you for a new one',
    });

    const raced = newEmail('raced');
    await invite(raced, 'developer');
    const token = await invitationToken(raced);
    await createTestUser(api.db, { email: raced });
    const taken = await accept({ token, ...person });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'An account with this email already exists: sign in instead' });
  });

  it('names missing names and applies the password policy', async () => {
    const email = newEmail('careful');
    await invite(email, 'buyer');
    const token = await invitationToken(email);
    expect(await issues(accept({ token, firstName: ' ', password: 'short' }))).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'password', message: 'Password must be at least 12 characters' },
    ]);
    const [weak] = await issues(accept({ token, ...person, password: 'password1234' }));
    expect(weak).toMatchObject({ path: 'password', message: expect.stringMatching(/^Password is too easy to guess\./) });
    expect((await accept({ token, ...person })).status).toBe(201);
    expect(await issues(api.app.request('/api/auth/invitation'))).toEqual([
      { path: 'token', message: 'This invitation link is incomplete: open it from the email again' },
    ]);
  });
});

describe('staff send a reset link', () => {
  const sendReset = (id: string, jar = api.admin) => api.app.request(`/api/admin/users/${id}/reset-password`, jsonRequest('POST', {}, jar));

  it('queues the reset email (or the provider note), audited; nothing changes until the link is used', async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    const response = await sendReset(user.id.toUpperCase());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ email: user.email, sent: 'link' });
    const [message] = await outboxFor(user.email);
    const token = linkToken(message!.textBody, '/reset-password');
    const [stored] = await api.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, sha256(token)));
    expect(stored!.createdBy).toBe(api.adminUser.id);
    expect((await currentUser(jar)).status).toBe(200);
    const [entry] = await auditFor(user.id);
    expect(entry).toMatchObject({ action: 'user.reset_sent', before: null, after: { email: user.email, sent: 'link' } });

    const providerOnly = await createTestUser(api.db, { passwordHash: null, oidcIdentity: `https://id.example.com|s${Date.now()}` });
    expect(await json(sendReset(providerOnly.id))).toEqual({ email: providerOnly.email, sent: 'provider' });
  });

  it('answers 409 for a deactivated account, 404 for none and 400 for a bad id', async () => {
    const gone = await deactivatedUser();
    const refused = await sendReset(gone.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'This account is deactivated: reactivate it before sending a reset link' });
    expect((await sendReset('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await issues(sendReset('42'))).toEqual([{ path: 'id', message: 'Not a valid user id' }]);
  });
});

describe('deactivation', () => {
  const setActive = (id: string, active: unknown, jar = api.admin) =>
    api.app.request(`/api/admin/users/${id}/active`, jsonRequest('PATCH', { active }, jar));

  it('ends the sessions at once, refuses sign-in, kills reset links; reactivation lets the account back in; both audited', async () => {
    const user = await createTestUser(api.db, { firstName: 'Dee', lastName: 'Active' });
    const jar = await signIn(api.app, user.email);
    const token = await resetTokenFor(user.email);

    const response = await setActive(user.id, false);
    expect(response.status).toBe(200);
    const listed = await json<AdminUser>(response);
    expect(listed).toMatchObject({ id: user.id, activeSessions: 0, deactivatedAt: expect.any(String) });
    expect((await currentUser(jar)).status).toBe(401);

    const refused = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: ACCOUNT_DEACTIVATED });
    expect(refused.headers.getSetCookie()).toEqual([]);
    // Without the password, the answer is the usual one: nothing says the account exists.
    const wrong = await post('/api/auth/login', { email: user.email, password: 'not the password at all' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid email or password' });
    expect((await reset(token, STRONG)).status).toBe(400);

    const [deactivated] = await auditFor(user.id);
    expect(deactivated).toMatchObject({
      action: 'user.deactivated',
      before: { active: true, activeSessions: 1, email: user.email },
      after: { active: false, activeSessions: 0, email: user.email },
    });
    // Again is no change and no entry.
    expect((await setActive(user.id, false)).status).toBe(200);
    expect(await auditFor(user.id)).toHaveLength(1);

    const back = await setActive(user.id, true);
    expect(await json<AdminUser>(back)).toMatchObject({ id: user.id, deactivatedAt: null });
    expect((await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
    const [reactivated] = await auditFor(user.id);
    expect(reactivated).toMatchObject({ action: 'user.reactivated', before: { active: false }, after: { active: true } });
  });

  it('refuses a session of an account deactivated behind its back', async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    await api.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
    expect((await currentUser(jar)).status).toBe(401);
    expect((await api.app.request('/api/auth/account', withCookies(jar))).status).toBe(401);
  });

  it("refuses one's own account and names a bad body", async () => {
    const own = await setActive(api.adminUser.id.toUpperCase(), false);
    expect(own.status).toBe(409);
    expect(await own.json()).toEqual({ error: 'You cannot deactivate your own account: another admin can' });
    expect(await issues(setActive(api.adminUser.id, 'no'))).toEqual([{ path: 'active', message: 'Active must be true or false' }]);
  });
});

// Two requests racing for one link, two admins deactivating each other: the database's locks decide, on every database.
describeOnEveryDatabase('account changes at once', api, (api) => {
  const { reset, resetTokenFor } = accountRequests(api);

  it('lets one of two requests with the same link win', async () => {
    const user = await createTestUser(api.db);
    const token = await resetTokenFor(user.email);
    const answers = await Promise.all([reset(token, STRONG), reset(token, 'a different strong passphrase')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  describe('with one active admin', () => {
    const fresh = ownDatabase(api.kind);

    it('never deactivates the last active admin, and a deactivated admin does not count as one', async () => {
      const only = await createTestUser(fresh.db, { role: 'admin' });
      const jar = await signIn(fresh.app, only.email);
      const last = await fresh.app.request(`/api/admin/users/${only.id}/active`, jsonRequest('PATCH', { active: false }, jar));
      expect(last.status).toBe(409);
      expect(await last.json()).toEqual({ error: LAST_ADMIN_MESSAGE });

      // A second admin, deactivated, is no admin to fall back on: demoting the active one (as
      // `npm run user:create` would) is still refused.
      const dormant = await deactivatedUser(fresh.db);
      await fresh.db.update(users).set({ role: 'admin' }).where(eq(users.id, dormant.id));
      const demoted = fresh.db.transaction((tx) => changeRole(tx, only, 'buyer'));
      await expect(demoted).rejects.toEqual(new ApiError(409, LAST_ADMIN_MESSAGE));
      await fresh.db.update(users).set({ role: 'buyer' }).where(eq(users.id, dormant.id));
    });

    it('lets one of two admins deactivating each other at once win, every time', async () => {
      for (let round = 0; round < 5; round += 1) {
        const { first, second, answers } = await twoAdminsAtOnce(fresh, 'active', { active: false });
        const statuses = answers.map((answer) => answer.status).sort();
        // The loser was deactivated first: its request fails the guard (its session is gone) or, if it got past the
        // guard before, under the admins' lock (403).
        expect([[200, 401].join(), [200, 403].join()], `round ${round}: ${statuses}`).toContain(statuses.join());
        const left = await fresh.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), sql`${users.id} IN (${first.id}, ${second.id})`, sql`${users.deactivatedAt} IS NULL`));
        expect(left, `round ${round}`).toHaveLength(1);
        await fresh.db
          .update(users)
          .set({ role: 'buyer' })
          .where(sql`${users.id} IN (${first.id}, ${second.id})`);
      }
    });
  });
});

describe('the account page', () => {
  it('reads the account: profile, role, whether it has a password, every notification on', async () => {
    const user = await createTestUser(api.db, { role: 'developer' });
    const jar = await signIn(api.app, user.email);
    const account = await json<AccountDetails>(api.app.request('/api/auth/account', withCookies(jar)));
    expect(account).toEqual({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profileImageUrl: null,
      organizationName: user.organizationName,
      role: 'developer',
      hasPassword: true,
      preferences: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])),
    });
  });

  it('changes the name and organization, never the email or role, and names bad input', async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    const patch = (body: unknown) => api.app.request('/api/auth/profile', jsonRequest('PATCH', body, jar));
    const response = await patch({ firstName: ' Priya ', lastName: 'Shah', organizationName: ' ', email: 'x@example.com', role: 'admin' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.id,
      firstName: 'Priya',
      lastName: 'Shah',
      email: user.email,
      profileImageUrl: null,
      organizationName: null,
      role: 'buyer',
    });
    expect(await json<PublicUser>(currentUser(jar))).toMatchObject({ firstName: 'Priya', organizationName: null });
    expect(await issues(patch({ firstName: '', lastName: 'x'.repeat(101), organizationName: 'y'.repeat(201) }))).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Must be at most 100 characters' },
      { path: 'organizationName', message: 'Must be at most 200 characters' },
    ]);
  });

  it('stores a choice per notification kind, which the outbox then follows', async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    const put = (body: unknown) => api.app.request('/api/auth/preferences', jsonRequest('PUT', body, jar));
    const saved = await put({ 'quote-sent': false, 'rfq-closed': true });
    expect(saved.status).toBe(200);
    const expected = { ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])), 'quote-sent': false };
    expect(await saved.json()).toEqual(expected);
    expect(await json(api.app.request('/api/auth/preferences', withCookies(jar)))).toEqual(expected);
    const [row] = await api.db.select({ preferences: users.emailPreferences }).from(users).where(eq(users.id, user.id));
    expect(row!.preferences).toEqual(expected);

    const quote = { rfqId: 1, projectName: null, total: '$1.00', validUntil: '2030-01-01', note: null };
    const queued = (key: string) =>
      enqueueMail(api.db, { kind: 'quote-sent', to: user.email, userId: user.id, idempotencyKey: key, data: quote }, env);
    expect(await queued(`quote-sent:test:${user.id}`)).toBe(false);
    expect(await json(put({}))).toEqual(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])));
    expect(await queued(`quote-sent:test:${user.id}:2`)).toBe(true);

    expect(await issues(put({ 'quote-sent': 'no', 'password-reset': false }))).toEqual([
      { path: 'quote-sent', message: 'Must be true or false' },
      { path: 'password-reset', message: 'Unknown notification kind' },
    ]);
  });

  it('offers the switches the mail outbox knows, and no others', () => {
    expect([...OUTBOX_NOTIFICATION_KINDS]).toEqual([...NOTIFICATION_KINDS]);
    expect(MAIL_KINDS.filter((kind) => !(NOTIFICATION_KINDS as readonly string[]).includes(kind))).toEqual([
      'password-reset',
      'invitation',
    ]);
  });

  it('signs out everywhere, this session included; a plain sign-out ends only its own', async () => {
    const user = await createTestUser(api.db);
    const [here, there, elsewhere] = [
      await signIn(api.app, user.email),
      await signIn(api.app, user.email),
      await signIn(api.app, user.email),
    ];
    const plain = await api.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { Origin: TEST_SITE_URL, Cookie: elsewhere.header() },
    });
    expect(plain.status).toBe(204);
    expect((await currentUser(elsewhere)).status).toBe(401);
    expect((await currentUser(there)).status).toBe(200);

    expect(await issues(api.app.request('/api/auth/logout', jsonRequest('POST', { everywhere: 'yes' }, here)))).toEqual([
      { path: 'everywhere', message: 'Everywhere must be true or false' },
    ]);
    const everywhere = await api.app.request('/api/auth/logout', jsonRequest('POST', { everywhere: true }, here));
    expect(everywhere.status).toBe(204);
    expect(setCookieLine(everywhere, 'vf_session')).toMatch(/Max-Age=0/);
    for (const jar of [here, there]) expect((await currentUser(jar)).status).toBe(401);
    const live = await api.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), sql`${sessions.revokedAt} IS NULL`))
      .orderBy(desc(sessions.createdAt));
    expect(live).toEqual([]);
  });
});
