import { EDUCATION_CATEGORY_LABELS, type EducationCategory } from './constants.ts';
import { formatMomentDate } from './format.ts';
import type { ArticleFrontmatter } from './schemas/content.ts';

/** An article as pages, scripts and the API see it: its frontmatter plus its slug (the file name). */
export type ArticleSummary = Pick<ArticleFrontmatter, 'title' | 'excerpt' | 'category' | 'tags' | 'publishedAt' | 'createdAt'> & {
  slug: string;
};

/** An article as the API answers it: id = slug, dates ISO strings, `content` its MDX source. */
export interface Article {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: EducationCategory;
  tags: string[];
  sources: ArticleFrontmatter['sources'];
  imageUrl: string | null;
  authorId: string | null;
  publishedAt: string | null;
  createdAt: string;
  status: 'draft' | 'published';
}

/** Listing sizes: the hub's latest articles, related articles under an article, tags on a card; reading speed. */
export const HUB_LATEST_COUNT = 6;
export const RELATED_COUNT = 3;
export const CARD_TAG_COUNT = 3;
export const WORDS_PER_MINUTE = 200;

/** The date an article is listed and sorted by: publishedAt, falling back to createdAt. */
export function articleDate(article: Pick<ArticleFrontmatter, 'publishedAt' | 'createdAt'>): Date {
  return article.publishedAt ?? article.createdAt;
}

export type ArticleSort = 'newest' | 'oldest';

/** Newest first by default; ties (same day) keep a stable order by title. */
export function sortArticles<T extends Pick<ArticleSummary, 'publishedAt' | 'createdAt' | 'title'>>(
  articles: readonly T[],
  sort: ArticleSort = 'newest',
): T[] {
  const direction = sort === 'oldest' ? 1 : -1;
  return [...articles].sort((a, b) => direction * (articleDate(a).getTime() - articleDate(b).getTime()) || a.title.localeCompare(b.title));
}

export interface ArticleFilters {
  q?: string;
  category?: string;
}

/**
 * The words a search reads: title, excerpt, tags (hyphens as spaces) and the topic's name. Readers
 * search for a topic by name ("interconnection") and find every article of it, not only those that
 * happen to say the word in their title or excerpt.
 */
export function searchText(article: Pick<ArticleSummary, 'title' | 'excerpt' | 'tags' | 'category'>): string {
  return [
    article.title,
    article.excerpt,
    ...article.tags.map((tag) => tag.replaceAll('-', ' ')),
    EDUCATION_CATEGORY_LABELS[article.category],
  ]
    .join(' ')
    .toLowerCase();
}

/** Search (every word must appear in `searchText`, any case) and an exact category. */
export function filterArticles<T extends Pick<ArticleSummary, 'title' | 'excerpt' | 'tags' | 'category'>>(
  articles: readonly T[],
  filters: ArticleFilters,
): T[] {
  const words = (filters.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return articles.filter((article) => {
    if (filters.category && article.category !== filters.category) return false;
    const text = searchText(article);
    return words.every((word) => text.includes(word));
  });
}

/**
 * Reading time in whole minutes: words ÷ 200, rounded up, at least 1. Words are runs of
 * letters or digits in the text; Markdown punctuation and link targets are not words.
 */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, ']') // link targets
    .replace(/<[^>]+>/g, ' '); // inline HTML / MDX tags
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,%$-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** 'August 12, 2025': dates are calendar days, so they are read and shown in UTC. */
export function longDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Up to three other articles: the same category first, then the rest, each newest first. */
export function relatedArticles<T extends Pick<ArticleSummary, 'slug' | 'category' | 'publishedAt' | 'createdAt' | 'title'>>(
  article: T,
  articles: readonly T[],
  count = RELATED_COUNT,
): T[] {
  const others = sortArticles(articles.filter((candidate) => candidate.slug !== article.slug));
  return [
    ...others.filter((candidate) => candidate.category === article.category),
    ...others.filter((candidate) => candidate.category !== article.category),
  ].slice(0, count);
}

export interface SourceLink {
  url: string;
  title: string;
}

/**
 * Sources as links (each a URL string or { url, title }). Only http and https URLs become
 * links; anything else (javascript:, data:, relative paths, typos) is left out.
 */
export function sourceLinks(sources: readonly (string | { url: string; title: string })[]): SourceLink[] {
  return sources.flatMap((source) => {
    const { url, title } = typeof source === 'string' ? { url: source, title: '' } : source;
    let parsed: URL;
    try {
      parsed = new URL(url.trim());
    } catch {
      return [];
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return [];
    return [{ url: parsed.href, title: title.trim() || `${parsed.hostname}${parsed.pathname === '/' ? '' : parsed.pathname}` }];
  });
}

/**
 * The longest excerpt that reads whole where it is shortest: the excerpt is also the article page's
 * meta description (and its Open Graph and RSS description), of which search engines show about
 * 155–160 characters. Cards and the page itself show an excerpt of any length. A longer one is an
 * editorial problem (docs/decisions/032-content-review-rules.md).
 */
export const MAX_EXCERPT_LENGTH = 160;

/** An article as the admin panel's Content tab lists it (GET /api/admin/content), drafts included. */
export interface ContentReviewArticle {
  slug: string;
  title: string;
  category: EducationCategory;
  status: 'draft' | 'published';
  publishedAt: string | null;
  createdAt: string;
  readingMinutes: number;
  /** The article's page (drafts are not built, so null for them). */
  url: string | null;
  problems: string[];
}

/**
 * What the Content tab says of an article's publication: the day it was published (its created day
 * when the file gives none), or, for a draft, that it is not published: a draft is never built, so a
 * date in its file is not a publication.
 */
export function publicationNote(article: Pick<ContentReviewArticle, 'status' | 'publishedAt' | 'createdAt'>): string {
  if (article.status !== 'published') return 'Not published';
  return `Published ${formatMomentDate(article.publishedAt ?? article.createdAt, 'UTC')}`;
}

/** What an editor should fix before (or after) publishing: the check behind the Content tab. */
export function editorialProblems(article: { excerpt: string; imageUrl?: string | null; sources: readonly unknown[] }): string[] {
  const problems: string[] = [];
  if (!article.imageUrl) problems.push('No image');
  if (article.sources.length === 0) problems.push('No sources');
  if (article.excerpt.length > MAX_EXCERPT_LENGTH)
    problems.push(`Excerpt longer than ${MAX_EXCERPT_LENGTH} characters (${article.excerpt.length})`);
  return problems;
}
