import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CALCULATOR_TYPES } from '../../../domain/constants.ts';
import { oneOf } from './sql.ts';
import { users } from './users.ts';

export const calculatorRuns = pgTable(
  'calculator_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CALCULATOR_TYPES }).notNull(),
    /** What its owner calls it (trimmed, 1–80 characters); null until they name it. */
    name: text('name'),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    outputs: jsonb('outputs').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('calculator_runs_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('calculator_runs_type_check', oneOf('type', CALCULATOR_TYPES)),
    check('calculator_runs_name_length_check', sql`char_length(${table.name}) BETWEEN 1 AND 80`),
  ],
);
