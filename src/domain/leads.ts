import type { LeadProjectType, LeadStatus } from './constants.ts';

/** A lead as an admin reads it (SPEC §3 Lead, read by admin). Dates are ISO strings. */
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
