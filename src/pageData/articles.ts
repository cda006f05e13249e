import { getCollection, type CollectionEntry } from 'astro:content';
import { readingMinutes, sortArticles, type ArticleSummary } from '~/domain/articles';

export interface ArticleListing extends ArticleSummary {
  imageUrl?: string;
  authorId?: string;
  readingMinutes: number;
  entry: CollectionEntry<'articles'>;
}

/**
 * Published articles for pages, newest first (build time). Drafts are never built: not in
 * production, not in preview builds either, so what an editor sees is what ships.
 */
export async function loadArticles(): Promise<ArticleListing[]> {
  const entries = await getCollection('articles', (entry) => entry.data.status === 'published');
  return sortArticles(entries.map((entry) => ({ slug: entry.id, ...entry.data, readingMinutes: readingMinutes(entry.body ?? ''), entry })));
}
