import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntityType, AuditEntry } from '../../domain/audit.ts';
import { displayNameOf } from '../../domain/users.ts';
import type { Database } from '../db/client.ts';
import { auditLog, leads, rfqs, sites, users } from '../db/schema/index.ts';
import type { UserRow } from '../db/schema/index.ts';
import { pageWithTotal } from './paging.ts';

type AuditLogRow = typeof auditLog.$inferSelect;

export interface AuditRecord {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Records staff's writes; call it inside the transaction that makes them, so both land or neither. */
export async function recordAudit(db: Database, actor: UserRow, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(auditLog).values(
    records.map((record) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      actorName: displayNameOf(actor),
      action: record.action,
      entityType: record.entityType,
      entityId: String(record.entityId),
      before: record.before,
      after: record.after,
      // The moment of the write, not of the transaction's start (now()): a change that waited for a
      // row lock is recorded after the one it waited for.
      createdAt: sql`clock_timestamp()`,
    })),
  );
}

export interface AuditQuery {
  action?: AuditAction;
  entityType?: AuditEntityType;
  entityId?: string;
  /** Part of the actor's email. */
  actor?: string;
  page: number;
  pageSize: number;
}

/** A page of the audit log, newest first, and how many entries match. */
export async function listAuditEntries(db: Database, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.actor) conditions.push(sql`strpos(lower(${auditLog.actorEmail}), ${query.actor.toLowerCase()}) > 0`);
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await pageWithTotal(
    db,
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).$dynamic(),
    { from: auditLog, where },
    { number: query.page, size: query.pageSize },
  );
  const subjects = await subjectsOf(db, rows);
  return {
    total,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: { id: row.actorId, email: row.actorEmail, name: row.actorName },
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      subject: subjects.get(`${row.entityType}:${row.entityId}`) ?? null,
    })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ROW_ID = /^\d{1,10}$/;

/**
 * Who or what each entry of a page is about, by `type:id`: the accounts, leads and RFQs it names,
 * read in one query per kind (the log keeps ids; names change, and are read as they are now). An
 * invitation is recorded under its address, which is its own name.
 */
async function subjectsOf(db: Database, rows: AuditLogRow[]): Promise<Map<string, AuditEntry['subject']>> {
  const ids = (type: AuditEntityType, shape: RegExp) => [
    ...new Set(rows.filter((row) => row.entityType === type && shape.test(row.entityId)).map((row) => row.entityId)),
  ];
  const subjects = new Map<string, AuditEntry['subject']>();
  for (const row of rows) {
    if (row.entityType === 'user' && row.entityId.includes('@')) subjects.set(`user:${row.entityId}`, { name: null, email: row.entityId });
  }
  const userIds = ids('user', UUID);
  if (userIds.length > 0) {
    const found = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const user of found) subjects.set(`user:${user.id}`, { name: displayNameOf(user), email: user.email });
  }
  const leadIds = ids('lead', ROW_ID).map(Number);
  if (leadIds.length > 0) {
    const found = await db
      .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email })
      .from(leads)
      .where(inArray(leads.id, leadIds));
    for (const lead of found) subjects.set(`lead:${lead.id}`, { name: `${lead.firstName} ${lead.lastName}`, email: lead.email });
  }
  const rfqIds = ids('rfq', ROW_ID).map(Number);
  if (rfqIds.length > 0) {
    const found = await db.select({ id: rfqs.id, projectName: rfqs.projectName }).from(rfqs).where(inArray(rfqs.id, rfqIds));
    for (const rfq of found) subjects.set(`rfq:${rfq.id}`, { name: rfq.projectName, email: null });
  }
  const siteIds = ids('site', ROW_ID).map(Number);
  if (siteIds.length > 0) {
    const found = await db.select({ id: sites.id, name: sites.name }).from(sites).where(inArray(sites.id, siteIds));
    for (const site of found) subjects.set(`site:${site.id}`, { name: site.name, email: null });
  }
  return subjects;
}
