import type { SiteAnswer } from './answer.ts';
import type { SiteDesign } from './design.ts';
import type { SiteEconomics, SiteUsage } from './usage.ts';

/**
 * A site: one place a developer or buyer studies, named once, which every tool answers for
 * (docs/sites.md). This is what the API answers for a site; the server keeps it in `sites`.
 */
export interface Site {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  /** USPS code of the state (50 states, DC, PR) the point lies in, from the map's own state shapes. */
  state: string;
  /** The ZIP code the site was placed by, when it was; its point is the ZIP code tabulation area's internal point. */
  zip: string | null;
  designs: SiteDesign[];
  /** What the interconnection prescreen needs beyond the site and its first design; null until given. */
  interconnection: SiteInterconnection | null;
  /** The land the lease estimate prices; null until given. */
  land: { acres: number } | null;
  /** The load, tariff and export rule the bills come from; null until given. */
  usage: SiteUsage | null;
  /** The finance assumptions each design is valued at; null: the defaults. */
  economics: SiteEconomics | null;
  /** Each tool's stored result's state: when computed, and whether an input changed since (stale). */
  results: Record<string, { computedAt: string; stale: boolean }>;
  /** Whether a read-only share link works (its token is shown once, when it is made). */
  shared: boolean;
  createdAt: string;
  updatedAt: string;
}

/** How many sites one account keeps: enough for a developer's pipeline, not a scraper's. */
export const MAX_SITES_PER_ACCOUNT = 200;
export const SITES_FULL_MESSAGE = `An account keeps at most ${MAX_SITES_PER_ACCOUNT} sites: delete one you no longer need to add another`;

export const SITE_NOT_FOUND_MESSAGE = 'Site not found';

/** A page of the site list. */
export const SITES_PAGE_SIZE = 20;
export const MAX_SITES_PAGE_SIZE = 100;

/** A site as the admin panel lists it (GET /api/admin/sites): whose it is and how far along, not its inputs. */
export interface AdminSite {
  id: number;
  name: string;
  state: string;
  zip: string | null;
  owner: { id: string; email: string; name: string };
  designs: number;
  /** Whether the site has a load and tariff (its bills can be computed). */
  usage: boolean;
  shared: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A page of the admin panel's site list. */
export const ADMIN_SITES_PAGE_SIZE = 25;

export interface SiteInterconnection {
  distanceToSubstationMiles: number;
  interconnectionVoltageKV?: number;
  substationAvailableMW?: number;
  queuedAheadMW?: number;
}

/** A site as its share link shows it: no owner, no ids; each stored result's state and the answer they give (GET /api/sites/{id}'s). */
export interface SharedSite {
  name: string;
  latitude: number;
  longitude: number;
  state: string;
  zip: string | null;
  designs: Site['designs'];
  interconnection: Site['interconnection'];
  land: Site['land'];
  usage: Site['usage'];
  economics: Site['economics'];
  results: Site['results'];
  answer: SiteAnswer | null;
  updatedAt: string;
}

export const SHARED_SITE_NOT_FOUND_MESSAGE = 'This link does not open a shared site: it was revoked or mistyped';

/** Where a site's own page is: a static page whose island reads the id from the address (decision 101). */
export function siteHref(id: number): string {
  return `/sites/site?id=${id}`;
}
