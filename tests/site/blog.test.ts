import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { articles, CATEGORY_LABELS } from '../fixtures/articles';
import { builtPage } from './support/builtPage';

/**
 * The blog as the build wrote it: the featured article, the count, the cards and the filters'
 * choices. Searching, filtering and sorting, and the newsletter box, are tested in a browser
 * (tests/e2e/blog.spec.ts); the feed itself in tests/site/feeds.test.ts.
 */

/** Text as a reader gets it: whitespace collapsed. */
const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => textOf(option));
const [featured, ...rest] = articles;

describe('the blog', () => {
  const { document, screen } = builtPage('/blog');
  /** The grid's cards a reader sees: the featured article's own card waits hidden for a search. */
  const shownCards = () => [...document.querySelectorAll<HTMLElement>('[data-article-grid] > li:not([hidden]) [data-article]')];

  it('features the newest article, counts the articles and lists the rest, newest first', () => {
    const featuredBlock = within(screen.getByRole('region', { name: 'Featured article' }));
    expect(textOf(featuredBlock.getByRole('heading', { level: 2 }))).toBe(featured!.title);
    expect(screen.getByRole('heading', { name: `${articles.length} articles` })).toBeTruthy();
    expect(shownCards().map((card) => card.dataset.article)).toEqual(rest.map((article) => article.slug));
  });

  it('shows up to 3 tags a card, the first three of an article with more', () => {
    const tagsOf = (card: HTMLElement) => [...card.querySelectorAll('ul[aria-label="Tags"] > li')].map(textOf);
    for (const card of shownCards()) expect(tagsOf(card).length, card.dataset.article).toBeLessThanOrEqual(3);
    const manyTags = rest.find((article) => article.tags.length > 3)!;
    expect(tagsOf(document.querySelector<HTMLElement>(`[data-article="${manyTags.slug}"]`)!)).toEqual(manyTags.tags.slice(0, 3));
  });

  it('offers the categories the articles use and the two sorts', () => {
    const search = within(screen.getByRole('search', { name: 'Search articles' }));
    const used = Object.keys(CATEGORY_LABELS).filter((category) => articles.some((article) => article.category === category));
    expect(optionsOf(search.getByRole('combobox', { name: 'Category' }))).toEqual([
      'All categories',
      ...used.map((category) => CATEGORY_LABELS[category]!),
    ]);
    expect(optionsOf(search.getByRole('combobox', { name: 'Sort' }))).toEqual(['Newest first', 'Oldest first']);
  });

  it('links to its RSS feed', () => {
    expect(document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe('/rss.xml');
  });
});
