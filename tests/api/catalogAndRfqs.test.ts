import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '~/server/context';
import { createTestProduct } from '../factories/records';
import { createTestUser } from '../factories/users';
import type { CookieJar } from '../setup/cookieJar';
import { createTestApp, jsonRequest, signIn, withCookies } from '../setup/testApp';
import { createTestDatabase, type TestDatabase } from '../setup/testDatabase';

let database: TestDatabase;
let app: Hono<AppEnv>;
let buyer: CookieJar;
let otherBuyer: CookieJar;
let admin: CookieJar;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
  buyer = await signIn(app, (await createTestUser(database.db, { firstName: 'Pat' })).email);
  otherBuyer = await signIn(app, (await createTestUser(database.db, { firstName: 'Sam' })).email);
  admin = await signIn(app, (await createTestUser(database.db, { role: 'admin' })).email);
});
afterAll(async () => {
  await database.dispose();
});

const get = (path: string, jar: CookieJar) => app.request(path, withCookies(jar));
const post = (path: string, body: unknown, jar: CookieJar) => app.request(path, jsonRequest('POST', body, jar));
const patch = (path: string, body: unknown, jar: CookieJar) => app.request(path, jsonRequest('PATCH', body, jar));

async function newDraft(jar: CookieJar, projectName = 'New RFQ') {
  const response = await post('/api/rfqs', { projectName, status: 'draft' }, jar);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; status: string; projectName: string };
}

const validSubmission = {
  projectName: 'Plant 4 rooftop',
  shipToAddress: '4100 Industrial Blvd, Austin, TX 78744',
  neededBy: '2027-03-31',
  notes: 'Deliver to dock 3',
  status: 'submitted',
};

describe('GET /api/products', () => {
  it('lists the catalog, filtered by category', async () => {
    const module = await createTestProduct(database.db, { category: 'solar_modules', specifications: { 'Rated power': '620 W', Bifaciality: '85%' } });
    const inverter = await createTestProduct(database.db, { category: 'inverters', price: null, unitType: 'unit' });
    const all = await (await get('/api/products', buyer)).json();
    expect(all.map((product: { id: number }) => product.id)).toEqual(expect.arrayContaining([module.id, inverter.id]));
    expect(all.find((product: { id: number }) => product.id === module.id)).toEqual({
      id: module.id,
      name: module.name,
      manufacturer: 'Test Manufacturer',
      model: module.model,
      category: 'solar_modules',
      price: '150.00',
      unitType: 'module',
      specifications: { 'Rated power': '620 W', Bifaciality: '85%' },
      datasheetUrl: null,
    });
    const inverters = await (await get('/api/products?category=inverters', buyer)).json();
    expect(inverters.map((product: { category: string }) => product.category)).toEqual(inverters.map(() => 'inverters'));
    expect(inverters.find((product: { id: number }) => product.id === inverter.id).price).toBeNull();
  });

  it('refuses an unknown category', async () => {
    const response = await get('/api/products?category=wind_turbines', buyer);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: 'category', message: 'Category must be one of: solar_modules, inverters, storage, balance_of_system, switchgear' },
    ]);
  });
});

