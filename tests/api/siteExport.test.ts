import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../factories/users';
import { apiContext } from '../setup/apiContext';
import { jsonRequest, signIn, withCookies } from '../setup/testApp';

/** A site's figures as data: the report's answer as JSON, and as CSV one figure a row. */

const api = apiContext();
const json = async (response: Response | Promise<Response>) => (await response).json();
/** What a spreadsheet reads back (RFC 4180), a row an object by the header. */
const readBack = (csv: string) =>
  Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, newline: '\r\n', skipEmptyLines: true }).data;

async function computedSite(name: string) {
  const site = await json(api.app.request('/api/sites', jsonRequest('POST', { name, zip: '85004' }, api.buyer)));
  const [design] = site.designs;
  await api.app.request(
    `/api/sites/${site.id}`,
    jsonRequest(
      'PATCH',
      {
        designs: [design, { ...design, id: 'd2', name: 'Trackers', pv: { ...design.pv, tracking: 'single-axis' } }],
        interconnection: { distanceToSubstationMiles: 2 },
        land: { acres: 40 },
      },
      api.buyer,
    ),
  );
  const answer = await json(api.app.request(`/api/sites/${site.id}/compute`, jsonRequest('POST', {}, api.buyer)));
  return { site, answer };
}

describe('GET /api/sites/{id}/export.json', () => {
  it("answers the site's inputs and the computed answer, as a private download", async () => {
    const { site, answer } = await computedSite('Phoenix roof');
    const response = await api.app.request(`/api/sites/${site.id}/export.json`, withCookies(api.buyer));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="voltfield-site-${site.id}.json"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const exported = await response.json();
    expect(exported.answer).toEqual(answer);
    expect(exported.site).toEqual({
      id: site.id,
      name: 'Phoenix roof',
      latitude: site.latitude,
      longitude: site.longitude,
      state: 'AZ',
      zip: '85004',
      designs: [site.designs[0], expect.objectContaining({ id: 'd2', name: 'Trackers' })],
      interconnection: { distanceToSubstationMiles: 2 },
      land: { acres: 40 },
      usage: null,
      economics: null,
    });
    expect(Number.isNaN(Date.parse(exported.generatedAt))).toBe(false);
  });

  it('computes afresh when a result is out of date, and stores nothing', async () => {
    const { site } = await computedSite('Moved');
    await api.app.request(`/api/sites/${site.id}`, jsonRequest('PATCH', { land: { acres: 80 } }, api.buyer));
    const exported = await json(api.app.request(`/api/sites/${site.id}/export.json`, withCookies(api.buyer)));
    expect(exported.answer.landLease.totalAcres).toBe(80);
    expect(exported.answer.stale).toEqual([]);
    const stored = await json(api.app.request(`/api/sites/${site.id}`, withCookies(api.buyer)));
    expect(stored.answer.stale).toEqual(['landLease']);
  });
});

describe('GET /api/sites/{id}/export.csv', () => {
  it("writes one figure a row, each design's production equal to the answer's, and parses back", async () => {
    const { site, answer } = await computedSite('Phoenix roof');
    const response = await api.app.request(`/api/sites/${site.id}/export.csv`, withCookies(api.buyer));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="voltfield-site-${site.id}.csv"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const rows = readBack(await response.text());
    expect(Object.keys(rows[0]!)).toEqual(['section', 'design', 'metric', 'value', 'unit']);

    const figure = (design: string, metric: string) => {
      const found = rows.filter((row) => row.design === design && row.metric === metric);
      expect(found, `${design}: ${metric}`).toHaveLength(1);
      return found[0]!.value;
    };
    for (const { name, production } of answer.designs) {
      expect(Number(figure(name, 'Annual production'))).toBe(production.annualKWh);
      expect(Number(figure(name, 'Specific yield'))).toBe(production.specificYieldKWhPerKWdc);
      expect(Number(figure(name, 'Capacity factor (AC)'))).toBe(production.capacityFactorAC);
      expect(Number(figure(name, 'January production'))).toBe(production.monthlyKWh[0]);
      expect(Number(figure(name, 'December production'))).toBe(production.monthlyKWh[11]);
      expect(figure(name, 'Weather station')).toContain(production.station.name);
      expect(Number(figure(name, 'Weather station distance'))).toBe(production.station.distanceKm);
    }
    expect(figure('', 'Process')).toBe(answer.interconnection.process.name);
    expect(Number(figure('', 'Timeline (typical)'))).toBe(answer.interconnection.timeline.typicalMonths);
    expect(Number(figure('', 'Rent per acre (likely)'))).toBe(answer.landLease.likely.perAcre);
    expect(rows.filter((row) => row.section === 'warnings').map((row) => row.value)).toEqual(answer.warnings);
  });

  it('neutralises a site name a spreadsheet would run as a formula', async () => {
    const name = '=HYPERLINK("x")';
    const site = await json(api.app.request('/api/sites', jsonRequest('POST', { name, zip: '85004' }, api.buyer)));
    const csv = await (await api.app.request(`/api/sites/${site.id}/export.csv`, withCookies(api.buyer))).text();
    expect(readBack(csv).find((row) => row.metric === 'Name')?.value).toBe(`'${name}`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe('who may export a site', () => {
  it("is its owner's or staff's: another account gets 404, signed out 401", async () => {
    const site = await json(api.app.request('/api/sites', jsonRequest('POST', { name: 'Mine', zip: '85004' }, api.buyer)));
    const other = await signIn(api.app, (await createTestUser(api.db)).email);
    for (const format of ['json', 'csv']) {
      const path = `/api/sites/${site.id}/export.${format}`;
      const refused = await api.app.request(path, withCookies(other));
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: 'Site not found' });
      expect((await api.app.request(path, withCookies(api.admin))).status).toBe(200);
      expect((await api.app.request(path)).status).toBe(401);
    }
  });
});
