import { describe, expect, it } from 'vitest';
import { BESS_DEFAULTS } from '~/domain/schemas/calculators/bess';
import { calculatorRuns } from '~/server/db/schema';
import { RATE_LIMITS } from '~/server/requestLimits';
import { createTestUser } from '../factories/users';
import { apiContext, describeOnEveryDatabase, type ApiContext } from '../setup/apiContext';
import { createTestApp, jsonRequest, signIn, TEST_SITE_URL, withCookies } from '../setup/testApp';

/** A signed-in person's saved calculations: saved with the outputs the server computes, listed, named, deleted, capped at 500. */

const api = apiContext();

const lease = { acres: 100, distanceToSubstation: 2.5, state: 'TX' };
const saveOn =
  (api: ApiContext) =>
  (body: unknown, jar = api.buyer) =>
    api.app.request('/api/calculators/run', jsonRequest('POST', body, jar));
const save = saveOn(api);

describe('calculator runs', () => {
  it("saves a signed-in user's calculation with the outputs the server computes, and lists them newest first", async () => {
    const computed = await (await api.app.request('/api/calculators/land-lease', jsonRequest('POST', lease))).json();
    const first = await save({ type: 'land_lease', inputs: lease, outputs: { likely: { perAcre: 999_999 }, injected: 'x'.repeat(1000) } });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({
      id: expect.any(Number),
      type: 'land_lease',
      // A run is saved without a name; its owner may give it one (PATCH).
      name: null,
      createdAt: expect.any(String),
      inputs: lease,
      outputs: computed,
    });
    // Without outputs the server computes the same.
    expect(
      (
        await save({
          type: 'bess_value',
          inputs: BESS_DEFAULTS,
        })
      ).status,
    ).toBe(201);
    const response = await api.app.request('/api/calculators/runs', withCookies(api.buyer));
    const runs = await response.json();
    expect(runs.map((run: { type: string }) => run.type)).toEqual(['bess_value', 'land_lease']);
    expect(response.headers.get('X-Total-Count')).toBe('2');
  });

  it("validates the saved run's inputs with its calculator's own schema, naming each field", async () => {
    const issuesOf = async (body: unknown) => {
      const response = await save(body);
      expect(response.status).toBe(400);
      return (await response.json()).issues;
    };
    expect(await issuesOf({ type: 'wind', inputs: {}, outputs: {} })).toEqual([
      { path: 'type', message: 'Type must be one of: ppa_epc, land_lease, bess_value, interconnection, solar, btm' },
    ]);
    expect(await issuesOf({ type: 'land_lease', inputs: [], outputs: {} })).toEqual([
      { path: 'inputs', message: 'Inputs must be an object' },
    ]);
    expect(await issuesOf({ type: 'land_lease', inputs: { ...lease, acres: 20_000 } })).toEqual([
      { path: 'inputs.acres', message: 'Number must be less than or equal to 10000' },
    ]);
    expect(await issuesOf({ type: 'ppa_epc', inputs: { systemSizeMW: 5 } })).toEqual(
      expect.arrayContaining([{ path: 'inputs.epcPricePerW', message: expect.any(String) }]),
    );
  });

  it('stores only what the calculator reads: 30 KB of anything else in the outputs is left out, and in the inputs refused field by field', async () => {
    const junk = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`extra${index}`, 'x'.repeat(1000)]));
    const refused = await save({ type: 'land_lease', inputs: { ...lease, ...junk }, outputs: junk });
    expect(refused.status).toBe(400);
    expect((await refused.json()).issues).toEqual(Object.keys(junk).map((key) => ({ path: `inputs.${key}`, message: 'Unknown field' })));
    const response = await save({ type: 'land_lease', inputs: lease, outputs: junk });
    expect(response.status).toBe(201);
    const saved = await response.json();
    expect(saved.inputs).toEqual(lease);
    expect(JSON.stringify(saved).length).toBeLessThan(2_000);
  });

  it("pages the list, filters it by calculator, and deletes one's own runs only", async () => {
    const person = await createTestUser(api.db);
    const jar = await signIn(api.app, person.email);
    for (let acres = 1; acres <= 3; acres += 1)
      expect((await save({ type: 'land_lease', inputs: { ...lease, acres } }, jar)).status).toBe(201);
    const page = await api.app.request('/api/calculators/runs?type=land_lease&page=2&pageSize=2', withCookies(jar));
    expect(page.headers.get('X-Total-Count')).toBe('3');
    const [oldest] = await page.json();
    expect(oldest.inputs.acres).toBe(1);
    expect(await (await api.app.request('/api/calculators/runs?type=bess_value', withCookies(jar))).json()).toEqual([]);
    const bad = await api.app.request('/api/calculators/runs?type=wind&page=0&pageSize=101', withCookies(jar));
    expect((await bad.json()).issues).toEqual([
      { path: 'type', message: 'Type must be one of: ppa_epc, land_lease, bess_value, interconnection, solar, btm' },
      { path: 'page', message: 'Page must be a whole number from 1 to 500' },
      { path: 'pageSize', message: 'Page size must be a whole number from 1 to 100' },
    ]);
    expect(
      (
        await api.app.request(`/api/calculators/runs/${oldest.id}`, {
          method: 'DELETE',
          headers: { Origin: TEST_SITE_URL, Cookie: api.buyer.header() },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.app.request(`/api/calculators/runs/${oldest.id}`, {
          method: 'DELETE',
          headers: { Origin: TEST_SITE_URL, Cookie: jar.header() },
        })
      ).status,
    ).toBe(204);
    expect((await api.app.request('/api/calculators/runs', withCookies(jar))).headers.get('X-Total-Count')).toBe('2');
  });

  it("names one's own runs: trimmed, at most 80 characters, cleared with null or blank; a bad name is a 400 naming the field", async () => {
    const person = await createTestUser(api.db);
    const jar = await signIn(api.app, person.email);
    const saved = (await (await save({ type: 'land_lease', inputs: lease }, jar)).json()) as { id: number };
    const rename = (body: unknown, id: number | string = saved.id, who = jar) =>
      api.app.request(`/api/calculators/runs/${id}`, jsonRequest('PATCH', body, who));

    const named = await rename({ name: '  North parcel, 320 acres  ' });
    expect(named.status).toBe(200);
    expect(await named.json()).toMatchObject({ id: saved.id, type: 'land_lease', name: 'North parcel, 320 acres', inputs: lease });
    const [listed] = await (await api.app.request('/api/calculators/runs', withCookies(jar))).json();
    expect(listed).toMatchObject({ id: saved.id, name: 'North parcel, 320 acres' });

    const issuesOf = async (body: unknown) => {
      const response = await rename(body);
      expect(response.status).toBe(400);
      return (await response.json()).issues;
    };
    expect(await issuesOf({ name: 'x'.repeat(81) })).toEqual([{ path: 'name', message: 'Name must be at most 80 characters' }]);
    expect(await issuesOf({ name: 42 })).toEqual([{ path: 'name', message: 'Name must be text, or null to clear it' }]);
    expect(await issuesOf({})).toEqual([{ path: 'name', message: 'Name must be text, or null to clear it' }]);
    expect(await issuesOf({ name: 'Line\nbreak' })).toEqual([{ path: 'name', message: 'Name must be one line' }]);
    // 80 characters after trimming are allowed.
    expect((await rename({ name: ` ${'y'.repeat(80)} ` })).status).toBe(200);

    // Someone else's run is as missing as one that never was.
    expect((await rename({ name: 'Mine now' }, saved.id, api.buyer)).status).toBe(404);
    expect((await rename({ name: 'Nothing' }, 2_000_000_000)).status).toBe(404);
    expect((await rename({ name: 'Nothing' }, 'abc')).status).toBe(400);

    for (const cleared of [null, '   ']) {
      const response = await rename({ name: cleared });
      expect(response.status).toBe(200);
      expect((await response.json()).name).toBeNull();
    }
  });

  it("shows someone else's runs only to an admin", async () => {
    const other = await createTestUser(api.db);
    const refused = await api.app.request(`/api/calculators/runs?userId=${other.id}`, withCookies(api.buyer));
    expect(refused.status).toBe(403);
    expect((await api.app.request(`/api/calculators/runs?userId=${api.buyerUser.id}`, withCookies(api.buyer))).status).toBe(200);
    const asAdmin = await api.app.request(`/api/calculators/runs?userId=${api.buyerUser.id}`, withCookies(api.admin));
    expect((await asAdmin.json()).length).toBeGreaterThanOrEqual(2);
    const malformed = await api.app.request('/api/calculators/runs?userId=42', withCookies(api.admin));
    expect(malformed.status).toBe(400);
  });
});

