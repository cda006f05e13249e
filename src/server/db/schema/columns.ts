import { integer, timestamp } from 'drizzle-orm/pg-core';

/*
 * The columns most tables share, written once. Each is a function: Drizzle needs a fresh builder
 * per table.
 */

/** The row's number, handed out by the database. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A moment, stored with its time zone (timestamptz): every time the app keeps is one. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => moment('created_at').notNull().defaultNow();
