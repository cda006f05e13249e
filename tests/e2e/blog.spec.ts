import type { Page } from '@playwright/test';
import { storageStateFor } from './support/accounts';
import { articles, searchMatches } from '../fixtures/articles';
import { expect, test } from './support/fixtures';

/**
 * The blog's search, filters and sort (its page script), the newsletter sign-up and Save on the real
 * server, in a browser. What the build wrote (the featured article, the cards, the filters' choices,
 * an article page with its link-preview tags and JSON-LD) is read in tests/site/blog.test.ts and
 * articles.test.ts; Share, and Save for a visitor, with the page's script in
 * src/pageScripts/articleActions.test.ts; the newsletter's field message in newsletterForm.test.ts;
 * the not-found pages and an article's script weight in platform.spec.ts.
 */

const search = (page: Page) => page.getByRole('search', { name: 'Search articles' });
/** Slugs of the grid's visible cards, in the order shown. */
const gridSlugs = (page: Page) =>
  page
    .locator('[data-article-grid] > li:visible [data-article]')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.article!));
const slugsOf = (list: typeof articles) => list.map((article) => article.slug);
const matches = searchMatches;
const [, ...rest] = articles;

test.describe('the blog', () => {
  test('searches title, excerpt, tags and topic, filters by category, sorts, and keeps it all in the URL without a round trip', async ({
    page,
  }) => {
    await page.goto('/blog');
    // As loaded: the featured article on top, the rest in the grid, newest first.
    await expect(page.getByRole('region', { name: 'Featured article' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${articles.length} articles` })).toBeVisible();
    expect(await gridSlugs(page)).toEqual(slugsOf(rest));
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });

    await search(page).getByLabel('Search articles').fill('interconnection');
    const expected = matches('interconnection');
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => gridSlugs(page)).toEqual(slugsOf(expected));
    await expect(page.getByRole('region', { name: 'Featured article' })).toBeHidden();
    await expect(page.getByRole('heading', { name: `${expected.length} articles` })).toBeVisible();
    await expect(page).toHaveURL('/blog?q=interconnection');

    await search(page).getByLabel('Sort').selectOption({ label: 'Oldest first' });
    await expect.poll(() => gridSlugs(page)).toEqual(slugsOf([...expected].reverse()));
    await expect(page).toHaveURL('/blog?q=interconnection&sort=oldest');

    await search(page).getByRole('button', { name: 'Clear' }).click();
    await search(page).getByLabel('Category').selectOption({ label: 'BESS Economics' });
    const bess = articles.filter((article) => article.category === 'bess-economics');
    await expect.poll(() => gridSlugs(page)).toEqual(slugsOf(bess));
    await expect(page).toHaveURL('/blog?category=bess-economics');
    expect(documents).toBe(0);

    // Tags are not searched: a word found only in tags finds nothing.
    await search(page).getByRole('button', { name: 'Clear' }).click();
    await search(page).getByLabel('Search articles').fill('zzqx nothing here');
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(page.getByText('Try a different search or category.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '0 articles' })).toBeVisible();

    // The shared link opens the same view; the oldest-first sort with no filter keeps the featured article on top.
    await page.goto('/blog?sort=oldest');
    await expect(page.getByRole('region', { name: 'Featured article' })).toBeVisible();
    await expect.poll(() => gridSlugs(page)).toEqual(slugsOf([...rest].reverse()));
  });

  test('the newsletter box stores the subscription and says so', async ({ page }) => {
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Get new articles by email' });
    const subscribe = box.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeEnabled();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/newsletter') && request.method() === 'POST');
    await box.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`);
    await subscribe.click();
    expect((await sent).postDataJSON()).toMatchObject({ source: 'blog' });
    await expect(box.getByText("Thanks for subscribing! We'll email you when we publish new articles.")).toBeVisible();
    await expect(box.getByLabel('Email address')).toBeHidden();
  });
});

test.describe('an article page', () => {
  test.describe('signed in', () => {
    test.use({ storageState: storageStateFor('buyer') });

    test('Save stores a bookmark that outlives the page, and a second press removes it', async ({ page }) => {
      // Each project (desktop, mobile) saves its own article: the buyer's bookmarks are shared.
      const target = articles[test.info().project.name === 'mobile' ? 1 : 2]!;
      await page.goto(`/blog/${target.slug}`);
      const save = page.getByRole('button', { name: /^Save/ });
      await expect(page.locator('html')).toHaveAttribute('data-auth-state', 'signed-in');
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: 'Article saved' })).toBeVisible();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(save).toHaveText('Saved');

      await page.reload();
      await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Saved' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Removed from saved articles' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'false');
    });
  });
});
