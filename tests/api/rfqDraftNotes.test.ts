import { expect, it } from 'vitest';
import { createTestProduct } from '../factories/records';
import { apiContext, describeOnEveryDatabase } from '../setup/apiContext';
import { issues, json, jsonRequest, withCookies } from '../setup/testApp';

/*
 * A new draft may start with its notes (the optimizer's analysis, sent with its request for a quote):
 * they are the draft's own, shown in its form, and submitted with it unless the buyer changes them.
 * The body without notes is answered as before. On every database: the column takes the text as sent.
 */
const api = apiContext();

const ANALYSIS = [
  'Behind-the-meter optimizer analysis, 28 Nov 2026.',
  'Battery: 250 kW / 1,000 kWh — 4 × 257 kWh units for 1,000 kWh, rounded up to whole units.',
  'Bill a year: no system $1.2M; PV only $1.0M; PV + battery $950K.',
].join('\n');

describeOnEveryDatabase('a new draft with its notes', api, (api) => {
  const post = (path: string, body: unknown) => api.app.request(path, jsonRequest('POST', body, api.buyer));

  it('keeps the notes it was created with, reads them back, and submits them as the buyer left them', async () => {
    const created = await post('/api/rfqs', {
      projectName: 'Battery for a behind-the-meter site',
      notes: `  ${ANALYSIS}\n`,
      status: 'draft',
    });
    expect(created.status).toBe(201);
    const draft = await json<{ id: number; notes: string | null; status: string }>(created);
    expect(draft).toMatchObject({ status: 'draft', notes: ANALYSIS });
    expect(await json(api.app.request(`/api/rfqs/${draft.id}`, withCookies(api.buyer)))).toMatchObject({ notes: ANALYSIS });

    const product = await createTestProduct(api.db, { price: '77100.00' });
    expect((await post(`/api/rfqs/${draft.id}/items`, { productId: product.id, quantity: 4 })).status).toBe(201);
    const submitted = await api.app.request(
      `/api/rfqs/${draft.id}`,
      jsonRequest(
        'PATCH',
        {
          projectName: 'Battery for a behind-the-meter site',
          shipToAddress: '4100 Industrial Blvd, Austin, TX 78744',
          neededBy: '2099-03-31',
          notes: ANALYSIS,
          status: 'submitted',
        },
        api.buyer,
      ),
    );
    expect(submitted.status).toBe(200);
    expect(await submitted.json()).toMatchObject({ status: 'submitted', notes: ANALYSIS, totalEstimatedValue: '308400.00' });
  });

  it('answers a draft without notes as before: null, as for blank notes', async () => {
    const bare = await json<{ notes: string | null }>(post('/api/rfqs', { projectName: 'Product Inquiry', status: 'draft' }));
    expect(bare.notes).toBeNull();
    const blank = await json<{ notes: string | null }>(post('/api/rfqs', { projectName: 'Product Inquiry', notes: '  ', status: 'draft' }));
    expect(blank.notes).toBeNull();
  });

  it('refuses notes longer than a submitted RFQ may have, or not text, naming the field', async () => {
    const long = await post('/api/rfqs', { projectName: 'X', notes: 'x'.repeat(4001), status: 'draft' });
    expect(long.status).toBe(400);
    expect(await issues(long)).toEqual([{ path: 'notes', message: 'Must be at most 4000 characters' }]);
    const number = await post('/api/rfqs', { projectName: 'X', notes: 12, status: 'draft' });
    expect(number.status).toBe(400);
    expect((await issues(number)).map((issue) => issue.path)).toEqual(['notes']);
  });
});
