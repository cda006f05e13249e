import { count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AdminSitesQuery } from '../../domain/schemas/admin.ts';
import { NO_METERED_LOAD_MESSAGE, type CreateSiteRequest, type UpdateSiteRequest } from '../../domain/schemas/sites.ts';
import { displayNameOf } from '../../domain/users.ts';
import { cheapestModuleLine, closestInverterLine } from '../../domain/equipmentLines.ts';
import { defaultDesign, type SiteDesign } from '../../domain/sites/design.ts';
import { inverterKWac, type CatalogForDesign } from '../../domain/sites/designRfq.ts';
import {
  type AdminSite,
  MAX_SITES_PER_ACCOUNT,
  SHARED_SITE_NOT_FOUND_MESSAGE,
  SITE_NOT_FOUND_MESSAGE,
  SITES_FULL_MESSAGE,
  type SharedSite,
  type Site,
} from '../../domain/sites/site.ts';
import { hashLinkToken, newLinkToken } from '../auth/linkTokens.ts';
import { OUTSIDE_COVERED_AREA_MESSAGE } from '../../domain/solar/site.ts';
import { stateAt } from '../../domain/solar/usShapes.ts';
import type { Database } from '../db/client.ts';
import { sites, users, type UserRow } from '../db/schema/index.ts';
import type { StoredResult } from '../db/schema/sites.ts';
import { ApiError } from '../errors.ts';
import { validationError } from '../validation.ts';
import { safeReadUrdbTariff } from '../../domain/btm/urdb.ts';
import { userNameOrEmailContains } from './accountAdministration.ts';
import { recordAudit } from './audit.ts';
import { pageWithTotal } from './paging.ts';
import { catalogForDesigns } from './products.ts';
import type { SiteAnswer } from '../../domain/sites/answer.ts';
import { computeSite, freshAnswer, staleResults, storedAnswer } from './siteResults.ts';
import { meteredSeries, storedLoadSummary, type MeteredSeries } from './siteLoads.ts';
import { own, readable } from './siteAccess.ts';
import { isMeteredLoad, type SiteUsage } from '../../domain/sites/usage.ts';
import { zipPoint } from './zipCodes.ts';

/** A user's sites (docs/sites.md): created, listed, read, renamed or moved, deleted; each change in the audit log. */

const siteColumns = {
  id: sites.id,
  name: sites.name,
  latitude: sites.latitude,
  longitude: sites.longitude,
  state: sites.state,
  zip: sites.zip,
  designs: sites.designs,
  interconnection: sites.interconnection,
  land: sites.land,
  usage: sites.usage,
  economics: sites.economics,
  results: sites.results,
  shared: sql<boolean>`${sites.shareTokenHash} IS NOT NULL`.mapWith(Boolean),
  createdAt: sites.createdAt,
  updatedAt: sites.updatedAt,
};
type SiteRow = Omit<Site, 'createdAt' | 'updatedAt' | 'results'> & {
  createdAt: Date;
  updatedAt: Date;
  results: Record<string, StoredResult>;
};

/** A site as the API answers it: each stored result by its state (when, and whether stale), not its figures (compute sends those). */
function toSite(row: SiteRow): Site {
  const stale = new Set(staleResults(row, row.results));
  const results = Object.fromEntries(
    Object.entries(row.results).map(([key, result]) => [key, { computedAt: result.computedAt, stale: stale.has(key) }]),
  );
  return { ...row, results, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/**
 * Makes the site's read-only share link: a new 256-bit token each time (an earlier link stops
 * working), of which only the SHA-256 is kept. The link carries it in its query, which no log records.
 */
export async function shareSite(db: Database, user: UserRow, id: number, siteUrl: string): Promise<{ url: string }> {
  const { token, hash } = newLinkToken();
  await db.transaction(async (tx) => {
    const [row] = await tx.update(sites).set({ shareTokenHash: hash }).where(own(user, id)).returning({ id: sites.id, name: sites.name });
    if (!row) throw new ApiError(404, SITE_NOT_FOUND_MESSAGE);
    await recordAudit(tx, user, [{ action: 'site.shared', entityType: 'site', entityId: id, before: null, after: { name: row.name } }]);
  });
  return { url: `${siteUrl}/sites/shared?token=${token}` };
}

/** Revokes the site's share link (204 whether or not it had one); the link then answers 404. */
export async function unshareSite(db: Database, user: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: sites.name, hash: sites.shareTokenHash }).from(sites).where(own(user, id)).for('update');
    if (!before) throw new ApiError(404, SITE_NOT_FOUND_MESSAGE);
    if (before.hash === null) return;
    await tx.update(sites).set({ shareTokenHash: null }).where(own(user, id));
    await recordAudit(tx, user, [
      { action: 'site.share_revoked', entityType: 'site', entityId: id, before: { name: before.name }, after: null },
    ]);
  });
}

