import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '~/server/services/sessions';
import { sessions } from '~/server/db/schema';
import { CookieJar, setCookieLine } from '../setup/cookieJar';
import { createTestApp, jsonRequest, signIn, TEST_SESSION_SECRET, TEST_SITE_URL, withCookies } from '../setup/testApp';
import { createTestDatabase, type TestDatabase } from '../setup/testDatabase';
import { createTestUser, DEFAULT_PASSWORD } from '../factories/users';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const app = () => createTestApp(database);
const key = new TextEncoder().encode(TEST_SESSION_SECRET);
const newEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

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

async function currentUser(jar: CookieJar) {
  return app().request('/api/auth/user', withCookies(jar));
}

describe('register, sign in, current user, sign out', () => {
  it('creates an account, signs it in with a session cookie, and signs it out for good', async () => {
    const input = registration({ email: newEmail('Maria.Gonzalez') });
    const registered = await app().request('/api/auth/register', jsonRequest('POST', input));
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
    const jar = await signIn(app(), input.email.toUpperCase(), input.password);
    const me = await currentUser(jar);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(user);

    const signedOut = await app().request('/api/auth/logout', jsonRequest('POST', {}, jar));
    expect(signedOut.status).toBe(204);
    expect(setCookieLine(signedOut, 'vf_session')).toMatch(/Max-Age=0/);
    expect(setCookieLine(signedOut, 'vf_auth')).toMatch(/Max-Age=0/);
    // The old cookie is dead on the server, not just forgotten by the browser.
    const after = await currentUser(jar);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: 'Unauthorized' });
  });

  it('answers 401 Unauthorized without a session', async () => {
    const response = await app().request('/api/auth/user');
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
    const user = await createTestUser(database.db);
    const wrongPassword = await app().request('/api/auth/login', jsonRequest('POST', { email: user.email, password: 'not the password' }));
    const wrongEmail = await app().request(
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
    expect((await app().request('/api/auth/register', jsonRequest('POST', input))).status).toBe(201);
    const again = await app().request('/api/auth/register', jsonRequest('POST', { ...input, email: input.email.toUpperCase() }));
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
    const response = await app().request('/api/auth/register', jsonRequest('POST', registration(overrides)));
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path, message }]);
  });

  it('lets people choose an audience role but never admin', async () => {
    const response = await app().request('/api/auth/register', jsonRequest('POST', registration({ role: 'landowner' })));
    expect((await response.json()).role).toBe('landowner');
  });

  it('validates sign-in input', async () => {
    const response = await app().request('/api/auth/login', jsonRequest('POST', { email: 'nope', password: '' }));
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: 'email', message: 'Valid email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });
});