describe('RFQ lifecycle', () => {
  it('creates a draft, adds items (merging repeats), submits it with its estimated value', async () => {
    const priced = await createTestProduct(database.db, { price: '136.40' });
    const onRequest = await createTestProduct(database.db, { price: null });
    const draft = await newDraft(buyer, 'Product Inquiry');
    expect(draft).toMatchObject({ projectName: 'Product Inquiry', status: 'draft', submittedAt: null, totalEstimatedValue: null });

    expect((await post(`/api/rfqs/${draft.id}/items`, { productId: priced.id, quantity: 1 }, buyer)).status).toBe(201);
    expect((await post(`/api/rfqs/${draft.id}/items`, { productId: priced.id, quantity: 2, specifications: 'Black frame' }, buyer)).status).toBe(201);
    expect((await post(`/api/rfqs/${draft.id}/items`, { productId: onRequest.id, quantity: 4 }, buyer)).status).toBe(201);

    const items = await (await get(`/api/rfqs/${draft.id}/items`, buyer)).json();
    expect(items).toEqual([
      {
        id: expect.any(Number),
        productId: priced.id,
        quantity: 3,
        specifications: 'Black frame',
        product: { name: priced.name, manufacturer: priced.manufacturer, model: priced.model, unitType: 'module', price: '136.40' },
      },
      expect.objectContaining({ productId: onRequest.id, quantity: 4, product: expect.objectContaining({ price: null }) }),
    ]);

    const submitted = await patch(`/api/rfqs/${draft.id}`, validSubmission, buyer);
    expect(submitted.status).toBe(200);
    expect(await submitted.json()).toMatchObject({
      id: draft.id,
      status: 'submitted',
      projectName: 'Plant 4 rooftop',
      shipToAddress: '4100 Industrial Blvd, Austin, TX 78744',
      neededBy: '2027-03-31',
      notes: 'Deliver to dock 3',
      submittedAt: expect.any(String),
      totalEstimatedValue: '409.20', // 3 × 136.40; the product quoted on request adds nothing
    });

    const again = await patch(`/api/rfqs/${draft.id}`, validSubmission, buyer);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: `RFQ #${draft.id} is submitted; only draft RFQs can be changed` });
    const late = await post(`/api/rfqs/${draft.id}/items`, { productId: priced.id, quantity: 1 }, buyer);
    expect(late.status).toBe(409);
  });

  it('refuses to submit a draft without items', async () => {
    const draft = await newDraft(buyer);
    const response = await patch(`/api/rfqs/${draft.id}`, validSubmission, buyer);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Add at least one item before submitting this RFQ' });
  });

  it.each([
    ['projectName', { projectName: 'P' }, 'Project name is required'],
    ['shipToAddress', { shipToAddress: 'Austin TX' }, 'Shipping address is required'],
    ['neededBy', { neededBy: '' }, 'Required date is needed'],
    ['neededBy', { neededBy: undefined }, 'Required date is needed'],
    ['neededBy', { neededBy: '31/03/2027' }, 'Use a date like 2027-03-31'],
    ['neededBy', { neededBy: '2027-02-30' }, 'Use a date like 2027-03-31'],
    ['status', { status: 'quoted' }, 'Only submitting a draft is supported'],
  ])('validates the submit form: %s', async (path, overrides, message) => {
    const draft = await newDraft(buyer);
    const response = await patch(`/api/rfqs/${draft.id}`, { ...validSubmission, ...overrides }, buyer);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path, message }]);
  });

  it('validates items and the new-RFQ body', async () => {
    const draft = await newDraft(buyer);
    const zero = await post(`/api/rfqs/${draft.id}/items`, { productId: 1, quantity: 0 }, buyer);
    expect((await zero.json()).issues).toEqual([{ path: 'quantity', message: 'Quantity must be a whole number of at least 1' }]);
    const missing = await post(`/api/rfqs/${draft.id}/items`, { productId: 999_999, quantity: 1 }, buyer);
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues).toEqual([{ path: 'productId', message: 'Product not found' }]);
    const notDraft = await post('/api/rfqs', { projectName: 'X', status: 'submitted' }, buyer);
    expect((await notDraft.json()).issues).toEqual([{ path: 'status', message: 'A new RFQ starts as a draft' }]);
    const badId = await get('/api/rfqs/abc/items', buyer);
    expect(badId.status).toBe(400);
  });

  it('keeps each buyer to their own RFQs, while an admin reads them all', async () => {
    const product = await createTestProduct(database.db);
    const mine = await newDraft(buyer, 'Mine');
    await post(`/api/rfqs/${mine.id}/items`, { productId: product.id, quantity: 1 }, buyer);

    for (const attempt of [
      get(`/api/rfqs/${mine.id}/items`, otherBuyer),
      post(`/api/rfqs/${mine.id}/items`, { productId: product.id, quantity: 1 }, otherBuyer),
      patch(`/api/rfqs/${mine.id}`, validSubmission, otherBuyer),
      patch(`/api/rfqs/${mine.id}`, validSubmission, admin), // admins read; they do not submit for people
    ]) {
      const response = await attempt;
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'RFQ not found' });
    }
    const othersList = await (await get('/api/rfqs', otherBuyer)).json();
    expect(othersList.map((rfq: { id: number }) => rfq.id)).not.toContain(mine.id);

    const mineList = await (await get('/api/rfqs', buyer)).json();
    expect(mineList[0]).toMatchObject({ id: mine.id, projectName: 'Mine', requester: { firstName: 'Pat' } });
    expect(mineList.every((rfq: { requester: { firstName: string } }) => rfq.requester.firstName === 'Pat')).toBe(true);

    const all = await (await get('/api/rfqs', admin)).json();
    expect(new Set(all.map((rfq: { requester: { firstName: string } }) => rfq.requester.firstName))).toEqual(new Set(['Pat']));
    expect((await get(`/api/rfqs/${mine.id}/items`, admin)).status).toBe(200);
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const product = await createTestProduct(database.db);
    const draft = await newDraft(buyer);
    await post(`/api/rfqs/${draft.id}/items`, { productId: product.id, quantity: 2 }, buyer);
    const [first, second] = await Promise.all([patch(`/api/rfqs/${draft.id}`, validSubmission, buyer), patch(`/api/rfqs/${draft.id}`, validSubmission, buyer)]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
  });
});
