import type { Page } from '@playwright/test';
import type { Product } from '~/domain/products';
import { storageStateFor } from './support/accounts';
import { expect, expectAccessible, test, waitForIslands } from './support/fixtures';
import { register } from './support/apiCalls';

/**
 * The catalog's screen (a card, a range facet, pages, the compare view) and a session that really
 * ended while browsing. The buyer's journey through it is in rfqJourney.spec.ts; nothing here adds
 * to a cart for real. What a buyer is told when a call fails (no match, a failed read, a failed
 * Add to RFQ) is proven with the API client answering so: src/islands/catalog/Catalog.test.tsx.
 */
test.use({ storageState: storageStateFor('buyer') });

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openCatalog(page: Page, query = '') {
  await page.goto(`/catalog${query}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitForIslands(page);
}

test.describe('a session that ended while browsing', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the Unauthorized toast, then sign-in returning to the catalog', async ({ page, context, playwright, allowConsoleError }) => {
    allowConsoleError(/status of 401/);
    // A buyer of this test's own, whose every session ends while the catalog is open.
    const account = {
      firstName: 'Ines',
      lastName: 'Ended',
      email: `ended.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
      password: 'a passphrase for ines',
      role: 'buyer',
    };
    await context.addCookies((await register(account)).cookies);
    await openCatalog(page);

    // Signed out everywhere from another device: this browser keeps a cookie the server no longer honours.
    const elsewhere = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL! });
    expect((await elsewhere.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(200);
    expect((await elsewhere.post('/api/auth/logout', { data: { everywhere: true } })).status()).toBe(204);
    await elsewhere.dispose();

    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Add to RFQ/ })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'Unauthorized' })).toContainText('You are logged out. Logging in again...');
    await page.waitForURL('/sign-in?returnTo=%2Fcatalog');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});

test('a card shows its figures; a range facet and the pages keep to the URL', async ({ page }) => {
  // A card: the category, $price/unitType, the maker and model, four specifications and the PDF link.
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

  // A range facet, in the URL, and cleared.
  await openCatalog(page, '?category=solar_modules');
  const minimum = page.getByRole('group', { name: /Rated power/ }).getByRole('spinbutton', { name: 'Min' });
  await minimum.fill('600');
  await minimum.press('Enter');
  await expect(page).toHaveURL(/powerW\.min=600/);
  const expected = (await (await page.request.get('/api/products?category=solar_modules&powerW.min=600')).json()) as Product[];
  await expect(page.getByRole('article')).toHaveCount(expected.length);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\?category=solar_modules$/);

  // The pages, in the URL.
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
