import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '~/server/db/client';
import { createTestLead } from '../factories/records';
import { apiContext, describeOnEveryDatabase, type ApiContext } from '../setup/apiContext';
import { createTestApp, jsonRequest, withCookies } from '../setup/testApp';

const api = apiContext();

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

/** Sending a lead, and counting the leads stored for an email, on one context. */
function leadRequests(api: ApiContext) {
  return {
    send: (body: unknown, clientAddress = '198.51.100.20') => api.app.request('/api/leads', jsonRequest('POST', body), { clientAddress }),
    countLeads: async (email: string) =>
      (await queryRows<{ count: number }>(api.db, sql`SELECT count(*)::int AS count FROM leads WHERE lower(email) = lower(${email})`))[0]!
        .count,
  };
}
const { send, countLeads } = leadRequests(api);

// First in the file: the list it reads holds only the leads it makes.
describe('leads (admin)', () => {
  it('lists leads newest first and lets an admin set any status', async () => {
    const older = await createTestLead(api.db, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await createTestLead(api.db, { firstName: 'Jordan' });
    const list = await (await api.app.request('/api/leads', withCookies(api.admin))).json();
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
      const response = await api.app.request(`/api/leads/${older.id}/status`, jsonRequest('PATCH', { status }, api.admin));
      expect(response.status).toBe(200);
      expect((await response.json()).status).toBe(status);
    }
  });

  it('refuses unknown statuses and unknown leads', async () => {
    const lead = await createTestLead(api.db);
    const bad = await api.app.request(`/api/leads/${lead.id}/status`, jsonRequest('PATCH', { status: 'won' }, api.admin));
    expect((await bad.json()).issues).toEqual([{ path: 'status', message: 'Status must be one of: new, contacted, qualified, closed' }]);
    const missing = await api.app.request('/api/leads/999999/status', jsonRequest('PATCH', { status: 'closed' }, api.admin));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Lead not found' });
  });
});

describe('POST /api/leads', () => {
  it('stores the lead with status new and its source, and answers 201', async () => {
    const body = lead({ source: 'home', email: 'Grace@Example.com' });
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'received' });
    const [stored] = await queryRows<Record<string, unknown>>(api.db, sql`SELECT * FROM leads WHERE email = 'Grace@Example.com'`);
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
      api.db,
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
  ])('refuses a bad %s with its message', async (path, overrides, message) => {
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

  it('answers a filled-in honeypot as if stored, and stores nothing', async () => {
    const body = lead({ website: 'https://cheap-seo.example' });
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'received' });
    expect(await countLeads(body.email)).toBe(0);
  });

  it('rate-limits by address: the 11th lead in an hour gets 429 with Retry-After', async () => {
    const limited = createTestApp(api.database, { realRateLimits: true });
    const sendLimited = (clientAddress: string) => limited.request('/api/leads', jsonRequest('POST', lead()), { clientAddress });
    for (let i = 0; i < 10; i += 1) expect((await sendLimited('203.0.113.50')).status).toBe(201);
    const blocked = await sendLimited('203.0.113.50');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await sendLimited('203.0.113.51')).status).toBe(201);
  });

  it('refuses a body over 64 KB and a cross-site post', async () => {
    expect((await send(lead({ details: 'x'.repeat(70_000) }))).status).toBe(413);
    const crossSite = await api.app.request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify(lead()),
    });
    expect(crossSite.status).toBe(403);
  });

  it('shows the new lead to an admin with its status and source', async () => {
    const body = lead({ firstName: 'Imani', source: 'home' });
    await send(body);
    const leads = await (await api.app.request('/api/leads', withCookies(api.admin))).json();
    expect(leads.find((item: { email: string }) => item.email === body.email)).toMatchObject({
      firstName: 'Imani',
      status: 'new',
      source: 'home',
      projectType: 'land-lease-opportunity',
    });
  });
});

// The advisory lock that keeps a double submit to one lead is the database's: on every database.
describeOnEveryDatabase('POST /api/leads, twice at once', api, (api) => {
  const { send, countLeads } = leadRequests(api);

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
});

describe('lead triage ids', () => {
  it('still finds a real lead by id', async () => {
    const existing = await createTestLead(api.db);
    const response = await api.app.request(`/api/leads/${existing.id}/status`, jsonRequest('PATCH', { status: 'contacted' }, api.admin));
    expect(response.status).toBe(200);
  });
});
