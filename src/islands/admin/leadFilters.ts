import { LEAD_PROJECT_TYPES, LEAD_SOURCES, LEAD_STATUSES } from '~/domain/constants';
import { LEAD_SORTS, LEADS_PAGE_SIZE } from '~/domain/leads';
import { pageOf } from './paging';

/**
 * The leads' parameters of the admin panel's URL, in the API's own names
 * (src/domain/schemas/leads.ts) and without a prefix: the Leads tab came first.
 */
export const LEAD_PARAMETERS: readonly string[] = ['q', 'status', 'source', 'projectType', 'from', 'to', 'sort', 'page'];
const FILTERS = ['status', 'source', 'projectType', 'from', 'to'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The API's query for the leads the page shows: known parameters with values the API accepts
 * (a hand-edited URL never turns into a 400), one page of LEADS_PAGE_SIZE.
 */
export function leadsApiQuery(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  const q = params.get('q')?.trim();
  if (q) query.set('q', q.slice(0, 100));
  const pick = (name: string, allowed: readonly string[]) => {
    const values = (params.get(name) ?? '').split(',').filter((value) => allowed.includes(value));
    if (values.length > 0) query.set(name, values.join(','));
  };
  pick('status', LEAD_STATUSES);
  pick('source', LEAD_SOURCES);
  pick('projectType', LEAD_PROJECT_TYPES);
  const from = params.get('from');
  const to = params.get('to');
  if (from && DATE.test(from)) query.set('from', from);
  if (to && DATE.test(to) && !(from && DATE.test(from) && from > to)) query.set('to', to);
  const sort = params.get('sort');
  if (sort && sort !== 'newest' && (LEAD_SORTS as readonly string[]).includes(sort)) query.set('sort', sort);
  query.set('page', String(pageOf(params)));
  query.set('pageSize', String(LEADS_PAGE_SIZE));
  return query;
}

/** How many of the leads' filters are set (search and sort aside). */
export function activeLeadFilters(params: URLSearchParams): number {
  return FILTERS.filter((name) => params.get(name)).length;
}

/** The leads' search and filters cleared; sort and the other tabs' state kept. */
export function withoutLeadFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['q', ...FILTERS, 'page']) next.delete(name);
  return next;
}
