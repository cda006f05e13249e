import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns.ts';

/** Newsletter sign-ups: one row per address, however it is typed. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: identityId(),
    email: text('email').notNull(),
    /** The page the sign-up came from, e.g. `blog`. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_lower_idx').on(sql`lower(${table.email})`)],
);
