import type { AdminStats } from '~/domain/adminStats';
import type { AdminAnalytics } from '~/domain/analytics';
import type { ContentReviewArticle } from '~/domain/articles';
import type { AuditEntry } from '~/domain/audit';
import type { LeadStatus, Role } from '~/domain/constants';
import type { Lead, LeadHistoryEntry } from '~/domain/leads';
import type { RfqDetail } from '~/domain/rfqs';
import type { StaffRfqStatusInput } from '~/domain/schemas/rfqs';
import type { AdminUser } from '~/domain/users';
import { getJson, getJsonWithHeaders, sendJson } from './http.ts';

/** The admin panel's calls (admins only; every one answers 403 to anyone else). */

export function fetchAdminStats(): Promise<AdminStats> {
  return getJson<AdminStats>('/api/admin/stats');
}

/** Staff move an RFQ: under review, quoted (amount, validity, note) or closed (reason). 409 if the move is not allowed. */
export function setRfqStatus(rfqId: number, input: StaffRfqStatusInput): Promise<RfqDetail> {
  return sendJson('PATCH', `/api/admin/rfqs/${rfqId}/status`, input);
}

/** A page of the audit log, newest first: `action`, `entityType`, `entityId`, `actor` (email), `page`. */
export async function listAuditEntries(query: URLSearchParams): Promise<{ entries: AuditEntry[]; total: number }> {
  const search = query.toString();
  const { data, headers } = await getJsonWithHeaders<AuditEntry[]>(search ? `/api/admin/audit?${search}` : '/api/admin/audit');
  return { entries: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

/** Accounts, newest first: `q` (name or email), `role`, `page`. */
export async function listUsers(query: URLSearchParams): Promise<{ users: AdminUser[]; total: number }> {
  const search = query.toString();
  const { data, headers } = await getJsonWithHeaders<AdminUser[]>(search ? `/api/admin/users?${search}` : '/api/admin/users');
  return { users: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

/** Changes an account's role (409 for one's own role). */
export function setUserRole(userId: string, role: Role): Promise<AdminUser> {
  return sendJson('PATCH', `/api/admin/users/${userId}/role`, { role });
}

/** Signs an account out everywhere (409 for one's own account: sign out instead). */
export function revokeUserSessions(userId: string): Promise<{ revoked: number }> {
  return sendJson('POST', `/api/admin/users/${userId}/revoke-sessions`, {});
}

export function fetchAnalytics(): Promise<AdminAnalytics> {
  return getJson<AdminAnalytics>('/api/admin/analytics');
}

/** Every article of the collection, drafts included, with its editorial problems. */
export function listContent(): Promise<ContentReviewArticle[]> {
  return getJson<ContentReviewArticle[]>('/api/admin/content');
}

/** SPEC §7: one lead's status (an admin may set any). */
export function setLeadStatus(id: number, status: LeadStatus): Promise<Lead> {
  return sendJson('PATCH', `/api/leads/${id}/status`, { status });
}

/** One page of leads and how many match in all. */
export interface LeadPage {
  leads: Lead[];
  total: number;
}

/**
 * Leads matching a query in the API's parameters (src/domain/schemas/leads.ts: q, status, source,
 * projectType, from, to, sort, page, pageSize), which the admin panel's URL uses too.
 */
export async function searchLeads(query: URLSearchParams): Promise<LeadPage> {
  const search = query.toString();
  const { data, headers } = await getJsonWithHeaders<Lead[]>(search ? `/api/leads?${search}` : '/api/leads');
  return { leads: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
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
