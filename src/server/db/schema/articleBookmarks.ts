import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { ownerId } from './users.ts';

/**
 * Articles a signed-in user saved (the article page's Save button). Articles are committed
 * content, not rows, so the slug is the reference; the API only accepts published slugs.
 */
export const articleBookmarks = pgTable(
  'article_bookmarks',
  {
    userId: ownerId(),
    articleSlug: text('article_slug').notNull(),
    createdAt: createdAt(),
  },
  // The key leads with user_id, so it also serves "this user's bookmarks".
  (table) => [primaryKey({ columns: [table.userId, table.articleSlug] })],
);
