import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '~/server/context';
import { queryRows } from '~/server/db/client';
import { createTestUser } from '../factories/users';
import { createTestApp, jsonRequest, signIn, withCookies } from '../setup/testApp';
import { createTestDatabase, type TestDatabase } from '../setup/testDatabase';

let database: TestDatabase;
let app: Hono<AppEnv>;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.dispose();
});

let counter = 0;
function lead(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Dana',
    lastName: 'Whitfield',
    organizationName: 'Whitfield Family Farms',
    email: `dana${counter}@whitfieldfarms.example`,
    projectType: 'land-lease-opportunity',
    details: '640 acres near a 138 kV substation in Wilson County',
    source: 'contact',
    ...overrides,
  };
}

const send = (body: unknown, clientAddress = '198.51.100.20') => app.request('/api/leads', jsonRequest('POST', body), { clientAddress });
const countLeads = async (email: string) =>
  (await queryRows<{ count: number }>(database.db, sql`SELECT count(*)::int AS count FROM leads WHERE lower(email) = lower(${email})`))[0]!
    .count;

describe('POST /api/leads', () => {
  it('stores the lead with status new and its source, and answers 201', async () => {
    const body = lead({ source: 'home', email: 'Grace@Example.com' });
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'received' });
    const [stored] = await queryRows<Record<string, unknown>>(database.db, sql`SELECT * FROM leads WHERE email = 'Grace@Example.com'`);
    expect(stored).toMatchObject({
      first_name: 'Dana',
      last_name: 'Whitfield',
      organization_name: 'Whitfield Family Farms',
      project_type: 'land-lease-opportunity',
      status: 'new',
      source: 'home',
    });
  });

  it('accepts a lead without details, defaulting the source to contact', async () => {
    const { details: _omitted, source: _source, ...body } = lead();
    expect((await send(body)).status).toBe(201);
    const [stored] = await queryRows<{ details: string | null; source: string }>(
      database.db,
      sql`SELECT details, source FROM leads WHERE email = ${body.email}`,
    );
    expect(stored).toEqual({ details: null, source: 'contact' });
  });

  it.each([
    ['firstName', { firstName: 'D' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['organizationName', { organizationName: ' X ' }, 'Organization is required'],
    ['email', { email: 'dana@' }, 'Valid email is required'],
    ['projectType', { projectType: '' }, 'Project type is required'],
    ['projectType', { projectType: 'wind-farm' }, 'Project type is required'],
  ])("refuses a bad %s with the spec's message", async (path, overrides, message) => {
    const response = await send(lead(overrides));
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path, message }]);
  });

  it('lists every missing field at once', async () => {
    const response = await send({});
    expect((await response.json()).issues).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'organizationName', message: 'Organization is required' },
      { path: 'email', message: 'Valid email is required' },
      { path: 'projectType', message: 'Project type is required' },
    ]);
  });

  it('stores one lead for a double submit, even when both arrive together', async () => {
    const body = lead();
    const [first, second] = await Promise.all([send(body), send(body)]);
    expect([first!.status, second!.status]).toEqual([201, 201]);
    expect((await send(body)).status).toBe(201);
    expect(await countLeads(body.email)).toBe(1);
    // A different project from the same person is a new lead.
    expect((await send({ ...body, projectType: 'other' })).status).toBe(201);
    expect(await countLeads(body.email)).toBe(2);
  });

  it('answers a filled-in honeypot as if stored, and stores nothing', async () => {
    const body = lead({ website: 'https://cheap-seo.example' });
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'received' });
    expect(await countLeads(body.email)).toBe(0);
  });

  it('rate-limits by address: the 11th lead in an hour gets 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i += 1) expect((await send(lead(), '203.0.113.50')).status).toBe(201);
    const blocked = await send(lead(), '203.0.113.50');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await send(lead(), '203.0.113.51')).status).toBe(201);
  });

  it('refuses a body over 64 KB and a cross-site post', async () => {
    expect((await send(lead({ details: 'x'.repeat(70_000) }))).status).toBe(413);
    const crossSite = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify(lead()),
    });
    expect(crossSite.status).toBe(403);
  });

  it('shows the new lead to an admin with its status and source', async () => {
    const body = lead({ firstName: 'Imani', source: 'home' });
    await send(body);
    const admin = await signIn(app, (await createTestUser(database.db, { role: 'admin' })).email);
    const leads = await (await app.request('/api/leads', withCookies(admin))).json();
    expect(leads.find((item: { email: string }) => item.email === body.email)).toMatchObject({
      firstName: 'Imani',
      status: 'new',
      source: 'home',
      projectType: 'land-lease-opportunity',
    });
  });
});
