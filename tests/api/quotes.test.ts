import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '~/domain/analytics';
import { RFQ_STATUSES, type RfqStatus } from '~/domain/constants';
import { DEFAULT_QUOTE_TERMS, type QuoteTerms } from '~/domain/quoteTerms';
import { canMoveRfq, type RfqDetail, type RfqItem } from '~/domain/rfqs';
import { queryRows } from '~/server/db/client';
import { mailOutbox, rfqs, users } from '~/server/db/schema';
import { parseEnv } from '~/server/env';
import { enqueueQuoteExpiryReminders } from '~/server/services/quoteReminders';
import { createTestProduct } from '../factories/records';
import { createTestUser } from '../factories/users';
import type { CookieJar } from '../setup/cookieJar';
import { apiContext, describeOnEveryDatabase, type ApiContext } from '../setup/apiContext';
import { createTestApp, issues, json, jsonRequest, signIn, TEST_SESSION_SECRET, TEST_SITE_URL, withCookies } from '../setup/testApp';
import { createTestDatabase, migrateBefore, openUnmigratedDatabase } from '../setup/testDatabase';

/**
 * Quotes a buyer can answer: staff quote each line with charges of their own, the buyer
 * accepts, declines or withdraws, expiry is read from the date, the quote downloads as a PDF, and
 * each step queues its email in the same transaction.
 */

const STAFF_INBOX = 'ops@voltfield.test';

// Staff hear of answers at one address, so the rows each answer queues are known.
const api = apiContext({ env: { ADMIN_EMAILS: STAFF_INBOX }, buyer: { firstName: 'Quinn', lastName: 'Buyer' } });
let otherBuyer: CookieJar;
beforeAll(async () => {
  otherBuyer = await signIn(api.app, (await createTestUser(api.db)).email);
});

async function refusal(response: Response | Promise<Response>): Promise<string> {
  const resolved = await response;
  expect(resolved.status).toBe(409);
  return ((await resolved.json()) as { error: string }).error;
}

/** The body of a quote per line: $142.50/module (6 weeks), $9,650/inverter (10 weeks), freight $2,400 and commissioning $1,200. */
function perLine(lines: RfqItem[], overrides: Record<string, unknown> = {}) {
  return {
    status: 'quoted',
    // 1,000 × 142.50 + 4 × 9,650 + 2,400 + 1,200
    amount: 184_700,
    validUntil: '2099-01-31',
    note: 'Prices hold for the quantities quoted.',
    lines: [
      { itemId: lines[0]!.id, unitPrice: 142.5, leadTimeWeeks: 6 },
      { itemId: lines[1]!.id, unitPrice: 9650, leadTimeWeeks: 10 },
    ],
    charges: [
      { label: 'Freight', amount: 2400 },
      { label: 'Commissioning', amount: 1200 },
    ],
    ...overrides,
  };
}

/** The emails of the quote workflow (an RFQ's submission has its own, to staff). */
const QUOTE_MAIL_KINDS = ['quote-sent', 'quote-answered', 'rfq-closed', 'quote-expiring'] as const;

/** The requests and reads these tests make, on one context. */
function quoteRequests(api: ApiContext) {
  const move = (id: number, body: unknown, jar = api.admin) =>
    api.app.request(`/api/admin/rfqs/${id}/status`, jsonRequest('PATCH', body, jar));
  const answer = (id: number, body: unknown, jar = api.buyer) => api.app.request(`/api/rfqs/${id}/status`, jsonRequest('PATCH', body, jar));
  const items = (id: number, jar = api.buyer) => json<RfqItem[]>(api.app.request(`/api/rfqs/${id}/items`, withCookies(jar)));
  const detail = (id: number, jar = api.buyer) => json<RfqDetail>(api.app.request(`/api/rfqs/${id}`, withCookies(jar)));

  /**
   * A submitted RFQ of `jar`'s with two lines: 1,000 modules of 620 W at $150 and 4 inverters at
   * $9,800 whose rating the catalog lacks (estimate $189,200).
   */
  async function submittedRfq(jar = api.buyer, projectName = 'Quote test'): Promise<{ id: number; lines: RfqItem[] }> {
    const modules = await createTestProduct(api.db, {
      price: '150.00',
      unitType: 'module',
      name: 'Tiger Neo 620',
      facets: { powerW: 620 },
    });
    const inverters = await createTestProduct(api.db, {
      price: '9800.00',
      unitType: 'inverter',
      name: 'Sunny Central',
      category: 'inverters',
    });
    const rfq = await json<{ id: number }>(
      api.app.request('/api/rfqs', jsonRequest('POST', { projectName: 'New RFQ', status: 'draft' }, jar)),
    );
    await api.app.request(`/api/rfqs/${rfq.id}/items`, jsonRequest('POST', { productId: modules.id, quantity: 1000 }, jar));
    await api.app.request(`/api/rfqs/${rfq.id}/items`, jsonRequest('POST', { productId: inverters.id, quantity: 4 }, jar));
    const submitted = await api.app.request(
      `/api/rfqs/${rfq.id}`,
      jsonRequest(
        'PATCH',
        { projectName, shipToAddress: '100 Solar Way, Austin, TX 78701', neededBy: '2099-06-30', status: 'submitted' },
        jar,
      ),
    );
    expect(submitted.status).toBe(200);
    return { id: rfq.id, lines: await items(rfq.id, jar) };
  }

  /** A submitted RFQ taken through review and quoted per line. */
  async function quotedRfq(jar = api.buyer): Promise<{ id: number; lines: RfqItem[] }> {
    const rfq = await submittedRfq(jar);
    expect((await move(rfq.id, { status: 'under_review' })).status).toBe(200);
    const quoted = await move(rfq.id, perLine(rfq.lines));
    expect(quoted.status, await quoted.clone().text()).toBe(200);
    return rfq;
  }

  /** The outbox rows the quote workflow queued for an RFQ, oldest first. */
  function outboxOf(rfqId: number) {
    return api.db
      .select({
        key: mailOutbox.idempotencyKey,
        kind: mailOutbox.kind,
        to: mailOutbox.toAddress,
        userId: mailOutbox.userId,
        text: mailOutbox.textBody,
      })
      .from(mailOutbox)
      .where(
        and(
          or(like(mailOutbox.idempotencyKey, `%:${rfqId}:%`), eq(mailOutbox.idempotencyKey, `rfq-closed:${rfqId}`)),
          inArray(mailOutbox.kind, QUOTE_MAIL_KINDS),
        ),
      )
      .orderBy(mailOutbox.id);
  }

  return { move, answer, items, detail, submittedRfq, quotedRfq, outboxOf };
}

