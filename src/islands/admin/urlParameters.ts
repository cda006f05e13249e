import { LEAD_PARAMETERS } from './leadFilters';
import { pageOf, pageParameter } from './paging';

/**
 * The admin panel keeps its state in its URL, so a filtered view survives a reload and can be
 * shared: `tab`, the leads' filters in the API's own parameter names, and the other tabs' filters
 * under a prefix (`audit.action`, `users.q`, `rfqs.status`…), so no two tabs read each other's.
 * `rfq` is the RFQ open on the desk.
 */

/**
 * The params with one parameter set (removed when empty). Any change in a scope but paging returns
 * that scope to its first page.
 */
export function withParameter(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  const scope = name.includes('.') ? name.slice(0, name.indexOf('.')) : '';
  const page = pageParameter(scope);
  if (name !== page && (scope || LEAD_PARAMETERS.includes(name))) next.delete(page);
  return next;
}

/** A scope's parameters without their prefix, as its API reads them (`audit.actor` → `actor`). */
export function scopedApiQuery(params: URLSearchParams, scope: string, names: readonly string[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of names) {
    const value = params.get(`${scope}.${name}`)?.trim();
    if (value) query.set(name, value);
  }
  const page = pageOf(params, scope);
  if (page > 1) query.set('page', String(page));
  return query;
}
