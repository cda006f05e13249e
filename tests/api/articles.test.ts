import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { queryRows } from '~/server/db/client';
import { createTestUser } from '../factories/users';
import type { CookieJar } from '../setup/cookieJar';
import { apiContext, describeOnEveryDatabase, type ApiContext } from '../setup/apiContext';
import { createTestApp, jsonRequest, signIn, withCookies } from '../setup/testApp';

/** The collection read straight from the files, as the expectation (independent of the API's loader). */
const dir = path.resolve('content/articles');
const files = readdirSync(dir).filter((file) => file.endsWith('.mdx'));
const collection = files.map((file) => {
  const frontmatter = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dir, file), 'utf8'))![1]!) as Record<string, unknown>;
  return { slug: file.replace(/\.mdx$/, ''), ...frontmatter } as {
    slug: string;
    status: string;
    category: string;
    title: string;
    publishedAt: string | Date;
  };
});
const published = collection.filter((article) => article.status === 'published');
const drafts = collection.filter((article) => article.status !== 'published');

const api = apiContext();

describe('the article collection', () => {
  it('has at least 14 published articles of 600+ words, at least two in each of the six categories', () => {
    expect(published.length).toBeGreaterThanOrEqual(14);
    for (const article of published) {
      const body = readFileSync(path.join(dir, `${article.slug}.mdx`), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      expect(body.split(/\s+/).filter(Boolean).length, article.slug).toBeGreaterThanOrEqual(600);
    }
    for (const category of [
      'ppa-fundamentals',
      'interconnection',
      'data-center-power',
      'bess-economics',
      'policy-updates',
      'market-analysis',
    ]) {
      expect(published.filter((article) => article.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('GET /api/articles', () => {
  it('serves every published article, newest first, with every field of an article', async () => {
    const response = await api.app.request('/api/articles?status=published');
    expect(response.status).toBe(200);
    const articles = await response.json();
    expect(articles.map((article: { slug: string }) => article.slug).sort()).toEqual(published.map((article) => article.slug).sort());
    expect(published.length).toBeGreaterThanOrEqual(14);
    const dates = articles.map((article: { publishedAt: string }) => Date.parse(article.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const whatIsAPpa = articles.find((article: { slug: string }) => article.slug === 'what-is-a-ppa');
    expect(whatIsAPpa).toEqual({
      id: 'what-is-a-ppa',
      slug: 'what-is-a-ppa',
      title: expect.stringContaining('PPA'),
      excerpt: expect.any(String),
      content: expect.stringContaining('## '),
      category: 'ppa-fundamentals',
      tags: expect.arrayContaining([expect.any(String)]),
      sources: expect.arrayContaining([expect.objectContaining({ url: expect.stringMatching(/^https:\/\//), title: expect.any(String) })]),
      imageUrl: '/images/articles/ppa-fundamentals.svg',
      authorId: expect.any(String),
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: 'published',
    });
    // The frontmatter is gone from the content; the body starts with the article.
    expect(whatIsAPpa.content).not.toMatch(/^---/);
  });

  it('serves the same list without the status parameter, and filters by category and search', async () => {
    expect((await (await api.app.request('/api/articles')).json()).length).toBe(published.length);
    const interconnection = await (await api.app.request('/api/articles?category=interconnection')).json();
    expect(interconnection.map((article: { slug: string }) => article.slug).sort()).toEqual(
      published
        .filter((article) => article.category === 'interconnection')
        .map((article) => article.slug)
        .sort(),
    );
    const search = await (await api.app.request('/api/articles?q=interconnection%20queue')).json();
    expect(search.length).toBeGreaterThan(0);
    for (const article of search)
      expect(`${article.title} ${article.excerpt}`.toLowerCase()).toMatch(/interconnection[\s\S]*queue|queue[\s\S]*interconnection/);
  });

  it('never serves a draft, in the list or by slug', async () => {
    // content/articles keeps at least one draft in progress, which proves this rule.
    expect(drafts.length).toBeGreaterThan(0);
    const listed = (await (await api.app.request('/api/articles')).json()).map((article: { slug: string }) => article.slug);
    for (const draft of drafts) {
      expect(listed).not.toContain(draft.slug);
      const response = await api.app.request(`/api/articles/${draft.slug}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Article not found' });
    }
  });

  it.each([
    ['status=draft', 'status', 'Status must be published: drafts are not served'],
    [
      'category=solar',
      'category',
      'Category must be one of: ppa-fundamentals, interconnection, data-center-power, bess-economics, policy-updates, market-analysis',
    ],
    [`q=${'x'.repeat(201)}`, 'q', 'Search must be at most 200 characters'],
  ])('refuses ?%s with a 400 naming the field', async (query, field, message) => {
    const response = await api.app.request(`/api/articles?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path: field, message }]);
  });
});

describe('GET /api/articles/{slug}', () => {
  it('serves one published article', async () => {
    const [first] = published;
    const response = await api.app.request(`/api/articles/${first!.slug}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: first!.slug, title: first!.title, status: 'published' });
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    const missing = await api.app.request('/api/articles/no-such-article');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Article not found' });
    const malformed = await api.app.request('/api/articles/Not_A_Slug');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).issues).toEqual([{ path: 'slug', message: 'Slug must be lowercase words joined by hyphens' }]);
  });
});

/** Signing up for the newsletter, and the rows stored for an email, on one context. */
function newsletterOn(api: ApiContext) {
  return {
    subscribe: (body: unknown, clientAddress = '198.51.100.70') =>
      api.app.request('/api/newsletter', jsonRequest('POST', body), { clientAddress }),
    rowsFor: (email: string) =>
      queryRows<{ email: string; source: string }>(
        api.db,
        sql`SELECT email, source FROM newsletter_subscriptions WHERE lower(email) = lower(${email})`,
      ),
  };
}

describe('POST /api/newsletter', () => {
  const { subscribe, rowsFor } = newsletterOn(api);

  it('stores a subscription once per address, however it is typed, with the same answer each time', async () => {
    const first = await subscribe({ email: '  Reader@Example.com ' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'subscribed' });
    const again = await subscribe({ email: 'reader@example.COM', source: 'article' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'subscribed' });
    expect(await rowsFor('reader@example.com')).toEqual([{ email: 'Reader@Example.com', source: 'blog' }]);
  });

  it.each([
    [{}, 'email', 'Valid email is required'],
    [{ email: 'reader@' }, 'email', 'Valid email is required'],
    [{ email: 'reader@example.com', source: 'twitter' }, 'source', 'Source must be one of: blog, education, article'],
  ])('refuses %j with a 400 naming the field, storing nothing', async (body, field, message) => {
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path: field, message }]);
  });

  it('answers a filled-in honeypot as if subscribed, storing nothing', async () => {
    const response = await subscribe({ email: 'bot@example.com', website: 'https://spam.example' });
    expect(await response.json()).toEqual({ status: 'subscribed' });
    expect(await rowsFor('bot@example.com')).toEqual([]);
  });

  it('rate-limits by address: the 11th sign-up in an hour gets 429 with Retry-After', async () => {
    const limited = createTestApp(api.database, { realRateLimits: true });
    const subscribeFrom = (body: unknown, clientAddress: string) =>
      limited.request('/api/newsletter', jsonRequest('POST', body), { clientAddress });
    for (let i = 0; i < 10; i += 1) expect((await subscribeFrom({ email: `burst${i}@example.com` }, '203.0.113.70')).status).toBe(200);
    const blocked = await subscribeFrom({ email: 'burst10@example.com' }, '203.0.113.70');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await rowsFor('burst10@example.com')).toEqual([]);
  });

  it('refuses a cross-site post', async () => {
    const response = await api.app.request('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(response.status).toBe(403);
  });
});

// One row for two sign-ups at once rests on the database's unique index: on every database.
describeOnEveryDatabase('POST /api/newsletter, twice at once', api, (api) => {
  const { subscribe, rowsFor } = newsletterOn(api);

  it('stores one row when the same address arrives twice at once', async () => {
    const responses = await Promise.all([subscribe({ email: 'twice@example.com' }), subscribe({ email: 'TWICE@example.com' })]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(await rowsFor('twice@example.com')).toHaveLength(1);
  });
});

describe('saved articles', () => {
  let reader: CookieJar;
  let other: CookieJar;
  const [first, second] = published;
  beforeAll(async () => {
    reader = await signIn(api.app, (await createTestUser(api.db)).email);
    other = await signIn(api.app, (await createTestUser(api.db)).email);
  });
  const put = (jar: CookieJar, slug: string) =>
    api.app.request(`/api/bookmarks/${slug}`, withCookies(jar, { method: 'PUT', headers: { Origin: 'http://localhost:4321' } }));
  const remove = (jar: CookieJar, slug: string) =>
    api.app.request(`/api/bookmarks/${slug}`, withCookies(jar, { method: 'DELETE', headers: { Origin: 'http://localhost:4321' } }));
  const list = async (jar: CookieJar) =>
    (await (await api.app.request('/api/bookmarks', withCookies(jar))).json()) as { slug: string; title: string; savedAt: string }[];

  it('saves an article once, lists it with its title for its owner only, and removes it', async () => {
    expect(await list(reader)).toEqual([]);
    const saved = await put(reader, first!.slug);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ slug: first!.slug, saved: true });
    expect((await put(reader, first!.slug)).status).toBe(200);
    await put(reader, second!.slug);
    const bookmarks = await list(reader);
    expect(bookmarks.map((bookmark) => bookmark.slug).sort()).toEqual([first!.slug, second!.slug].sort());
    expect(bookmarks.find((bookmark) => bookmark.slug === first!.slug)).toEqual({
      slug: first!.slug,
      title: first!.title,
      category: first!.category,
      savedAt: expect.any(String),
    });
    expect(await list(other)).toEqual([]);

    const removed = await remove(reader, first!.slug);
    expect(await removed.json()).toEqual({ slug: first!.slug, saved: false });
    expect((await list(reader)).map((bookmark) => bookmark.slug)).toEqual([second!.slug]);
  });

  it('refuses to save a draft or an unknown article', async () => {
    for (const slug of [drafts[0]!.slug, 'no-such-article']) {
      const response = await put(reader, slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Article not found' });
    }
    expect((await put(reader, 'BAD SLUG')).status).toBe(400);
  });

  it('refuses a cross-site save', async () => {
    const response = await api.app.request(
      `/api/bookmarks/${first!.slug}`,
      withCookies(reader, { method: 'PUT', headers: { Origin: 'https://evil.example' } }),
    );
    expect(response.status).toBe(403);
  });
});
