import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentDraft, type Rfq, type RfqDetail, type RfqItem } from '~/domain/rfqs';
import { eq } from 'drizzle-orm';
import { products } from '~/server/db/schema';
import { createTestProduct } from '../factories/records';
import { createTestUser } from '../factories/users';
import type { CookieJar } from '../setup/cookieJar';
import { apiContext, describeOnEveryDatabase, type ApiContext } from '../setup/apiContext';
import { jsonRequest, signIn, TEST_SITE_URL, withCookies } from '../setup/testApp';

const api = apiContext({ buyer: { firstName: 'Pat' } });
let otherBuyer: CookieJar;
beforeAll(async () => {
  otherBuyer = await signIn(api.app, (await createTestUser(api.db, { firstName: 'Sam' })).email);
});

const validSubmission = {
  projectName: 'Plant 4 rooftop',
  shipToAddress: '4100 Industrial Blvd, Austin, TX 78744',
  // Far enough ahead never to be in the past while this suite is used.
  neededBy: '2099-03-31',
  notes: 'Deliver to dock 3',
  status: 'submitted',
};

/** The requests these tests make, on one context's app (as its buyer unless told). */
function rfqRequests(api: ApiContext) {
  const get = (path: string, jar: CookieJar) => api.app.request(path, withCookies(jar));
  const post = (path: string, body: unknown, jar: CookieJar) => api.app.request(path, jsonRequest('POST', body, jar));
  const patch = (path: string, body: unknown, jar: CookieJar) => api.app.request(path, jsonRequest('PATCH', body, jar));
  const remove = (path: string, jar: CookieJar) =>
    api.app.request(path, { method: 'DELETE', headers: { Origin: TEST_SITE_URL, Cookie: jar.header() } });

  async function newDraft(jar: CookieJar, projectName = 'New RFQ') {
    const response = await post('/api/rfqs', { projectName, status: 'draft' }, jar);
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; status: string; projectName: string };
  }

  async function draftWith(
    jar: CookieJar,
    lines: { productId: number; quantity: number; specifications?: string }[],
    projectName = 'New RFQ',
  ) {
    const draft = await newDraft(jar, projectName);
    const items: RfqItem[] = [];
    for (const line of lines) {
      const response = await post(`/api/rfqs/${draft.id}/items`, line, jar);
      expect(response.status).toBe(201);
      items.push(await response.json());
    }
    return { draft, items };
  }

  async function itemsOf(rfqId: number, jar: CookieJar = api.buyer): Promise<RfqItem[]> {
    return (await get(`/api/rfqs/${rfqId}/items`, jar)).json();
  }

  async function submitted(jar: CookieJar = api.buyer) {
    const product = await createTestProduct(api.db, { price: '100.00' });
    const { draft } = await draftWith(jar, [{ productId: product.id, quantity: 2 }]);
    expect((await patch(`/api/rfqs/${draft.id}`, validSubmission, jar)).status).toBe(200);
    return draft;
  }

  return { get, post, patch, remove, newDraft, draftWith, itemsOf, submitted };
}

const { get, post, patch, remove, newDraft, draftWith, itemsOf, submitted } = rfqRequests(api);

