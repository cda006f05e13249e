import { AUDIT_ACTION_LABELS, type AuditEntry } from '~/domain/audit';
import { LEAD_STATUS_LABELS, RFQ_STATUS_LABELS, ROLE_LABELS } from '~/domain/constants';
import { formatCalendarDate, formatCurrency, formatMomentTime, formatNumber } from '~/domain/format';
import { labelOf } from '~/domain/labels';
import { SETTING_LABELS } from '~/domain/settings';

/** The statuses and roles an audit entry records, by their labels (a value none names is humanized). */
const VALUE_LABELS: Readonly<Record<string, string>> = { ...ROLE_LABELS, ...RFQ_STATUS_LABELS, ...LEAD_STATUS_LABELS };

/** Fields whose name reads better said otherwise than split from camelCase. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  expiresAt: 'Expires',
  validUntil: 'Valid until',
  activeSessions: 'Active sessions',
  pricedLines: 'Priced lines',
  replacedInvitations: 'Earlier invitations replaced',
};

/** Fields that hold a sum of money, stored as a decimal string ("125000.00"). */
const MONEY_FIELDS = new Set(['amount', 'total']);

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** "validUntil" → "Valid until", "activeSessions" → "Active sessions". */
function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value of an audit entry's before or after, as a person reads it: labels, local times, dates, dollars; never JSON. */
function shown(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return MONEY_FIELDS.has(field) ? formatCurrency(value, 2) : formatNumber(value, Number.isInteger(value) ? 0 : 2);
  if (typeof value === 'string') {
    if (MONEY_FIELDS.has(field) && /^-?\d+(\.\d+)?$/.test(value)) return formatCurrency(Number(value), 2);
    if (MOMENT.test(value)) return formatMomentTime(value);
    if (CALENDAR_DATE.test(value)) return formatCalendarDate(value);
    return /^[a-z_]+$/.test(value) ? labelOf(VALUE_LABELS, value) : value;
  }
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => shown(item)).join('; ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A quote's charge: "Freight $1,200.00".
    if (typeof record.label === 'string' && 'amount' in record) return `${record.label} ${shown(record.amount, 'amount')}`;
    return Object.entries(record)
      .map(([key, item]) => `${fieldLabel(key)}: ${shown(item, key)}`)
      .join(', ');
  }
  return String(value);
}

/** One line of what an entry changed: both sides for a change, one for what was set or removed (null: nothing there). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * What an audit entry changed, field by field, as people read it ("Role: Buyer → Admin"). A field
 * the same on both sides (the account's email, kept for the record) is not a change and is left
 * out; the subject line names the record.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const side = (record: Record<string, unknown> | null, field: string) =>
    record === null || !(field in record) ? null : shown(record[field], field);
  return fields
    .filter((field) => JSON.stringify(entry.before?.[field]) !== JSON.stringify(entry.after?.[field]))
    .map((field) => ({ field: fieldLabel(field), before: side(entry.before, field), after: side(entry.after, field) }));
}

/**
 * What the entry is about, by name: 'Sam Reyes · sam@example.com', 'Lead #12 · Quinn Harper',
 * 'RFQ #4 · Plant 4 rooftop', an invitation's address. An account deleted since is named by the
 * email the entry kept, else by its id.
 */
export function auditSubject(entry: Pick<AuditEntry, 'entityType' | 'entityId' | 'subject' | 'before' | 'after'>): string {
  const name = entry.subject?.name ?? null;
  if (entry.entityType === 'user') {
    const email = entry.subject?.email ?? stringField(entry.after, 'email') ?? stringField(entry.before, 'email');
    if (name && email) return `${name} · ${email}`;
    return email ?? name ?? `Account ${entry.entityId} (deleted)`;
  }
  if (entry.entityType === 'settings') return labelOf(SETTING_LABELS, entry.entityId);
  const kind = { lead: 'Lead', rfq: 'RFQ', site: 'Site' }[entry.entityType];
  const label = `${kind} #${entry.entityId}`;
  // A deleted site keeps its name in the entry that recorded it.
  const siteName = entry.entityType === 'site' ? (stringField(entry.after, 'name') ?? stringField(entry.before, 'name')) : null;
  if (!name && siteName) return `${label} · ${siteName}`;
  return name ? `${label} · ${name}` : label;
}

const stringField = (record: Record<string, unknown> | null, field: string) =>
  typeof record?.[field] === 'string' ? (record[field] as string) : null;

export function auditActionLabel(entry: Pick<AuditEntry, 'action'>): string {
  return labelOf(AUDIT_ACTION_LABELS, entry.action);
}
