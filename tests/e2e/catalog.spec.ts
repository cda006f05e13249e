import type { Page } from '@playwright/test';
import type { Product } from '~/domain/products';
import { storageStateFor } from './support/accounts';
import { expect, expectAccessible, expectToast, test, waitForIslands } from './support/fixtures';

/**
 * The catalog's states and failures (what a buyer is told, and a lost session's sign-in) and the
 * compare view. The buyer's journey
 * through it is in rfqJourney.spec.ts; nothing here adds to a cart for real.
 */
test.use({ storageState: storageStateFor('buyer') });

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openCatalog(page: Page, query = '') {
  await page.goto(`/catalog${query}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitForIslands(page);
}

test('says so when nothing matches, and clearing the search brings the catalog back', async ({ page }) => {
  await openCatalog(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such product anywhere');
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria', { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page.getByRole('article')).toHaveCount(24);
});

test("shows 'Failed to fetch products' when the catalog cannot be read, and loads on Try again", async ({ page, allowConsoleError }) => {
  allowConsoleError(/Failed to fetch products|status of 503/);
  await page.route(
    '**/api/products?**',
    (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Database unavailable"}' }),
    { times: 1 },
  );
  await page.goto('/catalog');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch products' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article')).toHaveCount(24);
});

test("a failed Add to RFQ says 'Failed to add product to RFQ. Please try again.'", async ({ page, allowConsoleError }) => {
  allowConsoleError(/Add to RFQ failed|status of 500/);
  // Nothing reaches the server: a draft is 'made', then adding to it fails.
  await page.route('**/api/rfqs/*/items', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await page.route('**/api/rfqs', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 999_999, status: 'draft' }) })
      : route.continue(),
  );
  await openCatalog(page);
  const name = await page.getByRole('article').first().getByRole('heading').textContent();
  await card(page, name!)
    .getByRole('button', { name: /^Add to RFQ/ })
    .click();
  await expectToast(page, 'Error', 'Failed to add product to RFQ. Please try again.', 'destructive');
  await expect(page.getByRole('link', { name: 'RFQ Cart (0)' })).toBeVisible();
});

test('a session that ended while browsing: the Unauthorized toast, then sign-in', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 401/);
  // Whether the buyer has a draft or not, the add is refused as a lost session would be.
  await page.route('**/api/rfqs**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Unauthorized"}' })
      : route.continue(),
  );
  await openCatalog(page);
  const signingIn = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().endsWith('/api/login?returnTo=%2Fcatalog'),
  );
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Add to RFQ/ })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unauthorized' })).toContainText('You are logged out. Logging in again...');
  await signingIn;
});

test('filters by a range facet and pages through the results, keeping both in the URL', async ({ page }) => {
  await openCatalog(page, '?category=solar_modules');
  await page
    .getByRole('group', { name: /Rated power/ })
    .getByRole('spinbutton', { name: 'Min' })
    .fill('600');
  await page
    .getByRole('group', { name: /Rated power/ })
    .getByRole('spinbutton', { name: 'Min' })
    .press('Enter');
  await expect(page).toHaveURL(/powerW\.min=600/);
  const expected = (await (await page.request.get('/api/products?category=solar_modules&powerW.min=600')).json()) as Product[];
  await expect(page.getByRole('article')).toHaveCount(expected.length);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\?category=solar_modules$/);

  await page.goto('/catalog');
  const total = Number((await page.request.get('/api/products?page=1&pageSize=1')).headers()['x-total-count']);
  await expect(page.getByText(`Page 1 of ${Math.ceil(total / 24)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText(`Showing 25–48 of ${total} products`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
});

test('compares up to four products side by side, the differences highlighted', async ({ page }) => {
  await openCatalog(page, '?category=inverters');
  const compare = page.getByRole('checkbox', { name: /^Compare / });
  for (const index of [0, 1, 2, 3]) await compare.nth(index).check();
  await expect(compare.nth(4)).toBeDisabled();
  await expect(page).toHaveURL(/compare=\d+(%2C|,)\d+(%2C|,)\d+(%2C|,)\d+/);
  await expect(page.getByText('4 of 4 selected to compare')).toBeVisible();

  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare products' });
  const products = dialog.getByRole('row').first().getByRole('columnheader');
  await expect(products).toHaveCount(4);
  await expect(dialog.getByRole('row', { name: /^List price/ })).toHaveAttribute('data-differs', 'true');
  await expect(dialog.getByRole('row', { name: /^Category/ })).not.toHaveAttribute('data-differs');
  await expectAccessible(page);

  await dialog.getByLabel('Show only differences').check();
  await expect(dialog.getByRole('row', { name: /^Category/ })).toHaveCount(0);
  const first = await products.first().textContent();
  await products
    .first()
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(products).toHaveCount(3);
  await expect(products.first()).not.toHaveText(first!);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('3 of 4 selected to compare')).toBeVisible();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText(/selected to compare/)).toBeHidden();
});

test('a card shows the category, $price/unitType, the maker and model, four specifications and the PDF link', async ({ page }) => {
  await openCatalog(page, '?q=MP2XL-4H');
  const [product] = (await (await page.request.get('/api/products?q=MP2XL-4H')).json()) as Product[];
  const article = card(page, product!.name);
  await expect(article).toContainText('Storage');
  await expect(article).toContainText('$1,245,000/unit');
  await expect(article).toContainText('$318/kWh');
  await expect(article).toContainText('Tesla - MP2XL-4H');
  await expect(article.getByRole('term')).toHaveText(Object.keys(product!.specifications).slice(0, 4));
  await expect(article.getByRole('link', { name: `PDF datasheet of ${product!.name}` })).toHaveAttribute('href', product!.datasheetUrl);
  await expect(article).toContainText('Lead time about 40 weeks');
});
