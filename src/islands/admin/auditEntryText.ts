import { AUDIT_ACTION_LABELS, type AuditEntry } from '~/domain/audit';
import { LEAD_STATUS_LABELS, RFQ_STATUS_LABELS, ROLE_LABELS } from '~/domain/constants';
import { humanize, labelOf } from '~/domain/labels';
import { SETTING_LABELS } from '~/domain/settings';

/** The statuses and roles an audit entry records, by their labels (a value none names is humanized). */
const VALUE_LABELS: Readonly<Record<string, string>> = { ...ROLE_LABELS, ...RFQ_STATUS_LABELS, ...LEAD_STATUS_LABELS };

/** A value of an audit entry's before or after, as a person reads it. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return /^[a-z_]+$/.test(value) ? labelOf(VALUE_LABELS, value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** What an audit entry changed, field by field: `{ field, before, after }` ('—' for nothing). */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): { field: string; before: string; after: string }[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({
    field: humanize(field.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()),
    before: shown(entry.before?.[field]),
    after: shown(entry.after?.[field]),
  }));
}

/** 'Lead #12', 'RFQ #4', 'User ada@example.com'. */
export function auditSubject(entry: Pick<AuditEntry, 'entityType' | 'entityId'>): string {
  if (entry.entityType === 'settings') return labelOf(SETTING_LABELS, entry.entityId);
  const noun = { lead: 'Lead', rfq: 'RFQ', user: 'User' }[entry.entityType];
  return entry.entityType === 'user' ? `${noun} ${entry.entityId}` : `${noun} #${entry.entityId}`;
}

export function auditActionLabel(action: AuditEntry['action']): string {
  return labelOf(AUDIT_ACTION_LABELS, action);
}
