import { LEAD_PROJECT_TYPE_LABELS, LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from '../../domain/constants.ts';
import { labelOf } from '../../domain/labels.ts';
import type { Lead } from '../../domain/leads.ts';
import { toCsv } from '../../domain/csv.ts';

const FIELDS = [
  'ID',
  'Received',
  'First name',
  'Last name',
  'Email',
  'Organization',
  'Project type',
  'Status',
  'Source',
  'Details',
] as const;

/** Leads as CSV, one row each, in the order given (the admin panel's filters and sort). */
export function leadsCsv(leads: readonly Lead[]): string {
  return toCsv(
    FIELDS,
    leads.map((lead) => ({
      ID: lead.id,
      Received: lead.createdAt,
      'First name': lead.firstName,
      'Last name': lead.lastName,
      Email: lead.email,
      Organization: lead.organizationName,
      'Project type': labelOf(LEAD_PROJECT_TYPE_LABELS, lead.projectType),
      Status: labelOf(LEAD_STATUS_LABELS, lead.status),
      Source: labelOf(LEAD_SOURCE_LABELS, lead.source),
      Details: lead.details ?? '',
    })),
  );
}

/** `voltfield-leads-2026-11-22.csv`. */
export function leadsCsvFileName(now = new Date()): string {
  return `voltfield-leads-${now.toISOString().slice(0, 10)}.csv`;
}
