import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSession, SESSION_IDLE_MS, SESSION_MAX_AGE_MS, startSession } from '~/server/services/sessions';
import { apiRoutes } from '~/server/app';
import type { AppEnv } from '~/server/context';
import type { DatabaseHandle } from '~/server/db/client';
import { signInBackoffSeconds } from '~/server/services/rateLimits';
import { createTestLead, createTestProduct } from '../factories/records';
import { createTestUser, DEFAULT_PASSWORD } from '../factories/users';
import type { CookieJar } from '../setup/cookieJar';
import { expectErrorLog } from '../setup/failOnErrorLog';
import { createTestApp, jsonRequest, signIn, TEST_SESSION_SECRET, withCookies } from '../setup/testApp';
import { createTestDatabase, type TestDatabase } from '../setup/testDatabase';
import { linesAt, loggedLines } from '../setup/testLog';

let database: TestDatabase;
let app: Hono<AppEnv>;
let buyer: CookieJar;
let admin: CookieJar;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
  buyer = await signIn(app, (await createTestUser(database.db)).email);
  admin = await signIn(app, (await createTestUser(database.db, { role: 'admin' })).email);
});
afterAll(async () => {
  await database.dispose();
});

const lead = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  organizationName: 'Whitfield Farms',
  email: 'dana@example.com',
  projectType: 'other',
};
const key = new TextEncoder().encode(TEST_SESSION_SECRET);
const newEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function expectIssue(response: Response, path: string, message: string | RegExp) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.issues).toEqual([{ path, message: expect.stringMatching(message) }]);
}

describe('input PostgreSQL cannot store is a 400 naming the field, never a 500', () => {
  const malformed = /^Must not contain NUL characters or unpaired surrogates$/;

  it('refuses a NUL character in a text field', async () => {
    await expectIssue(await app.request('/api/leads', jsonRequest('POST', { ...lead, firstName: 'a\u0000b' })), 'firstName', malformed);
  });

  it('refuses a lone surrogate or a NUL inside saved calculator inputs and outputs, keys included', async () => {
    const run = { type: 'ppa_epc', inputs: { systemSizeMW: 5 }, outputs: { ppaPrice: 0.05 } };
    await expectIssue(
      await app.request('/api/calculators/run', jsonRequest('POST', { ...run, inputs: { note: 'x\ud800y' } }, buyer)),
      'inputs.note',
      malformed,
    );
    await expectIssue(
      await app.request('/api/calculators/run', jsonRequest('POST', { ...run, outputs: { table: [{ label: 'a\u0000' }] } }, buyer)),
      'outputs.table.0.label',
      malformed,
    );
    await expectIssue(
      await app.request('/api/calculators/run', jsonRequest('POST', { ...run, inputs: { 'bad\u0000key': 1 } }, buyer)),
      'inputs.bad\u0000key',
      malformed,
    );
  });

  it('accepts well-formed text, emoji included', async () => {
    const response = await app.request(
      '/api/leads',
      jsonRequest('POST', { ...lead, email: newEmail('emoji'), details: 'Rooftop ☀️ and 🔋 storage' }),
    );
    expect(response.status).toBe(201);
  });

  it('refuses JSON nested deeper than 12 levels', async () => {
    let deep: unknown = 1;
    for (let level = 0; level < 14; level += 1) deep = { next: deep };
    const response = await app.request('/api/calculators/run', jsonRequest('POST', { type: 'ppa_epc', inputs: deep, outputs: {} }, buyer));
    await expectIssue(response, 'inputs.next.next.next.next.next.next.next.next.next.next.next', /^Nests deeper than 12 levels$/);
  });

  it('bounds every id to PostgreSQL integers, in paths and bodies', async () => {
    await expectIssue(await app.request('/api/rfqs/2147483648/items', withCookies(buyer)), 'id', 'Not a valid id');
    await expectIssue(
      await app.request('/api/leads/99999999999/status', jsonRequest('PATCH', { status: 'contacted' }, admin)),
      'id',
      'Not a valid id',
    );
    const draft = await (await app.request('/api/rfqs', jsonRequest('POST', { projectName: 'Bounds' }, buyer))).json();
    await expectIssue(
      await app.request(`/api/rfqs/${draft.id}/items`, jsonRequest('POST', { productId: 2147483648, quantity: 1 }, buyer)),
      'productId',
      'Choose a product',
    );
    await expectIssue(await app.request('/api/rfqs/1e3/items', withCookies(buyer)), 'id', 'Not a valid id');
    expect((await app.request('/api/rfqs/2147483647/items', withCookies(buyer))).status).toBe(404);
  });

  it('refuses a required-by date PostgreSQL has no year for', async () => {
    const draft = await (await app.request('/api/rfqs', jsonRequest('POST', { projectName: 'Year zero' }, buyer))).json();
    const submission = {
      projectName: 'Year zero',
      shipToAddress: '100 Main Street, Austin, TX',
      neededBy: '0000-01-01',
      status: 'submitted',
    };
    await expectIssue(
      await app.request(`/api/rfqs/${draft.id}`, jsonRequest('PATCH', submission, buyer)),
      'neededBy',
      'Use a date like 2027-03-31',
    );
  });

  it('says a number beyond what JSON numbers hold (1e400) must be finite, in every kind of number field', async () => {
    const raw = (method: string, path: string, body: string, jar?: CookieJar) =>
      app.request(path, { ...jsonRequest(method, {}, jar), body });
    const ppa =
      '{"systemSizeMW":1e400,"epcPricePerW":1.2,"wacc":0.065,"itcPercent":30,"omCostPerKWYear":25,"degradationPercent":0.005,"termYears":25,"escalationPercent":0.025,"solveFor":"ppa"}';
    await expectIssue(await raw('POST', '/api/calculators/ppa', ppa), 'systemSizeMW', /^Must be a finite number$/);
    await expectIssue(
      await raw('POST', '/api/calculators/land-lease', '{"acres":-1e400,"distanceToSubstation":2,"state":"TX"}'),
      'acres',
      /^Must be a finite number$/,
    );
    const draft = await (await app.request('/api/rfqs', jsonRequest('POST', { projectName: 'Infinite' }, buyer))).json();
    const product = await createTestProduct(database.db);
    await expectIssue(
      await raw('POST', `/api/rfqs/${draft.id}/items`, `{"productId":${product.id},"quantity":1e400}`, buyer),
      'quantity',
      /^Must be a finite number$/,
    );
    await expectIssue(
      await raw('PATCH', `/api/admin/rfqs/${draft.id}/status`, '{"status":"quoted","amount":1e400,"validUntil":"2099-01-01"}', admin),
      'amount',
      /^Must be a finite number$/,
    );
  });

  it('answers malformed percent-encoding in a path with a JSON 400', async () => {
    for (const path of ['/api/rfqs/%E0%A4%A/items', '/api/articles/%ZZ', '/api/projects/%FF']) {
      const response = await app.request(path, withCookies(buyer));
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: 'Malformed percent-encoding in the path' });
    }
  });
});

