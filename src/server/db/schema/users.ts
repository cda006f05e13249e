import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_ROLE, ROLES } from '../../../domain/constants.ts';
import { createdAt, moment } from './columns.ts';
import { oneOf } from './sql.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    organizationName: text('organization_name'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ROLES }).notNull().default(DEFAULT_ROLE),
    /** scrypt hash with its salt and parameters; null for accounts that only sign in through OpenID Connect. */
    passwordHash: text('password_hash'),
    /** `issuer|subject` of the OpenID Connect identity linked to this account. */
    oidcIdentity: text('oidc_identity'),
    /** Email kinds turned off (`{ "lead-received": false }`, migration 0009); a kind missing here is on. */
    emailPreferences: jsonb('email_preferences').$type<Record<string, boolean>>().notNull().default({}),
    /** Set by staff (migration 0010): the account cannot sign in and has no live session until reactivated. */
    deactivatedAt: moment('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // Emails compare case-insensitively: one account per address however it is typed.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_oidc_identity_idx').on(table.oidcIdentity),
    check('users_role_check', oneOf('role', ROLES)),
  ],
);

/** An account as stored (the password hash included: never sent as is; toPublicUser picks the public fields). */
export type UserRow = typeof users.$inferSelect;

/** The account a row belongs to: the row goes when the account does. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
