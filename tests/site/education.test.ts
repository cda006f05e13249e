import { readFileSync } from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { articles, CATEGORY_LABELS } from '../fixtures/articles';
import { builtPage, builtSite } from './support/builtPage';

/**
 * The education hub and its topic pages as the build wrote them. The hub's topic tiles and search
 * are tested in a browser (tests/e2e/education.spec.ts).
 */

/** Text as a reader gets it: whitespace collapsed. */
const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const slugsOf = (list: typeof articles) => list.map((article) => article.slug);

describe('the education hub', () => {
  const { document, screen } = builtPage('/education');

  it('features the first article and shows the 6 latest after it', () => {
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Education Hub');
    const featured = within(screen.getByRole('region', { name: 'Featured article' }));
    expect(textOf(featured.getByRole('heading', { level: 2 }))).toBe(articles[0]!.title);
    const shown = [...document.querySelectorAll<HTMLElement>('[data-article-grid] > li:not([hidden]) [data-article]')];
    expect(shown.map((card) => card.dataset.article)).toEqual(slugsOf(articles.slice(1, 7)));
  });

  it('lists Recent Updates (articles 2 to 4) and three Quick Resources to download', () => {
    const updates = within(screen.getByRole('region', { name: 'Recent Updates' })).getAllByRole('link');
    expect(updates.map(textOf)).toEqual(articles.slice(1, 4).map((article) => article.title));

    const resources = within(screen.getByRole('region', { name: 'Quick Resources' })).getAllByRole('link');
    expect(resources.map(textOf)).toEqual(['PPA Term Sheet Checklist', 'Interconnection Glossary', 'Land Lease Due Diligence Checklist']);
    for (const link of resources) {
      const href = link.getAttribute('href')!;
      expect(link.getAttribute('download'), href).toBe('');
      // The server serves the file (tests/e2e/platform.spec.ts); here, the build has it whole.
      expect(readFileSync(path.join(builtSite, href), 'utf8').length, href).toBeGreaterThan(2000);
    }
  });

  it('sends a reader with a question to the contact page', () => {
    for (const name of ['Ask an Expert', 'Schedule Consultation'])
      expect(screen.getByRole('link', { name }).getAttribute('href'), name).toBe('/contact');
  });

  it('has a topic tile for each of the six categories', () => {
    const tiles = [...document.querySelectorAll<HTMLButtonElement>('button[data-topic-tile]')];
    expect(tiles.map((tile) => tile.dataset.category)).toEqual(Object.keys(CATEGORY_LABELS));
    for (const tile of tiles) expect(tile.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the topic pages the home page links to', () => {
  it.each(['ppa-fundamentals', 'interconnection', 'data-center-power', 'bess-economics'])('/education/%s lists its articles', (topic) => {
    const { document, screen } = builtPage(`/education/${topic}`);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(CATEGORY_LABELS[topic]);
    const inTopic = articles.filter((article) => article.category === topic);
    expect(inTopic.length).toBeGreaterThanOrEqual(2);
    expect([...document.querySelectorAll<HTMLElement>('[data-article]')].map((card) => card.dataset.article)).toEqual(slugsOf(inTopic));
    expect(screen.getByRole('heading', { name: `${inTopic.length} articles` })).toBeTruthy();
  });
});
