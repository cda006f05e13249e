import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_ROLE, ROLES } from '../../../domain/constants.ts';
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
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
