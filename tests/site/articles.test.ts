import { readFileSync } from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { readingMinutes } from '../../src/domain/articles.ts';
import { articles, CATEGORY_LABELS, longDate } from '../fixtures/articles';
import { builtPage, builtSite } from './support/builtPage';

/**
 * An article page as the build wrote it: what a reader, a crawler and a link preview get. Share and
 * Save are tested with the page's script (src/pageScripts/articleActions.test.ts), a saved article
 * on the real server and the script's weight in a browser (tests/e2e/blog.spec.ts, platform.spec.ts).
 */

/** Text as a reader gets it: whitespace collapsed. */
const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const article = articles.find((candidate) => candidate.authorId && candidate.tags.length > 3 && candidate.sources.length > 1)!;

describe('an article page', () => {
  const { document, screen } = builtPage(`/blog/${article.slug}`);
  const header = document.querySelector<HTMLElement>('article header')!;

  it('shows the breadcrumb, the way back, the title, the meta line, the author and the excerpt', () => {
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getAllByRole('link').map(textOf)).toEqual(['Home', 'Blog']);
    expect(textOf(breadcrumb.getAllByRole('listitem').at(-1))).toBe(article.title);
    expect(screen.getByRole('link', { name: '← Back to Blog' }).getAttribute('href')).toBe('/blog');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(article.title);
    const inHeader = within(header);
    expect(inHeader.getByText(CATEGORY_LABELS[article.category]!, { exact: true })).toBeTruthy();
    expect(inHeader.getByText(longDate(article.date), { exact: true })).toBeTruthy();
    expect(textOf(header)).toContain(`· ${readingMinutes(article.body)} min read`);
    expect(inHeader.getByText(`By ${article.authorId}`)).toBeTruthy();
    expect(inHeader.getByText(article.excerpt)).toBeTruthy();
  });

  it('shows its image, the MDX rendered as HTML, its tags and its sources', () => {
    expect(document.querySelector('article img')?.getAttribute('src')).toBe(`/images/articles/${article.category}.svg`);
    // The MDX is rendered as HTML: its first section heading is a real heading.
    const firstHeading = /^## (.+)$/m.exec(article.body)![1]!;
    expect(textOf(document.querySelector('.article-body h2'))).toBe(firstHeading.replace(/\*\*/g, ''));
    expect(
      within(screen.getByRole('region', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map(textOf),
    ).toEqual(article.tags);
    const sources = within(screen.getByRole('region', { name: 'Sources' })).getAllByRole('link');
    expect(sources).toHaveLength(article.sources.length);
    for (const source of sources) expect(source.getAttribute('href')).toMatch(/^https?:\/\//);
    for (const name of ['Ask an Expert', 'Schedule Consultation'])
      expect(screen.getByRole('link', { name }).getAttribute('href'), name).toBe('/contact');
  });

  it('relates up to three articles, same category first', () => {
    const related = [...screen.getByRole('region', { name: 'Related articles' }).querySelectorAll<HTMLElement>('[data-article]')];
    const others = articles.filter((candidate) => candidate.slug !== article.slug);
    const expected = [
      ...others.filter((candidate) => candidate.category === article.category),
      ...others.filter((candidate) => candidate.category !== article.category),
    ].slice(0, 3);
    expect(related.map((card) => card.dataset.article)).toEqual(expected.map((candidate) => candidate.slug));
  });

  it('carries link-preview tags, with its PNG, and JSON-LD Article data at its canonical address', () => {
    const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute('content');
    expect(meta('property="og:type"')).toBe('article');
    expect(meta('property="og:title"')).toBe(`${article.title} | Voltfield`);
    expect(meta('property="og:description"')).toBe(article.excerpt);
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('property="article:published_time"')).toBe(`${article.date}T00:00:00.000Z`);
    const image = new URL(meta('property="og:image"')!);
    expect(image.pathname).toBe(`/og/articles/${article.category}.png`);
    // The build rendered it (the server sends it as image/png: tests/e2e/platform.spec.ts).
    expect(readFileSync(path.join(builtSite, image.pathname)).subarray(1, 4).toString('latin1')).toBe('PNG');

    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
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
    expect(data.url).toBe(document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
  });

  it('has no island: Share and Save are plain buttons its script drives, Share with the canonical link and the title', () => {
    expect(document.querySelectorAll('astro-island')).toHaveLength(0);
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share.dataset.url).toBe(document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
    expect(new URL(share.dataset.url!).pathname).toBe(`/blog/${article.slug}/`);
    expect(share.dataset.title).toBe(article.title);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.dataset.save).toBe(article.slug);
    expect(save.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('an article without an author', () => {
  it('shows no author label', () => {
    const anonymous = articles.find((candidate) => !candidate.authorId)!;
    const { document } = builtPage(`/blog/${anonymous.slug}`);
    expect(within(document.querySelector<HTMLElement>('article header')!).queryAllByText(/^By /)).toHaveLength(0);
  });
});
