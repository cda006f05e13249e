import { describe, expect, it } from 'vitest';
import { app as registered } from '~/server/app';
import type { CookieJar } from '../setup/cookieJar';
import { apiContext } from '../setup/apiContext';
import { jsonRequest, withCookies } from '../setup/testApp';

/**
 * Every route the app registers is guarded unless it is listed here as deliberately public: a new
 * route that forgets its guard fails this file. Signed-in routes answer 401 without a session;
 * admin routes also answer 403 to a signed-in buyer.
 */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/login',
  'GET /api/callback',
  'GET /api/logout',
  // Answers 401 by itself when there is no user: that is how the browser learns it is signed out.
  'GET /api/auth/user',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/logout',
  // Account recovery and invitations: the emailed link's token is the authority, not a session.
  'POST /api/auth/forgot',
  'POST /api/auth/reset',
  'GET /api/auth/invitation',
  'POST /api/auth/invitation',
  'POST /api/calculators/ppa',
  'POST /api/calculators/land-lease',
  'POST /api/calculators/bess',
  'POST /api/calculators/interconnection',
  'POST /api/calculators/solar',
  'POST /api/calculators/btm',
  // Optimizer jobs: open to anyone, as the solve is; a signed-in user's job is read by that user only,
  // an anonymous one by its unguessable id (tests/api/btmJobs.test.ts).
  'POST /api/calculators/btm/jobs',
  'GET /api/calculators/btm/jobs/:id',
  'GET /api/projects',
  'GET /api/projects/:slug',
  'GET /api/articles',
  'GET /api/articles/:slug',
  'POST /api/newsletter',
  'POST /api/leads',
  // Vercel's cron call: refused (401) without CRON_SECRET, whoever is signed in.
  'GET /api/cron/mail',
  // A notification's unsubscribe link: the token in it is the authority, not a session.
  'POST /api/email/unsubscribe',
  'GET /api/email/unsubscribe',
  // A site's share link: the token in it is the authority, not a session (tests/api/siteSharing.test.ts).
  'GET /api/shared-sites',
]);
const ADMIN_ONLY = new Set([
  'GET /api/admin/stats',
  'GET /api/leads',
  'GET /api/leads/export.csv',
  'PATCH /api/leads/status',
  'GET /api/leads/:id/history',
  'PATCH /api/leads/:id/status',
  'PATCH /api/admin/rfqs/:id/status',
  'GET /api/admin/audit',
  'GET /api/admin/users',
  'GET /api/admin/sites',
  'PATCH /api/admin/users/:id/role',
  'POST /api/admin/users/:id/revoke-sessions',
  'POST /api/admin/users/invite',
  'GET /api/admin/invitations',
  'DELETE /api/admin/invitations/:id',
  'POST /api/admin/users/:id/reset-password',
  'PATCH /api/admin/users/:id/active',
  'GET /api/admin/settings/quote',
  'PUT /api/admin/settings/quote',
  'GET /api/admin/analytics',
  'GET /api/admin/content',
  'GET /api/admin/emails',
  'GET /api/admin/emails/:id',
]);

/** Valid bodies and ids, so that for these routes only the guard could refuse a signed-in buyer. */
const VALID: Record<string, { path?: string; body?: unknown }> = {
  'GET /api/products': {},
  'POST /api/rfqs': { body: { projectName: 'New RFQ', status: 'draft' } },
  'GET /api/rfqs': {},
  'POST /api/calculators/run': {
    body: { type: 'land_lease', inputs: { acres: 100, distanceToSubstation: 2.5, state: 'TX' }, outputs: {} },
  },
  'GET /api/calculators/runs': {},
  'GET /api/bookmarks': {},
  'PUT /api/bookmarks/:slug': { path: '/api/bookmarks/what-is-a-ppa' },
  'DELETE /api/bookmarks/:slug': { path: '/api/bookmarks/what-is-a-ppa' },
};

const routes = [...new Set(registered.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))];
const guarded = routes.filter((route) => !PUBLIC.has(route));

const api = apiContext();

function send(route: string, jar?: CookieJar) {
  const [method, pattern] = route.split(' ') as [string, string];
  const path = VALID[route]?.path ?? pattern.replace(/:(id|itemId)/g, '1').replace(/:slug/g, 'what-is-a-ppa');
  const body = VALID[route]?.body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
  if (body === undefined) return api.app.request(path, jar ? withCookies(jar, { method }) : { method });
  return api.app.request(path, jsonRequest(method, body, jar));
}

describe('the routes table', () => {
  it('knows every route it lists, and lists the admin routes among the guarded ones', () => {
    for (const route of [...PUBLIC, ...ADMIN_ONLY, ...Object.keys(VALID)]) expect(routes, route).toContain(route);
    expect(guarded).toEqual(expect.arrayContaining([...ADMIN_ONLY]));
    expect(guarded.length).toBeGreaterThan(ADMIN_ONLY.size);
  });
});

describe.each(guarded)('%s', (route) => {
  it('answers 401 Unauthorized without a session', async () => {
    const response = await send(route);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });
});

describe.each([...ADMIN_ONLY])('%s', (route) => {
  it('answers 403 Forbidden to a signed-in buyer', async () => {
    const response = await send(route, api.buyer);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Forbidden' });
  });
});

describe.each(guarded.filter((route) => !ADMIN_ONLY.has(route)))('%s', (route) => {
  it('lets a signed-in buyer through the guard', async () => {
    const response = await send(route, api.buyer);
    expect([401, 403]).not.toContain(response.status);
  });
});

describe('a signed-in buyer', () => {
  it.each(Object.keys(VALID))('gets an answer to %s', async (route) => {
    const response = await send(route, api.buyer);
    expect(response.status).toBeLessThan(300);
  });
});
