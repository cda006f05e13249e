import {
  editorialProblems,
  filterArticles,
  readingMinutes,
  sortArticles,
  type Article,
  type ArticleFilters,
  type ContentReviewArticle,
} from '../../domain/articles.ts';
import type { ArticleFrontmatter } from '../../domain/schemas/content.ts';
import { articleEntries } from '../content/collections.ts';
import type { ContentEntry } from '../content/loadCollection.ts';
import { ApiError } from '../errors.ts';

/**
 * An article as the API answers it: id = slug, dates as ISO strings, absent optional fields
 * as null, `content` the article's Markdown (MDX) source.
 */
function toApiArticle({ id, data, body }: ContentEntry<ArticleFrontmatter>): Article {
  return {
    id,
    slug: id,
    title: data.title,
    excerpt: data.excerpt,
    content: body,
    category: data.category,
    tags: data.tags,
    sources: data.sources,
    imageUrl: data.imageUrl ?? null,
    authorId: data.authorId ?? null,
    publishedAt: data.publishedAt?.toISOString() ?? null,
    createdAt: data.createdAt.toISOString(),
    status: data.status,
  };
}

/** Published articles, newest first: drafts never leave the repository. */
export async function publishedArticles(): Promise<ContentEntry<ArticleFrontmatter>[]> {
  const published = (await articleEntries()).filter((entry) => entry.data.status === 'published');
  const order = sortArticles(published.map((entry) => ({ ...entry.data, entry })));
  return order.map(({ entry }) => entry);
}

export async function listArticles(filters: ArticleFilters) {
  const entries = await publishedArticles();
  const matching = new Set(
    filterArticles(
      entries.map((entry) => ({ ...entry.data, entry })),
      filters,
    ).map(({ entry }) => entry),
  );
  return entries.filter((entry) => matching.has(entry)).map(toApiArticle);
}

export async function getArticle(slug: string) {
  const entry = (await publishedArticles()).find((candidate) => candidate.id === slug);
  if (!entry) throw new ApiError(404, 'Article not found');
  return toApiArticle(entry);
}

/** Every article of the collection, drafts too, newest first, with its editorial problems (the admin panel's Content tab). */
export async function contentReview(): Promise<ContentReviewArticle[]> {
  const entries = sortArticles((await articleEntries()).map((entry) => ({ ...entry.data, entry })));
  return entries.map(({ entry: { id, data, body } }) => ({
    slug: id,
    title: data.title,
    category: data.category,
    status: data.status,
    publishedAt: data.publishedAt?.toISOString() ?? null,
    createdAt: data.createdAt.toISOString(),
    readingMinutes: readingMinutes(body),
    url: data.status === 'published' ? `/blog/${id}` : null,
    problems: editorialProblems(data),
  }));
}