/** The site a share link opens, read-only, for anyone holding the link. */
export async function sharedSite(db: Database, token: string): Promise<SharedSite> {
  const [row] = await db
    .select(siteColumns)
    .from(sites)
    .where(eq(sites.shareTokenHash, hashLinkToken(token)));
  if (!row) throw new ApiError(404, SHARED_SITE_NOT_FOUND_MESSAGE);
  const { name, latitude, longitude, state, zip, designs, interconnection, land, usage, economics, results } = toSite(row);
  return {
    name,
    latitude,
    longitude,
    state,
    zip,
    designs,
    interconnection,
    land,
    usage,
    economics,
    results,
    answer: storedAnswer(row, row.results),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const UNKNOWN_ZIP_MESSAGE = 'No ZIP code tabulation area has this ZIP code: give the site its latitude and longitude instead';

/**
 * Where a request puts a site: its coordinates, or its ZIP code's point; and the state that point lies
 * in. A point outside the 50 states, DC and Puerto Rico is refused, naming the field it came from.
 */
async function placeOf(request: { latitude?: number; longitude?: number; zip?: string }) {
  const field = request.zip === undefined ? 'latitude' : 'zip';
  const point = request.zip === undefined ? { latitude: request.latitude!, longitude: request.longitude! } : await zipPoint(request.zip);
  if (!point) throw validationError([{ path: 'zip', message: UNKNOWN_ZIP_MESSAGE }]);
  const state = stateAt(point.latitude, point.longitude);
  if (!state) throw validationError([{ path: field, message: OUTSIDE_COVERED_AREA_MESSAGE }]);
  return { latitude: point.latitude, longitude: point.longitude, state, zip: request.zip ?? null };
}

/** What the audit log keeps of a site: what its owner set. */
const audited = (
  site: Pick<Site, 'name' | 'latitude' | 'longitude' | 'state' | 'zip' | 'designs' | 'interconnection' | 'land' | 'usage' | 'economics'>,
) => ({
  name: site.name,
  latitude: site.latitude,
  longitude: site.longitude,
  state: site.state,
  zip: site.zip,
  designs: site.designs,
  interconnection: site.interconnection,
  land: site.land,
  usage: site.usage,
  economics: site.economics,
});

/**
 * Creates a site, up to MAX_SITES_PER_ACCOUNT per account: the account's row is locked while its
 * sites are counted, so simultaneous creations cannot carry it past the limit (409 once full).
 */
export async function createSite(db: Database, user: UserRow, request: CreateSiteRequest): Promise<Site> {
  const place = await placeOf(request);
  const design = withCatalogEquipment(defaultDesign(), await catalogForDesigns(db));
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [kept] = await tx.select({ total: count() }).from(sites).where(eq(sites.userId, user.id));
    if ((kept?.total ?? 0) >= MAX_SITES_PER_ACCOUNT) throw new ApiError(409, SITES_FULL_MESSAGE);
    const [row] = await tx
      .insert(sites)
      .values({ userId: user.id, name: request.name, ...place, designs: [design] })
      .returning(siteColumns);
    await recordAudit(tx, user, [{ action: 'site.created', entityType: 'site', entityId: row!.id, before: null, after: audited(row!) }]);
    return toSite(row!);
  });
}

/**
 * A new design names its module and inverter up front, by the rule a request for quotes follows for
 * a design that names none (equipmentLines.ts): the module with the lowest price per watt, the
 * inverter closest above the design's AC size in whole units. None when the catalog has none.
 */
