import type { AdminStats } from '~/domain/adminStats';
import type { AdminAnalytics } from '~/domain/analytics';
import type { ContentReviewArticle } from '~/domain/articles';
import type { AuditEntry } from '~/domain/audit';
import type { Role } from '~/domain/constants';
import type { InviteUserInput } from '~/domain/schemas/admin';
import type { AdminSite } from '~/domain/sites/site';
import type { AdminUser, PendingInvitation, SentInvitation } from '~/domain/users';
import { getJson, getPage, sendJson, type Page } from './http.ts';

/** The admin panel's own calls: stats, audit log, users, sites, analytics, content (admins only; 403 to anyone else). Leads and RFQs have modules of their own. */

export function fetchAdminStats(): Promise<AdminStats> {
  return getJson<AdminStats>('/api/admin/stats');
}

/** A page of the audit log, newest first: `action`, `entityType`, `entityId`, `actor` (email), `page`. */
export function listAuditEntries(query: URLSearchParams): Promise<Page<AuditEntry>> {
  return getPage<AuditEntry>('/api/admin/audit', query);
}

/** Every account's sites, the most recently changed first: `q` (part of the site's name or its owner's name or email), `page`. */
export function listAllSites(query: URLSearchParams): Promise<Page<AdminSite>> {
  return getPage<AdminSite>('/api/admin/sites', query);
}

/** Accounts, newest first: `q` (name or email), `role`, `page`. */
export function listUsers(query: URLSearchParams): Promise<Page<AdminUser>> {
  return getPage<AdminUser>('/api/admin/users', query);
}

/** Changes an account's role (409 for one's own role). */
export function setUserRole(userId: string, role: Role): Promise<AdminUser> {
  return sendJson('PATCH', `/api/admin/users/${userId}/role`, { role });
}

/** Signs an account out everywhere (409 for one's own account: sign out instead). */
export function revokeUserSessions(userId: string): Promise<{ revoked: number }> {
  return sendJson('POST', `/api/admin/users/${userId}/revoke-sessions`, {});
}

/** Emails a colleague an invitation (409 when the address already has an account). */
export function inviteUser(input: InviteUserInput): Promise<SentInvitation> {
  return sendJson('POST', '/api/admin/users/invite', input);
}

/** The invitations not yet accepted, revoked, replaced or expired, newest first. */
export function listInvitations(): Promise<PendingInvitation[]> {
  return getJson<PendingInvitation[]>('/api/admin/invitations');
}

/** Revokes an invitation: its link stops working at once (404 when it is no longer pending). */
export async function revokeInvitation(id: number): Promise<void> {
  await sendJson('DELETE', `/api/admin/invitations/${id}`);
}

/** Emails an account the password-reset link (or, without a password, how to sign in with its provider). */
export function sendPasswordReset(userId: string): Promise<{ email: string; sent: 'link' | 'provider' }> {
  return sendJson('POST', `/api/admin/users/${userId}/reset-password`, {});
}

/** Deactivates (ends its sessions; it cannot sign in) or reactivates an account. */
export function setUserActive(userId: string, active: boolean): Promise<AdminUser> {
  return sendJson('PATCH', `/api/admin/users/${userId}/active`, { active });
}

export function fetchAnalytics(): Promise<AdminAnalytics> {
  return getJson<AdminAnalytics>('/api/admin/analytics');
}

/** Every article of the collection, drafts included, with its editorial problems. */
export function listContent(): Promise<ContentReviewArticle[]> {
  return getJson<ContentReviewArticle[]>('/api/admin/content');
}