describe('RFQ lifecycle', () => {
  it('creates a draft, adds items (merging repeats), submits it with its estimated value', async () => {
    const priced = await createTestProduct(api.db, { price: '136.40' });
    const onRequest = await createTestProduct(api.db, { price: null });
    const draft = await newDraft(api.buyer, 'Product Inquiry');
    expect(draft).toMatchObject({ projectName: 'Product Inquiry', status: 'draft', submittedAt: null, totalEstimatedValue: null });

    expect((await post(`/api/rfqs/${draft.id}/items`, { productId: priced.id, quantity: 1 }, api.buyer)).status).toBe(201);
    expect(
      (await post(`/api/rfqs/${draft.id}/items`, { productId: priced.id, quantity: 2, specifications: 'Black frame' }, api.buyer)).status,
    ).toBe(201);
    expect((await post(`/api/rfqs/${draft.id}/items`, { productId: onRequest.id, quantity: 4 }, api.buyer)).status).toBe(201);

    const items = await (await get(`/api/rfqs/${draft.id}/items`, api.buyer)).json();
    expect(items).toEqual([
      {
        id: expect.any(Number),
        productId: priced.id,
        quantity: 3,
        specifications: 'Black frame',
        product: {
          name: priced.name,
          manufacturer: priced.manufacturer,
          model: priced.model,
          unitType: 'module',
          price: '136.40',
          wattsPerUnit: null,
        },
      },
      expect.objectContaining({ productId: onRequest.id, quantity: 4, product: expect.objectContaining({ price: null }) }),
    ]);

    const submitted = await patch(`/api/rfqs/${draft.id}`, validSubmission, api.buyer);
    expect(submitted.status).toBe(200);
    expect(await submitted.json()).toMatchObject({
      id: draft.id,
      status: 'submitted',
      projectName: 'Plant 4 rooftop',
      shipToAddress: '4100 Industrial Blvd, Austin, TX 78744',
      neededBy: '2099-03-31',
      notes: 'Deliver to dock 3',
      submittedAt: expect.any(String),
      totalEstimatedValue: '409.20', // 3 × 136.40; the product quoted on request adds nothing
    });

    const again = await patch(`/api/rfqs/${draft.id}`, validSubmission, api.buyer);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: `RFQ #${draft.id} is submitted; only draft RFQs can be changed` });
    const late = await post(`/api/rfqs/${draft.id}/items`, { productId: priced.id, quantity: 1 }, api.buyer);
    expect(late.status).toBe(409);
  });

  it('refuses to submit a draft without items', async () => {
    const draft = await newDraft(api.buyer);
    const response = await patch(`/api/rfqs/${draft.id}`, validSubmission, api.buyer);
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
    ['neededBy', { neededBy: '2020-01-01' }, 'Required date cannot be in the past'],
    ['status', { status: 'quoted' }, 'Only submitting a draft is supported'],
  ])('validates the submit form: %s', async (path, overrides, message) => {
    const draft = await newDraft(api.buyer);
    const response = await patch(`/api/rfqs/${draft.id}`, { ...validSubmission, ...overrides }, api.buyer);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path, message }]);
  });

  it('takes a required-by date that is still today somewhere, and refuses one that has passed everywhere', async () => {
    const product = await createTestProduct(api.db);
    const day = (offsetDays: number, offsetHours = 0) =>
      new Date(Date.now() + offsetDays * 86_400_000 + offsetHours * 3_600_000).toISOString().slice(0, 10);
    // The last time zone to leave a day is UTC−12: its yesterday has passed for every buyer.
    const passed = day(-1, -12);
    const refused = await newDraft(api.buyer);
    await post(`/api/rfqs/${refused.id}/items`, { productId: product.id, quantity: 1 }, api.buyer);
    const late = await patch(`/api/rfqs/${refused.id}`, { ...validSubmission, neededBy: passed }, api.buyer);
    expect(late.status).toBe(400);
    expect((await late.json()).issues).toEqual([{ path: 'neededBy', message: 'Required date cannot be in the past' }]);
    expect(((await (await get(`/api/rfqs/${refused.id}`, api.buyer)).json()) as Rfq).status).toBe('draft');

    // Today in UTC is today, or still tomorrow, for every buyer west of UTC+12.
    const today = day(0);
    const taken = await patch(`/api/rfqs/${refused.id}`, { ...validSubmission, neededBy: today }, api.buyer);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ status: 'submitted', neededBy: today });
  });

  it('validates items and the new-RFQ body', async () => {
    const draft = await newDraft(api.buyer);
    const zero = await post(`/api/rfqs/${draft.id}/items`, { productId: 1, quantity: 0 }, api.buyer);
    expect((await zero.json()).issues).toEqual([{ path: 'quantity', message: 'Quantity must be a whole number of at least 1' }]);
    const missing = await post(`/api/rfqs/${draft.id}/items`, { productId: 999_999, quantity: 1 }, api.buyer);
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues).toEqual([{ path: 'productId', message: 'Product not found' }]);
    const notDraft = await post('/api/rfqs', { projectName: 'X', status: 'submitted' }, api.buyer);
    expect((await notDraft.json()).issues).toEqual([{ path: 'status', message: 'A new RFQ starts as a draft' }]);
    const badId = await get('/api/rfqs/abc/items', api.buyer);
    expect(badId.status).toBe(400);
  });

  it('keeps each buyer to their own RFQs, while an admin reads them all', async () => {
    const product = await createTestProduct(api.db);
    const mine = await newDraft(api.buyer, 'Mine');
    await post(`/api/rfqs/${mine.id}/items`, { productId: product.id, quantity: 1 }, api.buyer);

    for (const attempt of [
      get(`/api/rfqs/${mine.id}/items`, otherBuyer),
      post(`/api/rfqs/${mine.id}/items`, { productId: product.id, quantity: 1 }, otherBuyer),
      patch(`/api/rfqs/${mine.id}`, validSubmission, otherBuyer),
      patch(`/api/rfqs/${mine.id}`, validSubmission, api.admin), // admins read; they do not submit for people
    ]) {
      const response = await attempt;
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'RFQ not found' });
    }
    const othersList = await (await get('/api/rfqs', otherBuyer)).json();
    expect(othersList.map((rfq: { id: number }) => rfq.id)).not.toContain(mine.id);

    const mineList = await (await get('/api/rfqs', api.buyer)).json();
    expect(mineList[0]).toMatchObject({ id: mine.id, projectName: 'Mine', requester: { firstName: 'Pat' } });
    expect(mineList.every((rfq: { requester: { firstName: string } }) => rfq.requester.firstName === 'Pat')).toBe(true);

    const all = await (await get('/api/rfqs', api.admin)).json();
    expect(new Set(all.map((rfq: { requester: { firstName: string } }) => rfq.requester.firstName))).toEqual(new Set(['Pat']));
    expect((await get(`/api/rfqs/${mine.id}/items`, api.admin)).status).toBe(200);
  });
});