describe('a database that cannot be reached answers 503 with Retry-After', () => {
  const unreachable = (message: string, code?: string) =>
    ({
      ...database,
      db: new Proxy({}, { get: () => () => Promise.reject(Object.assign(new Error(message), code ? { code } : {})) }),
    }) as unknown as DatabaseHandle;

  it.each([
    ['a refused connection', 'connect ECONNREFUSED 10.0.0.1:5432', 'ECONNREFUSED'],
    ['a killed backend', 'terminating connection due to administrator command', '57P01'],
    ['a connection lost mid-query', 'Connection terminated unexpectedly', undefined],
    ['an exhausted pool', 'timeout exceeded when trying to connect', undefined],
  ])('%s', async (_case, message, code) => {
    const broken = createTestApp(unreachable(message, code));
    const response = await broken.request('/api/leads', jsonRequest('POST', { ...lead, email: newEmail('down') }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: 'The service is temporarily unavailable. Please try again shortly.' });
    expect(linesAt('warn')).toEqual([expect.objectContaining({ msg: 'database unavailable', path: '/api/leads' })]);
  });

  it('answers 503 while the database cannot even be opened, and serves again once it can', async () => {
    let reachable = false;
    let opens = 0;
    const recovering = createTestApp(async () => {
      opens += 1;
      if (!reachable) throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return database;
    });
    expect((await recovering.request('/api/health')).status).toBe(503);
    expect((await recovering.request('/api/leads', jsonRequest('POST', { ...lead, email: newEmail('later') }))).status).toBe(503);
    expect(opens).toBe(2); // each request tried again: a failure is not kept
    reachable = true;
    expect((await recovering.request('/api/health')).status).toBe(200);
    expect((await recovering.request('/api/leads', jsonRequest('POST', { ...lead, email: newEmail('later') }))).status).toBe(201);
  });
});