const { move, answer, items, detail, submittedRfq, quotedRfq, outboxOf } = quoteRequests(api);

describe('staff quote each line, with charges of their own', () => {
  it('stores the unit price and lead time of every line, the charges, and a total that is their sum', async () => {
    const { id, lines } = await submittedRfq();
    await move(id, { status: 'under_review' });
    const response = await move(id, perLine(lines));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id,
      status: 'quoted',
      quote: {
        amount: '184700.00',
        validUntil: '2099-01-31',
        note: 'Prices hold for the quantities quoted.',
        version: 1,
        expired: false,
        subtotal: '181100.00',
        charges: [
          { label: 'Freight', amount: '2400.00' },
          { label: 'Commissioning', amount: '1200.00' },
        ],
      },
      answer: null,
      warnings: [],
    });
    // The buyer reads the quoted lines beside the requested ones.
    expect((await items(id)).map(({ quantity, product, quote }) => ({ quantity, price: product.price, quote }))).toEqual([
      { quantity: 1000, price: '150.00', quote: { unitPrice: '142.5000', leadTimeWeeks: 6, lineTotal: '142500.00' } },
      { quantity: 4, price: '9800.00', quote: { unitPrice: '9650.0000', leadTimeWeeks: 10, lineTotal: '38600.00' } },
    ]);
    const listed = (await json<RfqDetail[]>(api.app.request('/api/rfqs', withCookies(api.buyer)))).find((rfq) => rfq.id === id)!;
    expect(listed.quote).toMatchObject({
      amount: '184700.00',
      subtotal: '181100.00',
      charges: [{ label: 'Freight' }, { label: 'Commissioning' }],
    });
  });

  it('prices per watt to 4 decimals and rounds each line to the cent, half up', async () => {
    const watts = await createTestProduct(api.db, { price: '0.30', unitType: 'W' });
    const rfq = await json<{ id: number }>(api.app.request('/api/rfqs', jsonRequest('POST', { status: 'draft' }, api.buyer)));
    await api.app.request(`/api/rfqs/${rfq.id}/items`, jsonRequest('POST', { productId: watts.id, quantity: 3 }, api.buyer));
    await api.app.request(
      `/api/rfqs/${rfq.id}`,
      jsonRequest(
        'PATCH',
        { projectName: 'Watts', shipToAddress: '1 Array Road, Odessa, TX', neededBy: '2099-01-01', status: 'submitted' },
        api.buyer,
      ),
    );
    await move(rfq.id, { status: 'under_review' });
    const [line] = await items(rfq.id);
    // 3 W × $0.2735 = $0.8205 → $0.82; 3 × $0.2745 = $0.8235 → $0.82; 3 × $0.2750 = $0.825 → $0.83.
    const quote = (unitPrice: number, amount: number) =>
      move(rfq.id, { status: 'quoted', amount, validUntil: '2099-01-01', lines: [{ itemId: line!.id, unitPrice, leadTimeWeeks: 0 }] });
    expect(await issues(quote(0.275, 0.82))).toEqual([
      { path: 'amount', message: 'Quoted amount must be the lines plus the charges: $0.83' },
    ]);
    expect((await quote(0.275, 0.83)).status).toBe(200);
    expect((await items(rfq.id))[0]!.quote).toEqual({ unitPrice: '0.2750', leadTimeWeeks: 0, lineTotal: '0.83' });
  });

  it('takes a price per W for a product whose watts the catalog knows, and stores it per unit', async () => {
    const { id, lines } = await submittedRfq();
    await move(id, { status: 'under_review' });
    const [modules, inverters] = lines as [RfqItem, RfqItem];
    expect([modules.product.wattsPerUnit, inverters.product.wattsPerUnit]).toEqual([620, null]);
    // $0.2735/W × 620 W = $169.57 a module; 1,000 of them and 4 inverters at $9,650, freight $2,400.
    const perWatt = (amount: number, priceUnit?: string) =>
      move(id, {
        status: 'quoted',
        amount,
        validUntil: '2099-01-31',
        lines: [
          { itemId: modules.id, unitPrice: 0.2735, priceUnit, leadTimeWeeks: 6 },
          { itemId: inverters.id, unitPrice: 9650, priceUnit: 'item', leadTimeWeeks: 10 },
        ],
        charges: [{ label: 'Freight', amount: 2400 }],
      });
    expect(await issues(perWatt(210_570, 'kW'))).toEqual([{ path: 'lines.0.priceUnit', message: 'Price unit must be one of: item, W' }]);
    expect(await issues(perWatt(210_000, 'W'))).toEqual([
      { path: 'amount', message: 'Quoted amount must be the lines plus the charges: $210,570.00' },
    ]);
    const quoted = await json<RfqDetail & { warnings: unknown[] }>(perWatt(210_570, 'W'));
    expect(quoted).toMatchObject({ status: 'quoted', quote: { amount: '210570.00', subtotal: '208170.00' }, warnings: [] });
    expect((await items(id)).map((line) => line.quote?.unitPrice)).toEqual(['169.5700', '9650.0000']);
  });

  it('refuses a price per W where the catalog does not know the watts of one unit', async () => {
    const { id, lines } = await submittedRfq();
    await move(id, { status: 'under_review' });
    expect(
      await issues(
        move(id, perLine(lines, { lines: perLine(lines).lines.map((line, index) => (index === 1 ? { ...line, priceUnit: 'W' } : line)) })),
      ),
    ).toEqual([{ path: 'lines.1.priceUnit', message: 'The catalog does not know the watts of one inverter: price it per inverter' }]);
    expect((await detail(id)).quote).toBeNull();
  });

  it('sends a line priced far from the catalog, and says so in `warnings` and the audit log', async () => {
    const { id, lines } = await submittedRfq();
    await move(id, { status: 'under_review' });
    const [modules, inverters] = lines as [RfqItem, RfqItem];
    // $0.2735 meant per W, typed per module; and an inverter at over 3 × its list price.
    const response = await move(id, {
      status: 'quoted',
      amount: 160_273.5,
      validUntil: '2099-01-31',
      lines: [
        { itemId: modules.id, unitPrice: 0.2735, leadTimeWeeks: 6 },
        { itemId: inverters.id, unitPrice: 40_000, leadTimeWeeks: 10 },
      ],
    });
    expect(response.status).toBe(200);
    const warnings = [
      {
        path: 'lines.0.unitPrice',
        message: '$0.2735 per module is less than a third of the catalog price ($150.00 per module): check the price and its unit',
      },
      {
        path: 'lines.1.unitPrice',
        message: '$40,000.00 per inverter is more than 3 times the catalog price ($9,800.00 per inverter): check the price and its unit',
      },
    ];
    expect(await response.json()).toMatchObject({ status: 'quoted', quote: { amount: '160273.50' }, warnings });
    const [entry] = await json<{ after: Record<string, unknown> }[]>(
      api.app.request(`/api/admin/audit?entityType=rfq&entityId=${id}&action=rfq.status`, withCookies(api.admin)),
    );
    expect(entry!.after.warnings).toEqual(warnings.map((warning) => warning.message));
    // Within a third and three times: no warning.
    const revised = await json<{ warnings: unknown[] }>(move(id, perLine(lines, { quoteVersion: 1 })));
    expect(revised.warnings).toEqual([]);
  });

  it('keeps the quote of one total (amount, validity, note) as before, with no line prices', async () => {
    const { id } = await submittedRfq();
    await move(id, { status: 'under_review' });
    const quoted = await json<RfqDetail>(move(id, { status: 'quoted', amount: 185000, validUntil: '2099-02-28', note: 'All in.' }));
    expect(quoted.quote).toMatchObject({ amount: '185000.00', version: 1, subtotal: null, charges: [] });
    for (const line of await items(id)) expect(line).not.toHaveProperty('quote');
  });

  it('validates each line, each charge and the total, naming the field', async () => {
    const { id, lines } = await submittedRfq();
    await move(id, { status: 'under_review' });
    const [first, second] = lines as [RfqItem, RfqItem];
    expect(
      await issues(
        move(id, {
          ...perLine(lines),
          lines: [
            { itemId: first.id, leadTimeWeeks: -1 },
            { itemId: second.id, unitPrice: 1.00005, leadTimeWeeks: 2.5 },
          ],
          charges: [{ label: ' ', amount: -3 }],
        }),
      ),
    ).toEqual([
      { path: 'lines.0.unitPrice', message: 'Unit price is required' },
      { path: 'lines.0.leadTimeWeeks', message: 'Lead time must be a whole number of weeks from 0 to 104' },
      { path: 'lines.1.unitPrice', message: 'Use at most 4 decimals' },
      { path: 'lines.1.leadTimeWeeks', message: 'Lead time must be a whole number of weeks from 0 to 104' },
      { path: 'charges.0.label', message: 'Name the charge' },
      { path: 'charges.0.amount', message: 'Charge amount must be 0 or more' },
    ]);
    expect(
      await issues(
        move(
          id,
          perLine(lines, {
            lines: [
              { itemId: first.id, unitPrice: 1, leadTimeWeeks: 1 },
              { itemId: first.id, unitPrice: 1, leadTimeWeeks: 1 },
            ],
          }),
        ),
      ),
    ).toEqual([{ path: 'lines', message: 'Price each line once' }]);
    expect(
      await issues(move(id, { status: 'quoted', amount: 10, validUntil: '2099-01-01', charges: [{ label: 'Freight', amount: 10 }] })),
    ).toEqual([{ path: 'charges', message: 'Price each line to add charges, or give the whole quote as one amount' }]);
    expect(await issues(move(id, perLine(lines, { lines: [{ itemId: first.id, unitPrice: 1, leadTimeWeeks: 1 }] })))).toEqual([
      { path: 'lines', message: 'Price every line: 1 of 2 lines have no price' },
    ]);
    const stranger = (await submittedRfq(otherBuyer)).lines[0]!;
    expect(
      await issues(move(id, perLine(lines, { lines: [...perLine(lines).lines, { itemId: stranger.id, unitPrice: 1, leadTimeWeeks: 1 }] }))),
    ).toEqual([{ path: 'lines.2.itemId', message: 'Not a line of this RFQ' }]);
    expect(await issues(move(id, perLine(lines, { amount: 184_699.99 })))).toEqual([
      { path: 'amount', message: 'Quoted amount must be the lines plus the charges: $184,700.00' },
    ]);
    // The total is bounded as an RFQ's estimate is (decision 029): $10 billion.
    expect(
      await issues(
        move(
          id,
          perLine(lines, {
            amount: 10_000_000_000,
            lines: [
              { itemId: first.id, unitPrice: 10_000_000, leadTimeWeeks: 1 },
              { itemId: second.id, unitPrice: 1, leadTimeWeeks: 1 },
            ],
          }),
        ),
      ),
    ).toEqual([{ path: 'amount', message: "The quote's total must be at most $10,000,000,000" }]);
    expect(await issues(move(id, { status: 'quoted', amount: 10_000_000_000.01, validUntil: '2099-01-01' }))).toEqual([
      { path: 'amount', message: 'Quoted amount must be at most $10,000,000,000' },
    ]);
    expect(await issues(move(id, perLine(lines, { charges: Array.from({ length: 11 }, () => ({ label: 'Fee', amount: 1 })) })))).toEqual([
      { path: 'charges', message: 'At most 10 charges' },
    ]);
    // Nothing of the refused quotes was kept.
    expect(await detail(id)).toMatchObject({ status: 'under_review', quote: null });
    for (const line of await items(id)) expect(line).not.toHaveProperty('quote');
  });

  it('replaces the standing quote with a new version: lines, charges and all', async () => {
    const { id, lines } = await quotedRfq();
    const revised = await json<RfqDetail>(
      move(id, { status: 'quoted', amount: 170_000, validUntil: '2099-03-31', note: 'Revised: one total.', quoteVersion: 1 }),
    );
    expect(revised).toMatchObject({ status: 'quoted', quote: { amount: '170000.00', version: 2, subtotal: null, charges: [] } });
    for (const line of await items(id)) expect(line).not.toHaveProperty('quote');
    // Staff who opened version 1 and send a change after version 2 went out are told so, and a
    // quote sent as if there were none (two staff quoting at once) finds one there.
    expect(await refusal(move(id, perLine(lines, { quoteVersion: 1 })))).toBe(
      `RFQ #${id}: the quote changed since you opened it (now version 2); read it again`,
    );
    expect(await refusal(move(id, perLine(lines)))).toBe(
      `RFQ #${id} is quoted already (version 2); send quoteVersion to replace that quote`,
    );
    expect((await detail(id)).events.map((event) => event.status)).toEqual(['draft', 'submitted', 'under_review', 'quoted', 'quoted']);
  });
});

