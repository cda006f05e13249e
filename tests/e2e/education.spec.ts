import type { Page } from '@playwright/test';
import { articles, CATEGORY_LABELS, searchMatches } from '../fixtures/articles';
import { expect, test } from './support/fixtures';

const visibleSlugs = (page: Page) =>
  page
    .locator('[data-article-grid] > li:visible [data-article]')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.article!));
const slugsOf = (list: typeof articles) => list.map((article) => article.slug);
const topics = Object.keys(CATEGORY_LABELS);

test.describe('the education hub', () => {
  test('features the first article, shows the 6 latest, Recent Updates (articles 2 to 4) and 3 Quick Resources @both', async ({
    page,
    request,
  }) => {
    await page.goto('/education');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Education Hub');
    await expect(page.getByRole('region', { name: 'Featured article' }).getByRole('heading', { level: 2 })).toHaveText(articles[0]!.title);
    expect(await visibleSlugs(page)).toEqual(slugsOf(articles.slice(1, 7)));
    await expect(page.getByRole('region', { name: 'Recent Updates' }).getByRole('link')).toHaveText(
      articles.slice(1, 4).map((article) => article.title),
    );

    const resources = page.getByRole('region', { name: 'Quick Resources' }).getByRole('link');
    await expect(resources).toHaveText(['PPA Term Sheet Checklist', 'Interconnection Glossary', 'Land Lease Due Diligence Checklist']);
    for (const href of await resources.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href')!))) {
      const file = await request.get(href);
      expect(file.status(), href).toBe(200);
      expect((await file.text()).length, href).toBeGreaterThan(2000);
    }
    await expect(resources.first()).toHaveAttribute('download', '');

    for (const name of ['Ask an Expert', 'Schedule Consultation'])
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/contact');
  });

  test('six topic tiles toggle a category filter', async ({ page }) => {
    await page.goto('/education');
    const tiles = page.locator('button[data-topic-tile]');
    await expect(tiles).toHaveCount(6);
    expect(await tiles.evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset.category))).toEqual(topics);

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
  });

  test('finds every article of a topic searched by its name, the results in view under the search box @both', async ({ page }) => {
    await page.goto('/education');
    await page.getByRole('search', { name: 'Search the education hub' }).getByLabel('Search articles').fill('interconnection');
    const expected = articles.filter((article) => article.category === 'interconnection');
    expect(expected.length).toBe(3);
    await expect.poll(async () => (await visibleSlugs(page)).sort()).toEqual(slugsOf(searchMatches('interconnection')).sort());
    expect(slugsOf(searchMatches('interconnection'))).toEqual(expect.arrayContaining(slugsOf(expected)));
    // The first result shows without scrolling past the topics.
    const first = page.locator('[data-article-grid] > li:visible').first();
    const box = (await first.boundingBox())!;
    expect(box.y, 'the first result starts within the screen').toBeLessThan(page.viewportSize()!.height);
  });

  test('searches the articles, at most 6 at a time, with the way to the rest in the blog', async ({ page }) => {
    await page.goto('/education');
    await page.getByRole('search', { name: 'Search the education hub' }).getByLabel('Search articles').fill('solar');
    const expected = searchMatches('solar');
    expect(expected.length).toBeGreaterThan(6);
    await expect.poll(() => visibleSlugs(page)).toEqual(slugsOf(expected).slice(0, 6));
    await expect(page.getByRole('link', { name: 'See all articles in the blog →' })).toHaveAttribute('href', '/blog?q=solar');

    await page.getByRole('search', { name: 'Search the education hub' }).getByLabel('Search articles').fill('zzqx nothing');
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(page.getByText('Try a different search or topic.')).toBeVisible();
  });
});

test.describe('the topic pages', () => {
  test('every education link on the home page opens a real topic page with its articles', async ({ page }) => {
    await page.goto('/');
    const links = page.locator('#education').getByRole('link').filter({ hasNotText: 'education hub' });
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).getAttribute('href')!));
    expect(hrefs).toEqual([
      '/education/ppa-fundamentals',
      '/education/interconnection',
      '/education/data-center-power',
      '/education/bess-economics',
    ]);
    for (const href of hrefs) {
      const topic = href.split('/').pop()!;
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATEGORY_LABELS[topic]!);
      const inTopic = articles.filter((article) => article.category === topic);
      expect(inTopic.length).toBeGreaterThanOrEqual(2);
      await expect(page.locator('[data-article]')).toHaveCount(inTopic.length);
      await expect(page.getByRole('heading', { name: `${inTopic.length} articles` })).toBeVisible();
    }
  });
});
