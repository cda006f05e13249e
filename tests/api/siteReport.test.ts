import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatEnergy } from '~/domain/formatEnergy';
import { createTestUser } from '../factories/users';
import { formatCurrency } from '~/domain/format';
import { apiContext } from '../setup/apiContext';
import { jsonRequest, signIn, withCookies } from '../setup/testApp';

/** A site's report as a PDF: the answer at a glance, each design, the prescreen and lease, the inputs and their sources. */

const api = apiContext();
const json = async (response: Response | Promise<Response>) => (await response).json();
const flat = (value: string) => value.replace(/\s+/g, ' ').trim();

describe('GET /api/sites/{id}/report.pdf', () => {
  it("writes the site's answer (the stored one while it is current) with its designs, prescreen, lease, warnings and sources", async () => {
    const site = await json(api.app.request('/api/sites', jsonRequest('POST', { name: 'Phoenix roof', zip: '85004' }, api.buyer)));
    const [design] = site.designs;
    await api.app.request(
      `/api/sites/${site.id}`,
      jsonRequest(
        'PATCH',
        {
          designs: [
            design,
            {
              ...design,
              id: 'd2',
              name: 'Trackers',
              pv: { ...design.pv, tracking: 'single-axis' },
              battery: { powerKW: 500, energyKWh: 2000 },
            },
          ],
          interconnection: { distanceToSubstationMiles: 2 },
          land: { acres: 40 },
        },
        api.buyer,
      ),
    );
    const answer = await json(api.app.request(`/api/sites/${site.id}/compute`, jsonRequest('POST', {}, api.buyer)));

    const response = await api.app.request(`/api/sites/${site.id}/report.pdf`, withCookies(api.buyer));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="voltfield-site-${site.id}.pdf"`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
    const content = flat(text);
    for (const expected of [
      'Phoenix roof',
      'Site report · AZ',
      formatEnergy(answer.production.annualKWh),
      `${answer.production.station.name} (AZ)`,
      'ZIP code 85004',
      'Design 1 (the summary',
      'Trackers',
      'single-axis tracking with backtracking',
      '500 kW / 2,000 kWh',
      formatEnergy(answer.designs[1].production.annualKWh),
      // Each design's PPA price, its escalation and term.
      `PPA price ${formatCurrency(answer.designs[0].ppa.pricePerKWh, 4)}/kWh in year 1, rising 2.0% a year over 25 years`,
      `${formatCurrency(answer.designs[1].ppa.pricePerKWh, 4)}/kWh in year 1`,
      'Interconnection prescreen',
      answer.interconnection.process.name,
      'Land lease',
      'Assumptions and sources',
      'US Census Bureau, Gazetteer Files',
      'not a bankable study',
    ])
      expect(content).toContain(flat(expected));
  });

  it("is its owner's or staff's to read: another account gets 404", async () => {
    const site = await json(api.app.request('/api/sites', jsonRequest('POST', { name: 'Mine', zip: '85004' }, api.buyer)));
    const other = await signIn(api.app, (await createTestUser(api.db)).email);
    expect((await api.app.request(`/api/sites/${site.id}/report.pdf`, withCookies(other))).status).toBe(404);
    expect((await api.app.request(`/api/sites/${site.id}/report.pdf`, withCookies(api.admin))).status).toBe(200);
  });
});
