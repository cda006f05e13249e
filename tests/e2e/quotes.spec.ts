import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Product } from '~/domain/products';
import type { Rfq, RfqDetail, RfqItem } from '~/domain/rfqs';
import { storageStateFor } from './support/accounts';
import { atWidth, DESKTOP, expectNoSidewaysScroll, PHONE } from './support/widths';
import { expect, expectAccessible, expectToast, test, waitForIslands } from './support/fixtures';
import { register } from './support/apiCalls';

/**
 * Quotes, both sides at once: staff quote each line of a buyer's RFQ with freight on
 * the RFQ desk, the buyer reads the quoted lines beside the requested ones and accepts, both then
 * see the answer, and the quote opens as a PDF from either side; at 390 px, the quote form and the
 * quoted lines fit the screen, each price with its unit. The page is the demo admin's; the buyer, registered for the run,
 * has a browser context of their own.
 */
test.use({ storageState: storageStateFor('admin') });

const baseURL = () => test.info().project.use.baseURL!;
const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(value);

/** A browser context signed in as a newly registered buyer, at the page's viewport. */
async function buyerContext(browser: Browser, email: string): Promise<BrowserContext> {
  const { cookies } = await register({
    firstName: 'Robin',
    lastName: 'Quoteman',
    organizationName: 'Mesa Grid Storage',
    email,
    password: 'a passphrase for robin',
    role: 'buyer',
  });
  const project = test.info().project.use;
  return browser.newContext({
    baseURL: baseURL(),
    viewport: project.viewport,
    isMobile: project.isMobile,
    hasTouch: project.hasTouch,
    storageState: { cookies, origins: [] },
  });
}