describe("the buyer's answer", () => {
  it('accepts a quote that holds; both sides then read it, with when', async () => {
    const { id } = await quotedRfq();
    const accepted = await json<RfqDetail>(answer(id, { status: 'accepted', quoteVersion: 1 }));
    expect(accepted).toMatchObject({ status: 'accepted', answer: { status: 'accepted', at: expect.any(String), reason: null } });
    const staffView = await detail(id, api.admin);
    expect(staffView.answer).toEqual(accepted.answer);
    expect(staffView.events.at(-1)).toMatchObject({ status: 'accepted', at: accepted.answer!.at });
  });

  it('declines with a reason, which staff read; a new quote then waits for a new answer', async () => {
    const { id, lines } = await quotedRfq();
    expect(await issues(answer(id, { status: 'declined', quoteVersion: 1, reason: ' ' }))).toEqual([
      { path: 'reason', message: 'A reason for declining is required' },
    ]);
    const declined = await json<RfqDetail>(answer(id, { status: 'declined', quoteVersion: 1, reason: 'Freight is too high.' }));
    expect(declined).toMatchObject({ status: 'declined', answer: { status: 'declined', reason: 'Freight is too high.' } });
    expect((await detail(id, api.admin)).answer).toMatchObject({ status: 'declined', reason: 'Freight is too high.' });

    const requoted = await json<RfqDetail>(
      move(
        id,
        perLine(lines, {
          amount: 183_300,
          charges: [
            { label: 'Freight', amount: 1000 },
            { label: 'Commissioning', amount: 1200 },
          ],
        }),
      ),
    );
    expect(requoted).toMatchObject({ status: 'quoted', answer: null, quote: { version: 2, amount: '183300.00' } });
    expect(await refusal(answer(id, { status: 'accepted', quoteVersion: 1 }))).toBe(
      `The quote for RFQ #${id} changed since you read it: read the new quote, then answer it`,
    );
    expect((await answer(id, { status: 'accepted', quoteVersion: 2 })).status).toBe(200);
    expect((await detail(id)).events.map((event) => [event.status, event.note])).toEqual([
      ['draft', null],
      ['submitted', null],
      ['under_review', null],
      ['quoted', 'Prices hold for the quantities quoted.'],
      ['declined', 'Freight is too high.'],
      ['quoted', 'Prices hold for the quantities quoted.'],
      ['accepted', null],
    ]);
  });

  it('withdraws a request that is submitted or under review, with or without a reason', async () => {
    const first = await submittedRfq();
    expect(await json<RfqDetail>(answer(first.id, { status: 'withdrawn' }))).toMatchObject({
      status: 'withdrawn',
      answer: { status: 'withdrawn', reason: null },
    });
    const second = await submittedRfq();
    await move(second.id, { status: 'under_review' });
    expect(await json<RfqDetail>(answer(second.id, { status: 'withdrawn', reason: 'Project postponed.' }))).toMatchObject({
      status: 'withdrawn',
      answer: { reason: 'Project postponed.' },
    });
    // Withdrawn is final for staff too.
    for (const body of [
      { status: 'under_review' },
      { status: 'closed', reason: 'Tidying up' },
      { status: 'quoted', amount: 1, validUntil: '2099-01-01' },
    ]) {
      expect((await move(second.id, body)).status).toBe(409);
    }
  });

  it('validates the answer', async () => {
    const { id } = await quotedRfq();
    expect(await issues(answer(id, { status: 'ordered' }))).toEqual([
      { path: 'status', message: 'Status must be one of: accepted, declined, withdrawn' },
    ]);
    expect(await issues(answer(id, { status: 'accepted' }))).toEqual([{ path: 'quoteVersion', message: 'Quote version is required' }]);
    expect(await issues(answer(id, { status: 'declined', quoteVersion: 0 }))).toEqual([
      { path: 'quoteVersion', message: 'Quote version is required' },
      { path: 'reason', message: 'A reason for declining is required' },
    ]);
    expect(await issues(answer(id, { status: 'withdrawn', reason: 'x'.repeat(2001) }))).toEqual([
      { path: 'reason', message: 'Must be at most 2000 characters' },
    ]);
    expect((await api.app.request(`/api/rfqs/abc/status`, jsonRequest('PATCH', { status: 'withdrawn' }, api.buyer))).status).toBe(400);
    expect((await detail(id)).status).toBe('quoted');
  });

  it("is the owner's alone: another buyer and staff get the 404 of a missing RFQ", async () => {
    const { id } = await quotedRfq();
    for (const jar of [otherBuyer, api.admin]) {
      const response = await answer(id, { status: 'accepted', quoteVersion: 1 }, jar);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'RFQ not found' });
    }
    expect((await answer(2_000_000_000, { status: 'withdrawn' })).status).toBe(404);
    const unsigned = await api.app.request(`/api/rfqs/${id}/status`, jsonRequest('PATCH', { status: 'accepted', quoteVersion: 1 }));
    expect(unsigned.status).toBe(401);
    expect((await detail(id)).status).toBe('quoted');
  });
});

