import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { EDUCATION_CATEGORY_LABELS } from '../../src/domain/constants.ts';

/** The articles as the content files state them: what the browser tests expect the pages to show. */
export interface ExpectedArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  sources: (string | { url: string; title: string })[];
  authorId?: string;
  status: string;
  /** publishedAt, else createdAt, as YYYY-MM-DD. */
  date: string;
  /** The body after the frontmatter. */
  body: string;
}

const dir = path.resolve('content/articles');
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

const all: ExpectedArticle[] = readdirSync(dir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path.join(dir, file), 'utf8'))!;
    const data = parse(frontmatter!) as Record<string, unknown>;
    return {
      slug: file.replace(/\.mdx$/, ''),
      title: String(data.title),
      excerpt: String(data.excerpt),
      category: String(data.category),
      tags: (data.tags as string[] | undefined) ?? [],
      sources: (data.sources as ExpectedArticle['sources'] | undefined) ?? [],
      authorId: data.authorId as string | undefined,
      status: String(data.status),
      date: day(data.publishedAt ?? data.createdAt),
      body: body!,
    };
  });

/** Published articles, newest first (same day: by title). */
export const articles = all
  .filter((article) => article.status === 'published')
  .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
export const drafts = all.filter((article) => article.status !== 'published');

/** The category labels the pages show, by category. */
export const CATEGORY_LABELS: Record<string, string> = EDUCATION_CATEGORY_LABELS;

/**
 * The published articles a search finds: every word (any case) in the title, excerpt, tags (hyphens
 * read as spaces) or the topic's name; newest first.
 */
export function searchMatches(q: string): ExpectedArticle[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return articles.filter((article) => {
    const text = [article.title, article.excerpt, ...article.tags.map((tag) => tag.replaceAll('-', ' ')), CATEGORY_LABELS[article.category]]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** 'August 12, 2025' for a YYYY-MM-DD day. */
export const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