// Whether the 500th save holds against saves racing it is decided in the database: on every database.
describe('the limit on saves', () => {
  it('counts every save from an address before reading its body, invalid ones too: past 60 in 10 minutes, 429 whatever the body', async () => {
    const limited = createTestApp(api.database, { realRateLimits: true });
    const saveFrom = (init: RequestInit, address = '198.51.100.90') =>
      limited.request('/api/calculators/run', init, { clientAddress: address });
    const { limit, windowMs } = RATE_LIMITS.calculatorSavePerAddress;
    expect({ limit, windowMs }).toEqual({ limit: 60, windowMs: 10 * 60 * 1000 });
    for (let attempt = 0; attempt < limit; attempt++) {
      expect((await saveFrom(jsonRequest('POST', { type: 'land_lease', inputs: {} }, api.buyer))).status, `save ${attempt + 1}`).toBe(400);
    }
    const valid = await saveFrom(jsonRequest('POST', { type: 'land_lease', inputs: lease }, api.buyer));
    expect(valid.status).toBe(429);
    expect(await valid.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
    expect(Number(valid.headers.get('retry-after'))).toBeGreaterThan(500);
    // The count comes before the body is read: a body that does not even parse is refused by it, not as malformed.
    const unparsable = await saveFrom({ ...jsonRequest('POST', null, api.buyer), body: '{"type": "land_lease", "inputs": ' });
    expect(unparsable.status).toBe(429);
    expect((await saveFrom(jsonRequest('POST', { type: 'land_lease', inputs: lease }, api.buyer), '198.51.100.91')).status).toBe(201);
  });
});

describeOnEveryDatabase('calculator runs saved at once', api, (api) => {
  const save = saveOn(api);

  it('keeps at most 500 runs per account, even when saves race: the next is a 409 that says why', async () => {
    const person = await createTestUser(api.db);
    const jar = await signIn(api.app, person.email);
    const first = (await (await save({ type: 'land_lease', inputs: lease }, jar)).json()) as { inputs: unknown; outputs: unknown };
    await api.db.insert(calculatorRuns).values(
      Array.from({ length: 497 }, () => ({
        userId: person.id,
        type: 'land_lease' as const,
        inputs: first.inputs as Record<string, unknown>,
        outputs: first.outputs as Record<string, unknown>,
      })),
    );
    const racing = await Promise.all(Array.from({ length: 6 }, () => save({ type: 'land_lease', inputs: lease }, jar)));
    expect(racing.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const refused = racing.find((response) => response.status === 409)!;
    expect(await refused.json()).toEqual({
      error: 'You have 500 saved calculations, the most an account keeps: delete some to save more.',
    });
    expect((await api.app.request('/api/calculators/runs?pageSize=1', withCookies(jar))).headers.get('X-Total-Count')).toBe('500');
  });
});