describe('moves the transition table does not allow', () => {
  /** An RFQ of the buyer's brought to `status` through the API. */
  async function rfqIn(status: RfqStatus): Promise<number> {
    if (status === 'draft')
      return (await json<{ id: number }>(api.app.request('/api/rfqs', jsonRequest('POST', { status: 'draft' }, api.buyer)))).id;
    const { id, lines } = await submittedRfq();
    if (status === 'submitted') return id;
    if (status === 'withdrawn') return (await answer(id, { status: 'withdrawn' }), id);
    await move(id, { status: 'under_review' });
    if (status === 'under_review') return id;
    if (status === 'closed') return (await move(id, { status: 'closed', reason: 'No longer needed' }), id);
    await move(id, perLine(lines));
    if (status === 'accepted') await answer(id, { status: 'accepted', quoteVersion: 1 });
    if (status === 'declined') await answer(id, { status: 'declined', quoteVersion: 1, reason: 'Too dear' });
    return id;
  }

  it.each(RFQ_STATUSES)('from %s, every answer the table does not list is a 409, and nothing changes', async (from) => {
    const id = await rfqIn(from);
    expect((await detail(id)).status).toBe(from);
    for (const to of ['accepted', 'declined', 'withdrawn'] as const) {
      if (canMoveRfq('owner', from, to)) continue;
      const body = to === 'withdrawn' ? { status: to } : { status: to, quoteVersion: 1, reason: 'Not for us' };
      const message = await refusal(answer(id, body));
      expect(message).toMatch(new RegExp(`^RFQ #${id} is `));
    }
    expect((await detail(id)).status).toBe(from);
  });

  it('says how to answer a quote rather than withdraw it', async () => {
    const { id } = await quotedRfq();
    expect(await refusal(answer(id, { status: 'withdrawn' }))).toBe(
      `RFQ #${id} is quoted: accept or decline the quote instead of withdrawing it`,
    );
  });

  it('lets staff close an accepted quote once the order is done, and nothing else', async () => {
    const id = await rfqIn('accepted');
    expect(await refusal(move(id, { status: 'quoted', amount: 1, validUntil: '2099-01-01' }))).toBe(
      `RFQ #${id} is accepted; it cannot be moved to quoted`,
    );
    expect((await move(id, { status: 'under_review' })).status).toBe(409);
    const closed = await json<RfqDetail>(move(id, { status: 'closed', reason: 'Delivered and invoiced.' }));
    expect(closed).toMatchObject({ status: 'closed', answer: { status: 'accepted' }, closedReason: 'Delivered and invoiced.' });
  });
});

