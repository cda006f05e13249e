import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SiteDesign } from '../../../domain/sites/design.ts';
import type { SiteInterconnection } from '../../../domain/sites/site.ts';
import type { MeteredLoad, SiteEconomics, SiteUsage } from '../../../domain/sites/usage.ts';
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
    designs: jsonb('designs').$type<SiteDesign[]>().notNull(),
    interconnection: jsonb('interconnection').$type<SiteInterconnection>(),
    land: jsonb('land').$type<{ acres: number }>(),
    /** The load, tariff and export rule the bills are computed from; null until given. */
    usage: jsonb('usage').$type<SiteUsage>(),
    /** The finance assumptions the designs are valued at; null: the optimizer's defaults. */
    economics: jsonb('economics').$type<SiteEconomics>(),
    /**
     * Each tool's last answer for the site, keyed by tool (and design), with the inputs it was
     * computed from: a result whose inputs differ from the site's now is stale.
     */
    results: jsonb('results').$type<Record<string, StoredResult>>().notNull().default({}),
    /** SHA-256 of the read-only share link's token; null when the site is not shared. */
    shareTokenHash: text('share_token_hash'),
    /** The draft RFQ each design's request for quotes filled, by design id: asking again refills it while it is a draft. */
    quoteDrafts: jsonb('quote_drafts').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('sites_user_id_updated_at_idx').on(table.userId, table.updatedAt),
    uniqueIndex('sites_share_token_hash_idx').on(table.shareTokenHash),
    check('sites_name_length_check', sql`char_length(${table.name}) BETWEEN 1 AND 80`),
    check('sites_point_check', sql`${table.latitude} BETWEEN -90 AND 90 AND ${table.longitude} BETWEEN -180 AND 180`),
    check('sites_zip_check', sql`${table.zip} ~ '^[0-9]{5}$'`),
  ],
);

/** A tool's answer as the site keeps it. */
export interface StoredResult {
  /** The inputs it came from, as the tool took them. */
  basis: unknown;
  outputs: unknown;
  computedAt: string;
}

/**
 * A site's own interval data (PUT /api/sites/{id}/load), one file a site, kept apart from the site's
 * row so that reading a site never loads a year of intervals; only computing its bills does.
 */
export const siteLoads = pgTable(
  'site_loads',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** What the site's usage shows of it (name, interval, year, energy, peak, SHA-256). */
    summary: jsonb('summary').$type<MeteredLoad>().notNull(),
    /** kW per interval: a non-leap year from 1 January 00:00, local standard time. */
    loadKW: jsonb('load_kw').$type<number[]>().notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [check('site_loads_interval_check', sql`jsonb_array_length(${table.loadKW}) IN (8760, 35040)`)],
);