const answerRegion = (page: Page) => page.getByRole('region', { name: 'Your answer' });
const newTag = () => `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The buyer's RFQ: two priced inverters, four and two of them, submitted. */
async function submittedRfq(buyer: BrowserContext, tag: string): Promise<{ rfq: Rfq; first: Product; second: Product }> {
  const catalog = (await (await buyer.request.get('/api/products?category=inverters')).json()) as Product[];
  const [first, second] = catalog.filter((product) => product.price !== null) as [Product, Product];
  const rfq = (await (await buyer.request.post('/api/rfqs', { data: { projectName: `Quote ${tag}`, status: 'draft' } })).json()) as Rfq;
  expect((await buyer.request.post(`/api/rfqs/${rfq.id}/items`, { data: { productId: first.id, quantity: 4 } })).status()).toBe(201);
  expect((await buyer.request.post(`/api/rfqs/${rfq.id}/items`, { data: { productId: second.id, quantity: 2 } })).status()).toBe(201);
  const submitted = await buyer.request.patch(`/api/rfqs/${rfq.id}`, {
    data: { projectName: `Quote ${tag}`, shipToAddress: '2200 Mesa Road, El Paso, TX 79901', neededBy: '2099-09-30', status: 'submitted' },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return { rfq, first, second };
}

test('staff quote each line with freight, the buyer reads the quoted lines and accepts, both see it, the quote PDF opens; the quote form and the quoted lines fit at 390 px too', async ({
  page,
  browser,
}) => {
  test.slow(); // two sessions, a quote form, a PDF from each side
  const tag = newTag();
  const buyer = await buyerContext(browser, `buyer.${tag}@example.com`);
  const buyerPage = await buyer.newPage();
  const { rfq, first, second } = await submittedRfq(buyer, tag);

  // Staff open it on the desk, review it, and quote each line with freight.
  await page.goto(`/admin?tab=rfqs&rfq=${rfq.id}`);
  await waitForIslands(page);
  const desk = page.getByRole('dialog', { name: `Quote ${tag}` });
  const items = desk.getByRole('region', { name: 'Requested Items' });
  await expect(items).toContainText(first.name);
  const move = desk.getByRole('form', { name: 'Move this RFQ' });
  await move.getByRole('radio', { name: 'Start review' }).check();
  await move.getByRole('button', { name: 'Start review' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'is now' })).toHaveText(`Quote ${tag} is now Under review.`);

  await move.getByRole('radio', { name: 'Send a quote' }).check();
  // A line priced and the other not: the form says which price is missing.
  await move.getByLabel(`Unit price (USD per ${first.unitType}) of ${first.name}`).fill('1180.50');
  await move.getByRole('button', { name: 'Send a quote' }).click();
  await expect(move.getByText('Unit price is required')).toBeVisible();
  await move.getByLabel(`Lead time (weeks) of ${first.name}`).fill('6');
  await move.getByLabel(`Unit price (USD per ${second.unitType}) of ${second.name}`).fill('2250');
  await move.getByLabel(`Lead time (weeks) of ${second.name}`).fill('0');
  await move.getByLabel('Amount (USD) of charge 1').fill('850');
  // 4 × 1,180.50 + 2 × 2,250 + 850 freight
  const total = 4 * 1180.5 + 2 * 2250 + 850;
  await expect(move.getByLabel('Quoted amount (USD)')).toHaveValue(total.toFixed(2));
  await move.getByLabel('Valid until').fill('2099-06-30');
  await move.getByLabel('Note to the buyer (optional)').fill('Freight to El Paso included as its own line.');
  // Each price says what it is per, beside the field, with the catalog's price to compare.
  const unitLabel = move.getByText(`Unit price (USD per ${first.unitType})`, { exact: true }).first();
  await expect(unitLabel).toBeVisible();
  await expect(move.getByText(`catalog ${dollars(Number(first.price))} per ${first.unitType}`)).toBeVisible();
  await expectAccessible(page);
  // The quote form of each line fits a phone's screen too, its unit still beside the price.
  await atWidth(page, PHONE);
  await unitLabel.scrollIntoViewIfNeeded();
  await expect(unitLabel).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await atWidth(page, DESKTOP);
  await move.getByRole('button', { name: 'Send a quote' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'is now' })).toHaveText(`Quote ${tag} is now Quoted.`);
  await expect(items.getByTestId('quoted-line-total')).toHaveText([dollars(4 * 1180.5), dollars(2 * 2250)]);
  await expect(items.getByTestId('quoted-total')).toHaveText(dollars(total));
  await expect(desk.getByRole('region', { name: 'Revise the quote' })).toContainText('Version 1 waits for the buyer.');

  // The buyer reads the quote, the quoted lines beside the requested ones, and the freight.
  await buyerPage.goto(`/rfq?id=${rfq.id}`);
  await waitForIslands(buyerPage);
  await expect(buyerPage.getByRole('region', { name: 'Quote' })).toContainText(dollars(total));
  const lines = buyerPage.getByRole('region', { name: 'Requested Items' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Requested');
  await expect(lines.nth(0).getByTestId('line-total')).toHaveText(dollars(Number(first.price) * 4));
  await expect(lines.nth(0).getByTestId('quoted-line')).toContainText(`${dollars(4 * 1180.5)}$1,180.50/${first.unitType} · 6 weeks`);
  await expect(lines.nth(1).getByTestId('quoted-line')).toContainText('From stock');
  await expect(buyerPage.getByRole('region', { name: 'Requested Items' })).toContainText('Freight$850.00');
  await expect(buyerPage.getByRole('region', { name: 'Requested Items' }).getByTestId('quoted-total')).toHaveText(dollars(total));
  await expectAccessible(buyerPage);
  // The quoted lines the buyer reads fit a phone's screen too.
  await atWidth(buyerPage, PHONE);
  await expect(lines.nth(0).getByTestId('quoted-line')).toContainText(`${dollars(4 * 1180.5)}$1,180.50/${first.unitType} · 6 weeks`);
  await expect(answerRegion(buyerPage).getByRole('button', { name: 'Accept quote' })).toBeVisible();
  await expectNoSidewaysScroll(buyerPage);
  await expectAccessible(buyerPage);
  await atWidth(buyerPage, DESKTOP);

  // The quote opens as a PDF from the buyer's side.
  const downloading = buyerPage.waitForEvent('download');
  await buyerPage.getByRole('link', { name: 'Quote PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`voltfield-quote-${rfq.id}-v1.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  // What the link answers, read again with the buyer's session: a PDF, said so.
  const response = await buyer.request.get(download.url());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Accepting asks first, then tells the buyer staff know.
  const answer = buyerPage.getByRole('region', { name: 'Your answer' });
  await answer.getByRole('button', { name: 'Accept quote' }).click();
  const confirm = buyerPage.getByRole('dialog', { name: 'Accept this quote?' });
  await expect(confirm).toContainText(dollars(total));
  await expectAccessible(buyerPage);
  await confirm.getByRole('button', { name: 'Accept quote' }).click();
  await expect(confirm).toBeHidden();
  await expectToast(buyerPage, 'Quote accepted', `Staff have been told you accepted the quote for Quote ${tag}.`);
  await expect(answer).toContainText('You accepted this quote on');
  await expect(buyerPage.getByRole('heading', { level: 2, name: `Quote ${tag}` }).locator('..')).toContainText('Accepted');
  await expect(buyerPage.getByRole('region', { name: 'Status' }).getByRole('listitem').last()).toContainText('Accepted');
  const seen = (await (await buyer.request.get(`/api/rfqs/${rfq.id}`)).json()) as RfqDetail;
  expect(seen).toMatchObject({ status: 'accepted', answer: { status: 'accepted' }, quote: { version: 1 } });

  // Staff see the answer on the desk, and the quote opens from their side too.
  await page.reload();
  await waitForIslands(page);
  await expect(desk.getByRole('region', { name: /^Request Accepted/ })).toContainText(/Buyer's answer\s*Accepted on/);
  await expect(desk.getByRole('region', { name: 'Next step' })).toContainText(
    'The buyer accepted the quote: close the RFQ once the order is done.',
  );
  await expect(desk.getByRole('region', { name: 'Status' }).getByRole('listitem').last()).toContainText('Accepted');
  const staffPdf = await page.request.get(`/api/rfqs/${rfq.id}/quote.pdf`);
  expect(staffPdf.headers()['content-type']).toBe('application/pdf');
  expect((await staffPdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const quotedItems = (await (await buyer.request.get(`/api/rfqs/${rfq.id}/items`)).json()) as RfqItem[];
  expect(quotedItems.map((item) => item.quote?.leadTimeWeeks)).toEqual([6, 0]);
  await expectAccessible(page);

  // The quote settings (the seller and terms a quote's document carries) open from the RFQs tab.
  await page.keyboard.press('Escape');
  await expect(desk).toBeHidden();
  await page.getByRole('button', { name: 'Quote settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Quote settings' });
  await expect(settings.getByLabel('Delivery terms (Incoterms)')).toHaveValue(/Incoterms/);
  await expectAccessible(page);
  await buyer.close();
});
