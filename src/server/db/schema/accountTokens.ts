import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../domain/constants.ts';
import { createdAt, identityId, moment } from './columns.ts';
import { oneOf } from './sql.ts';
import { users } from './users.ts';

/** A password reset link (for an account) or an invitation (for an email that has no account yet). */
export const ACCOUNT_TOKEN_KINDS = ['reset', 'invitation'] as const;
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

/**
 * Single-use tokens sent by email (migration 0010). Only the SHA-256 of a token is kept: someone
 * who reads the table (a backup, a replica) cannot use a link that is still live. A token is spent
 * by setting `used_at`, in the transaction that does what it allows.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: identityId(),
    kind: text('kind', { enum: ACCOUNT_TOKEN_KINDS }).notNull(),
    /** Hex SHA-256 of the token the link carries. */
    tokenHash: text('token_hash').notNull(),
    /** The account a reset is for. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The address an invitation is for (no account exists yet). */
    email: text('email'),
    /** The role the invitee's account gets. */
    role: text('role', { enum: ROLES }),
    /** The staff member who sent an invitation or a reset; null for a reset the person asked for. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_idx').on(table.tokenHash),
    index('account_tokens_user_id_idx').on(table.userId),
    index('account_tokens_email_idx').on(sql`lower(${table.email})`),
    check('account_tokens_kind_check', oneOf('kind', ACCOUNT_TOKEN_KINDS)),
    check('account_tokens_role_check', sql`${sql.raw('role')} IS NULL OR ${oneOf('role', ROLES)}`),
    check(
      'account_tokens_subject_check',
      sql`(kind = 'reset' AND user_id IS NOT NULL AND email IS NULL AND role IS NULL) OR (kind = 'invitation' AND user_id IS NULL AND email IS NOT NULL AND role IS NOT NULL)`,
    ),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