describe('one RFQ and its timeline (GET /api/rfqs/{id})', () => {
  it('answers the RFQ with its line count and the statuses it entered, in order', async () => {
    const product = await createTestProduct(api.db);
    const { draft } = await draftWith(api.buyer, [{ productId: product.id, quantity: 3 }]);
    const before = (await (await get(`/api/rfqs/${draft.id}`, api.buyer)).json()) as RfqDetail;
    expect(before).toMatchObject({ id: draft.id, status: 'draft', itemCount: 1, requester: { firstName: 'Pat' } });
    expect(before.events).toEqual([{ status: 'draft', at: before.createdAt, note: null }]);

    await patch(`/api/rfqs/${draft.id}`, validSubmission, api.buyer);
    const after = (await (await get(`/api/rfqs/${draft.id}`, api.buyer)).json()) as RfqDetail;
    expect(after.events.map((event) => event.status)).toEqual(['draft', 'submitted']);
    expect(after.events[1]!.at).toBe(after.submittedAt);
    expect(after.updatedAt).toBe(after.submittedAt);
    expect((await get(`/api/rfqs/${draft.id}`, api.admin)).status).toBe(200);
    const other = await get(`/api/rfqs/${draft.id}`, otherBuyer);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'RFQ not found' });
  });

  it('lists RFQs with their line counts, and the draft changed last is the cart', async () => {
    const product = await createTestProduct(api.db);
    const older = await newDraft(otherBuyer, 'Older');
    const newer = await newDraft(otherBuyer, 'Newer');
    let list = (await (await get('/api/rfqs', otherBuyer)).json()) as Rfq[];
    expect(currentDraft(list)?.id).toBe(newer.id);
    await post(`/api/rfqs/${older.id}/items`, { productId: product.id, quantity: 1 }, otherBuyer);
    list = await (await get('/api/rfqs', otherBuyer)).json();
    expect(currentDraft(list)?.id).toBe(older.id);
    expect(list.find((rfq) => rfq.id === older.id)).toMatchObject({ itemCount: 1 });
    expect(list.find((rfq) => rfq.id === newer.id)).toMatchObject({ itemCount: 0 });
  });
});

