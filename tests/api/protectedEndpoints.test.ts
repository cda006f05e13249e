import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '~/server/context';
import { createTestUser } from '../factories/users';
import type { CookieJar } from '../setup/cookieJar';
import { createTestApp, jsonRequest, signIn, withCookies } from '../setup/testApp';
import { createTestDatabase, type TestDatabase } from '../setup/testDatabase';

/**
 * Every endpoint SPEC §7 reserves for signed-in users or admins: 401 without a session, 403 with
 * the wrong role. The bodies are valid, so only the guard can refuse them.
 */
const signedIn: [string, string, unknown?][] = [
  ['GET', '/api/products'],
  ['GET', '/api/products?category=inverters'],
  ['POST', '/api/rfqs', { projectName: 'New RFQ', status: 'draft' }],
  ['GET', '/api/rfqs'],
  ['POST', '/api/rfqs/1/items', { productId: 1, quantity: 1 }],
  ['GET', '/api/rfqs/1/items'],
  ['PATCH', '/api/rfqs/1', { projectName: 'Plant 4', shipToAddress: '100 Main St, Austin, TX', neededBy: '2027-01-15', status: 'submitted' }],
  ['POST', '/api/calculators/run', { type: 'ppa_epc', inputs: {}, outputs: {} }],
  ['GET', '/api/calculators/runs'],
  ['GET', '/api/bookmarks'],
  ['PUT', '/api/bookmarks/what-is-a-ppa'],
  ['DELETE', '/api/bookmarks/what-is-a-ppa'],
];
const adminOnly: [string, string, unknown?][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/leads'],
  ['PATCH', '/api/leads/1/status', { status: 'contacted' }],
];

let database: TestDatabase;
let app: Hono<AppEnv>;
let buyer: CookieJar;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
  buyer = await signIn(app, (await createTestUser(database.db)).email);
});
afterAll(async () => {
  await database.dispose();
});

function send(method: string, path: string, body: unknown, jar?: CookieJar) {
  return app.request(path, body === undefined ? withCookiesOrNot(method, jar) : jsonRequest(method, body, jar));
}

function withCookiesOrNot(method: string, jar?: CookieJar): RequestInit {
  return jar ? withCookies(jar, { method }) : { method };
}

describe.each([...signedIn, ...adminOnly])('%s %s', (method, path, body) => {
  it('answers 401 Unauthorized without a session', async () => {
    const response = await send(method, path, body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });
});

describe.each(adminOnly)('%s %s', (method, path, body) => {
  it('answers 403 Forbidden to a signed-in buyer', async () => {
    const response = await send(method, path, body, buyer);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Forbidden' });
  });
});

describe('a signed-in buyer', () => {
  it.each(signedIn.filter(([, path]) => !path.includes('/rfqs/1')))('is let through %s %s', async (method, path, body) => {
    const response = await send(method, path, body, buyer);
    expect(response.status).toBeLessThan(300);
  });
});
