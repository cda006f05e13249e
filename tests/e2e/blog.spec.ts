import type { Page } from '@playwright/test';
import { readingMinutes } from '../../src/domain/articles.ts';
import { storageStateFor } from './support/accounts';
import { articles, CATEGORY_LABELS, drafts, longDate, searchMatches } from '../fixtures/articles';
import { expect, test } from './support/fixtures';

const search = (page: Page) => page.getByRole('search', { name: 'Search articles' });
/** Slugs of the grid's visible cards, in the order shown. */
const gridSlugs = (page: Page) =>
  page
    .locator('[data-article-grid] > li:visible [data-article]')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.article!));
const slugsOf = (list: typeof articles) => list.map((article) => article.slug);
const matches = searchMatches;
const [featured, ...rest] = articles;

test.describe('the blog', () => {
  test('features the newest article, counts the articles and lists the rest, newest first, with up to 3 tags a card @both', async ({
    page,
  }) => {
    await page.goto('/blog');
    const featuredBlock = page.getByRole('region', { name: 'Featured article' });
    await expect(featuredBlock.getByRole('heading', { level: 2 })).toHaveText(featured!.title);
    await expect(page.getByRole('heading', { name: `${articles.length} articles` })).toBeVisible();
    expect(await gridSlugs(page)).toEqual(slugsOf(rest));
    for (const card of await page.locator('[data-article-grid] > li:visible').all()) {
      expect(await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);
    }
    const manyTags = rest.find((article) => article.tags.length > 3)!;
    await expect(page.locator(`[data-article="${manyTags.slug}"]`).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
      manyTags.tags.slice(0, 3),
    );
  });

  test('offers the categories the articles use and the two sorts', async ({ page }) => {
    await page.goto('/blog');
    const used = Object.keys(CATEGORY_LABELS).filter((category) => articles.some((article) => article.category === category));
    await expect(search(page).getByLabel('Category').locator('option')).toHaveText([
      'All categories',
      ...used.map((category) => CATEGORY_LABELS[category]!),
    ]);
    await expect(search(page).getByLabel('Sort').locator('option')).toHaveText(['Newest first', 'Oldest first']);
  });

  test('searches title, excerpt, tags and topic, filters by category, sorts, and keeps it all in the URL without a round trip', async ({
    page,
  }) => {
    await page.goto('/blog');
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

  test('the newsletter box checks the address, stores the subscription and says so', async ({ page }) => {
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Get new articles by email' });
    const subscribe = box.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeEnabled();
    await box.getByLabel('Email address').fill('not-an-email');
    await subscribe.click();
    await expect(box.getByText('Valid email is required')).toBeVisible();
    await expect(box.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/newsletter') && request.method() === 'POST');
    await box.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`);
    await subscribe.click();
    expect((await sent).postDataJSON()).toMatchObject({ source: 'blog' });
    await expect(box.getByText("Thanks for subscribing! We'll email you when we publish new articles.")).toBeVisible();
    await expect(box.getByLabel('Email address')).toBeHidden();
  });

  test('links to its RSS feed', async ({ page, request }) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
    const feed = await request.get('/rss.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/xml/);
  });
});

test.describe('an article page', () => {
  const article = articles.find((candidate) => candidate.authorId && candidate.tags.length > 3 && candidate.sources.length > 1)!;

  test('shows the breadcrumb, meta line, author, title, excerpt, image, content, tags, sources and the way back @both', async ({
    page,
  }) => {
    await page.goto(`/blog/${article.slug}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Blog']);
    await expect(breadcrumb.getByRole('listitem').last()).toHaveText(article.title);
    await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const header = page.locator('article header');
    await expect(header.getByText(CATEGORY_LABELS[article.category]!, { exact: true })).toBeVisible();
    await expect(header.getByText(longDate(article.date), { exact: true })).toBeVisible();
    await expect(header.getByText(`· ${readingMinutes(article.body)} min read`)).toBeVisible();
    await expect(header.getByText(`By ${article.authorId}`)).toBeVisible();
    await expect(header.getByText(article.excerpt)).toBeVisible();
    await expect(page.locator('article').first().locator('img').first()).toHaveAttribute('src', `/images/articles/${article.category}.svg`);
    // The MDX is rendered as HTML: its first section heading is a real heading.
    const firstHeading = /^## (.+)$/m.exec(article.body)![1]!;
    await expect(page.locator('.article-body h2').first()).toHaveText(firstHeading.replace(/\*\*/g, ''));
    await expect(page.getByRole('region', { name: 'Tags' }).getByRole('listitem')).toHaveText(article.tags);
    const sources = page.getByRole('region', { name: 'Sources' }).getByRole('link');
    await expect(sources).toHaveCount(article.sources.length);
    for (const href of await sources.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href')!)))
      expect(href).toMatch(/^https?:\/\//);
    for (const name of ['Ask an Expert', 'Schedule Consultation'])
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/contact');
  });

  test('shows no author label when the article has none', async ({ page }) => {
    const anonymous = articles.find((candidate) => !candidate.authorId)!;
    await page.goto(`/blog/${anonymous.slug}`);
    await expect(page.locator('article header').getByText(/^By /)).toHaveCount(0);
  });

  test('relates up to three articles, same category first', async ({ page }) => {
    await page.goto(`/blog/${article.slug}`);
    const related = await page
      .getByRole('region', { name: 'Related articles' })
      .locator('[data-article]')
      .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.article!));
    const others = articles.filter((candidate) => candidate.slug !== article.slug);
    const expected = [
      ...others.filter((candidate) => candidate.category === article.category),
      ...others.filter((candidate) => candidate.category !== article.category),
    ].slice(0, 3);
    expect(related).toEqual(slugsOf(expected));
  });

  test('carries link-preview tags and JSON-LD Article data', async ({ page, request }) => {
    await page.goto(`/blog/${article.slug}`);
    const meta = (selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');
    expect(await meta('property="og:type"')).toBe('article');
    expect(await meta('property="og:title"')).toBe(`${article.title} | Voltfield`);
    expect(await meta('property="og:description"')).toBe(article.excerpt);
    expect(await meta('name="twitter:card"')).toBe('summary_large_image');
    expect(await meta('property="article:published_time"')).toBe(`${article.date}T00:00:00.000Z`);
    const image = new URL((await meta('property="og:image"'))!);
    expect(image.pathname).toBe(`/og/articles/${article.category}.png`);
    const png = await request.get(image.pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.excerpt,
      datePublished: `${article.date}T00:00:00.000Z`,
      author: { '@type': 'Person', name: article.authorId },
      publisher: { '@type': 'Organization', name: 'Voltfield' },
    });
    expect(new URL(data.url).pathname).toBe(`/blog/${article.slug}/`);
    expect(data.url).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
  });

  test('ships no framework JavaScript: the Share and Save controls are a small script', async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.text() });
    });
    await page.goto(`/blog/${article.slug}`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('astro-island').count()).toBe(0);
    for (const script of scripts) expect(script.body, script.url).not.toMatch(/react-dom|__SECRET_INTERNALS|hydrateRoot/);
    expect(scripts.reduce((sum, script) => sum + script.body.length, 0)).toBeLessThan(16_000);
  });

  test('Share copies the link with a toast where the device has no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/blog/${article.slug}`);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe(`/blog/${article.slug}/`);
  });

  test('Share opens the native share sheet where there is one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto(`/blog/${article.slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = (await (
      await page.waitForFunction(() => (window as unknown as { shared?: ShareData }).shared)
    ).jsonValue()) as ShareData;
    expect(shared.title).toBe(article.title);
    expect(new URL(shared.url!).pathname).toBe(`/blog/${article.slug}/`);
  });

  test('Save asks an anonymous reader to sign in', async ({ page }) => {
    await page.goto(`/blog/${article.slug}`);
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Sign In Required' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent(`/blog/${article.slug}`)}`,
    );
    await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });

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

  test('an unknown or draft article says Article Not Found, with a 404 and Back to Blog', async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/);
    expect(drafts.length).toBeGreaterThan(0);
    for (const slug of ['no-such-article', drafts[0]!.slug]) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
      await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    }
  });
});