describe('editing a draft', () => {
  it("changes a line's quantity and note, a blank note clearing it", async () => {
    const product = await createTestProduct(api.db, { price: '12.50', unitType: 'module' });
    const { draft, items } = await draftWith(api.buyer, [{ productId: product.id, quantity: 1 }]);
    const line = `/api/rfqs/${draft.id}/items/${items[0]!.id}`;
    const changed = await patch(line, { quantity: 40, specifications: 'Black frames' }, api.buyer);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      id: items[0]!.id,
      quantity: 40,
      specifications: 'Black frames',
      product: { price: '12.50' },
    });
    expect(await (await patch(line, { specifications: '  ' }, api.buyer)).json()).toMatchObject({ quantity: 40, specifications: null });
    expect(await (await patch(line, { quantity: 7 }, api.buyer)).json()).toMatchObject({ quantity: 7, specifications: null });
    expect((await itemsOf(draft.id)).map((item) => item.quantity)).toEqual([7]);
  });

  it.each([
    [{}, '', 'Send a quantity, a note (specifications) or both'],
    [{ quantity: 0 }, 'quantity', 'Quantity must be a whole number of at least 1'],
    [{ quantity: 2.5 }, 'quantity', 'Quantity must be a whole number of at least 1'],
    [{ quantity: 1_000_000_001 }, 'quantity', 'Quantity must be at most 1,000,000,000'],
    [{ specifications: 'x'.repeat(2001) }, 'specifications', 'Must be at most 2000 characters'],
  ])('validates a line change (case %#): %s', async (body, path, message) => {
    const product = await createTestProduct(api.db);
    const { draft, items } = await draftWith(api.buyer, [{ productId: product.id, quantity: 1 }]);
    const response = await patch(`/api/rfqs/${draft.id}/items/${items[0]!.id}`, body, api.buyer);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path, message }]);
  });

  it('removes a line, then answers 404 for it', async () => {
    const [a, b] = [await createTestProduct(api.db), await createTestProduct(api.db)];
    const { draft, items } = await draftWith(api.buyer, [
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 2 },
    ]);
    const response = await remove(`/api/rfqs/${draft.id}/items/${items[0]!.id}`, api.buyer);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await itemsOf(draft.id)).map((item) => item.productId)).toEqual([b.id]);
    const again = await remove(`/api/rfqs/${draft.id}/items/${items[0]!.id}`, api.buyer);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'RFQ item not found' });
  });

  it('finds a line only through its own RFQ', async () => {
    const product = await createTestProduct(api.db);
    const first = await draftWith(api.buyer, [{ productId: product.id, quantity: 1 }]);
    const second = await draftWith(api.buyer, [{ productId: product.id, quantity: 1 }]);
    const crossed = `/api/rfqs/${second.draft.id}/items/${first.items[0]!.id}`;
    expect((await patch(crossed, { quantity: 9 }, api.buyer)).status).toBe(404);
    expect((await remove(crossed, api.buyer)).status).toBe(404);
    expect((await itemsOf(first.draft.id))[0]!.quantity).toBe(1);
  });

  it('deletes a draft with its lines', async () => {
    const product = await createTestProduct(api.db);
    const { draft } = await draftWith(api.buyer, [{ productId: product.id, quantity: 1 }]);
    expect((await remove(`/api/rfqs/${draft.id}`, api.buyer)).status).toBe(204);
    expect((await get(`/api/rfqs/${draft.id}`, api.buyer)).status).toBe(404);
    expect((await get(`/api/rfqs/${draft.id}/items`, api.buyer)).status).toBe(404);
    const list = (await (await get('/api/rfqs', api.buyer)).json()) as Rfq[];
    expect(list.map((rfq) => rfq.id)).not.toContain(draft.id);
  });

  it('refuses a quantity that repeated adds would carry past the limit', async () => {
    // Priced per watt: a billion is a 1 GW order, within the RFQ value limit too.
    const product = await createTestProduct(api.db, { price: '0.30', unitType: 'W' });
    const { draft } = await draftWith(api.buyer, [{ productId: product.id, quantity: 1_000_000_000 }]);
    const response = await post(`/api/rfqs/${draft.id}/items`, { productId: product.id, quantity: 1_000_000_000 }, api.buyer);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path: 'quantity', message: 'Quantity would exceed 1,000,000,000 on this line' }]);
    expect((await itemsOf(draft.id))[0]!.quantity).toBe(1_000_000_000);
  });

  it("bounds an RFQ's estimated value to $10,000,000,000, naming the quantity that would carry it past", async () => {
    const megawatt = await createTestProduct(api.db, { price: '1550000.00', unitType: 'MW' });
    const other = await createTestProduct(api.db, { price: '1550000.00', unitType: 'MW' });
    const { draft, items } = await draftWith(api.buyer, [{ productId: megawatt.id, quantity: 6_000 }]);
    const message = 'The estimated value of this RFQ would exceed $10,000,000,000: lower a quantity';
    for (const attempt of [
      post(`/api/rfqs/${draft.id}/items`, { productId: megawatt.id, quantity: 64_000_000 }, api.buyer),
      post(`/api/rfqs/${draft.id}/items`, { productId: other.id, quantity: 1_000 }, api.buyer),
      patch(`/api/rfqs/${draft.id}/items/${items[0]!.id}`, { quantity: 7_000 }, api.buyer),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toEqual([{ path: 'quantity', message }]);
    }
    expect((await itemsOf(draft.id)).map((item) => item.quantity)).toEqual([6_000]);
    const within = await post(`/api/rfqs/${draft.id}/items`, { productId: other.id, quantity: 451 }, api.buyer);
    expect(within.status).toBe(201);
  });

  it('refuses to submit an RFQ whose prices rose past the value limit since its lines were added, and keeps it a draft', async () => {
    const product = await createTestProduct(api.db, { price: '1000000.00', unitType: 'MW' });
    const { draft } = await draftWith(api.buyer, [{ productId: product.id, quantity: 9_000 }]);
    await api.db.update(products).set({ price: '999999999999.99' }).where(eq(products.id, product.id));
    const response = await patch(`/api/rfqs/${draft.id}`, validSubmission, api.buyer);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: 'totalEstimatedValue', message: 'The estimated value of this RFQ would exceed $10,000,000,000: lower a quantity' },
    ]);
    expect(await (await get(`/api/rfqs/${draft.id}`, api.buyer)).json()).toMatchObject({ status: 'draft', totalEstimatedValue: null });
  });

  it('keeps a submitted RFQ as it was submitted: 409 for every change', async () => {
    const rfq = await submitted();
    const [line] = await itemsOf(rfq.id);
    for (const attempt of [
      patch(`/api/rfqs/${rfq.id}/items/${line!.id}`, { quantity: 5 }, api.buyer),
      remove(`/api/rfqs/${rfq.id}/items/${line!.id}`, api.buyer),
      remove(`/api/rfqs/${rfq.id}`, api.buyer),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: `RFQ #${rfq.id} is submitted; only draft RFQs can be changed` });
    }
    expect((await itemsOf(rfq.id))[0]!.quantity).toBe(2);
  });

  it('lets no one but the owner change a draft, not even an admin', async () => {
    const product = await createTestProduct(api.db);
    const { draft, items } = await draftWith(api.buyer, [{ productId: product.id, quantity: 1 }]);
    for (const jar of [otherBuyer, api.admin]) {
      for (const attempt of [
        patch(`/api/rfqs/${draft.id}/items/${items[0]!.id}`, { quantity: 5 }, jar),
        remove(`/api/rfqs/${draft.id}/items/${items[0]!.id}`, jar),
        remove(`/api/rfqs/${draft.id}`, jar),
        post(`/api/rfqs/${draft.id}/duplicate`, {}, jar),
      ]) {
        const response = await attempt;
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: 'RFQ not found' });
      }
    }
    expect(await itemsOf(draft.id)).toHaveLength(1);
  });
});

