import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns.ts';
import { ownerId } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);
