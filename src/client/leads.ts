import type { LeadStatus } from '~/domain/constants';
import type { Lead, LeadHistoryEntry } from '~/domain/leads';
import type { LeadInput } from '~/domain/schemas/leads';
import { getJson, getPage, sendJson, type Page } from './http.ts';

/** The contact form's inquiry. */
export async function sendLead(input: LeadInput): Promise<void> {
  await sendJson('POST', '/api/leads', input);
}

/** One lead's status; an admin may set any (the admin panel's calls from here down). */
export function setLeadStatus(id: number, status: LeadStatus): Promise<Lead> {
  return sendJson('PATCH', `/api/leads/${id}/status`, { status });
}

/**
 * Leads matching a query in the API's parameters (src/domain/schemas/leads.ts: q, status, source,
 * projectType, from, to, sort, page, pageSize), which the admin panel's URL uses too.
 */
export function searchLeads(query: URLSearchParams): Promise<Page<Lead>> {
  return getPage<Lead>('/api/leads', query);
}

/** One status for several leads; answers how many changed (a lead already in that status is left alone). */
export function setLeadsStatus(ids: number[], status: LeadStatus): Promise<{ updated: number; leads: Lead[] }> {
  return sendJson('PATCH', '/api/leads/status', { ids, status });
}

/** The CSV of every lead the filters match (page and pageSize are ignored). */
export function leadsCsvUrl(query: URLSearchParams): string {
  const filters = new URLSearchParams(query);
  filters.delete('page');
  filters.delete('pageSize');
  const search = filters.toString();
  return search ? `/api/leads/export.csv?${search}` : '/api/leads/export.csv';
}

/** When the lead arrived and every status change since, oldest first. */
export function leadHistory(id: number): Promise<LeadHistoryEntry[]> {
  return getJson<LeadHistoryEntry[]>(`/api/leads/${id}/history`);
}
