import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SiteLoadRequest } from '../../domain/schemas/siteLoad.ts';
import { SITE_NOT_FOUND_MESSAGE } from '../../domain/sites/site.ts';
import { isMeteredLoad, type MeteredLoad } from '../../domain/sites/usage.ts';
import type { Database } from '../db/client.ts';
import { siteLoads, sites, type UserRow } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { own, readable } from './siteAccess.ts';

/**
 * A site's own interval data (docs/sites.md, decision 105): stored beside the site, one file a
 * site, and summed up in the site's usage when the usage reads it.
 */

/** A year of intervals as its bills take it. */
export interface MeteredSeries {
  intervalMinutes: 60 | 15;
  year: number;
  loadKW: number[];
}

/** What the site shows of its interval data: the year's energy and peak, and a SHA-256 of the series that tells results from an older file stale. */
export function meteredLoadSummary({ name, intervalMinutes, year, loadKW }: SiteLoadRequest): MeteredLoad {
  let energyKW = 0;
  let peakKW = -Infinity;
  for (const kW of loadKW) {
    energyKW += kW;
    if (kW > peakKW) peakKW = kW;
  }
  const sha256 = createHash('sha256').update(JSON.stringify({ intervalMinutes, year, loadKW })).digest('hex');
  return { name, intervalMinutes, year, annualKWh: (energyKW * intervalMinutes) / 60, peakKW, sha256 };
}

/**
 * Stores (or replaces) the interval data of one of the user's own sites. When the site's usage reads
 * its interval data, the usage takes the new summary in the same transaction, so the bills computed
 * from the older file read stale. The audit log keeps both summaries.
 */
export async function storeSiteLoad(db: Database, user: UserRow, id: number, request: SiteLoadRequest): Promise<MeteredLoad> {
  const summary = meteredLoadSummary(request);
  return db.transaction(async (tx) => {
    const [site] = await tx.select({ usage: sites.usage }).from(sites).where(own(user, id)).for('update');
    if (!site) throw new ApiError(404, SITE_NOT_FOUND_MESSAGE);
    const [before] = await tx.select({ summary: siteLoads.summary }).from(siteLoads).where(eq(siteLoads.siteId, id));
    const values = { summary, loadKW: request.loadKW, updatedAt: new Date() };
    await tx
      .insert(siteLoads)
      .values({ siteId: id, ...values })
      .onConflictDoUpdate({ target: siteLoads.siteId, set: values });
    if (site.usage && isMeteredLoad(site.usage.load))
      await tx
        .update(sites)
        .set({ usage: { ...site.usage, load: { metered: summary } }, updatedAt: new Date() })
        .where(eq(sites.id, id));
    await recordAudit(tx, user, [
      {
        action: 'site.load_stored',
        entityType: 'site',
        entityId: id,
        before: before ? { ...before.summary } : null,
        after: { ...summary },
      },
    ]);
    return summary;
  });
}

/** The summary of the interval data stored with a site, if any. */
export async function storedLoadSummary(db: Database, siteId: number): Promise<MeteredLoad | undefined> {
  const [row] = await db.select({ summary: siteLoads.summary }).from(siteLoads).where(eq(siteLoads.siteId, siteId));
  return row?.summary;
}

export const METERED_LOAD_CHANGED_MESSAGE = "The site's interval data changed while it was read: compute again";

/** The series the site's usage reads: the stored file whose SHA-256 the usage names (409 when another replaced it meanwhile). */
export async function meteredSeries(db: Database, siteId: number, summary: MeteredLoad): Promise<MeteredSeries> {
  const [row] = await db.select().from(siteLoads).where(eq(siteLoads.siteId, siteId));
  if (!row || row.summary.sha256 !== summary.sha256) throw new ApiError(409, METERED_LOAD_CHANGED_MESSAGE);
  return { intervalMinutes: row.summary.intervalMinutes, year: row.summary.year, loadKW: row.loadKW };
}

export const NO_SITE_LOAD_MESSAGE = 'This site has no interval data';

/** The interval data stored with a site its reader may read (the owner's; any, for staff): the summary and the series. */
export async function readSiteLoad(
  db: Database,
  user: Pick<UserRow, 'id' | 'role'>,
  id: number,
): Promise<MeteredLoad & { loadKW: number[] }> {
  const [row] = await db
    .select({ site: sites.id, summary: siteLoads.summary, loadKW: siteLoads.loadKW })
    .from(sites)
    .leftJoin(siteLoads, eq(siteLoads.siteId, sites.id))
    .where(readable(user, id));
  if (!row) throw new ApiError(404, SITE_NOT_FOUND_MESSAGE);
  if (!row.summary || !row.loadKW) throw new ApiError(404, NO_SITE_LOAD_MESSAGE);
  return { ...row.summary, loadKW: row.loadKW };
}
