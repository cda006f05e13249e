import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { resolveSession, SESSION_IDLE_MS, SESSION_MAX_AGE_MS, startSession } from '~/server/services/sessions';
import { signInBackoffSeconds } from '~/server/services/rateLimits';
import { sessions } from '~/server/db/schema';
import { CookieJar, setCookieLine } from '../setup/cookieJar';
import { createTestApp, jsonRequest, signIn, TEST_SESSION_SECRET, TEST_SITE_URL, withCookies } from '../setup/testApp';
import { apiContext } from '../setup/apiContext';
import { createTestUser, DEFAULT_PASSWORD, newEmail } from '../factories/users';

const api = apiContext();
const key = new TextEncoder().encode(TEST_SESSION_SECRET);

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maria',
    lastName: 'Gonzalez',
    organizationName: 'Sunbelt Cold Storage',
    email: newEmail('maria'),
    password: 'a long enough passphrase',
    ...overrides,
  };
}

async function expectIssue(response: Response, path: string, message: string | RegExp) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.issues).toEqual([{ path, message: expect.stringMatching(message) }]);
}

async function currentUser(jar: CookieJar) {
  return api.app.request('/api/auth/user', withCookies(jar));
}

describe('register, sign in, current user, sign out', () => {
  it('creates an account, signs it in with a session cookie, and signs it out for good', async () => {
    const input = registration({ email: newEmail('Maria.Gonzalez') });
    const registered = await api.app.request('/api/auth/register', jsonRequest('POST', input));
    expect(registered.status).toBe(201);
    const user = await registered.json();
    expect(user).toEqual({
      id: expect.any(String),
      firstName: 'Maria',
      lastName: 'Gonzalez',
      email: input.email,
      profileImageUrl: null,
      organizationName: 'Sunbelt Cold Storage',
      role: 'buyer',
    });
    const cookie = setCookieLine(registered, 'vf_session')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=259\d{4}/); // 30 days
    expect(cookie).not.toMatch(/Secure/); // not in development or test
    // The readable hint cookie carries nothing but "1".
    expect(setCookieLine(registered, 'vf_auth')).toMatch(/^vf_auth=1; Max-Age=259\d{4}; Path=\/; Expires=[^;]+; SameSite=Lax$/);

    // Sign in again with the email typed in another case.
    const jar = await signIn(api.app, input.email.toUpperCase(), input.password);
    const me = await currentUser(jar);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(user);

    const signedOut = await api.app.request('/api/auth/logout', jsonRequest('POST', {}, jar));
    expect(signedOut.status).toBe(204);
    expect(setCookieLine(signedOut, 'vf_session')).toMatch(/Max-Age=0/);
    expect(setCookieLine(signedOut, 'vf_auth')).toMatch(/Max-Age=0/);
    // The old cookie is dead on the server, not just forgotten by the browser.
    const after = await currentUser(jar);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: 'Unauthorized' });
  });

  it('answers 401 Unauthorized without a session', async () => {
    const response = await api.app.request('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('clears a stale hint cookie when the session is gone', async () => {
    const response = await currentUser(new CookieJar().set('vf_auth', '1').set('vf_session', 'expired-or-revoked'));
    expect(response.status).toBe(401);
    expect(setCookieLine(response, 'vf_auth')).toMatch(/Max-Age=0/);
    expect(setCookieLine(response, 'vf_session')).toMatch(/Max-Age=0/);
  });

  it('gives a wrong email and a wrong password the same answer', async () => {
    const user = await createTestUser(api.db);
    const wrongPassword = await api.app.request(
      '/api/auth/login',
      jsonRequest('POST', { email: user.email, password: 'not the password' }),
    );
    const wrongEmail = await api.app.request(
      '/api/auth/login',
      jsonRequest('POST', { email: newEmail('nobody'), password: DEFAULT_PASSWORD }),
    );
    for (const response of [wrongPassword, wrongEmail]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid email or password' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const input = registration();
    expect((await api.app.request('/api/auth/register', jsonRequest('POST', input))).status).toBe(201);
    const again = await api.app.request('/api/auth/register', jsonRequest('POST', { ...input, email: input.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it.each([
    ['firstName', { firstName: ' ' }, 'First name is required'],
    ['lastName', { lastName: undefined }, 'Last name is required'],
    ['email', { email: 'maria@' }, 'Valid email is required'],
    ['password', { password: 'eleven char' }, 'Password must be at least 12 characters'],
    ['role', { role: 'admin' }, 'Choose what best describes you'],
  ])('refuses a registration with a bad %s', async (path, overrides, message) => {
    const response = await api.app.request('/api/auth/register', jsonRequest('POST', registration(overrides)));
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path, message }]);
  });

  it('lets people choose an audience role but never admin', async () => {
    const response = await api.app.request('/api/auth/register', jsonRequest('POST', registration({ role: 'landowner' })));
    expect((await response.json()).role).toBe('landowner');
  });

  it('validates sign-in input', async () => {
    const response = await api.app.request('/api/auth/login', jsonRequest('POST', { email: 'nope', password: '' }));
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: 'email', message: 'Valid email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });
});

describe('sessions', () => {
  it('treats a tampered or foreign token as no session', async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    const token = jar.get('vf_session')!;
    const [header, payload, signature] = token.split('.');
    const flipped = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await currentUser(new CookieJar().set('vf_session', flipped))).status).toBe(401);

    const [session] = await api.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const forged = await new SignJWT({ sid: session!.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('voltfield')
      .setAudience('voltfield:session')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await currentUser(new CookieJar().set('vf_session', forged))).status).toBe(401);
    expect((await currentUser(new CookieJar().set('vf_session', 'not-a-jwt'))).status).toBe(401);
  });

  it('ends a session after 30 days without use and after revocation', async () => {
    const user = await createTestUser(api.db);
    const idle = await startSession(api.db, key, user.id, new Date(Date.now() - 31 * 24 * 3600 * 1000));
    expect((await currentUser(new CookieJar().set('vf_session', idle.token))).status).toBe(401);

    // A token still valid as a JWT, but whose row expired or was revoked, is refused too.
    const expiring = await startSession(api.db, key, user.id);
    await api.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`);
    expect((await currentUser(new CookieJar().set('vf_session', expiring.token))).status).toBe(401);

    const revoked = await startSession(api.db, key, user.id);
    await api.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user.id}`);
    expect((await currentUser(new CookieJar().set('vf_session', revoked.token))).status).toBe(401);
  });

  it('slides the expiry forward, at most once a day, and sends the cookie again', async () => {
    const user = await createTestUser(api.db);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const session = await startSession(api.db, key, user.id, twoDaysAgo);
    const response = await currentUser(new CookieJar().set('vf_session', session.token));
    expect(response.status).toBe(200);
    expect(setCookieLine(response, 'vf_session')).toMatch(/Max-Age=259\d{4}/);
    const [row] = await api.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    const fresh = await currentUser(new CookieJar().set('vf_session', session.token));
    expect(fresh.headers.getSetCookie()).toEqual([]);
  });

  it('uses a Secure __Host- cookie in production', async () => {
    const user = await createTestUser(api.db);
    const production = createTestApp(api.database, { env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://injected/by-test' } });
    const response = await production.request('/api/auth/login', jsonRequest('POST', { email: user.email, password: DEFAULT_PASSWORD }));
    expect(response.status).toBe(200);
    const cookie = setCookieLine(response, '__Host-vf_session')!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Domain=/);
  });

  it('end 90 days after sign-in however often they are used, and never slide past that', async () => {
    const user = await createTestUser(api.db);
    // Tokens carry their expiry and are checked against the real clock, so the session starts now.
    const signedIn = new Date();
    const { token } = await startSession(api.db, key, user.id, signedIn);
    const day = 24 * 60 * 60 * 1000;
    // Used every 20 days: each use slides the 30-day idle expiry, but never beyond day 90.
    const expiries: number[] = [];
    for (let used = 20; used < 90; used += 20) {
      const session = await resolveSession(api.db, key, token, new Date(signedIn.getTime() + used * day));
      expect(session?.renewed, `day ${used}`).toBeDefined();
      expiries.push((session!.renewed!.expiresAt.getTime() - signedIn.getTime()) / day);
    }
    expect(expiries).toEqual([50, 70, 90, 90]);
    expect(SESSION_MAX_AGE_MS).toBe(90 * day);
    expect(SESSION_IDLE_MS).toBe(30 * day);
    expect(await resolveSession(api.db, key, token, new Date(signedIn.getTime() + 90 * day + 1000))).toBeNull();
  });

  it('setting a new password signs out every other session of the user', async () => {
    const user = await createTestUser(api.db, { email: newEmail('changer') });
    const laptop = await signIn(api.app, user.email);
    const phone = await signIn(api.app, user.email);
    const change = (body: unknown, jar: CookieJar) => api.app.request('/api/auth/password', jsonRequest('POST', body, jar));

    await expectIssue(
      await change({ currentPassword: 'not my password', newPassword: 'tumbleweed lantern orbit' }, laptop),
      'currentPassword',
      'Current password is incorrect',
    );
    await expectIssue(
      await change({ currentPassword: DEFAULT_PASSWORD, newPassword: 'password1234' }, laptop),
      'newPassword',
      /^Password is too easy to guess\. /,
    );
    expect((await api.app.request('/api/auth/user', withCookies(phone))).status).toBe(200);

    const changed = await change({ currentPassword: DEFAULT_PASSWORD, newPassword: 'tumbleweed lantern orbit' }, laptop);
    expect(changed.status).toBe(204);
    expect((await api.app.request('/api/auth/user', withCookies(laptop))).status).toBe(200);
    expect((await api.app.request('/api/auth/user', withCookies(phone))).status).toBe(401);
    expect((await api.app.request('/api/auth/login', jsonRequest('POST', { email: user.email, password: DEFAULT_PASSWORD }))).status).toBe(
      401,
    );
    expect(
      (await api.app.request('/api/auth/login', jsonRequest('POST', { email: user.email, password: 'tumbleweed lantern orbit' }))).status,
    ).toBe(200);
  });

  it('a password change needs a session', async () => {
    const response = await api.app.request(
      '/api/auth/password',
      jsonRequest('POST', { currentPassword: 'x', newPassword: 'tumbleweed lantern orbit' }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });
});

describe('passwords', () => {
  const register = (password: string, overrides: Record<string, string> = {}) =>
    api.app.request(
      '/api/auth/register',
      jsonRequest('POST', {
        firstName: 'Rosa',
        lastName: 'Quintero',
        organizationName: 'Mesa Verde Farms',
        email: newEmail('rosa'),
        password,
        ...overrides,
      }),
    );

  it("refuses common and guessable passwords, the person's own words included, and keeps the 12-character minimum", async () => {
    await expectIssue(
      await register('password1234'),
      'password',
      'Password is too easy to guess. This is similar to a commonly used password.',
    );
    await expectIssue(
      await register('mesaverdefarms', { organizationName: 'Mesa Verde Farms' }),
      'password',
      'Password is too easy to guess. There should not be any personal or page related data.',
    );
    await expectIssue(await register('rosaquintero1'), 'password', /^Password is too easy to guess\. /);
    await expectIssue(await register('qwertyuiop12'), 'password', /^Password is too easy to guess\. /);
    await expectIssue(await register('short pass'), 'password', 'Password must be at least 12 characters');
    expect((await register('tumbleweed lantern orbit')).status).toBe(201);
  });
});

describe('browser navigations', () => {
  it.each([
    ['/tools/ppa-calculator?tab=epc', '/sign-in?returnTo=%2Ftools%2Fppa-calculator%3Ftab%3Depc'],
    ['https://evil.example/phish', '/sign-in?returnTo=%2F'],
    ['//evil.example', '/sign-in?returnTo=%2F'],
    ['/\\evil.example', '/sign-in?returnTo=%2F'],
    ['/api/login', '/sign-in?returnTo=%2F'],
  ])('GET /api/login?returnTo=%s shows the sign-in page with a safe return path', async (returnTo, location) => {
    const response = await api.app.request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  it('sends a signed-in visitor of /api/login straight back, never off-site', async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    const back = await api.app.request('/api/login?returnTo=%2Frfq', withCookies(jar));
    expect(back.headers.get('location')).toBe('/rfq');
    const offsite = await api.app.request('/api/login?returnTo=https%3A%2F%2Fevil.example', withCookies(jar));
    expect(offsite.headers.get('location')).toBe('/');
  });

  it('GET /api/logout revokes the session, clears the cookie and returns home', async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    const response = await api.app.request('/api/logout', withCookies(jar, { headers: { 'Sec-Fetch-Site': 'same-origin' } }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(setCookieLine(response, 'vf_session')).toMatch(/Max-Age=0/);
    expect((await currentUser(jar)).status).toBe(401);
  });

  it('GET /api/logout from another site does not sign anyone out', async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    const response = await api.app.request('/api/logout', withCookies(jar, { headers: { 'Sec-Fetch-Site': 'cross-site' } }));
    expect(response.headers.get('location')).toBe('/');
    expect((await currentUser(jar)).status).toBe(200);
  });
});

describe('cross-origin protection', () => {
  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site (other subdomain) fetch', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a state-changing request with %s', async (_label, headers) => {
    const user = await createTestUser(api.db);
    const response = await api.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-origin request refused' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('accepts the site itself and non-browser clients', async () => {
    const user = await createTestUser(api.db);
    const body = JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD });
    for (const headers of [{ Origin: TEST_SITE_URL, 'Sec-Fetch-Site': 'same-origin' }, {}] as Record<string, string>[]) {
      const response = await api.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
      expect(response.status).toBe(200);
    }
  });
});

describe('rate limits', () => {
  /** An app instance with the limits production has (the suite's apps scale them up). */
  const limited = () => createTestApp(api.database, { realRateLimits: true });

  it('shares the count of failed sign-ins for an email from one address across instances, then answers 429 with Retry-After', async () => {
    const user = await createTestUser(api.db);
    // Two app instances on one database stand for two serverless instances: the count is shared.
    const instances = [limited(), limited()];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await instances[attempt % 2]!.request(
        '/api/auth/login',
        jsonRequest('POST', { email: user.email, password: 'wrong password!' }),
        { clientAddress: '198.51.100.9' },
      );
      expect(response.status).toBe(401);
    }
    const blocked = await limited().request('/api/auth/login', jsonRequest('POST', { email: user.email, password: DEFAULT_PASSWORD }), {
      clientAddress: '198.51.100.9',
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(10);
    expect(retryAfter).toBeLessThanOrEqual(15);
  });

  it('answers 429 after 10 registrations from one address in an hour', async () => {
    const app = limited();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await app.request('/api/auth/register', jsonRequest('POST', registration()), { clientAddress: '203.0.113.7' });
      expect(response.status).toBe(201);
    }
    const blocked = await app.request('/api/auth/register', jsonRequest('POST', registration()), { clientAddress: '203.0.113.7' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3500);
    const elsewhere = await app.request('/api/auth/register', jsonRequest('POST', registration()), { clientAddress: '203.0.113.8' });
    expect(elsewhere.status).toBe(201);
  });
});

describe('sign-in throttling cannot lock an owner out', () => {
  const attempt = (email: string, password: string, address: string) =>
    createTestApp(api.database, { realRateLimits: true }).request('/api/auth/login', jsonRequest('POST', { email, password }), {
      clientAddress: address,
    });

  it('backs off failures from one address: five are free, then 15 s, 30 s, 1 min … up to 15 min', () => {
    expect([1, 4, 5, 6, 7, 8, 11, 12, 30].map(signInBackoffSeconds)).toEqual([0, 0, 15, 30, 60, 120, 900, 900, 900]);
  });

  it('after ten wrong passwords from one address, that address waits while the owner signs in from another', async () => {
    const owner = await createTestUser(api.db, { email: newEmail('owner') });
    const statuses: number[] = [];
    for (let tries = 0; tries < 10; tries += 1) statuses.push((await attempt(owner.email, 'wrong password!', '203.0.113.66')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const blocked = await attempt(owner.email, DEFAULT_PASSWORD, '203.0.113.66');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15);

    expect((await attempt(owner.email, DEFAULT_PASSWORD, '198.51.100.23')).status).toBe(200);
  });

  it('forgets the failures of an address once it signs in', async () => {
    const user = await createTestUser(api.db, { email: newEmail('forgetful') });
    for (let tries = 0; tries < 4; tries += 1) expect((await attempt(user.email, 'wrong password!', '203.0.113.67')).status).toBe(401);
    expect((await attempt(user.email, DEFAULT_PASSWORD, '203.0.113.67')).status).toBe(200);
    for (let tries = 0; tries < 5; tries += 1) expect((await attempt(user.email, 'wrong password!', '203.0.113.67')).status).toBe(401);
  });

  it('still caps one address at 30 sign-in attempts in 15 minutes across accounts', async () => {
    const statuses: number[] = [];
    for (let tries = 0; tries < 31; tries += 1)
      statuses.push((await attempt(newEmail('nobody'), 'wrong password!', '203.0.113.68')).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('roles', () => {
  it('makes the emails of ADMIN_EMAILS admins when they sign in', async () => {
    const user = await createTestUser(api.db, { email: newEmail('ops') });
    const withAdmins = createTestApp(api.database, { env: { ADMIN_EMAILS: `someone@example.com, ${user.email.toUpperCase()}` } });
    const response = await withAdmins.request('/api/auth/login', jsonRequest('POST', { email: user.email, password: DEFAULT_PASSWORD }));
    expect((await response.json()).role).toBe('admin');
  });

  it('refuses self-registration when an OpenID provider manages accounts', async () => {
    const withOidc = createTestApp(api.database, {
      env: { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'voltfield', OIDC_CLIENT_SECRET: 'secret' },
    });
    const response = await withOidc.request('/api/auth/register', jsonRequest('POST', registration()));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Accounts are managed by login.example.com: sign in at /api/login' });
  });
});
