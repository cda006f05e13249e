import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, moment } from './columns.ts';
import { ownerId } from './users.ts';

/** A user's sites (src/domain/sites/site.ts): a named point every tool answers for. */
export const sites = pgTable(
  'sites',
  {
    id: identityId(),
    userId: ownerId(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The state the point lies in, kept so a list never loads the state shapes. */
    state: text('state').notNull(),
    zip: text('zip'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('sites_user_id_updated_at_idx').on(table.userId, table.updatedAt),
    check('sites_name_length_check', sql`char_length(${table.name}) BETWEEN 1 AND 80`),
    check('sites_point_check', sql`${table.latitude} BETWEEN -90 AND 90 AND ${table.longitude} BETWEEN -180 AND 180`),
    check('sites_zip_check', sql`${table.zip} ~ '^[0-9]{5}$'`),
  ],
);
