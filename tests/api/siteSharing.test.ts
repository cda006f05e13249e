import { describe, expect, it } from 'vitest';
import { createTestUser } from '../factories/users';
import { apiContext } from '../setup/apiContext';
import { jsonRequest, signIn, withCookies } from '../setup/testApp';

/** A site's read-only share link: unguessable, shown once, revocable, read without signing in, never indexed, and nothing of its owner in it. */

const api = apiContext();
const json = async (response: Response | Promise<Response>) => (await response).json();

describe('a shared site', () => {
  it("opens read-only for anyone with the link, with the site's stored results; a new link replaces the old; revoked, it answers 404", async () => {
    const site = await json(api.app.request('/api/sites', jsonRequest('POST', { name: 'Phoenix roof', zip: '85004' }, api.buyer)));
    expect(site.shared).toBe(false);
    await api.app.request(`/api/sites/${site.id}/compute`, jsonRequest('POST', {}, api.buyer));

    const made = await api.app.request(`/api/sites/${site.id}/share`, jsonRequest('POST', {}, api.buyer));
    expect(made.status).toBe(201);
    const { url } = await made.json();
    expect(url).toMatch(/^http:\/\/[^/]+\/sites\/shared\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(url).searchParams.get('token')!;
    expect((await json(api.app.request(`/api/sites/${site.id}`, withCookies(api.buyer)))).shared).toBe(true);

    // Signed out: the site, its designs and its results with their figures; no id, owner or link.
    const read = await api.app.request(`/api/shared-sites?token=${token}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(read.headers.get('Cache-Control')).toBe('private, no-store');
    const shared = await read.json();
    expect(Object.keys(shared).sort()).toEqual([
      'answer',
      'designs',
      'economics',
      'interconnection',
      'land',
      'latitude',
      'longitude',
      'name',
      'results',
      'state',
      'updatedAt',
      'usage',
      'zip',
    ]);
    expect(shared).toMatchObject({ name: 'Phoenix roof', state: 'AZ', zip: '85004' });
    expect(shared.results['production:d1']).toEqual({ computedAt: expect.any(String), stale: false });
    // The figures the owner's page opens on.
    expect(shared.answer).toEqual((await json(api.app.request(`/api/sites/${site.id}`, withCookies(api.buyer)))).answer);
    expect(shared.answer.production.annualKWh).toBeGreaterThan(0);
    expect(JSON.stringify(shared)).not.toContain(api.buyerUser.email);

    // A second link: the first stops working.
    const second = await json(api.app.request(`/api/sites/${site.id}/share`, jsonRequest('POST', {}, api.buyer)));
    expect((await api.app.request(`/api/shared-sites?token=${token}`)).status).toBe(404);
    const secondToken = new URL(second.url).searchParams.get('token')!;
    expect((await api.app.request(`/api/shared-sites?token=${secondToken}`)).status).toBe(200);

    // Revoked: 404 with a message that says why; revoking again is no error.
    expect((await api.app.request(`/api/sites/${site.id}/share`, jsonRequest('DELETE', undefined, api.buyer))).status).toBe(204);
    const revoked = await api.app.request(`/api/shared-sites?token=${secondToken}`);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toEqual({ error: 'This link does not open a shared site: it was revoked or mistyped' });
    expect((await api.app.request(`/api/sites/${site.id}/share`, jsonRequest('DELETE', undefined, api.buyer))).status).toBe(204);

    const audit = await json(api.app.request(`/api/admin/audit?entityType=site&entityId=${site.id}`, withCookies(api.admin)));
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'site.share_revoked',
      'site.shared',
      'site.shared',
      'site.created',
    ]);
  });

  it("is its owner's to make and revoke (another account gets 404), and a malformed token is a 400, a wrong one a 404", async () => {
    const site = await json(api.app.request('/api/sites', jsonRequest('POST', { name: 'Mine', zip: '85004' }, api.buyer)));
    const other = await signIn(api.app, (await createTestUser(api.db)).email);
    expect((await api.app.request(`/api/sites/${site.id}/share`, jsonRequest('POST', {}, other))).status).toBe(404);
    expect((await api.app.request(`/api/sites/${site.id}/share`, jsonRequest('DELETE', undefined, other))).status).toBe(404);
    expect((await api.app.request(`/api/sites/${site.id}/share`, jsonRequest('POST', {}, api.admin))).status).toBe(404);

    const malformed = await api.app.request('/api/shared-sites?token=abc');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).issues).toEqual([{ path: 'token', message: 'Not a share link' }]);
    expect((await api.app.request(`/api/shared-sites?token=${'A'.repeat(43)}`)).status).toBe(404);
  });
});
