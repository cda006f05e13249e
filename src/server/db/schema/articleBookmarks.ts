import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Articles a signed-in user saved (the article page's Save button). Articles are committed
 * content, not rows, so the slug is the reference; the API only accepts published slugs.
 */
export const articleBookmarks = pgTable(
  'article_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleSlug: text('article_slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The key leads with user_id, so it also serves "this user's bookmarks".
  (table) => [primaryKey({ columns: [table.userId, table.articleSlug] })],
);
