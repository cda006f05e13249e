import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articleBookmarks } from '../db/schema/index.ts';
import { publishedArticles } from './articles.ts';
import { ApiError } from '../errors.ts';

/** A user's saved articles, most recently saved first, with what a list needs to show them. */
export async function listBookmarks(db: Database, userId: string) {
  const rows = await db
    .select({ slug: articleBookmarks.articleSlug, savedAt: articleBookmarks.createdAt })
    .from(articleBookmarks)
    .where(eq(articleBookmarks.userId, userId))
    .orderBy(desc(articleBookmarks.createdAt), articleBookmarks.articleSlug);
  const articles = new Map((await publishedArticles()).map((entry) => [entry.id, entry.data]));
  // An article unpublished after it was saved drops out of the list.
  return rows.flatMap(({ slug, savedAt }) => {
    const article = articles.get(slug);
    return article ? [{ slug, title: article.title, category: article.category, savedAt: savedAt.toISOString() }] : [];
  });
}

async function requirePublished(slug: string): Promise<void> {
  if (!(await publishedArticles()).some((entry) => entry.id === slug)) throw new ApiError(404, 'Article not found');
}

/** Saves an article for a user; saving it again changes nothing. */
export async function saveBookmark(db: Database, userId: string, slug: string): Promise<void> {
  await requirePublished(slug);
  await db.insert(articleBookmarks).values({ userId, articleSlug: slug }).onConflictDoNothing();
}

export async function removeBookmark(db: Database, userId: string, slug: string): Promise<void> {
  await db.delete(articleBookmarks).where(and(eq(articleBookmarks.userId, userId), eq(articleBookmarks.articleSlug, slug)));
}
