import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import Papa from 'papaparse';
import type { Product } from '~/domain/products';
import type { Rfq, RfqItem } from '~/domain/rfqs';
import { storageStateFor } from './support/accounts';
import { expect, expectToast, test, waitForIslands } from './support/fixtures';

/**
 * The RFQ page's states, failures and the changes a buyer makes to a draft. Each test makes its own RFQs through the API and opens them by id, so tests running at the
 * same time never see each other's; empty and failed states are played by the network.
 */
test.use({ storageState: storageStateFor('clerk') });

const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

async function products(request: APIRequestContext, query: string): Promise<Product[]> {
  return (await request.get(`/api/products?${query}`)).json();
}

/** A draft of the clerk's with the given lines. */
async function draftWith(request: APIRequestContext, projectName: string, lines: { product: Product; quantity: number }[]): Promise<Rfq> {
  const rfq = (await (await request.post('/api/rfqs', { data: { projectName, status: 'draft' } })).json()) as Rfq;
  for (const { product, quantity } of lines) {
    expect((await request.post(`/api/rfqs/${rfq.id}/items`, { data: { productId: product.id, quantity } })).status()).toBe(201);
  }
  return rfq;
}

async function openRfq(page: Page, id: number) {
  await page.goto(`/rfq?id=${id}`);
  await expect(page.getByRole('region', { name: 'Requested Items' })).toBeVisible();
  await waitForIslands(page);
}

