import type { Labels } from './labels.ts';

/**
 * The audit log: every write staff make in the admin panel, and every change to a site by its
 * owner: who, when, what, before and after. One entry per record changed: a bulk change of three
 * leads writes three entries.
 */
export const AUDIT_ACTIONS = [
  'lead.status',
  'lead.bulk_status',
  'rfq.status',
  'user.role',
  'user.sessions_revoked',
  'user.invited',
  'user.invitation_revoked',
  'user.reset_sent',
  'user.deactivated',
  'user.reactivated',
  'settings.quote',
  'site.created',
  'site.updated',
  'site.deleted',
  'site.shared',
  'site.share_revoked',
  'site.load_stored',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Labels<AuditAction> = {
  'lead.status': 'Lead status',
  'lead.bulk_status': 'Lead status (bulk)',
  'rfq.status': 'RFQ status',
  'user.role': 'User role',
  'user.sessions_revoked': 'Sessions revoked',
  'user.invited': 'User invited',
  'user.invitation_revoked': 'Invitation revoked',
  'user.reset_sent': 'Password reset sent',
  'user.deactivated': 'Account deactivated',
  'user.reactivated': 'Account reactivated',
  'settings.quote': 'Quote settings',
  'site.created': 'Site created',
  'site.updated': 'Site changed',
  'site.deleted': 'Site deleted',
  'site.shared': 'Site share link made',
  'site.share_revoked': 'Site share link revoked',
  'site.load_stored': 'Site interval data stored',
};

export const AUDIT_ENTITY_TYPES = ['lead', 'rfq', 'user', 'settings', 'site'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  id: number;
  at: string;
  /** The staff member; null once their account is deleted (`actorEmail` keeps who it was). */
  actor: { id: string | null; email: string; name: string };
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** The changed fields before and after, e.g. { status: 'new' } → { status: 'contacted' }. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /**
   * What the entry is about, as staff know it now: an account's name and email, a lead's name and
   * email, an RFQ's project name (null if it has none). An invitation's address has no name; null
   * when the record is gone.
   */
  subject: { name: string | null; email: string | null } | null;
}