describe('an expired quote', () => {
  it('says so to both sides and can no longer be accepted or declined; staff may send a new date', async () => {
    const { id, lines } = await quotedRfq();
    await api.db.update(rfqs).set({ quoteValidUntil: '2020-01-31' }).where(eq(rfqs.id, id));
    expect((await detail(id)).quote).toMatchObject({ validUntil: '2020-01-31', expired: true });
    expect((await detail(id, api.admin)).quote?.expired).toBe(true);
    for (const body of [
      { status: 'accepted', quoteVersion: 1 },
      { status: 'declined', quoteVersion: 1, reason: 'Too late' },
    ]) {
      expect(await refusal(answer(id, body))).toMatch(
        new RegExp(`^The quote for RFQ #${id} expired on Jan 31, 2020; it can no longer be (accepted|declined)$`),
      );
    }
    expect((await detail(id)).status).toBe('quoted');
    const renewed = await json<RfqDetail>(move(id, perLine(lines, { validUntil: '2099-12-31', quoteVersion: 1 })));
    expect(renewed.quote).toMatchObject({ version: 2, expired: false });
    expect((await answer(id, { status: 'accepted', quoteVersion: 2 })).status).toBe(200);
  });

  it('holds through its last day wherever the buyer is: expired once that day has ended in UTC−12', async () => {
    const { id } = await quotedRfq();
    // Yesterday in UTC is still today somewhere until 12:00 UTC; the day before has ended everywhere.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 - 12 * 3_600_000).toISOString().slice(0, 10);
    await api.db
      .update(rfqs)
      .set({ quoteValidUntil: day(0) })
      .where(eq(rfqs.id, id));
    expect((await detail(id)).quote?.expired).toBe(false);
    await api.db
      .update(rfqs)
      .set({ quoteValidUntil: day(-1) })
      .where(eq(rfqs.id, id));
    expect((await detail(id)).quote?.expired).toBe(true);
  });
});

/** A quote PDF's text, its whitespace collapsed. */
async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ').trim();
}

describe('GET /api/rfqs/{id}/quote.pdf', () => {
  it('writes the quote: who asked, each line with its price, lead time and total, the charges, the total, validity and note', async () => {
    const { id, lines } = await quotedRfq();
    const response = await api.app.request(`/api/rfqs/${id}/quote.pdf`, withCookies(api.buyer));
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="voltfield-quote-${id}-v1.pdf"`);
    const text = await pdfText(response);
    for (const expected of [
      'Quote test',
      `RFQ #${id}`,
      'Quinn Buyer',
      '100 Solar Way, Austin, TX 78701',
      lines[0]!.product.name,
      lines[1]!.product.name,
      '1,000 modules',
      '$142.50',
      '6 weeks',
      '$142,500.00',
      '4 inverters',
      '$9,650.00',
      '10 weeks',
      '$38,600.00',
      'Lines $181,100.00',
      'Freight $2,400.00',
      'Commissioning $1,200.00',
      'Total $184,700.00',
      'Valid until Jan 31, 2099',
      'Prices hold for the quantities quoted.',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('says when the quote expired, or how the buyer answered', async () => {
    const expired = await quotedRfq();
    await api.db.update(rfqs).set({ quoteValidUntil: '2020-01-31' }).where(eq(rfqs.id, expired.id));
    expect(await pdfText(await api.app.request(`/api/rfqs/${expired.id}/quote.pdf`, withCookies(api.admin)))).toContain(
      'Expired: it was valid until Jan 31, 2020',
    );
    const declined = await quotedRfq();
    await answer(declined.id, { status: 'declined', quoteVersion: 1, reason: 'Went with a local supplier.' });
    const text = await pdfText(await api.app.request(`/api/rfqs/${declined.id}/quote.pdf`, withCookies(api.buyer)));
    expect(text).toMatch(/Declined on \w{3} \d{1,2}, \d{4}/);
    expect(text).toContain('Declined because Went with a local supplier.');
  });

  it('writes a quote of one total with the requested lines', async () => {
    const { id } = await submittedRfq();
    await move(id, { status: 'under_review' });
    await move(id, { status: 'quoted', amount: 185000, validUntil: '2099-02-28' });
    const text = await pdfText(await api.app.request(`/api/rfqs/${id}/quote.pdf`, withCookies(api.buyer)));
    expect(text).toContain('Requested lines');
    expect(text).toContain('Quoted as one total for the lines above');
    expect(text).toContain('Total $185,000.00');
  });

  it('is for the owner and staff: anyone else, and an RFQ without a quote, is a 404', async () => {
    const { id } = await quotedRfq();
    expect((await api.app.request(`/api/rfqs/${id}/quote.pdf`, withCookies(api.admin))).status).toBe(200);
    const other = await api.app.request(`/api/rfqs/${id}/quote.pdf`, withCookies(otherBuyer));
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'RFQ not found' });
    expect((await api.app.request(`/api/rfqs/${id}/quote.pdf`)).status).toBe(401);
    const unquoted = await submittedRfq();
    const none = await api.app.request(`/api/rfqs/${unquoted.id}/quote.pdf`, withCookies(api.buyer));
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: 'This RFQ has no quote yet' });
  });
});