test("a buyer without RFQs reads 'No RFQs yet' and creates one named 'New RFQ', empty until products are added", async ({ page }) => {
  await page.route('**/api/rfqs', (route) => (route.request().method() === 'GET' ? route.fulfill(json([])) : route.continue()), {
    times: 1,
  });
  await page.goto('/rfq');
  await expect(page.getByText('No RFQs yet')).toBeVisible();
  await waitForIslands(page);
  const creating = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/rfqs'));
  await page.getByRole('button', { name: 'Create Your First RFQ' }).click();
  expect((await creating).postDataJSON()).toEqual({ projectName: 'New RFQ', status: 'draft' });

  await expect(page.getByRole('heading', { level: 2, name: 'New RFQ' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Draft RFQs' })
      .getByRole('button', { name: /New RFQ/ })
      .first(),
  ).toHaveAttribute('aria-current', 'true');
  const items = page.getByRole('region', { name: 'Requested Items' });
  await expect(items).toContainText('No items in this RFQ');
  await expect(items.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute('href', '/catalog');
  await expect(page.getByRole('button', { name: 'Submit RFQ' })).toBeDisabled();
});

test('New RFQ beside the list makes another draft and opens it', async ({ page }) => {
  const [product] = await products(page.request, 'category=switchgear');
  const existing = await draftWith(page.request, 'Substation 7', [{ product: product!, quantity: 1 }]);
  await openRfq(page, existing.id);
  await page.getByRole('button', { name: 'New RFQ', exact: true }).click();
  await expect(page).not.toHaveURL(`/rfq?id=${existing.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'New RFQ' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requested Items' })).toContainText('No items in this RFQ');
});

test.describe('failures the buyer is told about', () => {
  test("'Failed to fetch RFQs' when the list cannot be read", async ({ page, allowConsoleError }) => {
    allowConsoleError(/Failed to fetch RFQs|status of 500/);
    await page.route('**/api/rfqs', (route) => route.fulfill({ status: 500, body: 'down' }), { times: 1 });
    await page.goto('/rfq');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch RFQs' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'New RFQ', exact: true })).toBeVisible();
  });

  test("'Failed to fetch RFQ items' when a request's lines cannot be read", async ({ page, allowConsoleError }) => {
    allowConsoleError(/Failed to fetch RFQ items|status of 500/);
    const rfq = await draftWith(page.request, 'Items fail', []);
    await page.route(`**/api/rfqs/${rfq.id}/items`, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(`/rfq?id=${rfq.id}`);
    await expect(page.getByRole('region', { name: 'Requested Items' }).getByRole('alert')).toHaveText('Failed to fetch RFQ items');
  });

  test("'Failed to create RFQ. Please try again.'", async ({ page, allowConsoleError }) => {
    allowConsoleError(/Failed to create RFQ|status of 500/);
    const rfq = await draftWith(page.request, 'Create fails', []);
    await openRfq(page, rfq.id);
    await page.route('**/api/rfqs', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'New RFQ', exact: true }).click();
    await expectToast(page, 'Error', 'Failed to create RFQ. Please try again.', 'destructive');
  });

  test("'Failed to submit RFQ. Please try again.'", async ({ page, allowConsoleError }) => {
    allowConsoleError(/RFQ submission failed|status of 500/);
    const [product] = await products(page.request, 'category=inverters');
    const rfq = await draftWith(page.request, 'Submit fails', [{ product: product!, quantity: 2 }]);
    await openRfq(page, rfq.id);
    await page.route(`**/api/rfqs/${rfq.id}`, (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    const form = page.getByRole('form', { name: 'Submit Submit fails' });
    await form.getByLabel('Shipping Address').fill('1 Substation Road, Raleigh, NC 27601');
    await form.getByLabel('Required By Date').fill('2099-06-30');
    await form.getByRole('button', { name: 'Submit RFQ' }).click();
    await expectToast(page, 'Error', 'Failed to submit RFQ. Please try again.', 'destructive');
    await expect(form.getByRole('button', { name: 'Submit RFQ' })).toBeEnabled();
  });
});

test('a draft: a line note saved, a line removed, the draft duplicated, then deleted', async ({ page }) => {
  const [a, b] = await products(page.request, 'category=solar_modules&sort=price');
  const rfq = await draftWith(page.request, 'Rooftop 12', [
    { product: a!, quantity: 100 },
    { product: b!, quantity: 50 },
  ]);
  await openRfq(page, rfq.id);
  const items = page.getByRole('region', { name: 'Requested Items' });

  const note = items.getByRole('textbox', { name: `Note for ${a!.name}` });
  await note.fill('Black frames, MC4 connectors');
  await note.blur();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/rfqs/${rfq.id}/items`)).json()) as RfqItem[])[0]!.specifications)
    .toBe('Black frames, MC4 connectors');

  await items.getByRole('button', { name: `Remove ${b!.name}` }).click();
  await expect(items.getByRole('listitem')).toHaveCount(1);
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    Number(a!.price) * 100,
  );
  await expect(items.getByTestId('estimated-total')).toHaveText(dollars);

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expectToast(page, 'RFQ duplicated', 'Rooftop 12 (copy) is a new draft with the same items.');
  await expect(page.getByRole('heading', { level: 2, name: 'Rooftop 12 (copy)' })).toBeVisible();
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await expect(items.getByRole('textbox', { name: `Note for ${a!.name}` })).toHaveValue('Black frames, MC4 connectors');

  await page.getByRole('button', { name: 'Delete draft' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
  await expect(confirm).toContainText('Rooftop 12 (copy) and its 1 item will be deleted.');
  await confirm.getByRole('button', { name: 'Delete draft' }).click();
  await expectToast(page, 'Draft deleted', 'Rooftop 12 (copy) was deleted.');
  await expect(page.getByRole('region', { name: 'Draft RFQs' }).getByRole('button', { name: /Rooftop 12 \(copy\)/ })).toHaveCount(0);
  expect((await page.request.get(`/api/rfqs/${rfq.id}/items`)).status()).toBe(200);
});

