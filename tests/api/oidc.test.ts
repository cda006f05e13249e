import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '~/server/context';
import { mailOutbox, users } from '~/server/db/schema';
import { createTestUser } from '../factories/users';
import { CookieJar, setCookieLine } from '../setup/cookieJar';
import { startTestOidcProvider, type TestAccount, type TestOidcProvider } from '../setup/oidcProvider';
import { createTestApp, TEST_SITE_URL, withCookies } from '../setup/testApp';
import { createTestDatabase, type TestDatabase } from '../setup/testDatabase';

let database: TestDatabase;
let provider: TestOidcProvider;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = await startTestOidcProvider(`${TEST_SITE_URL}/api/callback`);
  app = createTestApp(database, {
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      ADMIN_EMAILS: 'chief@example.com',
    },
  });
});
afterAll(async () => {
  await provider.close();
  await database.dispose();
});

/**
 * Follows the flow as a browser would: /api/login → the provider (its login and consent steps)
 * → back to the app's callback URL, which it returns without calling it.
 */
async function followToCallback(account: TestAccount, returnTo: string) {
  provider.signInAs(account);
  const appCookies = new CookieJar();
  const providerCookies = new CookieJar();

  const login = await app.request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(login.status).toBe(302);
  appCookies.store(login);
  let location = new URL(login.headers.get('location')!);
  expect(location.origin).toBe(provider.issuer);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('state')).toBeTruthy();
  expect(location.searchParams.get('nonce')).toBeTruthy();
  expect(location.searchParams.get('redirect_uri')).toBe(`${TEST_SITE_URL}/api/callback`);

  for (let hops = 0; location.origin === provider.issuer; hops += 1) {
    if (hops > 10) throw new Error('Too many redirects at the provider');
    const response = await fetch(location, { redirect: 'manual', headers: { Cookie: providerCookies.header() } });
    providerCookies.store(response);
    const next = response.headers.get('location');
    if (!next) throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
    location = new URL(next, location);
  }
  expect(`${location.origin}${location.pathname}`).toBe(`${TEST_SITE_URL}/api/callback`);
  return { callbackUrl: location, appCookies };
}

/** The whole flow; the app exchanges the code with the provider's token endpoint over real HTTP. */
async function signInThroughProvider(account: TestAccount, returnTo = '/dashboard') {
  const { callbackUrl, appCookies } = await followToCallback(account, returnTo);
  const callback = await app.request(`${callbackUrl.pathname}${callbackUrl.search}`, withCookies(appCookies));
  return { callback, appCookies: appCookies.store(callback) };
}

const ola: TestAccount = {
  sub: 'ola-nordmann',
  email: 'ola@example.com',
  email_verified: true,
  given_name: 'Ola',
  family_name: 'Nordmann',
  picture: 'https://images.example.com/ola.png',
};

describe('sign-in through an OpenID Connect provider', () => {
  it('runs the code flow with PKCE, state and nonce and creates the user from the ID token', async () => {
    const { callback, appCookies } = await signInThroughProvider(ola);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/dashboard');
    expect(setCookieLine(callback, 'vf_session')).toMatch(/HttpOnly/);
    expect(setCookieLine(callback, 'vf_oidc')).toMatch(/Max-Age=0/);

    const me = await app.request('/api/auth/user', withCookies(appCookies));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'ola@example.com',
      firstName: 'Ola',
      lastName: 'Nordmann',
      profileImageUrl: 'https://images.example.com/ola.png',
      role: 'buyer',
    });
  });

  it('updates the same user from the provider at the next sign-in', async () => {
    const { appCookies } = await signInThroughProvider(
      { ...ola, given_name: 'Ola-Kari', picture: 'https://images.example.com/ola-2.png' },
      '/rfq',
    );
    const me = await (await app.request('/api/auth/user', withCookies(appCookies))).json();
    expect(me).toMatchObject({ email: 'ola@example.com', firstName: 'Ola-Kari', profileImageUrl: 'https://images.example.com/ola-2.png' });
    const users = await database.db.query.users.findMany({ where: (table, { eq }) => eq(table.email, 'ola@example.com') });
    expect(users).toHaveLength(1);
  });

  it('links a verified email to the existing password account and applies ADMIN_EMAILS', async () => {
    const existing = await createTestUser(database.db, { email: 'chief@example.com', firstName: 'Old', lastName: 'Name' });
    const { appCookies } = await signInThroughProvider({
      sub: 'chief',
      email: 'chief@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    const me = await (await app.request('/api/auth/user', withCookies(appCookies))).json();
    expect(me).toMatchObject({ id: existing.id, firstName: 'Grace', lastName: 'Hopper', role: 'admin' });
  });

  it('does not hand an existing account to an unverified email', async () => {
    await createTestUser(database.db, { email: 'victim@example.com' });
    const { callback, appCookies } = await signInThroughProvider({ sub: 'impostor', email: 'victim@example.com', email_verified: false });
    expect(callback.headers.get('location')).toBe('/sign-in?error=account-exists');
    expect((await app.request('/api/auth/user', withCookies(appCookies))).status).toBe(401);
  });

  it('refuses a callback whose state does not match, or that has no flow cookie', async () => {
    const { callbackUrl, appCookies } = await followToCallback({ ...ola, sub: 'tamper' }, '/');
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', 'forged-state');
    const forged = await app.request(`${tampered.pathname}${tampered.search}`, withCookies(appCookies));
    expect(forged.headers.get('location')).toBe('/sign-in?error=provider');

    const noCookie = await app.request(`${callbackUrl.pathname}${callbackUrl.search}`);
    expect(noCookie.headers.get('location')).toBe('/sign-in?error=provider');
  });

  it('keeps the return path on this site', async () => {
    const { callback } = await signInThroughProvider(ola, 'https://evil.example/');
    expect(callback.headers.get('location')).toBe('/');
  });
  it('sends a deactivated account back to sign-in with the reason, and no session', async () => {
    const kept: TestAccount = { sub: 'kept-out', email: 'kept-out@example.com', email_verified: true, given_name: 'Kit' };
    await signInThroughProvider(kept);
    await database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.email, 'kept-out@example.com'));
    const { callback, appCookies } = await signInThroughProvider(kept);
    expect(callback.headers.get('location')).toBe('/sign-in?error=deactivated');
    expect(setCookieLine(callback, 'vf_session')).toBeUndefined();
    expect((await app.request('/api/auth/user', withCookies(appCookies))).status).toBe(401);
  });

  it('tells an account without a password that asks for a reset to sign in with the provider, naming it', async () => {
    await signInThroughProvider({ ...ola, sub: 'ola-forgets', email: 'ola.forgets@example.com' });
    const response = await app.request('/api/auth/forgot', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
      body: JSON.stringify({ email: 'ola.forgets@example.com' }),
    });
    expect(response.status).toBe(202);
    const [message] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ola.forgets@example.com'));
    expect(message!.kind).toBe('password-reset');
    expect(message!.textBody).toContain(new URL(provider.issuer).host);
    expect(message!.textBody).not.toContain('/reset-password');
  });
});