describe('logs say what happened and leak nothing', () => {
  it('writes one JSON line per request with its id, echoed as X-Request-Id', async () => {
    const response = await app.request('/api/projects?type=btm', { headers: { 'X-Request-Id': 'edge-7f3a.42' } });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a.42');
    expect(linesAt('info').at(-1)).toEqual({
      level: 'info',
      time: expect.any(Number),
      reqId: 'edge-7f3a.42',
      method: 'GET',
      path: '/api/projects',
      status: 200,
      ms: expect.any(Number),
      msg: 'request',
    });
    const junk = await app.request('/api/projects', { headers: { 'X-Request-Id': 'has spaces <and markup>' } });
    expect(junk.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs query parameters, bodies or cookies when a query fails', async () => {
    expectErrorLog();
    const secretHash = 'scrypt$17$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const email = 'private.person@example.com';
    const probe = new Hono<AppEnv>().post('/probe/failing-query', async (c) => {
      const { db } = await c.var.deps.database();
      await db.execute(sql`SELECT ${secretHash}::int, ${email}::int`);
      return c.json({});
    });
    const withProbe = createTestApp(database, { routes: [...apiRoutes, probe] });
    const response = await withProbe.request(
      '/api/probe/failing-query',
      jsonRequest('POST', { password: 'hunter2-hunter2', email }, buyer),
    );
    expect(response.status).toBe(500);
    const text = loggedLines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of [secretHash, email, 'hunter2', buyer.header()]) expect(text).not.toContain(secret);
    const [line] = linesAt('error');
    expect(line).toMatchObject({ msg: 'request failed', path: '/api/probe/failing-query', err: { query: expect.stringContaining('$1') } });
    expect(JSON.stringify(line)).toMatch(/"code":"22P02"/);
  });
});

describe('the client address behind proxies', () => {
  const leadFrom = (instance: Hono<AppEnv>, forwardedFor: string, peer: string) =>
    instance.request(
      '/api/leads',
      {
        ...jsonRequest('POST', { ...lead, email: newEmail('proxy') }),
        headers: { ...jsonRequest('POST', {}).headers, 'X-Forwarded-For': forwardedFor },
      },
      { clientAddress: peer },
    );

  it('takes the entry the trusted proxy appended, so forged entries do not dodge the limits', async () => {
    const behindOneProxy = createTestApp(database, { env: { TRUST_PROXY: '1' } });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await leadFrom(behindOneProxy, `10.9.${attempt}.1, 203.0.113.50`, '10.0.0.2')).status).toBe(201);
    }
    expect((await leadFrom(behindOneProxy, '10.9.99.1, 203.0.113.50', '10.0.0.2')).status).toBe(429);
    expect((await leadFrom(behindOneProxy, '10.9.99.1, 203.0.113.51', '10.0.0.2')).status).toBe(201);
  });

  it('counts hops from the right with two trusted proxies, and ignores the header when none is trusted', async () => {
    const behindTwo = createTestApp(database, { env: { TRUST_PROXY: '2' } });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await leadFrom(behindTwo, `forged-${attempt}, 198.51.100.60, 10.1.1.1`, '10.0.0.3')).status).toBe(201);
    }
    expect((await leadFrom(behindTwo, 'forged-x, 198.51.100.60, 10.1.1.2', '10.0.0.3')).status).toBe(429);

    const direct = createTestApp(database);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await leadFrom(direct, `198.51.100.${attempt}`, '192.0.2.77')).status).toBe(201);
    }
    expect((await leadFrom(direct, '198.51.100.200', '192.0.2.77')).status).toBe(429);
  });
});

