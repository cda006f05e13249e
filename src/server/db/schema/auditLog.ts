import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../../../domain/audit.ts';
import { createdAt, identityId } from './columns.ts';
import { oneOf } from './sql.ts';
import { users } from './users.ts';

/**
 * Every write staff make: who, when, what, before and after (src/domain/audit.ts). Rows are only
 * ever inserted, in the same transaction as the change they record.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who it was, kept when the account is deleted. */
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entityType: text('entity_type', { enum: AUDIT_ENTITY_TYPES }).notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt, table.id),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
    check('audit_log_action_check', oneOf('action', AUDIT_ACTIONS)),
    check('audit_log_entity_type_check', oneOf('entity_type', AUDIT_ENTITY_TYPES)),
  ],
);
