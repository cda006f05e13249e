import { describe, expect, it } from 'vitest';
import {
  articleDate,
  editorialProblems,
  filterArticles,
  longDate,
  MAX_EXCERPT_LENGTH,
  publicationNote,
  readingMinutes,
  relatedArticles,
  sortArticles,
  sourceLinks,
} from './articles.ts';

const article = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: slug,
  excerpt: `About ${slug}`,
  category: 'ppa-fundamentals' as const,
  tags: [],
  publishedAt: new Date('2025-01-01') as Date | undefined,
  createdAt: new Date('2024-12-01'),
  ...overrides,
});

describe('article listing helpers', () => {
  it('dates an article by publishedAt, falling back to createdAt', () => {
    expect(articleDate(article('a'))).toEqual(new Date('2025-01-01'));
    expect(articleDate(article('a', { publishedAt: undefined }))).toEqual(new Date('2024-12-01'));
  });

  it('sorts newest or oldest first, using the fallback date', () => {
    const articles = [
      article('middle', { publishedAt: new Date('2025-03-01') }),
      article('unpublished', { publishedAt: undefined, createdAt: new Date('2025-06-01') }),
      article('old', { publishedAt: new Date('2024-01-01') }),
    ];
    expect(sortArticles(articles).map((a) => a.slug)).toEqual(['unpublished', 'middle', 'old']);
    expect(sortArticles(articles, 'oldest').map((a) => a.slug)).toEqual(['old', 'middle', 'unpublished']);
  });

  it('searches title, excerpt, tags and the topic name, every word, any case; filters by category', () => {
    const articles = [
      article('ppa', { title: 'What is a PPA?', excerpt: 'Contracts for power', tags: ['storage'] }),
      article('bess', { title: 'Demand charges', excerpt: 'How a battery shaves peaks', category: 'bess-economics' }),
      // Says neither "interconnection" nor "cost" in its title or excerpt, but is of that topic and tag.
      article('gen-tie', {
        title: 'Why a mile matters',
        excerpt: 'Gen-tie lines and substations',
        category: 'interconnection',
        tags: ['interconnection-costs'],
      }),
    ];
    expect(filterArticles(articles, { q: 'ppa' }).map((a) => a.slug)).toEqual(['ppa']);
    expect(filterArticles(articles, { q: 'BATTERY peaks' }).map((a) => a.slug)).toEqual(['bess']);
    expect(filterArticles(articles, { q: 'storage' }).map((a) => a.slug)).toEqual(['ppa']);
    expect(filterArticles(articles, { q: 'interconnection' }).map((a) => a.slug)).toEqual(['gen-tie']);
    expect(filterArticles(articles, { q: 'interconnection costs' }).map((a) => a.slug)).toEqual(['gen-tie']);
    expect(filterArticles(articles, { q: 'battery economics' }).map((a) => a.slug)).toEqual(['bess']);
    expect(filterArticles(articles, { category: 'bess-economics' }).map((a) => a.slug)).toEqual(['bess']);
    expect(filterArticles(articles, { q: ' ', category: '' })).toHaveLength(3);
  });

  it('reads at 200 words a minute, rounded up, at least one minute', () => {
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes('')).toBe(1);
    // Markdown syntax and link targets are not words; numbers are.
    expect(readingMinutes(`## Heading\n\n- **bold** [a link](https://example.com/a/b/c) $0.25/kWh ${'w '.repeat(394)}`)).toBe(2);
    expect(readingMinutes(`## Heading\n\n- **bold** [a link](https://example.com/a/b/c) ${'w '.repeat(195)}`)).toBe(1);
  });

  it('shows long dates in UTC', () => {
    expect(longDate(new Date('2025-08-12'))).toBe('August 12, 2025');
    expect(longDate(new Date('2025-01-01T00:00:00Z'))).toBe('January 1, 2025');
  });

  it('relates up to three other articles, same category first, newest first', () => {
    const current = article('current', { category: 'interconnection' });
    const articles = [
      current,
      article('same-old', { category: 'interconnection', publishedAt: new Date('2024-01-01') }),
      article('other-new', { category: 'policy-updates', publishedAt: new Date('2026-01-01') }),
      article('same-new', { category: 'interconnection', publishedAt: new Date('2025-06-01') }),
      article('other-old', { category: 'market-analysis', publishedAt: new Date('2023-01-01') }),
    ];
    expect(relatedArticles(current, articles).map((a) => a.slug)).toEqual(['same-new', 'same-old', 'other-new']);
    expect(relatedArticles(current, [current])).toEqual([]);
  });

  it('links only http and https sources, titling bare URLs by host and path', () => {
    expect(
      sourceLinks([
        'https://www.ferc.gov/explainer-interconnection-final-rule',
        { url: 'http://example.org/', title: ' Example ' },
        'javascript:alert(1)',
        { url: 'data:text/html,<script>alert(1)</script>', title: 'Bad' },
        '/relative/path',
        'not a url',
        { url: 'ftp://files.example.com/x', title: 'FTP' },
      ]),
    ).toEqual([
      { url: 'https://www.ferc.gov/explainer-interconnection-final-rule', title: 'www.ferc.gov/explainer-interconnection-final-rule' },
      { url: 'http://example.org/', title: 'Example' },
    ]);
  });
});

describe('content review', () => {
  const reviewed = { imageUrl: '/images/articles/a.svg', sources: ['https://emp.lbl.gov/'] };

  it('flags an excerpt longer than a search result shows of a description (160 characters)', () => {
    expect(MAX_EXCERPT_LENGTH).toBe(160);
    expect(editorialProblems({ ...reviewed, excerpt: 'x'.repeat(160) })).toEqual([]);
    expect(editorialProblems({ ...reviewed, excerpt: 'x'.repeat(161) })).toEqual(['Excerpt longer than 160 characters (161)']);
  });

  it('flags an article without an image or sources', () => {
    expect(editorialProblems({ excerpt: 'Short.', imageUrl: null, sources: [] })).toEqual(['No image', 'No sources']);
  });

  it('dates a published article, and shows a draft as not published whatever date its file holds', () => {
    const createdAt = '2025-08-06T00:00:00.000Z';
    expect(publicationNote({ status: 'published', publishedAt: '2025-08-12T00:00:00.000Z', createdAt })).toBe('Published Aug 12, 2025');
    expect(publicationNote({ status: 'published', publishedAt: null, createdAt })).toBe('Published Aug 6, 2025');
    expect(publicationNote({ status: 'draft', publishedAt: '2026-11-12T00:00:00.000Z', createdAt })).toBe('Not published');
    expect(publicationNote({ status: 'draft', publishedAt: null, createdAt })).toBe('Not published');
  });
});
