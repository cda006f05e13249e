import type { Page } from '@playwright/test';
import { articles, searchMatches } from '../fixtures/articles';
import { expect, test } from './support/fixtures';

/**
 * The education hub's topic tiles and search, run by its page script in a browser. What the build
 * wrote (the featured article, the latest six, Recent Updates, Quick Resources, the topic pages) is
 * read in tests/site/education.test.ts; the server sends the resources (platform.spec.ts).
 */

const visibleSlugs = (page: Page) =>
  page
    .locator('[data-article-grid] > li:visible [data-article]')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.article!));
const slugsOf = (list: typeof articles) => list.map((article) => article.slug);
const searchBox = (page: Page) => page.getByRole('search', { name: 'Search the education hub' }).getByLabel('Search articles');

/** Searches for the topic's name: every article of the topic is found, and the first result shows without scrolling past the topics. */
async function expectTopicSearchInView(page: Page) {
  await searchBox(page).fill('interconnection');
  const expected = articles.filter((article) => article.category === 'interconnection');
  expect(expected.length).toBe(3);
  await expect.poll(async () => (await visibleSlugs(page)).sort()).toEqual(slugsOf(searchMatches('interconnection')).sort());
  expect(slugsOf(searchMatches('interconnection'))).toEqual(expect.arrayContaining(slugsOf(expected)));
  const first = page.locator('[data-article-grid] > li:visible').first();
  const box = (await first.boundingBox())!;
  expect(box.y, 'the first result starts within the screen').toBeLessThan(page.viewportSize()!.height);
}

test('the education hub: topic tiles toggle a category, the search finds a topic by name, shows at most 6 and leads to the blog for the rest', async ({
  page,
}) => {
  await page.goto('/education');
  await expect(page.getByRole('region', { name: 'Featured article' })).toBeVisible();
  expect(await visibleSlugs(page)).toEqual(slugsOf(articles.slice(1, 7)));

  const tile = page.getByRole('button', { name: /^Interconnection/ });
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  const interconnection = articles.filter((article) => article.category === 'interconnection');
  await expect.poll(() => visibleSlugs(page)).toEqual(slugsOf(interconnection).slice(0, 6));
  await expect(page.getByRole('region', { name: 'Featured article' })).toBeHidden();
  await expect(page).toHaveURL('/education?category=interconnection');
  await expect(page.locator('[data-count]')).toHaveText(`${interconnection.length} articles`);

  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => visibleSlugs(page)).toEqual(slugsOf(articles.slice(1, 7)));
  await expect(page).toHaveURL('/education');

  await expectTopicSearchInView(page);

  await searchBox(page).fill('solar');
  const expected = searchMatches('solar');
  expect(expected.length).toBeGreaterThan(6);
  await expect.poll(() => visibleSlugs(page)).toEqual(slugsOf(expected).slice(0, 6));
  await expect(page.getByRole('link', { name: 'See all articles in the blog →' })).toHaveAttribute('href', '/blog?q=solar');

  await searchBox(page).fill('zzqx nothing');
  await expect(page.getByText('No articles found')).toBeVisible();
  await expect(page.getByText('Try a different search or topic.')).toBeVisible();
});

test('the education hub at 390 px: a search shows its first result under the search box, in view @mobile', async ({ page }) => {
  await page.goto('/education');
  await expectTopicSearchInView(page);
});
