import { beforeAll, describe, expect, it } from 'vitest';
import { cheapestModuleLine, closestInverterLine } from '~/domain/equipmentLines';
import { seedDemoData } from '~/server/db/seed';
import { catalogForDesigns } from '~/server/services/products';
import { createTestUser } from '../factories/users';
import { apiContext } from '../setup/apiContext';
import { jsonRequest, signIn, withCookies } from '../setup/testApp';

/**
 * "Request quotes for this design": a site's design as a draft RFQ of whole catalog units (the rule
 * itself in src/domain/sites/designRfq.test.ts), one draft a design, each line traced to it.
 */

const api = apiContext();
beforeAll(async () => {
  await seedDemoData(api.db, { withDemoUsers: false });
});

const json = async (response: Response | Promise<Response>) => (await response).json();
const requestQuotes = (siteId: number, body: unknown = {}, jar = api.buyer) =>
  api.app.request(`/api/sites/${siteId}/rfq`, jsonRequest('POST', body, jar));

async function newSite(battery: { powerKW: number; energyKWh: number } | null = { powerKW: 500, energyKWh: 1000 }) {
  const site = await json(api.app.request('/api/sites', jsonRequest('POST', { name: 'Phoenix roof', zip: '85004' }, api.buyer)));
  const [design] = site.designs;
  return json(api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', { designs: [{ ...design, battery }] }, api.buyer)));
}

describe("a site design's request for quotes", () => {
  it('fills one draft RFQ with its modules, inverters and battery in whole catalog units, each line traced to the design; asking again refills that draft', async () => {
    const site = await newSite();
    const first = await requestQuotes(site.id);
    expect(first.status).toBe(201);
    const answer = await first.json();
    expect(answer).toMatchObject({ created: true, url: `/rfq?id=${answer.rfqId}` });
    expect(answer.lines.map((line: { part: string }) => line.part)).toEqual(['modules', 'inverters', 'battery']);

    const items: { productId: number; quantity: number; specifications: string; product: { wattsPerUnit?: number } }[] = await json(
      api.app.request(`/api/rfqs/${answer.rfqId}/items`, withCookies(api.buyer)),
    );
    const itemOf = (part: string) =>
      items.find((item) => item.productId === answer.lines.find((line: { part: string }) => line.part === part).productId)!;
    expect(items).toHaveLength(3);
    const modules = itemOf('modules');
    const watts = modules.product.wattsPerUnit!;
    // Whole modules for 1,000 kWdc, no fewer and not one more than needed.
    expect(modules.quantity).toBe(Math.ceil(1_000_000 / watts));
    expect(modules.specifications).toMatch(/^Site "Phoenix roof", Design 1: PV modules for 1,000 kWdc: /);
    expect(itemOf('battery').specifications).toMatch(/Battery storage for 500 kW \/ 1,000 kWh: \d+ × /);
    const rfq = await json(api.app.request(`/api/rfqs/${answer.rfqId}`, withCookies(api.buyer)));
    expect(rfq).toMatchObject({ status: 'draft', projectName: 'Phoenix roof: Design 1' });
    expect(rfq.notes).toContain(`(site #${site.id}), Design 1: 1,000 kWdc of PV`);

    // Again, after a change to the design: the same draft, its lines replaced, not added to.
    const [design] = site.designs;
    await api.app.request(
      `/api/sites/${site.id}`,
      jsonRequest('PATCH', { designs: [{ ...design, pv: { ...design.pv, systemSizeKWdc: 2000 }, battery: null }] }, api.buyer),
    );
    const again = await requestQuotes(site.id, { designId: 'd1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ rfqId: answer.rfqId, created: false });
    const refilled: { productId: number; quantity: number }[] = await json(
      api.app.request(`/api/rfqs/${answer.rfqId}/items`, withCookies(api.buyer)),
    );
    expect(refilled).toHaveLength(2);
    expect(refilled.find((item) => item.productId === modules.productId)?.quantity).toBe(Math.ceil(2_000_000 / watts));
  });

  it('makes one draft for two clicks at once, and a new one once the draft was deleted', async () => {
    const site = await newSite(null);
    const [one, two] = await Promise.all([requestQuotes(site.id), requestQuotes(site.id)]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    const [a, b] = [await one.json(), await two.json()];
    expect(a.rfqId).toBe(b.rfqId);
    expect((await json(api.app.request(`/api/rfqs/${a.rfqId}/items`, withCookies(api.buyer)))).length).toBe(2);

    expect((await api.app.request(`/api/rfqs/${a.rfqId}`, jsonRequest('DELETE', undefined, api.buyer))).status).toBe(204);
    const next = await requestQuotes(site.id);
    expect(next.status).toBe(201);
    expect((await next.json()).rfqId).not.toBe(a.rfqId);
  });

  it("refuses another account's site (404), a design it does not have, and a named product that is not of its kind, naming the field", async () => {
    const site = await newSite(null);
    const other = await signIn(api.app, (await createTestUser(api.db)).email);
    const foreign = await requestQuotes(site.id, {}, other);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: 'Site not found' });

    const unknown = await requestQuotes(site.id, { designId: 'd9' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).issues).toEqual([{ path: 'designId', message: 'No design of this site has this id' }]);
    expect((await json(requestQuotes(site.id, { designId: 'd1', extra: true }))).issues).toEqual([
      { path: 'extra', message: 'Unknown field' },
    ]);

    const inverters = await json(api.app.request('/api/products?category=inverters', withCookies(api.buyer)));
    const [design] = site.designs;
    await api.app.request(
      `/api/sites/${site.id}`,
      jsonRequest('PATCH', { designs: [{ ...design, equipment: { moduleProductId: inverters[0].id } }] }, api.buyer),
    );
    const wrongKind = await requestQuotes(site.id);
    expect(wrongKind.status).toBe(400);
    expect((await wrongKind.json()).issues).toEqual([
      { path: 'designs.0.equipment.moduleProductId', message: 'Not a product of its kind in the catalog' },
    ]);
  });
});

describe("a design's equipment, named up front", () => {
  it('starts a new site with the catalog module of the lowest price per watt and the inverter closest above its AC size', async () => {
    const site = await json(api.app.request('/api/sites', jsonRequest('POST', { name: 'Mesa yard', zip: '85201' }, api.buyer)));
    const [design] = site.designs;
    const catalog = await catalogForDesigns(api.db);
    expect(design.equipment).toEqual({
      moduleProductId: cheapestModuleLine(catalog.modules, design.pv.systemSizeKWdc)!.product.id,
      inverterProductId: closestInverterLine(catalog.inverters, design.pv.systemSizeKWdc / design.pv.dcAcRatio)!.product.id,
    });
  });

  it("lists each design's equipment in whole units as a request for quotes would hold it, without making one; readable as the site is", async () => {
    const site = await newSite();
    const drafts = (await json(api.app.request('/api/rfqs', withCookies(api.buyer)))).length;
    const response = await api.app.request(`/api/sites/${site.id}/equipment`, withCookies(api.buyer));
    expect(response.status).toBe(200);
    const [design] = await response.json();
    expect(design.designId).toBe('d1');
    expect(design.missing).toEqual([]);
    expect(design.lines.map((line: { part: string; named: boolean }) => [line.part, line.named])).toEqual([
      ['modules', true],
      ['inverters', true],
      ['battery', false],
    ]);
    const modules = design.lines[0];
    expect(modules.productId).toBe(site.designs[0].equipment.moduleProductId);
    expect(modules.text).toMatch(/^.+: [\d,]+ × \d+ W units for 1,000 kWdc, rounded up to whole units$/);
    expect(modules.units).toBe(Math.ceil(1_000_000 / Number(modules.text.match(/× (\d+) W/)[1])));

    // Nothing was drafted.
    expect(await json(api.app.request('/api/rfqs', withCookies(api.buyer)))).toHaveLength(drafts);
    // Staff read it; another account finds no such site; a visitor must sign in.
    expect((await api.app.request(`/api/sites/${site.id}/equipment`, withCookies(api.admin))).status).toBe(200);
    const other = await signIn(api.app, (await createTestUser(api.db)).email);
    const foreign = await api.app.request(`/api/sites/${site.id}/equipment`, withCookies(other));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: 'Site not found' });
    expect((await api.app.request(`/api/sites/${site.id}/equipment`)).status).toBe(401);
  });

  it('says when a product a design names has left the catalog, and falls back to the rule for it', async () => {
    const site = await newSite(null);
    const [design] = site.designs;
    await api.app.request(
      `/api/sites/${site.id}`,
      jsonRequest('PATCH', { designs: [{ ...design, equipment: { ...design.equipment, inverterProductId: 987_654 } }] }, api.buyer),
    );
    const [equipment] = await json(api.app.request(`/api/sites/${site.id}/equipment`, withCookies(api.buyer)));
    expect(equipment.missing).toEqual(['A product this design names is no longer in the catalog: choose another.']);
    expect(equipment.lines.find((line: { part: string }) => line.part === 'inverters')).toMatchObject({ named: false });
  });
});
