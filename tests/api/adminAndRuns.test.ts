import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '~/server/context';
import { createTestLead } from '../factories/records';
import { createTestUser } from '../factories/users';
import type { CookieJar } from '../setup/cookieJar';
import { createTestApp, jsonRequest, signIn, withCookies } from '../setup/testApp';
import { createTestDatabase, type TestDatabase } from '../setup/testDatabase';

let database: TestDatabase;
let app: Hono<AppEnv>;
let buyer: CookieJar;
let buyerId: string;
let admin: CookieJar;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
  const user = await createTestUser(database.db);
  buyerId = user.id;
  buyer = await signIn(app, user.email);
  admin = await signIn(app, (await createTestUser(database.db, { role: 'admin' })).email);
});
afterAll(async () => {
  await database.dispose();
});

describe('calculator runs', () => {
  it('saves a signed-in user\'s calculation and lists them newest first', async () => {
    const first = await app.request('/api/calculators/run', jsonRequest('POST', { type: 'land_lease', inputs: { acres: 100 }, outputs: { likely: { perAcre: 1200 } } }, buyer));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ id: expect.any(Number), type: 'land_lease', createdAt: expect.any(String), inputs: { acres: 100 }, outputs: { likely: { perAcre: 1200 } } });
    await app.request('/api/calculators/run', jsonRequest('POST', { type: 'bess_value', inputs: {}, outputs: { total: { annual: 1 } } }, buyer));
    const runs = await (await app.request('/api/calculators/runs', withCookies(buyer))).json();
    expect(runs.map((run: { type: string }) => run.type)).toEqual(['bess_value', 'land_lease']);
  });

  it('validates the saved run', async () => {
    const response = await app.request('/api/calculators/run', jsonRequest('POST', { type: 'wind', inputs: [], outputs: 'x' }, buyer));
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: 'type', message: 'Type must be one of: ppa_epc, land_lease, bess_value, interconnection' },
      { path: 'inputs', message: 'Inputs must be an object' },
      { path: 'outputs', message: 'Outputs must be an object' },
    ]);
  });

  it('shows someone else\'s runs only to an admin', async () => {
    const other = await createTestUser(database.db);
    const refused = await app.request(`/api/calculators/runs?userId=${other.id}`, withCookies(buyer));
    expect(refused.status).toBe(403);
    expect((await app.request(`/api/calculators/runs?userId=${buyerId}`, withCookies(buyer))).status).toBe(200);
    const asAdmin = await app.request(`/api/calculators/runs?userId=${buyerId}`, withCookies(admin));
    expect((await asAdmin.json()).length).toBeGreaterThanOrEqual(2);
    const malformed = await app.request('/api/calculators/runs?userId=42', withCookies(admin));
    expect(malformed.status).toBe(400);
  });
});

describe('leads (admin)', () => {
  it('lists leads newest first and lets an admin set any status', async () => {
    const older = await createTestLead(database.db, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await createTestLead(database.db, { firstName: 'Jordan' });
    const list = await (await app.request('/api/leads', withCookies(admin))).json();
    expect(list.slice(0, 2).map((lead: { id: number }) => lead.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toEqual({
      id: newer.id,
      firstName: 'Jordan',
      lastName: 'Whitfield',
      email: newer.email,
      organizationName: 'Whitfield Farms',
      projectType: 'land-lease-opportunity',
      details: null,
      status: 'new',
      source: 'contact',
      createdAt: expect.any(String),
    });

    for (const status of ['qualified', 'new', 'closed', 'contacted']) {
      const response = await app.request(`/api/leads/${older.id}/status`, jsonRequest('PATCH', { status }, admin));
      expect(response.status).toBe(200);
      expect((await response.json()).status).toBe(status);
    }
  });

  it('refuses unknown statuses and unknown leads', async () => {
    const lead = await createTestLead(database.db);
    const bad = await app.request(`/api/leads/${lead.id}/status`, jsonRequest('PATCH', { status: 'won' }, admin));
    expect((await bad.json()).issues).toEqual([{ path: 'status', message: 'Status must be one of: new, contacted, qualified, closed' }]);
    const missing = await app.request('/api/leads/999999/status', jsonRequest('PATCH', { status: 'closed' }, admin));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Lead not found' });
  });
});

describe('GET /api/admin/stats', () => {
  it('counts leads from the database and projects and articles from the content', async () => {
    const response = await app.request('/api/admin/stats', withCookies(admin));
    expect(response.status).toBe(200);
    const stats = await response.json();
    const leads = await (await app.request('/api/leads', withCookies(admin))).json();
    expect(stats).toEqual({
      totalLeads: leads.length,
      newLeads: leads.filter((lead: { status: string }) => lead.status === 'new').length,
      totalProjects: expect.any(Number),
      activeProjects: expect.any(Number),
      totalArticles: expect.any(Number),
      publishedArticles: expect.any(Number),
    });
    expect(stats.activeProjects).toBeLessThanOrEqual(stats.totalProjects);
    expect(stats.publishedArticles).toBeLessThanOrEqual(stats.totalArticles);
  });
});
