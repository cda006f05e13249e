import type { SiteAnswer } from '~/domain/sites/answer';
import type { Site } from '~/domain/sites/site';
import type { CreateSiteRequest, UpdateSiteRequest } from '~/domain/schemas/sites';
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

export function deleteSite(id: number): Promise<void> {
  return sendJson('DELETE', `/api/sites/${id}`);
}

/** Computes every tool the site has inputs for, afresh: each design's production, the prescreen and the lease. */
export function computeSite(id: number): Promise<SiteAnswer> {
  return sendJson('POST', `/api/sites/${id}/compute`, {});
}
