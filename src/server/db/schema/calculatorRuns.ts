import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CALCULATOR_TYPES } from '../../../domain/constants.ts';
import { createdAt, identityId } from './columns.ts';
import { oneOf } from './sql.ts';
import { ownerId } from './users.ts';

export const calculatorRuns = pgTable(
  'calculator_runs',
  {
    id: identityId(),
    userId: ownerId(),
    type: text('type', { enum: CALCULATOR_TYPES }).notNull(),
    /** What its owner calls it (trimmed, 1–80 characters); null until they name it. */
    name: text('name'),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    outputs: jsonb('outputs').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('calculator_runs_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('calculator_runs_type_check', oneOf('type', CALCULATOR_TYPES)),
    check('calculator_runs_name_length_check', sql`char_length(${table.name}) BETWEEN 1 AND 80`),
  ],
);
