// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articles, drafts } from '../fixtures/articles';

/**
 * The built site's machine-readable files (dist/client, after `npm run build`): the RSS feed and
 * the sitemap must be well-formed XML, list what they should and nothing they should not.
 */
const client = path.resolve('dist/client');
const read = (file: string) => readFileSync(path.join(client, file), 'utf8');
/** Parses strictly as XML (jsdom's parser is a conforming XML parser): a malformed file fails here. */
function parseXml(file: string): Document {
  const document = new DOMParser().parseFromString(read(file), 'application/xml');
  const error = document.querySelector('parsererror');
  if (error) throw new Error(`${file} is not well-formed XML: ${error.textContent}`);
  return document;
}
const text = (parent: ParentNode, selector: string) => parent.querySelector(selector)?.textContent ?? '';

describe('the RSS feed', () => {
  const feed = parseXml('rss.xml');
  const channel = feed.querySelector('rss > channel')!;
  const items = [...channel.querySelectorAll(':scope > item')];

  it('is well-formed RSS 2.0 with a channel title, link and description', () => {
    expect(feed.documentElement.tagName).toBe('rss');
    expect(feed.documentElement.getAttribute('version')).toBe('2.0');
    expect(text(channel, ':scope > title')).toBe('Voltfield Blog');
    expect(text(channel, ':scope > description')).toContain('solar');
    expect(text(channel, ':scope > link')).toMatch(/^https?:\/\//);
  });

  it('lists every published article, newest first, with an absolute link, an RFC 822 date and its categories', () => {
    const site = new URL(text(channel, ':scope > link')).origin;
    expect(items.map((item) => text(item, 'link'))).toEqual(articles.map((article) => `${site}/blog/${article.slug}/`));
    for (const [index, item] of items.entries()) {
      const article = articles[index]!;
      expect(text(item, 'title')).toBe(article.title);
      expect(text(item, 'description')).toBe(article.excerpt);
      expect(text(item, 'guid')).toBe(text(item, 'link'));
      const pubDate = text(item, 'pubDate');
      expect(pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(new Date(pubDate).toISOString().slice(0, 10)).toBe(article.date);
      expect([...item.querySelectorAll('category')].map((category) => category.textContent)).toEqual(expect.arrayContaining(article.tags));
    }
  });

  it('never lists a draft', () => {
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(read('rss.xml')).not.toContain(`/blog/${draft.slug}`);
  });
});

describe('the sitemap', () => {
  const index = parseXml('sitemap-index.xml');
  const urls = [...index.querySelectorAll('sitemapindex > sitemap > loc')].flatMap((loc) => {
    const sitemap = parseXml(new URL(loc.textContent!).pathname.slice(1));
    return [...sitemap.querySelectorAll('urlset > url > loc')].map((url) => new URL(url.textContent!).pathname.replace(/\/$/, '') || '/');
  });

  it('lists the blog, the education hub, every topic page and every published article', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        '/',
        '/tools/interconnection-prescreen',
        '/blog',
        '/education',
        '/education/ppa-fundamentals',
        '/education/interconnection',
        '/education/data-center-power',
        '/education/bess-economics',
        '/education/policy-updates',
        '/education/market-analysis',
      ]),
    );
    for (const article of articles) expect(urls).toContain(`/blog/${article.slug}`);
  });

  it('leaves out drafts, the signed-in app, sign-in and account recovery, and non-pages', () => {
    for (const draft of drafts) expect(urls).not.toContain(`/blog/${draft.slug}`);
    for (const unlisted of [
      '/sign-in',
      '/forgot-password',
      '/reset-password',
      '/invitation',
      '/dashboard',
      '/dashboard/calculations',
      '/sites',
      '/sites/site',
      '/sites/shared',
      '/catalog',
      '/rfq',
      '/admin',
      '/account',
      '/unsubscribe',
      '/rss.xml',
      '/robots.txt',
    ])
      expect(urls).not.toContain(unlisted);
    expect(urls.filter((url) => url.startsWith('/og/') || url.startsWith('/api/'))).toEqual([]);
  });

  it('has a page on disk for every URL it lists', () => {
    for (const url of urls)
      expect(existsSync(path.join(client, url, 'index.html')) || existsSync(path.join(client, `${url}.html`)), url).toBe(true);
  });
});

describe('the link-preview images', () => {
  it('renders every illustration under public/images to a PNG', () => {
    const svgs = readdirSync(path.resolve('public/images'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThanOrEqual(10);
    for (const svg of svgs) {
      const png = readFileSync(path.join(client, 'og', svg.replace(/\.svg$/, '.png')));
      expect(png.subarray(1, 4).toString('latin1'), svg).toBe('PNG');
      expect(png.readUInt32BE(16), `${svg} width`).toBe(1200);
    }
  });
});
