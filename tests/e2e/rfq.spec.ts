import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import Papa from 'papaparse';
import type { Product } from '~/domain/products';
import type { Rfq, RfqItem } from '~/domain/rfqs';
import { storageStateFor } from './support/accounts';
import { expect, expectToast, test, waitForIslands } from './support/fixtures';

/**
 * The changes a buyer makes to a draft, and a submitted RFQ's export. Each test makes its own RFQs
 * through the API and opens them by id, so tests running at the same time never see each other's.
 * The page's other states (no RFQs yet, a past RFQ's fallbacks and timeline) and what a buyer is told
 * when a call fails are proven with the API answering so: src/islands/rfq/RfqWorkspace.test.tsx.
 */
test.use({ storageState: storageStateFor('clerk') });

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

test('a draft: a line note saved, a line removed, the draft duplicated, then deleted; New RFQ beside the list makes another and opens it', async ({
  page,
}) => {
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

  await page.getByRole('button', { name: 'New RFQ', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New RFQ' })).toBeVisible();
  await expect(page).toHaveURL(/\/rfq\?id=\d+$/);
  await expect(page).not.toHaveURL(`/rfq?id=${rfq.id}`);
  await expect(items).toContainText('No items in this RFQ');
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
