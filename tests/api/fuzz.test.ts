import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestLead, createTestProduct } from '../factories/records';
import type { CookieJar } from '../setup/cookieJar';
import { apiContext } from '../setup/apiContext';
import { TEST_SITE_URL } from '../setup/testApp';

/**
 * Thousands of generated requests over every route the app registers: odd methods, ids and
 * segments in the path, query strings, bodies that are valid payloads with one field bent out of
 * shape or arbitrary JSON, with and without a session. Whatever arrives, the answer is never a
 * 5xx (and the error-log guard of the suite fails the test if anything was logged as an error).
 */
const REQUESTS = 4000;

const api = apiContext();
let jars: (CookieJar | undefined)[];
let ids: { product: number; lead: number; rfq: number };

beforeAll(async () => {
  jars = [undefined, api.buyer, api.admin];
  const draft = await api.app.request('/api/rfqs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: api.buyer.header() },
    body: '{}',
  });
  ids = { product: (await createTestProduct(api.db)).id, lead: (await createTestLead(api.db)).id, rfq: (await draft.json()).id };
});

/** Text of any UTF-16 code units, weighted towards the ones databases and parsers trip on (NUL, lone surrogates, quotes). */
const codeUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff', '\u2028', '%', "'", '"', '\\', '\n', '😀') },
  { weight: 1, arbitrary: fc.nat(0xffff).map((code) => String.fromCharCode(code)) },
);
const anyText = fc.string({ unit: codeUnit, maxLength: 24 });
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 99999999999, Number.MAX_VALUE, 1e308, -0),
);
const scalar = fc.oneof({ weight: 3, arbitrary: anyText }, { weight: 2, arbitrary: oddNumber }, fc.boolean(), fc.constant(null));
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(anyText, tie('value'), { maxKeys: 4 }),
  ),
})).value;
const pathSegment = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '99999999999',
    '1e3',
    '0x10',
    'NaN',
    '%ZZ',
    '%E0%A4%A',
    '%00',
    '..',
    '%2F',
    'what-is-a-ppa',
  ),
  fc.nat().map(String),
  anyText.map(encodeAny),
);

/** Percent-encodes any text; a lone surrogate (which encodeURIComponent refuses) becomes bytes that are not UTF-8. */
function encodeAny(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((char) => `%${(char.charCodeAt(0) & 0xff).toString(16).padStart(2, '0')}%ED`).join('');
  }
}

/** A valid body per route, so bent fields reach the code behind validation. */
function templates(): Record<string, Record<string, unknown>> {
  return {
    'POST /api/leads': {
      firstName: 'Dana',
      lastName: 'Whitfield',
      organizationName: 'Whitfield Farms',
      email: 'dana@example.com',
      projectType: 'other',
      details: 'Ten acres',
    },
    'POST /api/newsletter': { email: 'reader@example.com', source: 'blog' },
    'POST /api/rfqs': { projectName: 'New RFQ', status: 'draft' },
    'POST /api/rfqs/:id/items': { productId: ids.product, quantity: 2, specifications: 'Bifacial' },
    'PATCH /api/rfqs/:id': {
      projectName: 'Plant 4',
      shipToAddress: '100 Main Street, Austin, TX',
      neededBy: '2099-05-01',
      notes: 'Dock 3',
      status: 'submitted',
    },
    'PATCH /api/leads/:id/status': { status: 'contacted' },
    'POST /api/calculators/run': { type: 'ppa_epc', inputs: { systemSizeMW: 5 }, outputs: { ppaPrice: 0.05 } },
    'POST /api/calculators/ppa': { systemSizeMW: 5, epcPricePerW: 1.2, wacc: 0.065, itcPercent: 30, solveFor: 'ppa' },
    'POST /api/calculators/land-lease': { acres: 100, distanceToSubstation: 2.5, state: 'TX' },
    'POST /api/calculators/bess': {
      batteryCapacityKW: 5000,
      batteryCapacityKWh: 20000,
      demandChargeRate: 15,
      touRates: { peak: 0.25, offPeak: 0.08 },
      roundTripEfficiency: 0.9,
      cyclesPerMonth: 22,
    },
    'POST /api/auth/login': { email: 'nobody@example.com', password: 'not a real password' },
    'POST /api/auth/password': { currentPassword: 'not my password', newPassword: 'tumbleweed lantern orbit' },
    'POST /api/auth/forgot': { email: 'nobody@example.com' },
    'POST /api/auth/reset': { token: 'x'.repeat(43), password: 'tumbleweed lantern orbit' },
    'POST /api/auth/invitation': {
      token: 'x'.repeat(43),
      firstName: 'Ines',
      lastName: 'Okafor',
      organizationName: 'Voltfield',
      password: 'tumbleweed lantern orbit',
    },
    'PATCH /api/auth/profile': { firstName: 'Dana', lastName: 'Whitfield', organizationName: 'Whitfield Farms' },
    'PUT /api/auth/preferences': { 'quote-sent': false, 'rfq-closed': true },
    'POST /api/admin/users/invite': { email: 'colleague@example.com', role: 'admin' },
    'PATCH /api/admin/users/:id/active': { active: true },
    'PUT /api/admin/settings/quote': {
      sellerName: 'Voltfield',
      sellerAddress: '300 W 6th Street, Suite 1900\nAustin, TX 78701',
      contact: 'sales@voltfield.dev',
      paymentTerms: 'Net 30',
      deliveryTerms: 'DAP (Incoterms 2020)',
      warranty: 'Per datasheet',
      signatoryName: 'Voltfield Sales',
      signatoryTitle: 'Sales',
    },
  };
}