test('a submitted RFQ downloads as CSV with its lines', async ({ page }) => {
  const [product] = await products(page.request, 'category=storage&sort=price');
  const rfq = await draftWith(page.request, 'Export me', [{ product: product!, quantity: 3 }]);
  const submitted = await page.request.patch(`/api/rfqs/${rfq.id}`, {
    data: { projectName: 'Export me', shipToAddress: '77 Battery Lane, Fresno, CA 93650', neededBy: '2099-09-01', status: 'submitted' },
  });
  expect(submitted.status()).toBe(200);
  await openRfq(page, rfq.id);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`voltfield-rfq-${rfq.id}.csv`);
  const { data } = Papa.parse<Record<string, string>>((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(data).toEqual([
    expect.objectContaining({
      RFQ: String(rfq.id),
      Project: 'Export me',
      Status: 'Submitted',
      'Required by': '2099-09-01',
      Product: product!.name,
      Quantity: '3',
      'Unit price (USD)': product!.price,
    }),
  ]);
});

test("a past RFQ reads as the spec says: 'RFQ #id', 'Not specified', 'Product ID: x', 'units', and its timeline", async ({ page }) => {
  const rfq: Rfq = {
    id: 4242,
    projectName: null,
    status: 'quoted',
    shipToAddress: '9 Grid Way, Austin, TX 78701',
    neededBy: null,
    notes: null,
    createdAt: '2026-10-01T15:00:00.000Z',
    updatedAt: '2026-10-09T15:00:00.000Z',
    submittedAt: '2026-10-02T15:00:00.000Z',
    totalEstimatedValue: '20.00',
    userId: '',
    itemCount: 1,
    quote: { amount: '18.50', validUntil: '2026-11-30', note: 'Freight included.', quotedAt: '2026-10-09T15:00:00.000Z' },
    closedReason: null,
  };
  const user = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  const mine = { ...rfq, userId: user.id, requester: { firstName: 'Casey', lastName: 'Clerk', email: 'x', organizationName: null } };
  await page.route('**/api/rfqs', (route) => route.fulfill(json([mine])));
  await page.route('**/api/rfqs/4242/items', (route) =>
    route.fulfill(
      json([
        {
          id: 1,
          productId: 77,
          quantity: 2,
          specifications: 'Spare fuses',
          product: { name: '', manufacturer: 'Acme', model: 'X-1', unitType: null, price: '10.00' },
        },
      ]),
    ),
  );
  await page.route('**/api/rfqs/4242', (route) =>
    route.fulfill(
      json({
        ...mine,
        events: [
          { status: 'draft', at: '2026-10-01T15:00:00.000Z', note: null },
          { status: 'submitted', at: '2026-10-02T15:00:00.000Z', note: null },
          { status: 'under_review', at: '2026-10-05T15:00:00.000Z', note: null },
          { status: 'quoted', at: '2026-10-09T15:00:00.000Z', note: 'Quote attached: $19.50 per unit, valid 30 days.' },
        ],
      }),
    ),
  );
  await page.goto('/rfq');
  const row = page.getByRole('region', { name: 'Submitted RFQs' }).getByRole('button', { name: /RFQ #4242/ });
  await expect(row).toContainText('Quoted');
  await expect(row).toContainText('$20.00');
  await expect(page.getByRole('definition').filter({ hasText: 'Not specified' })).toBeVisible();
  // Staff's quote, as the RFQ desk recorded it.
  await expect(page.getByRole('region', { name: 'Quote' })).toHaveText(/^Quote\$18\.50Valid until Nov 30, 2026Freight included\.$/);
  const items = page.getByRole('region', { name: 'Requested Items' });
  await expect(items).toContainText('Product ID: 77');
  await expect(items).toContainText('Acme - X-1');
  await expect(items).toContainText('Quantity: 2 units');
  await expect(items).toContainText('Spare fuses');
  await expect(items.getByTestId('line-total')).toHaveText('$20.00');
  const steps = page.getByRole('region', { name: 'Status' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /^✓SubmittedOct 2, 2026$/,
    /^✓Under reviewOct 5, 2026$/,
    /^✓Quoted \(current status\)Oct 9, 2026Quote attached: \$19\.50 per unit, valid 30 days\.$/,
    /^4Accepted or declinedPending$/,
  ]);
});