describe('duplicating an RFQ', () => {
  it('makes a new draft with the same lines, address and notes, any status', async () => {
    const [a, b] = [await createTestProduct(api.db), await createTestProduct(api.db)];
    const { draft } = await draftWith(api.buyer, [
      { productId: a.id, quantity: 3, specifications: 'Deliver first' },
      { productId: b.id, quantity: 1 },
    ]);
    await patch(`/api/rfqs/${draft.id}`, validSubmission, api.buyer);
    const response = await post(`/api/rfqs/${draft.id}/duplicate`, {}, api.buyer);
    expect(response.status).toBe(201);
    const copy = (await response.json()) as Rfq;
    expect(copy).toMatchObject({
      status: 'draft',
      projectName: 'Plant 4 rooftop (copy)',
      shipToAddress: validSubmission.shipToAddress,
      notes: validSubmission.notes,
      neededBy: null,
      submittedAt: null,
      totalEstimatedValue: null,
      itemCount: 2,
    });
    expect((await itemsOf(copy.id)).map(({ productId, quantity, specifications }) => ({ productId, quantity, specifications }))).toEqual([
      { productId: a.id, quantity: 3, specifications: 'Deliver first' },
      { productId: b.id, quantity: 1, specifications: null },
    ]);
    const detail = (await (await get(`/api/rfqs/${copy.id}`, api.buyer)).json()) as RfqDetail;
    expect(detail.events.map((event) => event.status)).toEqual(['draft']);
    // The copy is the newest change: Add to RFQ now fills it.
    expect(currentDraft(await (await get('/api/rfqs', api.buyer)).json())?.id).toBe(copy.id);
  });

  it('names a copy of an unnamed RFQ after its number', async () => {
    const response = await post('/api/rfqs', { status: 'draft' }, api.buyer);
    const unnamed = (await response.json()) as Rfq;
    const copy = (await (await post(`/api/rfqs/${unnamed.id}/duplicate`, {}, api.buyer)).json()) as Rfq;
    expect(copy).toMatchObject({ projectName: `RFQ #${unnamed.id} (copy)`, itemCount: 0 });
  });
});

/** The named columns of a CSV row. */
function pick(row: Record<string, string>, ...columns: string[]): Record<string, string> {
  return Object.fromEntries(columns.map((column) => [column, row[column]!]));
}

/**
 * A submitted RFQ of the buyer's, estimated at $172,440 (1,000 modules at $167.40 and 12,000 ft of
 * wire at $0.42; the switchgear is priced on request), quoted per line at $212,000: the modules at
 * $155.35 (6 weeks), the switchgear at $50,000 (16 weeks), the wire at $0.3875/ft (from stock) and
 * $2,000 of freight.
 */
