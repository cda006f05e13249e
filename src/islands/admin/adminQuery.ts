import { LEAD_PROJECT_TYPES, LEAD_SOURCES, LEAD_STATUSES } from '~/domain/constants';
import { LEAD_SORTS, LEADS_PAGE_SIZE } from '~/domain/leads';

/**
 * The admin panel keeps its state in its URL, so a filtered view survives a reload and can be
 * shared: `tab`, the leads' filters in the API's own parameter names (src/domain/schemas/leads.ts),
 * and the other tabs' filters under a prefix (`audit.action`, `users.q`, `rfqs.status`…), so no two
 * tabs read each other's. `rfq` is the RFQ open on the desk.
 */

export const ADMIN_TABS = ['leads', 'rfqs', 'content', 'analytics', 'audit', 'users'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const ADMIN_TAB_LABELS: Readonly<Record<AdminTab, string>> = {
  leads: 'Leads',
  rfqs: 'RFQs',
  content: 'Content',
  analytics: 'Analytics',
  audit: 'Audit log',
  users: 'Users',
};

export function tabOf(params: URLSearchParams): AdminTab {
  const tab = params.get('tab');
  return ADMIN_TABS.find((candidate) => candidate === tab) ?? 'leads';
}

/** Another tab; the filters of every tab are kept (coming back finds them as they were). */
export function withTab(params: URLSearchParams, tab: AdminTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'leads') next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/** The parameter that pages a scope: `page` for the leads, `audit.page` for the audit log. */
function pageParameter(scope: string): string {
  return scope ? `${scope}.page` : 'page';
}

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

export function pageOf(params: URLSearchParams, scope = ''): number {
  const page = Number(params.get(pageParameter(scope)) ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const LEAD_PARAMETERS = ['q', 'status', 'source', 'projectType', 'from', 'to', 'sort', 'page'];
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
  return ['status', 'source', 'projectType', 'from', 'to'].filter((name) => params.get(name)).length;
}

/** The leads' filters cleared; search, sort and the other tabs' state kept. */
export function withoutLeadFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['q', 'status', 'source', 'projectType', 'from', 'to', 'page']) next.delete(name);
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

/** 'Showing 26–50 of 120 leads', or '3 leads' when they fit on one page. */
export function rangeSummary(total: number, page: number, pageSize: number, noun: [string, string]): string {
  const word = total === 1 ? noun[0] : noun[1];
  if (total <= pageSize) return `${total.toLocaleString('en-US')} ${word}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${word}`;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The selection after "select all on this page" is toggled: every id of the page added, or removed. */
export function toggledPageSelection(selected: ReadonlySet<number>, pageIds: readonly number[]): Set<number> {
  const next = new Set(selected);
  const all = pageIds.length > 0 && pageIds.every((id) => next.has(id));
  for (const id of pageIds) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** Whether the page's header checkbox reads checked, mixed or unchecked. */
export function pageSelectionState(selected: ReadonlySet<number>, pageIds: readonly number[]): boolean | 'mixed' {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === pageIds.length ? true : 'mixed';
}
