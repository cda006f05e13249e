import type { SiteAnswer } from '~/domain/sites/answer';
import type { DesignEquipment } from '~/domain/sites/designRfq';
import type { SharedSite, Site } from '~/domain/sites/site';
import type { CreateSiteRequest, UpdateSiteRequest } from '~/domain/schemas/sites';
import type { SiteLoadRequestInput } from '~/domain/schemas/siteLoad';
import type { MeteredLoad } from '~/domain/sites/usage';
import { getJson, getPage, sendJson, type Page } from './http.ts';

/** A page of the signed-in user's sites, the most recently changed first, with how many there are. */
export function listSites({ page = 1, pageSize }: { page?: number; pageSize?: number } = {}): Promise<Page<Site>> {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (pageSize) query.set('pageSize', String(pageSize));
  return getPage<Site>('/api/sites', query);
}

/** One of the user's sites with the answer its stored results give (null until computed); 404 for another account's, as for one that never was. */
export function getSite(id: number): Promise<Site & { answer: SiteAnswer | null }> {
  return getJson(`/api/sites/${id}`);
}

/** A new site, placed by latitude and longitude or by ZIP code, with one design of the solar calculator's defaults. */
export function createSite(request: CreateSiteRequest): Promise<Site> {
  return sendJson('POST', '/api/sites', request);
}

/** Renames, moves or changes the designs, interconnection or land of a site; answers the site with its results' stale marks. */
export function updateSite(id: number, request: UpdateSiteRequest): Promise<Site> {
  return sendJson('PATCH', `/api/sites/${id}`, request);
}

/** Stores (or replaces) the site's own interval data, up to 4 MB; answers what the site's usage shows of it. */
export function storeSiteLoad(id: number, request: SiteLoadRequestInput): Promise<MeteredLoad> {
  return sendJson('PUT', `/api/sites/${id}/load`, request);
}

/** The site's own interval data: its summary and the series (404 when it has none). */
export function getSiteLoad(id: number): Promise<MeteredLoad & { loadKW: number[] }> {
  return getJson(`/api/sites/${id}/load`);
}

/** Each design's equipment as a request for quotes would hold it: the products it names, else the catalog's by the rule. */
export function siteEquipment(id: number): Promise<DesignEquipment[]> {
  return getJson(`/api/sites/${id}/equipment`);
}

export function deleteSite(id: number): Promise<void> {
  return sendJson('DELETE', `/api/sites/${id}`);
}

/** Computes every tool the site has inputs for, afresh: each design's production, the prescreen and the lease. */
export function computeSite(id: number): Promise<SiteAnswer> {
  return sendJson('POST', `/api/sites/${id}/compute`, {});
}

/** The site a share link opens, read-only, for anyone holding the link (no sign-in). */
export function getSharedSite(token: string): Promise<SharedSite> {
  return getJson(`/api/shared-sites?${new URLSearchParams({ token })}`);
}

/** What "Request quotes for this design" answers: the draft RFQ filled (or refilled) and its lines. */
export interface SiteQuoteRequest {
  rfqId: number;
  url: string;
  created: boolean;
  lines: { part: 'modules' | 'inverters' | 'battery'; productId: number; quantity: number; specifications: string }[];
  notes: string;
}

/** Fills a draft RFQ from one of the site's designs, one draft a design (decision 099). */
export function requestSiteQuotes(id: number, designId: string): Promise<SiteQuoteRequest> {
  return sendJson('POST', `/api/sites/${id}/rfq`, { designId });
}

/** A new read-only share link (the old one stops working); shown once. */
export function shareSite(id: number): Promise<{ url: string }> {
  return sendJson('POST', `/api/sites/${id}/share`, {});
}

export function unshareSite(id: number): Promise<void> {
  return sendJson('DELETE', `/api/sites/${id}/share`);
}

/** Where the site's report is generated (GET /api/sites/{id}/report.pdf), for a download link. */
export const siteReportUrl = (id: number) => `/api/sites/${id}/report.pdf`;

/** Where the site's figures are exported (GET /api/sites/{id}/export.csv or export.json), for a download link. */
export const siteExportUrl = (id: number, format: 'csv' | 'json') => `/api/sites/${id}/export.${format}`;