describe('sign-in throttling cannot lock an owner out', () => {
  const attempt = (email: string, password: string, address: string) =>
    app.request('/api/auth/login', jsonRequest('POST', { email, password }), { clientAddress: address });

  it('backs off failures from one address: five are free, then 15 s, 30 s, 1 min … up to 15 min', () => {
    expect([1, 4, 5, 6, 7, 8, 11, 12, 30].map(signInBackoffSeconds)).toEqual([0, 0, 15, 30, 60, 120, 900, 900, 900]);
  });

  it('after ten wrong passwords from one address, that address waits while the owner signs in from another', async () => {
    const owner = await createTestUser(database.db, { email: newEmail('owner') });
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
    const user = await createTestUser(database.db, { email: newEmail('forgetful') });
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

describe('passwords', () => {
  const register = (password: string, overrides: Record<string, string> = {}) =>
    app.request(
      '/api/auth/register',
      jsonRequest('POST', {
        firstName: 'Rosa',
        lastName: 'Quintero',
        organizationName: 'Mesa Verde Farms',
        email: newEmail('rosa'),
        password,
        ...overrides,
      }),
      { clientAddress: `192.0.2.${Math.floor(Math.random() * 250)}` },
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

describe('sessions', () => {
  it('end 90 days after sign-in however often they are used, and never slide past that', async () => {
    const user = await createTestUser(database.db);
    // Tokens carry their expiry and are checked against the real clock, so the session starts now.
    const signedIn = new Date();
    const { token } = await startSession(database.db, key, user.id, signedIn);
    const day = 24 * 60 * 60 * 1000;
    // Used every 20 days: each use slides the 30-day idle expiry, but never beyond day 90.
    const expiries: number[] = [];
    for (let used = 20; used < 90; used += 20) {
      const session = await resolveSession(database.db, key, token, new Date(signedIn.getTime() + used * day));
      expect(session?.renewed, `day ${used}`).toBeDefined();
      expiries.push((session!.renewed!.expiresAt.getTime() - signedIn.getTime()) / day);
    }
    expect(expiries).toEqual([50, 70, 90, 90]);
    expect(SESSION_MAX_AGE_MS).toBe(90 * day);
    expect(SESSION_IDLE_MS).toBe(30 * day);
    expect(await resolveSession(database.db, key, token, new Date(signedIn.getTime() + 90 * day + 1000))).toBeNull();
  });

  it('setting a new password signs out every other session of the user', async () => {
    const user = await createTestUser(database.db, { email: newEmail('changer') });
    const laptop = await signIn(app, user.email);
    const phone = await signIn(app, user.email);
    const change = (body: unknown, jar: CookieJar) => app.request('/api/auth/password', jsonRequest('POST', body, jar));

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
    expect((await app.request('/api/auth/user', withCookies(phone))).status).toBe(200);

    const changed = await change({ currentPassword: DEFAULT_PASSWORD, newPassword: 'tumbleweed lantern orbit' }, laptop);
    expect(changed.status).toBe(204);
    expect((await app.request('/api/auth/user', withCookies(laptop))).status).toBe(200);
    expect((await app.request('/api/auth/user', withCookies(phone))).status).toBe(401);
    expect((await app.request('/api/auth/login', jsonRequest('POST', { email: user.email, password: DEFAULT_PASSWORD }))).status).toBe(401);
    expect(
      (await app.request('/api/auth/login', jsonRequest('POST', { email: user.email, password: 'tumbleweed lantern orbit' }))).status,
    ).toBe(200);
  });

  it('a password change needs a session', async () => {
    const response = await app.request(
      '/api/auth/password',
      jsonRequest('POST', { currentPassword: 'x', newPassword: 'tumbleweed lantern orbit' }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });
});

describe('concurrent changes to one RFQ', () => {
  it('200 simultaneous adds of one product leave one line with the exact quantity', async () => {
    const product = await createTestProduct(database.db, { price: '10.00' });
    const draft = await (await app.request('/api/rfqs', jsonRequest('POST', { projectName: 'Concurrent adds' }, buyer))).json();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        app.request(`/api/rfqs/${draft.id}/items`, jsonRequest('POST', { productId: product.id, quantity: 1 }, buyer)),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    const items = await (await app.request(`/api/rfqs/${draft.id}/items`, withCookies(buyer))).json();
    expect(items).toEqual([expect.objectContaining({ productId: product.id, quantity: 200 })]);
  });

  it('adds racing a submission: the submitted value equals its items, and adds after it get 409', async () => {
    const product = await createTestProduct(database.db, { price: '7.25' });
    for (let round = 0; round < 5; round += 1) {
      const draft = await (await app.request('/api/rfqs', jsonRequest('POST', { projectName: `Race ${round}` }, buyer))).json();
      await app.request(`/api/rfqs/${draft.id}/items`, jsonRequest('POST', { productId: product.id, quantity: 1 }, buyer));
      const submission = {
        projectName: `Race ${round}`,
        shipToAddress: '100 Main Street, Austin, TX',
        neededBy: '2099-06-30',
        status: 'submitted',
      };
      const adds = Array.from({ length: 20 }, () =>
        app.request(`/api/rfqs/${draft.id}/items`, jsonRequest('POST', { productId: product.id, quantity: 1 }, buyer)),
      );
      const [submitted, ...added] = await Promise.all([
        app.request(`/api/rfqs/${draft.id}`, jsonRequest('PATCH', submission, buyer)),
        ...adds,
      ]);
      expect(submitted!.status).toBe(200);
      expect(added.every((response) => response.status === 201 || response.status === 409)).toBe(true);
      const items = (await (await app.request(`/api/rfqs/${draft.id}/items`, withCookies(buyer))).json()) as { quantity: number }[];
      const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
      expect(quantity).toBe(1 + added.filter((response) => response.status === 201).length);
      expect(Number((await submitted!.json()).totalEstimatedValue)).toBeCloseTo(quantity * 7.25, 2);
      const late = await app.request(`/api/rfqs/${draft.id}/items`, jsonRequest('POST', { productId: product.id, quantity: 1 }, buyer));
      expect(late.status).toBe(409);
    }
  });
});

describe('lead triage ids', () => {
  it('still finds a real lead by id', async () => {
    const existing = await createTestLead(database.db);
    const response = await app.request(`/api/leads/${existing.id}/status`, jsonRequest('PATCH', { status: 'contacted' }, admin));
    expect(response.status).toBe(200);
  });
});