describe('quote settings: the seller and terms on the quote document', () => {
  // A database of its own: what these tests save would otherwise print on every other test's quotes.
  const own = apiContext({ buyer: { firstName: 'Quinn', lastName: 'Buyer', organizationName: 'Mesa Grid Storage' } });
  const { move, answer, quotedRfq } = quoteRequests(own);
  const read = (jar?: CookieJar) => own.app.request('/api/admin/settings/quote', jar ? withCookies(jar) : {});
  const save = (body: unknown, jar = own.admin) => own.app.request('/api/admin/settings/quote', jsonRequest('PUT', body, jar));
  const pdfOf = async (id: number) => pdfText(await own.app.request(`/api/rfqs/${id}/quote.pdf`, withCookies(own.buyer)));
  const ours: QuoteTerms = {
    sellerName: 'Voltfield Energy LLC',
    sellerAddress: '421 Fayetteville Street, Suite 1100\nRaleigh, NC 27601',
    contact: 'Dana Ortiz, dana@voltfield.dev, +1 919 555 0142',
    paymentTerms: '30% with the order, 70% before shipment',
    deliveryTerms: 'FCA (Incoterms 2020), Port of Houston',
    warranty: 'Voltfield warranty terms VF-W-2026, attached',
    signatoryName: 'Dana Ortiz',
    signatoryTitle: 'Head of Procurement',
  };

  it("start from the defaults, which every quote's document prints with the validity and a signature block for each side", async () => {
    expect(await json<QuoteTerms>(read(own.admin))).toEqual(DEFAULT_QUOTE_TERMS);
    const { id } = await quotedRfq();
    const text = await pdfOf(id);
    for (const expected of [
      'Seller Voltfield 300 W 6th Street, Suite 1900 Austin, TX 78701',
      'Contact Sales, sales@voltfield.dev',
      'Valid until Jan 31, 2099',
      'Payment terms Net 30 days from the invoice date',
      'Delivery terms (Incoterms) DAP (Incoterms 2020), the ship-to address above',
      "Warranty Each product carries its manufacturer's warranty, as its datasheet states",
      'For Voltfield',
      'Voltfield Sales Sales Operations',
      'Accepted for Mesa Grid Storage',
      'Name, title and date',
      '$142.50/module',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('keeps the validity on the document once the quote is accepted, and says who accepted it when', async () => {
    const { id } = await quotedRfq();
    expect((await answer(id, { status: 'accepted', quoteVersion: 1 })).status).toBe(200);
    const text = await pdfOf(id);
    expect(text).toMatch(/Accepted on \w{3} \d{1,2}, \d{4}/);
    expect(text).toContain('Valid until Jan 31, 2099');
    expect(text).toMatch(/Accepted online by Quinn Buyer on \w{3} \d{1,2}, \d{4}/);
  });

  it('are saved by an admin, audited field by field, and printed on the next quote; a quote keeps the terms it was sent with', async () => {
    const before = await quotedRfq();
    const saved = await save({ ...ours, sellerName: '  Voltfield Energy LLC  ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(ours);
    expect(await json<QuoteTerms>(read(own.admin))).toEqual(ours);
    const [entry] = await json<{ action: string; entityType: string; entityId: string; before: unknown; after: unknown }[]>(
      own.app.request('/api/admin/audit?action=settings.quote', withCookies(own.admin)),
    );
    expect(entry).toMatchObject({
      action: 'settings.quote',
      entityType: 'settings',
      entityId: 'quote',
      before: { sellerName: 'Voltfield', paymentTerms: 'Net 30 days from the invoice date' },
      after: { sellerName: 'Voltfield Energy LLC', paymentTerms: '30% with the order, 70% before shipment' },
    });
    // Saving the same again changes nothing, so records nothing.
    await save(ours);
    expect(await json<unknown[]>(own.app.request('/api/admin/audit?action=settings.quote', withCookies(own.admin)))).toHaveLength(1);

    // The quote sent before keeps its terms; a new quote, and a new version of the old one, carry the new ones.
    expect(await pdfOf(before.id)).toContain('Payment terms Net 30 days from the invoice date');
    const after = await quotedRfq();
    const revised = await move(before.id, perLine(before.lines, { quoteVersion: 1 }));
    expect(revised.status).toBe(200);
    for (const id of [after.id, before.id]) {
      const text = await pdfOf(id);
      for (const expected of [
        'Seller Voltfield Energy LLC 421 Fayetteville Street, Suite 1100 Raleigh, NC 27601',
        'Contact Dana Ortiz, dana@voltfield.dev, +1 919 555 0142',
        'Payment terms 30% with the order, 70% before shipment',
        'Delivery terms (Incoterms) FCA (Incoterms 2020), Port of Houston',
        'Warranty Voltfield warranty terms VF-W-2026, attached',
        'For Voltfield Energy LLC',
        'Dana Ortiz Head of Procurement',
      ]) {
        expect(text, `RFQ #${id}: ${expected}`).toContain(expected);
      }
    }
  });

  it("are admins' alone, and validated field by field", async () => {
    const standing = await json<QuoteTerms>(read(own.admin));
    expect((await read()).status).toBe(401);
    expect((await read(own.buyer)).status).toBe(403);
    expect((await save(ours, own.buyer)).status).toBe(403);
    expect((await own.app.request('/api/admin/settings/quote', jsonRequest('PUT', ours))).status).toBe(401);
    expect(
      await issues(save({ ...ours, sellerName: ' ', paymentTerms: 'x'.repeat(501), warranty: undefined, signatoryTitle: 42 })),
    ).toEqual([
      { path: 'sellerName', message: 'Seller is required' },
      { path: 'paymentTerms', message: 'Must be at most 500 characters' },
      { path: 'warranty', message: 'Warranty is required' },
      { path: 'signatoryTitle', message: "Signatory's title is required" },
    ]);
    expect((await save('not json at all')).status).toBe(400);
    // What PostgreSQL cannot store in JSON is refused up front, naming the field.
    expect(await issues(save({ ...ours, contact: 'a\u0000b' }))).toEqual([
      { path: 'contact', message: 'Must not contain NUL characters or unpaired surrogates' },
    ]);
    // Nothing refused was kept.
    expect(await json<QuoteTerms>(read(own.admin))).toEqual(standing);
  });
});

describe('notifications, queued with the change', () => {
  it('tells the buyer of each quote and of a close, and staff of each answer', async () => {
    const { id, lines } = await quotedRfq();
    await answer(id, { status: 'declined', quoteVersion: 1, reason: 'Lead time too long.' });
    await move(id, perLine(lines, { validUntil: '2099-02-28' }));
    await move(id, { status: 'closed', reason: 'The buyer bought elsewhere.' });
    const rows = await outboxOf(id);
    expect(rows.map(({ key, kind, to, userId }) => ({ key, kind, to, userId }))).toEqual([
      { key: `quote-sent:${id}:1`, kind: 'quote-sent', to: api.buyerUser.email, userId: api.buyerUser.id },
      { key: `quote-answered:${id}:declined:1:${STAFF_INBOX}`, kind: 'quote-answered', to: STAFF_INBOX, userId: null },
      { key: `quote-sent:${id}:2`, kind: 'quote-sent', to: api.buyerUser.email, userId: api.buyerUser.id },
      { key: `rfq-closed:${id}`, kind: 'rfq-closed', to: api.buyerUser.email, userId: api.buyerUser.id },
    ]);
    expect(rows[0]!.text).toContain('$184,700.00');
    expect(rows[1]!.text).toContain('Lead time too long.');
    expect(rows[3]!.text).toContain('The buyer bought elsewhere.');
  });

  it("says the answered quote's amount and version to staff, and links the buyer to that RFQ's page", async () => {
    const { id, lines } = await quotedRfq();
    await answer(id, { status: 'declined', quoteVersion: 1, reason: 'Lead time too long.' });
    await move(id, perLine(lines, { amount: 183_500, charges: [{ label: 'Freight', amount: 2400 }] }));
    await answer(id, { status: 'accepted', quoteVersion: 2 });
    const [sent, declined, resent, accepted] = await outboxOf(id);
    expect(declined!.text).toContain('Quote: version 1, $184,700.00');
    expect(accepted!.text).toContain('Quote: version 2, $183,500.00');
    for (const staffMail of [declined!, accepted!]) expect(staffMail.text).toContain(`${TEST_SITE_URL}/admin?tab=rfqs&rfq=${id}`);
    for (const buyerMail of [sent!, resent!]) expect(buyerMail.text).toContain(`Review the quote: ${TEST_SITE_URL}/rfq?id=${id}\n`);
  });

  it('tells staff of a withdrawal; a buyer who turned quotes off gets none', async () => {
    const quiet = await createTestUser(api.db);
    await api.db
      .update(users)
      .set({ emailPreferences: { 'quote-sent': false } })
      .where(eq(users.id, quiet.id));
    const jar = await signIn(api.app, quiet.email);
    const { id, lines } = await submittedRfq(jar);
    await move(id, { status: 'under_review' });
    await move(id, perLine(lines));
    const withdrawnOne = await submittedRfq(jar);
    await answer(withdrawnOne.id, { status: 'withdrawn', reason: 'Budget cut.' }, jar);
    expect(await outboxOf(id)).toEqual([]);
    expect((await outboxOf(withdrawnOne.id)).map((row) => row.key)).toEqual([`quote-answered:${withdrawnOne.id}:withdrawn:${STAFF_INBOX}`]);
  });

  it('without ADMIN_EMAILS, tells every admin account of an answer', async () => {
    const plain = createTestApp(api.database);
    const jar = await signIn(plain, api.buyerUser.email);
    const { id } = await quotedRfq();
    expect((await plain.request(`/api/rfqs/${id}/status`, jsonRequest('PATCH', { status: 'accepted', quoteVersion: 1 }, jar))).status).toBe(
      200,
    );
    const admins = await api.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    const told = (await outboxOf(id)).filter((row) => row.kind === 'quote-answered').map((row) => row.to);
    expect(told.sort()).toEqual(admins.map((row) => row.email).sort());
  });
});

describe('the expiry reminder', () => {
  const env = parseEnv({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL, SESSION_SECRET: TEST_SESSION_SECRET });
  const day = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

  it('is queued once for a quote whose last day is 3 days away, however often the scan runs', async () => {
    const now = new Date();
    const due = await quotedRfq();
    const sentLate = await quotedRfq();
    const answered = await quotedRfq();
    const expired = await quotedRfq();
    const later = await quotedRfq();
    const longAgo = new Date(now.getTime() - 20 * 86_400_000);
    const set = (id: number, validUntil: string, quotedAt = longAgo) =>
      api.db.update(rfqs).set({ quoteValidUntil: validUntil, quotedAt }).where(eq(rfqs.id, id));
    await set(due.id, day(now, 3));
    // Sent inside the window: its buyer has just read the date.
    await set(sentLate.id, day(now, 2), new Date(now.getTime() - 86_400_000));
    await set(answered.id, day(now, 3));
    await answer(answered.id, { status: 'accepted', quoteVersion: 1 });
    await set(expired.id, '2020-01-01');
    await set(later.id, day(now, 4));

    const first = await enqueueQuoteExpiryReminders(api.db, now, env);
    const second = await enqueueQuoteExpiryReminders(api.db, now, env);
    const reminders = await api.db
      .select({ key: mailOutbox.idempotencyKey, to: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'quote-expiring'));
    const ours = reminders.filter((row) =>
      [due, sentLate, answered, expired, later].some((rfq) => row.key.startsWith(`quote-expiring:${rfq.id}:`)),
    );
    expect(ours).toEqual([
      { key: `quote-expiring:${due.id}:${day(now, 3)}`, to: api.buyerUser.email, subject: expect.stringContaining('Quote test') },
    ]);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);

    // A new date from staff is a new reminder, in its own time.
    expect((await move(due.id, perLine(due.lines, { validUntil: day(now, 30), quoteVersion: 1 }))).status).toBe(200);
    await set(due.id, day(now, 1));
    expect(await enqueueQuoteExpiryReminders(api.db, now, env)).toBe(1);
  });
});

describe('analytics', () => {
  it('lists every status, values each RFQ at its quote once quoted, and counts accepted quotes as won', async () => {
    const fresh = await createTestDatabase();
    try {
      const freshApp = createTestApp(fresh);
      const staff = await signIn(freshApp, (await createTestUser(fresh.db, { role: 'admin' })).email);
      const owner = await createTestUser(fresh.db);
      const base = { userId: owner.id, submittedAt: new Date(), totalEstimatedValue: '1000.00' };
      const quote = (amount: string) => ({ quotedAmount: amount, quoteValidUntil: '2099-01-01', quotedAt: new Date(), quoteVersion: 1 });
      const answered = (answer: 'accepted' | 'declined' | 'withdrawn') => ({ answer, answeredAt: new Date(), answerReason: 'Because' });
      await fresh.db.insert(rfqs).values([
        { ...base, status: 'submitted' },
        { ...base, status: 'quoted', ...quote('900.00') },
        { ...base, status: 'accepted', ...quote('950.00'), ...answered('accepted') },
        { ...base, status: 'closed', closedReason: 'Delivered', ...quote('800.00'), ...answered('accepted') },
        { ...base, status: 'declined', ...quote('1200.00'), ...answered('declined') },
        { ...base, status: 'withdrawn', ...answered('withdrawn') },
      ]);
      const analytics = await json<AdminAnalytics>(freshApp.request('/api/admin/analytics', withCookies(staff)));
      expect(analytics.rfqValueByStatus).toEqual([
        { status: 'draft', count: 0, value: '0.00' },
        { status: 'submitted', count: 1, value: '1000.00' },
        { status: 'under_review', count: 0, value: '0.00' },
        { status: 'quoted', count: 1, value: '900.00' },
        { status: 'closed', count: 1, value: '800.00' },
        { status: 'accepted', count: 1, value: '950.00' },
        { status: 'declined', count: 1, value: '1200.00' },
        { status: 'withdrawn', count: 1, value: '1000.00' },
      ]);
      expect(analytics.won).toEqual({ count: 2, value: '1750.00' });
    } finally {
      await fresh.dispose();
    }
  });
});

// Which of two answers lands, and what the tables refuse or carry through a migration, is the database's: on every database.
describeOnEveryDatabase('what the database decides', api, (api) => {
  const { move, answer, detail, submittedRfq, quotedRfq, outboxOf } = quoteRequests(api);

  /**
   * A buyer's answer to version 1 and staff's new quote sent at the same moment, eight rounds:
   * exactly one lands and the other gets 409; the RFQ, the refusal and the mail queued are the
   * winner's (the loser's email went with its rolled-back transaction).
   */
  async function expectAnswerOrNewQuoteToLand(
    answerBody: Parameters<typeof answer>[1],
    newQuote: { amount: number; charges: { label: string; amount: number }[] },
    answerWon: (id: number) => Record<string, unknown>,
    newQuoteWon: (id: number) => Record<string, unknown>,
  ) {
    for (let round = 0; round < 8; round += 1) {
      const { id, lines } = await quotedRfq();
      const [answered, requoted] = await Promise.all([answer(id, answerBody), move(id, perLine(lines, { ...newQuote, quoteVersion: 1 }))]);
      expect([answered.status, requoted.status].sort(), `round ${round}`).toEqual([200, 409]);
      const answerLanded = answered.status === 200;
      const loser = answerLanded ? requoted : answered;
      const now = await detail(id);
      const mail = (await outboxOf(id)).map((row) => row.key.replace(`:${id}:`, ':#:'));
      expect(
        { status: now.status, quote: now.quote, refusal: ((await loser.json()) as { error: string }).error, mail },
        `round ${round}`,
      ).toMatchObject(answerLanded ? answerWon(id) : newQuoteWon(id));
    }
  }

  const newQuoteLanded = (amount: string) => (id: number) => ({
    status: 'quoted',
    quote: { version: 2, amount },
    refusal: `The quote for RFQ #${id} changed since you read it: read the new quote, then answer it`,
    mail: ['quote-sent:#:1', 'quote-sent:#:2'],
  });

  describe("a buyer's accept racing staff's new quote", () => {
    it('is decided by the database: exactly one of them lands, the other gets 409, every time', async () => {
      await expectAnswerOrNewQuoteToLand(
        { status: 'accepted', quoteVersion: 1 },
        {
          amount: 184_800,
          charges: [
            { label: 'Freight', amount: 2500 },
            { label: 'Commissioning', amount: 1200 },
          ],
        },
        (id) => ({
          status: 'accepted',
          quote: { version: 1, amount: '184700.00' },
          refusal: `RFQ #${id} is accepted; it cannot be moved to quoted`,
          mail: ['quote-sent:#:1', `quote-answered:#:accepted:1:${STAFF_INBOX}`],
        }),
        newQuoteLanded('184800.00'),
      );
    });
  });

  describe("a buyer's decline racing staff's new quote", () => {
    it('is decided by the database: exactly one of them lands, the other gets 409, every time', async () => {
      await expectAnswerOrNewQuoteToLand(
        { status: 'declined', quoteVersion: 1, reason: 'Freight is too high.' },
        { amount: 184_600, charges: [{ label: 'Freight', amount: 3500 }] },
        (id) => ({
          status: 'declined',
          quote: { version: 1, amount: '184700.00' },
          refusal: `RFQ #${id}: the buyer declined version 1 meanwhile (Freight is too high.); read it again`,
          mail: ['quote-sent:#:1', `quote-answered:#:declined:1:${STAFF_INBOX}`],
        }),
        newQuoteLanded('184600.00'),
      );
    });
  });

  describe('the database itself', () => {
    it('refuses an answered status without its answer, a decline without a reason, and a half-priced line', async () => {
      const owner = await createTestUser(api.db);
      const code = async (query: Promise<unknown>) => {
        try {
          await query;
        } catch (error) {
          return (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
        }
        return undefined;
      };
      const base = { userId: owner.id, submittedAt: new Date(), quotedAmount: '1.00', quoteValidUntil: '2099-01-01', quotedAt: new Date() };
      expect(await code(api.db.insert(rfqs).values({ ...base, status: 'accepted' }))).toBe('23514');
      expect(await code(api.db.insert(rfqs).values({ ...base, status: 'declined', answer: 'declined', answeredAt: new Date() }))).toBe(
        '23514',
      );
      expect(
        await code(
          api.db.insert(rfqs).values({ ...base, status: 'accepted', answer: 'declined', answeredAt: new Date(), answerReason: 'x' }),
        ),
      ).toBe('23514');
      expect(
        await code(
          api.db
            .insert(rfqs)
            .values({ userId: owner.id, status: 'withdrawn', submittedAt: new Date(), answer: 'withdrawn', answeredAt: new Date() }),
        ),
      ).toBeUndefined();
      const { lines } = await submittedRfq();
      expect(await code(api.db.execute(sql`UPDATE rfq_items SET quoted_unit_price = 1 WHERE id = ${lines[0]!.id}`))).toBe('23514');
      expect(
        await code(
          api.db.execute(sql`UPDATE rfq_items SET quoted_unit_price = 1, quoted_lead_time_weeks = 105 WHERE id = ${lines[0]!.id}`),
        ),
      ).toBe('23514');
    });

    it('carries an RFQ quoted before migration 0011 as its first quote', async () => {
      const handle = await openUnmigratedDatabase(api.kind);
      try {
        await migrateBefore(handle, '0011');
        await handle.db.execute(sql`INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-000000000011', 'old@example.com')`);
        await handle.db.execute(
          sql`INSERT INTO rfqs (user_id, status, submitted_at, quoted_amount, quote_valid_until, quoted_at) VALUES ('00000000-0000-4000-8000-000000000011', 'quoted', now(), 10, '2099-01-01', now()), ('00000000-0000-4000-8000-000000000011', 'submitted', now(), NULL, NULL, NULL)`,
        );
        await handle.migrate();
        const rows = await queryRows<{ status: string; quote_version: number; answer: string | null }>(
          handle.db,
          sql`SELECT status, quote_version, answer FROM rfqs ORDER BY id`,
        );
        expect(rows).toEqual([
          { status: 'quoted', quote_version: 1, answer: null },
          { status: 'submitted', quote_version: 0, answer: null },
        ]);
      } finally {
        await handle.dispose();
      }
    });
  });
});