async function quotedRooftop(): Promise<{ id: number }> {
  const modules = await createTestProduct(api.db, { name: 'Rooftop module', price: '167.40', unitType: 'module' });
  const switchgear = await createTestProduct(api.db, { name: 'LV switchgear lineup', price: null, unitType: 'lineup' });
  const wire = await createTestProduct(api.db, { name: 'PV wire', price: '0.42', unitType: 'ft' });
  const { draft, items } = await draftWith(api.buyer, [
    { productId: modules.id, quantity: 1000 },
    { productId: switchgear.id, quantity: 1 },
    { productId: wire.id, quantity: 12_000 },
  ]);
  expect((await patch(`/api/rfqs/${draft.id}`, { ...validSubmission, projectName: 'Quoted rooftop' }, api.buyer)).status).toBe(200);
  expect((await patch(`/api/admin/rfqs/${draft.id}/status`, { status: 'under_review' }, api.admin)).status).toBe(200);
  const quoted = await patch(
    `/api/admin/rfqs/${draft.id}/status`,
    {
      status: 'quoted',
      amount: 212_000,
      validUntil: '2099-01-31',
      lines: [
        { itemId: items[0]!.id, unitPrice: 155.35, leadTimeWeeks: 6 },
        { itemId: items[1]!.id, unitPrice: 50_000, leadTimeWeeks: 16 },
        { itemId: items[2]!.id, unitPrice: 0.3875, leadTimeWeeks: 0 },
      ],
      charges: [{ label: 'Freight', amount: 2000 }],
    },
    api.admin,
  );
  expect(quoted.status, await quoted.clone().text()).toBe(200);
  return { id: draft.id };
}

describe('the figures a list shows', () => {
  it("lists each RFQ with its quoted total beside its estimate: none before a quote, the quote's total once quoted, kept after a decline", async () => {
    const waiting = await submitted();
    const { id } = await quotedRooftop();
    const listed = async (jar: CookieJar) => {
      const list = (await (await get('/api/rfqs', jar)).json()) as Rfq[];
      return Object.fromEntries(
        list
          .filter((rfq) => rfq.id === id || rfq.id === waiting.id)
          .map((rfq) => [rfq.id, pick(rfq as never, 'totalEstimatedValue', 'quotedTotal')]),
      );
    };
    const expected = {
      [waiting.id]: { totalEstimatedValue: '200.00', quotedTotal: null },
      [id]: { totalEstimatedValue: '172440.00', quotedTotal: '212000.00' },
    };
    expect(await listed(api.buyer)).toEqual(expected);
    // The admin's list (the RFQs tab) is the same call.
    expect(await listed(api.admin)).toEqual(expected);
    // The existing contract holds: the quote is still there whole.
    const [quoted] = ((await (await get('/api/rfqs', api.buyer)).json()) as Rfq[]).filter((rfq) => rfq.id === id);
    expect(quoted!.quote).toMatchObject({ amount: '212000.00', subtotal: '210000.00', version: 1 });

    const declined = await patch(`/api/rfqs/${id}/status`, { status: 'declined', quoteVersion: 1, reason: 'Over budget' }, api.buyer);
    expect(declined.status, await declined.clone().text()).toBe(200);
    expect((await declined.json()) as Rfq).toMatchObject({ status: 'declined', quotedTotal: '212000.00' });
    expect((await listed(api.buyer))[id]).toEqual({ totalEstimatedValue: '172440.00', quotedTotal: '212000.00' });
  });
});

