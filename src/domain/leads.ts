import type { LeadProjectType, LeadStatus } from './constants.ts';

/** A lead as an admin reads it. Dates are ISO strings. */
export interface Lead {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  organizationName: string;
  projectType: LeadProjectType;
  details: string | null;
  status: LeadStatus;
  source: string;
  createdAt: string;
}

/** The admin panel's lead list: a page at a time (GET /api/leads with query parameters). */
export const LEADS_PAGE_SIZE = 25;
export const MAX_LEADS_PAGE_SIZE = 100;
/** How many leads one bulk status change may name. */
export const MAX_BULK_LEADS = 500;

export const LEAD_SORTS = ['newest', 'oldest', 'name', 'organization'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const LEAD_SORT_LABELS: Readonly<Record<LeadSort, string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name',
  organization: 'Organization',
};

/** A step of a lead's history: it arrived, or staff moved its status (from the audit log). */
export interface LeadHistoryEntry {
  at: string;
  /** `created` when the lead arrived; otherwise the audit action. */
  action: 'created' | 'lead.status' | 'lead.bulk_status';
  from: LeadStatus | null;
  to: LeadStatus;
  /** Who made the change: null for the arrival (the visitor) or a deleted account. */
  actor: { id: string; email: string; name: string } | null;
}