describe('sessions', () => {
  it('treats a tampered or foreign token as no session', async () => {
    const user = await createTestUser(database.db);
    const jar = await signIn(app(), user.email);
    const token = jar.get('vf_session')!;
    const [header, payload, signature] = token.split('.');
    const flipped = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await currentUser(new CookieJar().set('vf_session', flipped))).status).toBe(401);

    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
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
    const user = await createTestUser(database.db);
    const idle = await startSession(database.db, key, user.id, new Date(Date.now() - 31 * 24 * 3600 * 1000));
    expect((await currentUser(new CookieJar().set('vf_session', idle.token))).status).toBe(401);

    // A token still valid as a JWT, but whose row expired or was revoked, is refused too.
    const expiring = await startSession(database.db, key, user.id);
    await database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`);
    expect((await currentUser(new CookieJar().set('vf_session', expiring.token))).status).toBe(401);

    const revoked = await startSession(database.db, key, user.id);
    await database.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user.id}`);
    expect((await currentUser(new CookieJar().set('vf_session', revoked.token))).status).toBe(401);
  });

  it('slides the expiry forward, at most once a day, and sends the cookie again', async () => {
    const user = await createTestUser(database.db);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const session = await startSession(database.db, key, user.id, twoDaysAgo);
    const response = await currentUser(new CookieJar().set('vf_session', session.token));
    expect(response.status).toBe(200);
    expect(setCookieLine(response, 'vf_session')).toMatch(/Max-Age=259\d{4}/);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    const fresh = await currentUser(new CookieJar().set('vf_session', session.token));
    expect(fresh.headers.getSetCookie()).toEqual([]);
  });

  it('uses a Secure __Host- cookie in production', async () => {
    const user = await createTestUser(database.db);
    const production = createTestApp(database, { env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://injected/by-test' } });
    const response = await production.request('/api/auth/login', jsonRequest('POST', { email: user.email, password: DEFAULT_PASSWORD }));
    expect(response.status).toBe(200);
    const cookie = setCookieLine(response, '__Host-vf_session')!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Domain=/);
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
    const response = await app().request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  it('sends a signed-in visitor of /api/login straight back, never off-site', async () => {
    const user = await createTestUser(database.db);
    const jar = await signIn(app(), user.email);
    const back = await app().request('/api/login?returnTo=%2Frfq', withCookies(jar));
    expect(back.headers.get('location')).toBe('/rfq');
    const offsite = await app().request('/api/login?returnTo=https%3A%2F%2Fevil.example', withCookies(jar));
    expect(offsite.headers.get('location')).toBe('/');
  });

  it('GET /api/logout revokes the session, clears the cookie and returns home', async () => {
    const user = await createTestUser(database.db);
    const jar = await signIn(app(), user.email);
    const response = await app().request('/api/logout', withCookies(jar, { headers: { 'Sec-Fetch-Site': 'same-origin' } }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(setCookieLine(response, 'vf_session')).toMatch(/Max-Age=0/);
    expect((await currentUser(jar)).status).toBe(401);
  });

  it('GET /api/logout from another site does not sign anyone out', async () => {
    const user = await createTestUser(database.db);
    const jar = await signIn(app(), user.email);
    const response = await app().request('/api/logout', withCookies(jar, { headers: { 'Sec-Fetch-Site': 'cross-site' } }));
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
    const user = await createTestUser(database.db);
    const response = await app().request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-origin request refused' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('accepts the site itself and non-browser clients', async () => {
    const user = await createTestUser(database.db);
    const body = JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD });
    for (const headers of [{ Origin: TEST_SITE_URL, 'Sec-Fetch-Site': 'same-origin' }, {}] as Record<string, string>[]) {
      const response = await app().request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
      expect(response.status).toBe(200);
    }
  });
});

describe('rate limits', () => {
  it('shares the count of failed sign-ins for an email from one address across instances, then answers 429 with Retry-After', async () => {
    const user = await createTestUser(database.db);
    // Two app instances on one database stand for two serverless instances: the count is shared.
    const instances = [app(), app()];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await instances[attempt % 2]!.request(
        '/api/auth/login',
        jsonRequest('POST', { email: user.email, password: 'wrong password!' }),
        { clientAddress: '198.51.100.9' },
      );
      expect(response.status).toBe(401);
    }
    const blocked = await app().request('/api/auth/login', jsonRequest('POST', { email: user.email, password: DEFAULT_PASSWORD }), {
      clientAddress: '198.51.100.9',
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(10);
    expect(retryAfter).toBeLessThanOrEqual(15);
  });

  it('answers 429 after 10 registrations from one address in an hour', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await app().request('/api/auth/register', jsonRequest('POST', registration()), { clientAddress: '203.0.113.7' });
      expect(response.status).toBe(201);
    }
    const blocked = await app().request('/api/auth/register', jsonRequest('POST', registration()), { clientAddress: '203.0.113.7' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3500);
    const elsewhere = await app().request('/api/auth/register', jsonRequest('POST', registration()), { clientAddress: '203.0.113.8' });
    expect(elsewhere.status).toBe(201);
  });
});

describe('roles', () => {
  it('makes the emails of ADMIN_EMAILS admins when they sign in', async () => {
    const user = await createTestUser(database.db, { email: newEmail('ops') });
    const withAdmins = createTestApp(database, { env: { ADMIN_EMAILS: `someone@example.com, ${user.email.toUpperCase()}` } });
    const response = await withAdmins.request('/api/auth/login', jsonRequest('POST', { email: user.email, password: DEFAULT_PASSWORD }));
    expect((await response.json()).role).toBe('admin');
  });

  it('refuses self-registration when an OpenID provider manages accounts', async () => {
    const withOidc = createTestApp(database, {
      env: { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'voltfield', OIDC_CLIENT_SECRET: 'secret' },
    });
    const response = await withOidc.request('/api/auth/register', jsonRequest('POST', registration()));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Accounts are managed by login.example.com: sign in at /api/login' });
  });
});
