import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Product } from '~/domain/products';
import { storageStateFor } from './support/accounts';
import { expectNoSidewaysScroll } from './support/widths';
import { expect, expectAccessible, expectFocusedInView, expectToast, test, waitForIslands } from './support/fixtures';

const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(value);

/** What the catalog API answers for a query, read with the page's own session. */
async function catalog(page: Page, query: string): Promise<{ products: Product[]; total: number }> {
  const response = await page.request.get(`/api/products?${query}`);
  expect(response.status()).toBe(200);
  return { products: await response.json(), total: Number(response.headers()['x-total-count']) };
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/**
 * A buyer's way from the catalog to a submitted RFQ, at 1280 px; at 390 px, the catalog's filters
 * behind their button and the RFQ form laid out for a phone. Each width shops with a buyer of its
 * own: the two tests may run at once and must not share a cart.
 */
test.describe('a buyer finds equipment, builds one request and submits it', () => {
  test.use({ storageState: storageStateFor('shopper-desktop') });

  test('search, filter, view, datasheet, a cart of two, the RFQ page, a new quantity, the form messages, then submitted', async ({
    page,
    browser,
  }) => {
    test.slow(); // the whole journey, with a download and a second browser session

    // Loading shows six skeleton cards until the catalog answers.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/products?**',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeVisible();
    await expect(page.locator('[data-skeleton]')).toHaveCount(6);
    release();
    const everything = await catalog(page, '');
    await expect(page.getByRole('article')).toHaveCount(24);
    await expect(page.getByText(`Showing 1–24 of ${everything.total} products`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'RFQ Cart (0)' })).toBeVisible();
    await waitForIslands(page);

    // Search matches name, manufacturer or model as the buyer types; the URL keeps it.
    await page.getByRole('searchbox', { name: 'Search' }).fill('jinko');
    await expect(page).toHaveURL(/\?q=jinko$/);
    const jinko = await catalog(page, 'q=jinko');
    await expect(page.getByRole('article')).toHaveCount(jinko.total);
    for (const product of jinko.products) await expect(card(page, product.name)).toContainText(`JinkoSolar - ${product.model}`);

    // Category (with labels) and a facet of that category, both in the URL.
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByLabel('Category').selectOption({ label: 'Storage' });
    await expect(page).toHaveURL(/\?category=storage$/);
    await page.getByRole('checkbox', { name: 'LFP', exact: true }).check();
    await expect(page).toHaveURL(/\?category=storage&chemistry=LFP$/);
    const lfp = await catalog(page, 'category=storage&chemistry=LFP&page=1&pageSize=24');
    await expect(page.getByRole('article')).toHaveCount(lfp.total);
    await expect(page.getByRole('article').getByText('Storage', { exact: true })).toHaveCount(lfp.total);
    const [first, second] = lfp.products as [Product, Product];

    // View: every specification, and the datasheet as a real PDF.
    await card(page, first.name)
      .getByRole('button', { name: `View ${first.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: first.name });
    await expect(dialog).toBeVisible();
    for (const [label, value] of Object.entries(first.specifications)) {
      await expect(dialog.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
      await expect(dialog.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
    }
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download datasheet (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-datasheet\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Two products in the cart; the first again raises its quantity, not the count.
    await card(page, first.name)
      .getByRole('button', { name: `Add to RFQ ${first.name}` })
      .click();
    await expectToast(page, 'Added to RFQ', 'Product has been added to your RFQ cart.');
    await expect(page.getByRole('link', { name: 'RFQ Cart (1)' })).toBeVisible();
    await card(page, second.name)
      .getByRole('button', { name: `Add to RFQ ${second.name}` })
      .click();
    await expectToast(page, 'Added to RFQ', 'Product has been added to your RFQ cart.');
    await expect(page.getByRole('link', { name: 'RFQ Cart (2)' })).toBeVisible();
    await card(page, first.name)
      .getByRole('button', { name: `Add to RFQ ${first.name}` })
      .click();
    await expectToast(page, 'Added to RFQ', 'Product has been added to your RFQ cart.');
    await expect(page.getByRole('link', { name: 'RFQ Cart (2)' })).toBeVisible();
    await expect(card(page, first.name)).toContainText(/In your RFQ: 2 \w+/);

    // The cart lives on the server, and the filters in the URL: both survive a reload.
    await page.reload();
    await expect(page.getByRole('link', { name: 'RFQ Cart (2)' })).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('storage');
    await page.getByRole('link', { name: 'RFQ Cart (2)' }).click();

    // The RFQ page: one draft, 'Product Inquiry', with two lines at the right totals.
    await expect(page).toHaveURL(/\/rfq\?id=\d+$/);
    const rfqId = Number(new URL(page.url()).searchParams.get('id'));
    const drafts = page.getByRole('region', { name: 'Draft RFQs' });
    await expect(drafts.getByRole('listitem')).toHaveCount(1);
    await expect(drafts.getByRole('button')).toContainText('Product Inquiry');
    await expect(page.getByRole('region', { name: 'Submitted RFQs' })).toContainText('Nothing submitted yet');
    const items = page.getByRole('region', { name: 'Requested Items' });
    const lines = items.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(first.name);
    await expect(lines.nth(0)).toContainText(`${first.manufacturer} - ${first.model}`);
    await expect(lines.nth(0).getByTestId('line-total')).toHaveText(dollars(Number(first.price) * 2));
    await expect(lines.nth(1).getByTestId('line-total')).toHaveText(dollars(Number(second.price) * 1));
    await expect(items.getByTestId('estimated-total')).toHaveText(dollars(Number(first.price) * 2 + Number(second.price)));
    await waitForIslands(page);

    // A new quantity for the second line, saved on Enter.
    const quantity = items.getByRole('spinbutton', { name: `Quantity of ${second.name}` });
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(lines.nth(1).getByTestId('line-total')).toHaveText(dollars(Number(second.price) * 3));
    await expect(items.getByTestId('estimated-total')).toHaveText(dollars(Number(first.price) * 2 + Number(second.price) * 3));
    await expect
      .poll(async () =>
        (await (await page.request.get(`/api/rfqs/${rfqId}/items`)).json()).map((item: { quantity: number }) => item.quantity),
      )
      .toEqual([2, 3]);

    // The form's three messages, the first invalid field focused.
    const form = page.getByRole('form', { name: 'Submit Product Inquiry' });
    await form.getByLabel('Project Name').fill('');
    await form.getByRole('button', { name: 'Submit RFQ' }).click();
    await expect(form.getByText('Project name is required')).toBeVisible();
    await expect(form.getByText('Shipping address is required')).toBeVisible();
    await expect(form.getByText('Required date is needed')).toBeVisible();
    await expect(form.getByLabel('Project Name')).toBeFocused();

    // Then submitted: 'Submitting...' while it goes, the toast, and the RFQ among the submitted with its value.
    await form.getByLabel('Project Name').fill('Cold storage phase 2');
    await form.getByLabel('Shipping Address').fill('4100 Industrial Blvd, Austin, TX 78744');
    await form.getByLabel('Required By Date').fill('2099-03-31');
    await form.getByLabel('Additional Notes').fill('Deliver to dock 3');
    let send!: () => void;
    const sending = new Promise<void>((resolve) => (send = resolve));
    await page.route(`**/api/rfqs/${rfqId}`, async (route) => {
      if (route.request().method() === 'PATCH') await sending;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Submit RFQ' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    send();
    await expectToast(page, 'RFQ Submitted', 'Your request for quote has been submitted successfully.');
    const value = dollars(Number(first.price) * 2 + Number(second.price) * 3);
    const submitted = page.getByRole('region', { name: 'Submitted RFQs' });
    await expect(submitted.getByRole('button', { name: /Cold storage phase 2/ })).toContainText(value);
    await expect(submitted.getByRole('button', { name: /Cold storage phase 2/ })).toContainText('Submitted');
    await expect(drafts).toContainText('No drafts');
    await expect(page.getByRole('term').filter({ hasText: 'Required By' })).toBeVisible();
    await expect(page.getByText('Mar 31, 2099')).toBeVisible();
    const steps = page.getByRole('region', { name: 'Status' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /Submitted \(current status\)\w{3} \d{1,2}, \d{4}$/,
      /Under reviewPending$/,
      /QuotedPending$/,
      /Accepted or declinedPending$/,
    ]);
    await expect(items.getByRole('spinbutton')).toHaveCount(0);

    // A second buyer sees none of it.
    const other = await browser.newContext({ storageState: storageStateFor('observer'), baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    await otherPage.goto('/rfq');
    await expect(otherPage.getByText('No RFQs yet')).toBeVisible();
    await expect(otherPage.getByRole('button', { name: 'Create Your First RFQ' })).toBeVisible();
    expect((await otherPage.request.get(`/api/rfqs/${rfqId}/items`)).status()).toBe(404);
    await otherPage.goto('/catalog');
    await expect(otherPage.getByRole('link', { name: 'RFQ Cart (0)' })).toBeVisible();
    await other.close();
  });
});

test.describe('on a phone @mobile', () => {
  test.use({ storageState: storageStateFor('shopper-mobile') });

  test('the filters open from their button, a product goes to the cart, and the RFQ form shows its messages, all within the screen', async ({
    page,
  }) => {
    await page.goto('/catalog?category=storage');
    await expect(page.getByRole('article').first()).toBeVisible();
    await waitForIslands(page);
    // The facets sit behind a Filters button.
    const lfp = page.getByRole('checkbox', { name: 'LFP', exact: true });
    await expect(lfp).toBeHidden();
    const filters = page.getByRole('button', { name: /^Filters/ });
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await lfp.check();
    await expect(page).toHaveURL(/\?category=storage&chemistry=LFP$/);
    await expect(filters).toHaveText('Filters (1)');
    await expectNoSidewaysScroll(page);

    const [product] = (await (await page.request.get('/api/products?category=storage&chemistry=LFP')).json()) as Product[];
    await card(page, product!.name)
      .getByRole('button', { name: `Add to RFQ ${product!.name}` })
      .click();
    await expectToast(page, 'Added to RFQ', 'Product has been added to your RFQ cart.');
    await page.getByRole('link', { name: 'RFQ Cart (1)' }).click();

    // The RFQ page: the line, then the form, whose first invalid field is focused below the sticky header.
    await expect(page).toHaveURL(/\/rfq\?id=\d+$/);
    await expect(page.getByRole('region', { name: 'Requested Items' }).getByRole('listitem')).toHaveCount(1);
    await waitForIslands(page);
    const form = page.getByRole('form', { name: 'Submit Product Inquiry' });
    await form.getByLabel('Project Name').fill('');
    await form.getByRole('button', { name: 'Submit RFQ' }).click();
    await expect(form.getByText('Shipping address is required')).toBeVisible();
    await expect(form.getByText('Required date is needed')).toBeVisible();
    await expectFocusedInView(page, form.getByLabel('Project Name'), form.getByText('Project name is required'));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
