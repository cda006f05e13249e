import { describe, expect, it } from 'vitest';
import { createTestProduct } from '../factories/records';
import { newEmail } from '../factories/users';
import { leadRequest } from '../fixtures/leads';
import type { CookieJar } from '../setup/cookieJar';
import { apiContext } from '../setup/apiContext';
import { jsonRequest, withCookies } from '../setup/testApp';

/** What PostgreSQL cannot store (NUL, lone surrogates, ids past its integers, year 0, 1e400) is refused up front, naming the field. */

const api = apiContext();

async function expectIssue(response: Response, path: string, message: string | RegExp) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.issues).toEqual([{ path, message: expect.stringMatching(message) }]);
}

describe('input PostgreSQL cannot store is a 400 naming the field, never a 500', () => {
  const malformed = /^Must not contain NUL characters or unpaired surrogates$/;

  it('refuses a NUL character in a text field', async () => {
    await expectIssue(
      await api.app.request('/api/leads', jsonRequest('POST', { ...leadRequest, firstName: 'a\u0000b' })),
      'firstName',
      malformed,
    );
  });

  it('refuses a lone surrogate or a NUL inside saved calculator inputs and outputs, keys included', async () => {
    const run = { type: 'ppa_epc', inputs: { systemSizeMW: 5 }, outputs: { ppaPrice: 0.05 } };
    await expectIssue(
      await api.app.request('/api/calculators/run', jsonRequest('POST', { ...run, inputs: { note: 'x\ud800y' } }, api.buyer)),
      'inputs.note',
      malformed,
    );
    await expectIssue(
      await api.app.request('/api/calculators/run', jsonRequest('POST', { ...run, outputs: { table: [{ label: 'a\u0000' }] } }, api.buyer)),
      'outputs.table.0.label',
      malformed,
    );
    await expectIssue(
      await api.app.request('/api/calculators/run', jsonRequest('POST', { ...run, inputs: { 'bad\u0000key': 1 } }, api.buyer)),
      'inputs.bad\u0000key',
      malformed,
    );
  });

  it('accepts well-formed text, emoji included', async () => {
    const response = await api.app.request(
      '/api/leads',
      jsonRequest('POST', { ...leadRequest, email: newEmail('emoji'), details: 'Rooftop ☀️ and 🔋 storage' }),
    );
    expect(response.status).toBe(201);
  });

  it('refuses JSON nested deeper than 12 levels', async () => {
    let deep: unknown = 1;
    for (let level = 0; level < 14; level += 1) deep = { next: deep };
    const response = await api.app.request(
      '/api/calculators/run',
      jsonRequest('POST', { type: 'ppa_epc', inputs: deep, outputs: {} }, api.buyer),
    );
    await expectIssue(response, 'inputs.next.next.next.next.next.next.next.next.next.next.next', /^Nests deeper than 12 levels$/);
  });

  it('bounds every id to PostgreSQL integers, in paths and bodies', async () => {
    await expectIssue(await api.app.request('/api/rfqs/2147483648/items', withCookies(api.buyer)), 'id', 'Not a valid id');
    await expectIssue(
      await api.app.request('/api/leads/99999999999/status', jsonRequest('PATCH', { status: 'contacted' }, api.admin)),
      'id',
      'Not a valid id',
    );
    const draft = await (await api.app.request('/api/rfqs', jsonRequest('POST', { projectName: 'Bounds' }, api.buyer))).json();
    await expectIssue(
      await api.app.request(`/api/rfqs/${draft.id}/items`, jsonRequest('POST', { productId: 2147483648, quantity: 1 }, api.buyer)),
      'productId',
      'Choose a product',
    );
    await expectIssue(await api.app.request('/api/rfqs/1e3/items', withCookies(api.buyer)), 'id', 'Not a valid id');
    expect((await api.app.request('/api/rfqs/2147483647/items', withCookies(api.buyer))).status).toBe(404);
  });

  it('refuses a required-by date PostgreSQL has no year for', async () => {
    const draft = await (await api.app.request('/api/rfqs', jsonRequest('POST', { projectName: 'Year zero' }, api.buyer))).json();
    const submission = {
      projectName: 'Year zero',
      shipToAddress: '100 Main Street, Austin, TX',
      neededBy: '0000-01-01',
      status: 'submitted',
    };
    await expectIssue(
      await api.app.request(`/api/rfqs/${draft.id}`, jsonRequest('PATCH', submission, api.buyer)),
      'neededBy',
      'Use a date like 2027-03-31',
    );
  });

  it('says a number beyond what JSON numbers hold (1e400) must be finite, in every kind of number field', async () => {
    const raw = (method: string, path: string, body: string, jar?: CookieJar) =>
      api.app.request(path, { ...jsonRequest(method, {}, jar), body });
    const ppa =
      '{"systemSizeMW":1e400,"epcPricePerW":1.2,"wacc":0.065,"itcPercent":30,"omCostPerKWYear":25,"degradationPercent":0.005,"termYears":25,"escalationPercent":0.025,"solveFor":"ppa"}';
    await expectIssue(await raw('POST', '/api/calculators/ppa', ppa), 'systemSizeMW', /^Must be a finite number$/);
    await expectIssue(
      await raw('POST', '/api/calculators/land-lease', '{"acres":-1e400,"distanceToSubstation":2,"state":"TX"}'),
      'acres',
      /^Must be a finite number$/,
    );
    const draft = await (await api.app.request('/api/rfqs', jsonRequest('POST', { projectName: 'Infinite' }, api.buyer))).json();
    const product = await createTestProduct(api.db);
    await expectIssue(
      await raw('POST', `/api/rfqs/${draft.id}/items`, `{"productId":${product.id},"quantity":1e400}`, api.buyer),
      'quantity',
      /^Must be a finite number$/,
    );
    await expectIssue(
      await raw('PATCH', `/api/admin/rfqs/${draft.id}/status`, '{"status":"quoted","amount":1e400,"validUntil":"2099-01-01"}', api.admin),
      'amount',
      /^Must be a finite number$/,
    );
  });

  it('answers malformed percent-encoding in a path with a JSON 400', async () => {
    for (const path of ['/api/rfqs/%E0%A4%A/items', '/api/articles/%ZZ', '/api/projects/%FF']) {
      const response = await api.app.request(path, withCookies(api.buyer));
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: 'Malformed percent-encoding in the path' });
    }
  });
});
