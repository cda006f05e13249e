import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SETTING_KEYS } from '../../../domain/settings.ts';
import { moment } from './columns.ts';
import { oneOf } from './sql.ts';
import { users } from './users.ts';

/**
 * Settings staff change in the admin panel, one row per kind (src/domain/settings.ts), its value
 * an object the kind's schema validated. A kind without a row is at its defaults.
 */
export const settings = pgTable(
  'settings',
  {
    key: text('key', { enum: SETTING_KEYS }).primaryKey(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** Who saved it last; the audit log keeps every change. */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('settings_key_check', oneOf('key', SETTING_KEYS)),
    check('settings_value_check', sql`jsonb_typeof(${table.value}) = 'object'`),
  ],
);