function withCatalogEquipment(design: SiteDesign, catalog: CatalogForDesign): SiteDesign {
  const moduleProductId = cheapestModuleLine(catalog.modules, design.pv.systemSizeKWdc)?.product.id;
  const inverterProductId = closestInverterLine(catalog.inverters, inverterKWac(design))?.product.id;
  const equipment = {
    ...(moduleProductId === undefined ? {} : { moduleProductId }),
    ...(inverterProductId === undefined ? {} : { inverterProductId }),
  };
  return Object.keys(equipment).length > 0 ? { ...design, equipment } : design;
}

/** The row of one of the user's own sites, for the services that act on it; any other is as missing as one that never was (404). */
export async function ownSiteRow(db: Database, user: Pick<UserRow, 'id'>, id: number, { forUpdate = false } = {}) {
  const query = db
    .select({ ...siteColumns, quoteDrafts: sites.quoteDrafts })
    .from(sites)
    .where(own(user, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new ApiError(404, SITE_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * One site: the user's own (or any, for staff), with the answer its stored results give (stale ones
 * marked), so a page opens on the figures last computed; any other is as missing as one that never was (404).
 */
export async function getSite(db: Database, user: Pick<UserRow, 'id' | 'role'>, id: number): Promise<Site & { answer: SiteAnswer | null }> {
  const [row] = await db.select(siteColumns).from(sites).where(readable(user, id));
  if (!row) throw new ApiError(404, SITE_NOT_FOUND_MESSAGE);
  return { ...toSite(row), answer: storedAnswer(row, row.results) };
}

/** A user's own sites, the most recently changed first, a page at a time, with how many there are. */
export async function listSites(
  db: Database,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<{ sites: Site[]; total: number }> {
  const where = eq(sites.userId, userId);
  const { rows, total } = await pageWithTotal(
    db,
    db.select(siteColumns).from(sites).where(where).orderBy(desc(sites.updatedAt), desc(sites.id)).$dynamic(),
    { from: sites, where },
    { number: page.page, size: page.pageSize },
  );
  return { sites: rows.map(toSite), total };
}

/**
 * Every account's sites for staff (GET /api/admin/sites), the most recently changed first: by part of
 * the site's name or its owner's name or email; each with its owner and how far along it is.
 */
export async function listAllSites(db: Database, query: AdminSitesQuery): Promise<{ sites: AdminSite[]; total: number }> {
  const where = query.q
    ? or(
        sql`strpos(lower(${sites.name}), ${query.q.toLowerCase()}) > 0`,
        inArray(sites.userId, db.select({ id: users.id }).from(users).where(userNameOrEmailContains(query.q))),
      )
    : undefined;
  const { rows, total } = await pageWithTotal(
    db,
    db
      .select({
        id: sites.id,
        name: sites.name,
        state: sites.state,
        zip: sites.zip,
        designs: sql<number>`jsonb_array_length(${sites.designs})`.mapWith(Number),
        usage: sql<boolean>`${sites.usage} IS NOT NULL`.mapWith(Boolean),
        shared: siteColumns.shared,
        createdAt: sites.createdAt,
        updatedAt: sites.updatedAt,
        owner: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
      })
      .from(sites)
      .innerJoin(users, eq(users.id, sites.userId))
      .where(where)
      .orderBy(desc(sites.updatedAt), desc(sites.id))
      .$dynamic(),
    { from: sites, where },
    { number: query.page, size: query.pageSize },
  );
  return {
    total,
    sites: rows.map(({ owner, createdAt, updatedAt, ...site }) => ({
      ...site,
      owner: { id: owner.id, email: owner.email, name: displayNameOf(owner) },
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
  };
}

/** Renames or moves one of the user's own sites (a new point brings its state with it); the change in the audit log. */
export async function updateSite(db: Database, user: UserRow, id: number, request: UpdateSiteRequest): Promise<Site> {
  const tariff = request.usage?.tariff;
  if (tariff && 'urdb' in tariff) {
    // A URDB record the optimizer cannot read is refused as the optimizer refuses it, each issue under its field.
    const read = safeReadUrdbTariff(tariff.urdb);
    if (!read.success)
      throw validationError(read.issues.map((issue) => ({ path: `usage.tariff.urdb.${issue.path}`, message: issue.message })));
  }
  const moved = request.zip !== undefined || request.latitude !== undefined;
  const place = moved ? await placeOf(request) : {};
  return db.transaction(async (tx) => {
    const [before] = await tx.select(siteColumns).from(sites).where(own(user, id)).for('update');
    if (!before) throw new ApiError(404, SITE_NOT_FOUND_MESSAGE);
    const usage = request.usage ? await usageToStore(tx, id, request.usage) : request.usage;
    const [row] = await tx
      .update(sites)
      .set({
        ...(request.name === undefined ? {} : { name: request.name }),
        ...place,
        ...(request.designs === undefined ? {} : { designs: request.designs }),
        ...(request.interconnection === undefined ? {} : { interconnection: request.interconnection }),
        ...(request.land === undefined ? {} : { land: request.land }),
        ...(usage === undefined ? {} : { usage }),
        ...(request.economics === undefined ? {} : { economics: request.economics }),
        updatedAt: new Date(),
      })
      .where(own(user, id))
      .returning(siteColumns);
    await recordAudit(tx, user, [
      { action: 'site.updated', entityType: 'site', entityId: id, before: audited(before), after: audited(row!) },
    ]);
    return toSite(row!);
  });
}

/**
 * The usage as the site keeps it: a reference building as given, or `{ metered: true }` as the
 * summary of the interval data stored with the site (400 naming the field when it has none).
 */
async function usageToStore(db: Database, siteId: number, usage: NonNullable<UpdateSiteRequest['usage']>): Promise<SiteUsage> {
  const { load, ...rest } = usage;
  if (load.metered) {
    const summary = await storedLoadSummary(db, siteId);
    if (!summary) throw validationError([{ path: 'usage.load.metered', message: NO_METERED_LOAD_MESSAGE }]);
    return { ...rest, load: { metered: summary } };
  }
  return { ...rest, load: { kind: load.kind!, annualKWh: load.annualKWh!, ...(load.climate ? { climate: load.climate } : {}) } };
}

/** The interval data a site's usage reads, when it reads any: what computing its bills takes. */
async function meteredSeriesOf(db: Database, site: Pick<Site, 'id' | 'usage'>): Promise<MeteredSeries | undefined> {
  const load = site.usage?.load;
  return load && isMeteredLoad(load) ? meteredSeries(db, site.id, load.metered) : undefined;
}

/** Deletes one of the user's own sites (204); the audit log keeps what it was. */
export async function deleteSite(db: Database, user: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(sites).where(own(user, id)).returning(siteColumns);
    if (!removed) throw new ApiError(404, SITE_NOT_FOUND_MESSAGE);
    await recordAudit(tx, user, [{ action: 'site.deleted', entityType: 'site', entityId: id, before: audited(removed), after: null }]);
  });
}

/**
 * Computes every tool the site has inputs for and keeps each result with the inputs it came from.
 * The answer is the one the figures came from; a change to the site made meanwhile leaves the
 * stored results stale, as any later change does.
 */
export async function computeSiteResults(db: Database, user: Pick<UserRow, 'id' | 'role'>, id: number, today: Date): Promise<SiteAnswer> {
  const [row] = await db.select(siteColumns).from(sites).where(own(user, id));
  if (!row) throw new ApiError(404, SITE_NOT_FOUND_MESSAGE);
  const { results, answer } = await computeSite(row, today, await meteredSeriesOf(db, row));
  await db.update(sites).set({ results }).where(own(user, id));
  return answer;
}

/**
 * A site (its owner's, or any for staff) and the answer its report carries: the stored one when it
 * answers the site as it is now, else one computed afresh (and not stored: a report reads, it does not change the site).
 */
export async function siteForReport(
  db: Database,
  user: Pick<UserRow, 'id' | 'role'>,
  id: number,
  today: Date,
): Promise<{ site: Site; answer: SiteAnswer }> {
  const [row] = await db.select(siteColumns).from(sites).where(readable(user, id));
  if (!row) throw new ApiError(404, SITE_NOT_FOUND_MESSAGE);
  const answer = freshAnswer(row, row.results) ?? (await computeSite(row, today, await meteredSeriesOf(db, row))).answer;
  return { site: toSite(row), answer };
}