describe('the API under generated requests', () => {
  it(`answers ${REQUESTS} generated requests over every route without a single 5xx`, async () => {
    const routes = api.app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'));
    const known = templates();
    const request = fc.record({
      route: fc.constantFrom(...routes),
      method: fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
      ),
      params: fc.array(fc.oneof({ weight: 2, arbitrary: fc.constant('real id') }, { weight: 3, arbitrary: pathSegment }), {
        minLength: 4,
        maxLength: 4,
      }),
      query: fc.dictionary(
        fc.constantFrom('category', 'type', 'status', 'state', 'q', 'userId', 'returnTo', anyText as unknown as string),
        anyText,
        { maxKeys: 3 },
      ),
      body: fc.oneof(
        fc.record({ field: fc.nat(), value: anyJson }).map((bend) => ({ bend })),
        anyJson.map((json) => ({ json })),
        fc.constantFrom({ raw: '{"unterminated": ' }, { raw: '' }, { raw: 'null' }, { raw: '[]' }, { none: true }),
      ),
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', undefined),
      jar: fc.oneof(fc.constant(1), fc.nat(2)),
    });
    let sent = 0;
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async ({ route, method, params, query, body, contentType, jar }) => {
        let segment = 0;
        // A real id reaches the code behind the lookup: the buyer's draft RFQ, or a lead.
        const realId = route.path.startsWith('/api/rfqs') ? ids.rfq : route.path.startsWith('/api/leads') ? ids.lead : 'what-is-a-ppa';
        const path = route.path.replace(/:(\w+)/g, () => {
          const param = params[segment++ % params.length]!;
          return param === 'real id' ? String(realId) : param;
        });
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const template = known[`${route.method} ${route.path}`] ?? {};
        let text: string | undefined;
        if ('bend' in body) {
          const keys = Object.keys(template);
          text = JSON.stringify(keys.length ? { ...template, [keys[body.bend.field % keys.length]!]: body.bend.value } : body.bend.value);
        } else if ('json' in body) text = JSON.stringify(body.json);
        else if ('raw' in body) text = body.raw;
        const verb = method ?? route.method;
        const headers: Record<string, string> = { Origin: TEST_SITE_URL };
        if (contentType) headers['Content-Type'] = contentType;
        const cookies = jars[jar];
        if (cookies) headers.Cookie = cookies.header();
        const response = await api.app.request(`${path}${search ? `?${search}` : ''}`, {
          method: verb,
          headers,
          body: verb === 'GET' || verb === 'HEAD' || text === undefined ? undefined : text,
        });
        sent += 1;
        if (response.status >= 500) failures.push(`${verb} ${path}?${search} ${text ?? ''} → ${response.status} ${await response.text()}`);
        else await response.arrayBuffer();
        return response.status < 500;
      }),
      { numRuns: REQUESTS, seed: Number(process.env.FUZZ_SEED ?? 20261122), endOnFailure: true },
    );
    expect(failures).toEqual([]);
    expect(sent).toBe(REQUESTS);
  }, 240_000);
});
