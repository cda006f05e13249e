import type { Response } from '@playwright/test';
import { articles, drafts } from '../fixtures/articles';
import { expect, test } from './support/fixtures';

/**
 * What only the running Node server shows: the headers it adds to pages and the API, the types it
 * serves files with, the not-found pages it renders on demand, and what a static page makes the
 * browser download. Each page's own policy is checked in the built headers file (tests/site/policies.test.ts).
 */

/** The article the blog's tests read (tests/site/articles.test.ts). */
const article = articles.find((candidate) => candidate.authorId && candidate.tags.length > 3 && candidate.sources.length > 1)!;

test('the server sends pages (the not-found page too) a hash-based CSP, no framing, no sniffing and a referrer policy, the API its own policy, and files with their types', async ({
  request,
}) => {
  for (const path of ['/', '/about', '/no/such/page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === '/no/such/page' ? 404 : 200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(csp, path).toContain("style-src-attr 'unsafe-inline'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    // Not HTTPS here (development): no HSTS.
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }

  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { driver: 'pglite', ok: true } });
  expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');

  // Files with their types: the feed as XML, the link-preview images as PNG, the education resources whole.
  const feed = await request.get('/rss.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/xml/);

  const png = await request.get(`/og/articles/${article.category}.png`);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');

  // The files the education hub links to for download (tests/site/education.test.ts reads the links).
  const hub = await (await request.get('/education')).text();
  const resources = [...hub.matchAll(/<a href="(\/resources\/[^"]+)"[^>]* download/g)].map((match) => match[1]!);
  expect(resources).toHaveLength(3);
  for (const href of resources) {
    const file = await request.get(href);
    expect(file.status(), href).toBe(200);
    expect((await file.text()).length, href).toBeGreaterThan(2000);
  }
});

test('an unknown project, an unknown article and a draft say Not Found, with a 404 and the way back', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 404/);
  expect(drafts.length).toBeGreaterThan(0);
  for (const [path, kind, back] of [
    ['/projects/no-such-project', 'Project', ['Back to Projects', '/projects']],
    ['/blog/no-such-article', 'Article', ['Back to Blog', '/blog']],
    [`/blog/${drafts[0]!.slug}`, 'Article', ['Back to Blog', '/blog']],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${kind} Not Found`);
    await expect(page.getByText(`The ${kind.toLowerCase()} you're looking for doesn't exist or has been removed.`)).toBeVisible();
    await expect(page.getByRole('link', { name: back[0] })).toHaveAttribute('href', back[1]);
  }
});

test('a page without islands loads no framework JavaScript: the About page, and an article with its Share and Save script', async ({
  page,
}) => {
  // Routing turns the browser's cache off: the second page downloads (and counts) the scripts it shares with the first.
  await page.route('**/_astro/**', (route) => route.continue());
  for (const [path, budget] of [
    ['/about', 10_000],
    [`/blog/${article.slug}`, 16_000],
  ] as const) {
    const scripts: { url: string; body: string }[] = [];
    const collect = async (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.text() });
    };
    page.on('response', collect);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    expect(await page.locator('astro-island').count(), path).toBe(0);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.url).toMatch(/\/_astro\/[^/]+\.js$/);
      expect(script.body, script.url).not.toMatch(/react-dom|__SECRET_INTERNALS|hydrateRoot/);
    }
    expect(
      scripts.reduce((sum, script) => sum + script.body.length, 0),
      path,
    ).toBeLessThan(budget);
  }
});
