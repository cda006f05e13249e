import { describe, expect, it } from 'vitest';
import { MAX_SITES_PER_ACCOUNT, SITES_FULL_MESSAGE } from '~/domain/sites/site';
import { sites } from '~/server/db/schema';
import { ZIP_DATASET } from '~/server/services/zipCodes';
import { createTestUser } from '../factories/users';
import { apiContext, describeOnEveryDatabase } from '../setup/apiContext';
import { jsonRequest, signIn, withCookies } from '../setup/testApp';

/** A signed-in user's sites: placed by coordinates or ZIP code, in a covered state, theirs alone, paged, limited, audited. */

const api = apiContext();
const create = (body: unknown, jar = api.buyer) => api.app.request('/api/sites', jsonRequest('POST', body, jar));
const issuesOf = async (response: Response) => {
  expect(response.status).toBe(400);
  return (await response.json()).issues;
};

describe('sites', () => {
  it("places a site by its ZIP code at the ZIP code tabulation area's point, with the state the point lies in", async () => {
    const response = await create({ name: '  Phoenix warehouse roof ', zip: '85004' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      name: 'Phoenix warehouse roof',
      // The Census Bureau's 2021 Gazetteer: ZCTA 85004's internal point.
      latitude: 33.451609,
      longitude: -112.06988,
      state: 'AZ',
      zip: '85004',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Puerto Rico and Alaska are covered; the state follows the point.
    expect((await (await create({ name: 'Mayagüez', zip: '00680' })).json()).state).toBe('PR');
    expect(await (await create({ name: 'Anchorage', latitude: 61.2, longitude: -149.9 })).json()).toMatchObject({ state: 'AK', zip: null });
  });

  it('refuses a point outside the 50 states, DC and Puerto Rico, a ZIP code with no tabulation area, and a site placed twice or not at all, naming the field', async () => {
    expect(await issuesOf(await create({ name: 'Toronto', latitude: 43.65, longitude: -79.38 }))).toEqual([
      { path: 'latitude', message: 'Outside the covered area: the model covers the 50 states, DC and Puerto Rico' },
    ]);
    // Guam's ZIP code has a tabulation area, outside the coverage.
    expect(await issuesOf(await create({ name: 'Hagåtña', zip: '96910' }))).toEqual([
      { path: 'zip', message: 'Outside the covered area: the model covers the 50 states, DC and Puerto Rico' },
    ]);
    expect(await issuesOf(await create({ name: 'Nowhere', zip: '00000' }))).toEqual([
      { path: 'zip', message: 'No ZIP code tabulation area has this ZIP code: give the site its latitude and longitude instead' },
    ]);
    expect(await issuesOf(await create({ name: 'Short', zip: '8500' }))).toEqual([
      { path: 'zip', message: 'ZIP code must be five digits' },
    ]);
    expect(await issuesOf(await create({ name: 'Both', zip: '85004', latitude: 33.4, longitude: -112 }))).toEqual([
      { path: 'zip', message: 'Give the site either latitude and longitude or a ZIP code, not both' },
    ]);
    expect(await issuesOf(await create({ name: 'Half', latitude: 33.4 }))).toEqual([
      { path: 'longitude', message: 'Longitude is required with a latitude' },
    ]);
    expect(await issuesOf(await create({ name: ' ' }))).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'latitude', message: 'Give the site a point: latitude and longitude, or a ZIP code' },
    ]);
    expect(await issuesOf(await create({ name: 'x'.repeat(81), latitude: 95, longitude: -112, owner: 'someone' }))).toEqual([
      { path: 'name', message: 'Must be at most 80 characters' },
      { path: 'latitude', message: 'Number must be less than or equal to 72' },
      { path: 'owner', message: 'Unknown field' },
    ]);
    const signedOut = await api.app.request('/api/sites', jsonRequest('POST', { name: 'x', zip: '85004' }));
    expect(signedOut.status).toBe(401);
  });

  it("is its owner's alone to read, change and delete (another account gets 404); staff read any and change none; each change in the audit log", async () => {
    const site = await (await create({ name: 'Tucson yard', latitude: 32.2, longitude: -110.9 })).json();
    const other = await signIn(api.app, (await createTestUser(api.db)).email);
    for (const [method, body] of [['GET'], ['PATCH', { name: 'Mine now' }], ['DELETE']] as const) {
      const response = await api.app.request(`/api/sites/${site.id}`, jsonRequest(method, body, other));
      expect(response.status, method).toBe(404);
      expect(await response.json()).toEqual({ error: 'Site not found' });
    }
    expect((await api.app.request(`/api/sites/${site.id}`, withCookies(api.admin))).status).toBe(200);
    expect((await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', { name: 'Staff edit' }, api.admin))).status).toBe(404);

    // Moved by ZIP code: the point and the state follow; renamed alone: the point stays.
    const moved = await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', { zip: '87102' }, api.buyer));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ name: 'Tucson yard', state: 'NM', zip: '87102' });
    const renamed = await (
      await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', { name: 'Albuquerque yard' }, api.buyer))
    ).json();
    expect(renamed).toMatchObject({ name: 'Albuquerque yard', state: 'NM', zip: '87102' });
    expect(await issuesOf(await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', {}, api.buyer)))).toEqual([
      { path: 'name', message: 'Nothing to change: give a name or a point' },
    ]);
    expect(await issuesOf(await api.app.request('/api/sites/abc', withCookies(api.buyer)))).toEqual([
      { path: 'id', message: 'Not a valid id' },
    ]);

    expect((await api.app.request(`/api/sites/${site.id}`, jsonRequest('DELETE', undefined, api.buyer))).status).toBe(204);
    expect((await api.app.request(`/api/sites/${site.id}`, withCookies(api.buyer))).status).toBe(404);

    const audit = await (await api.app.request(`/api/admin/audit?entityType=site&entityId=${site.id}`, withCookies(api.admin))).json();
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'site.deleted',
      'site.updated',
      'site.updated',
      'site.created',
    ]);
    expect(audit[2]).toMatchObject({
      before: { state: 'AZ', zip: null },
      after: { state: 'NM', zip: '87102' },
      actor: { email: api.buyerUser.email },
    });
  });

  it("lists the user's own sites, the most recently changed first, a page at a time with the total", async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    for (const name of ['First', 'Second', 'Third']) expect((await create({ name, zip: '85004' }, jar)).status).toBe(201);
    const page = await api.app.request('/api/sites?page=1&pageSize=2', withCookies(jar));
    expect(page.headers.get('X-Total-Count')).toBe('3');
    expect((await page.json()).map((site: { name: string }) => site.name)).toEqual(['Third', 'Second']);
    expect(await issuesOf(await api.app.request('/api/sites?pageSize=500', withCookies(jar)))).toEqual([
      { path: 'pageSize', message: 'Page size must be a whole number from 1 to 100' },
    ]);
  });

  it("names its ZIP codes' source, edition and licence", () => {
    for (const field of ['source', 'retrieved', 'edition', 'licence'] as const) expect(ZIP_DATASET[field].trim(), field).not.toBe('');
  });
});

describeOnEveryDatabase('sites', api, (api) => {
  it(`keeps at most ${MAX_SITES_PER_ACCOUNT} per account, however many are created at once`, async () => {
    const user = await createTestUser(api.db);
    const jar = await signIn(api.app, user.email);
    await api.db.insert(sites).values(
      Array.from({ length: MAX_SITES_PER_ACCOUNT - 3 }, (_, index) => ({
        userId: user.id,
        name: `Site ${index}`,
        latitude: 33.45,
        longitude: -112.07,
        state: 'AZ',
      })),
    );
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.app.request('/api/sites', jsonRequest('POST', { name: `Race ${index}`, zip: '85004' }, jar)),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(await refused.json()).toEqual({ error: SITES_FULL_MESSAGE });
    expect((await api.app.request('/api/sites', withCookies(jar))).headers.get('X-Total-Count')).toBe(String(MAX_SITES_PER_ACCOUNT));
  });
});
