import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntityType, AuditEntry } from '../../domain/audit.ts';
import { displayNameOf } from '../../domain/users.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { UserRow } from '../db/schema/index.ts';
import { pageWithTotal } from './paging.ts';

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
    })),
  };
}