describe('GET /api/rfqs/{id}/export.csv', () => {
  it('answers the RFQ as CSV, one row per line, that a spreadsheet cannot run', async () => {
    const product = await createTestProduct(api.db, {
      name: 'Tiger Neo',
      manufacturer: 'JinkoSolar',
      price: '167.40',
      unitType: 'module',
    });
    const onRequest = await createTestProduct(api.db, { name: '=HYPERLINK("http://evil.example")', price: null, unitType: null });
    const { draft } = await draftWith(api.buyer, [
      { productId: product.id, quantity: 1200, specifications: '+1 spare pallet' },
      { productId: onRequest.id, quantity: 2 },
    ]);
    await patch(`/api/rfqs/${draft.id}`, { ...validSubmission, projectName: '@Plant 4' }, api.buyer);
    const response = await get(`/api/rfqs/${draft.id}/export.csv`, api.buyer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="voltfield-rfq-${draft.id}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)], 'a UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
    const { data, errors } = Papa.parse<Record<string, string>>(new TextDecoder().decode(bytes), { header: true, skipEmptyLines: true });
    expect(errors).toEqual([]);
    const { submittedAt } = (await (await get(`/api/rfqs/${draft.id}`, api.buyer)).json()) as Rfq;
    const common = {
      RFQ: String(draft.id),
      Project: "'@Plant 4",
      Status: 'Submitted',
      Submitted: submittedAt!.slice(0, 10),
      'Required by': '2099-03-31',
      'Ship to': validSubmission.shipToAddress,
      // Not quoted yet: the quote's columns are empty.
      'Quote total (USD)': '',
      'Quote valid until': '',
    };
    const unquoted = { 'Quoted unit price (USD)': '', 'Lead time (weeks)': '', 'Quoted line total (USD)': '' };
    expect(data).toEqual([
      {
        ...common,
        ...unquoted,
        Line: '1',
        Product: 'Tiger Neo',
        Manufacturer: 'JinkoSolar',
        Model: product.model,
        Quantity: '1200',
        Unit: 'module',
        'Unit price (USD)': '167.40',
        'Line total (USD)': '200880.00',
        'Line note': "'+1 spare pallet",
      },
      {
        ...common,
        ...unquoted,
        Line: '2',
        Product: '\'=HYPERLINK("http://evil.example")',
        Manufacturer: onRequest.manufacturer,
        Model: onRequest.model,
        Quantity: '2',
        Unit: 'unit',
        'Unit price (USD)': '',
        'Line total (USD)': '',
        'Line note': '',
      },
    ]);
  });

  it("carries the quote: each line's quoted unit price, lead time and total, a row per charge, and the quote's total and date", async () => {
    const { id } = await quotedRooftop();
    const response = await get(`/api/rfqs/${id}/export.csv`, api.buyer);
    expect(response.status).toBe(200);
    const { data, errors } = Papa.parse<Record<string, string>>((await response.text()).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(errors).toEqual([]);
    const quoteColumns = { Status: 'Quoted', 'Quote total (USD)': '212000.00', 'Quote valid until': '2099-01-31' };
    expect(data.map((row) => pick(row, 'Line', 'Product', 'Quantity', 'Unit price (USD)', 'Line total (USD)'))).toEqual([
      { Line: '1', Product: 'Rooftop module', Quantity: '1000', 'Unit price (USD)': '167.40', 'Line total (USD)': '167400.00' },
      { Line: '2', Product: 'LV switchgear lineup', Quantity: '1', 'Unit price (USD)': '', 'Line total (USD)': '' },
      { Line: '3', Product: 'PV wire', Quantity: '12000', 'Unit price (USD)': '0.42', 'Line total (USD)': '5040.00' },
      { Line: 'Charge', Product: 'Freight', Quantity: '', 'Unit price (USD)': '', 'Line total (USD)': '' },
    ]);
    expect(
      data.map((row) =>
        pick(
          row,
          'Status',
          'Quoted unit price (USD)',
          'Lead time (weeks)',
          'Quoted line total (USD)',
          'Quote total (USD)',
          'Quote valid until',
        ),
      ),
    ).toEqual([
      { ...quoteColumns, 'Quoted unit price (USD)': '155.35', 'Lead time (weeks)': '6', 'Quoted line total (USD)': '155350.00' },
      { ...quoteColumns, 'Quoted unit price (USD)': '50000.00', 'Lead time (weeks)': '16', 'Quoted line total (USD)': '50000.00' },
      { ...quoteColumns, 'Quoted unit price (USD)': '0.3875', 'Lead time (weeks)': '0', 'Quoted line total (USD)': '4650.00' },
      { ...quoteColumns, 'Quoted unit price (USD)': '', 'Lead time (weeks)': '', 'Quoted line total (USD)': '2000.00' },
    ]);
    // The quoted lines and the charges add up to the quote's total, as a spreadsheet sums them.
    const cents = data.reduce((sum, row) => sum + Math.round(Number(row['Quoted line total (USD)']) * 100), 0);
    expect(cents).toBe(212_000_00);
  });

  it('is for the owner and admins only', async () => {
    const rfq = await submitted();
    expect((await get(`/api/rfqs/${rfq.id}/export.csv`, api.admin)).status).toBe(200);
    expect((await get(`/api/rfqs/${rfq.id}/export.csv`, otherBuyer)).status).toBe(404);
  });
});

// Which of several requests on one RFQ wins is decided by the database's locks: on every database.
describeOnEveryDatabase('concurrent changes to one RFQ', api, (api) => {
  const { post, patch, remove, newDraft, draftWith, itemsOf } = rfqRequests(api);

  it('lets only one of two simultaneous submissions through', async () => {
    const product = await createTestProduct(api.db);
    const draft = await newDraft(api.buyer);
    await post(`/api/rfqs/${draft.id}/items`, { productId: product.id, quantity: 2 }, api.buyer);
    const [first, second] = await Promise.all([
      patch(`/api/rfqs/${draft.id}`, validSubmission, api.buyer),
      patch(`/api/rfqs/${draft.id}`, validSubmission, api.buyer),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
  });

  it('fixes the estimated value to the lines as they are when it is submitted, whichever comes first', async () => {
    const product = await createTestProduct(api.db, { price: '10.00' });
    const other = await createTestProduct(api.db, { price: '1.00' });
    for (let round = 0; round < 6; round += 1) {
      const { draft, items } = await draftWith(api.buyer, [
        { productId: product.id, quantity: 1 },
        { productId: other.id, quantity: 1 },
      ]);
      const [change, removal, submission] = await Promise.all([
        patch(`/api/rfqs/${draft.id}/items/${items[0]!.id}`, { quantity: 5 }, api.buyer),
        remove(`/api/rfqs/${draft.id}/items/${items[1]!.id}`, api.buyer),
        patch(`/api/rfqs/${draft.id}`, validSubmission, api.buyer),
      ]);
      expect(submission.status).toBe(200);
      expect([200, 409]).toContain(change.status);
      expect([204, 409]).toContain(removal.status);
      const lines = await itemsOf(draft.id);
      const value = lines.reduce((sum, line) => sum + Number(line.product.price) * line.quantity, 0);
      expect(((await submission.json()) as Rfq).totalEstimatedValue).toBe(value.toFixed(2));
      expect(lines.find((line) => line.productId === product.id)!.quantity).toBe(change.status === 200 ? 5 : 1);
      expect(lines.some((line) => line.productId === other.id)).toBe(removal.status === 409);
    }
  });

  it('200 simultaneous adds of one product leave one line with the exact quantity', async () => {
    const product = await createTestProduct(api.db, { price: '10.00' });
    const draft = await (await api.app.request('/api/rfqs', jsonRequest('POST', { projectName: 'Concurrent adds' }, api.buyer))).json();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        api.app.request(`/api/rfqs/${draft.id}/items`, jsonRequest('POST', { productId: product.id, quantity: 1 }, api.buyer)),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    const items = await (await api.app.request(`/api/rfqs/${draft.id}/items`, withCookies(api.buyer))).json();
    expect(items).toEqual([expect.objectContaining({ productId: product.id, quantity: 200 })]);
  });

  it('adds racing a submission: the submitted value equals its items, and adds after it get 409', async () => {
    const product = await createTestProduct(api.db, { price: '7.25' });
    for (let round = 0; round < 5; round += 1) {
      const draft = await (await api.app.request('/api/rfqs', jsonRequest('POST', { projectName: `Race ${round}` }, api.buyer))).json();
      await api.app.request(`/api/rfqs/${draft.id}/items`, jsonRequest('POST', { productId: product.id, quantity: 1 }, api.buyer));
      const submission = {
        projectName: `Race ${round}`,
        shipToAddress: '100 Main Street, Austin, TX',
        neededBy: '2099-06-30',
        status: 'submitted',
      };
      const adds = Array.from({ length: 20 }, () =>
        api.app.request(`/api/rfqs/${draft.id}/items`, jsonRequest('POST', { productId: product.id, quantity: 1 }, api.buyer)),
      );
      const [submitted, ...added] = await Promise.all([
        api.app.request(`/api/rfqs/${draft.id}`, jsonRequest('PATCH', submission, api.buyer)),
        ...adds,
      ]);
      expect(submitted!.status).toBe(200);
      expect(added.every((response) => response.status === 201 || response.status === 409)).toBe(true);
      const items = (await (await api.app.request(`/api/rfqs/${draft.id}/items`, withCookies(api.buyer))).json()) as { quantity: number }[];
      const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
      expect(quantity).toBe(1 + added.filter((response) => response.status === 201).length);
      expect(Number((await submitted!.json()).totalEstimatedValue)).toBeCloseTo(quantity * 7.25, 2);
      const late = await api.app.request(
        `/api/rfqs/${draft.id}/items`,
        jsonRequest('POST', { productId: product.id, quantity: 1 }, api.buyer),
      );
      expect(late.status).toBe(409);
    }
  });
});
