import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { LeadSearch, leadSchema } from '../../domain/schemas/leads.ts';
import type { LeadStatus } from '../../domain/constants.ts';
import type { Lead, LeadHistoryEntry, LeadSort } from '../../domain/leads.ts';
import type { Database } from '../db/client.ts';
import { auditLog, leads } from '../db/schema/index.ts';
import { getEnv, type ServerEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { notifyStaffOfLead } from '../mail/staffEvents.ts';
import { recordAudit } from './audit.ts';
import type { UserRow } from '../db/schema/index.ts';
import { pageWithTotal } from './paging.ts';

const leadColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  organizationName: leads.organizationName,
  projectType: leads.projectType,
  details: leads.details,
  status: leads.status,
  source: leads.source,
  createdAt: leads.createdAt,
};

/** A lead row as the API answers it: dates as ISO strings. */
function toLead(row: Omit<Lead, 'createdAt'> & { createdAt: Date }): Lead {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Rows matching the search's filters (not its page). */
function leadConditions(search: Omit<LeadSearch, 'sort' | 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  // Each word must appear somewhere in the name, email or organization (a trigram index serves it).
  for (const word of search.words) conditions.push(sql`${leads.searchText} LIKE ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (search.status) conditions.push(inArray(leads.status, search.status));
  if (search.source) conditions.push(inArray(leads.source, search.source));
  if (search.projectType) conditions.push(inArray(leads.projectType, search.projectType));
  if (search.from) conditions.push(gte(leads.createdAt, new Date(`${search.from}T00:00:00Z`)));
  if (search.to) conditions.push(lt(leads.createdAt, new Date(Date.parse(`${search.to}T00:00:00Z`) + 86_400_000)));
  return conditions.length ? and(...conditions) : undefined;
}

const LEAD_ORDER: Record<LeadSort, SQL[]> = {
  newest: [desc(leads.createdAt), desc(leads.id)],
  oldest: [asc(leads.createdAt), asc(leads.id)],
  name: [sql`lower(${leads.lastName})`, sql`lower(${leads.firstName})`, asc(leads.id)],
  organization: [sql`lower(${leads.organizationName})`, desc(leads.createdAt), desc(leads.id)],
};

/**
 * The admin panel's lead list: the filtered leads in the chosen order, a page of them when a page
 * is asked for, and how many match in all.
 */
export async function searchLeads(db: Database, search: LeadSearch): Promise<{ leads: Lead[]; total: number }> {
  const where = leadConditions(search);
  const query = db
    .select(leadColumns)
    .from(leads)
    .where(where)
    .orderBy(...LEAD_ORDER[search.sort])
    .$dynamic();
  if (!search.page) {
    const rows = (await query).map(toLead);
    return { leads: rows, total: rows.length };
  }
  const { rows, total } = await pageWithTotal(db, query, { from: leads, where }, search.page);
  return { leads: rows.map(toLead), total };
}

/**
 * Sets one status on one or more leads (any status, in any order) and records each change in
 * the audit log, in one transaction. A lead already in that status is left alone and not
 * recorded; a missing id is a 404 and nothing changes.
 */
export async function setLeadsStatus(
  db: Database,
  actor: UserRow,
  ids: readonly number[],
  status: LeadStatus,
): Promise<{ updated: number; leads: Lead[] }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    // Locked in id order, so two bulk changes over the same leads cannot deadlock.
    const before = await tx
      .select({ id: leads.id, status: leads.status })
      .from(leads)
      .where(inArray(leads.id, unique))
      .orderBy(asc(leads.id))
      .for('update');
    if (before.length !== unique.length) {
      const found = new Set(before.map((lead) => lead.id));
      const missing = unique.filter((id) => !found.has(id));
      throw new ApiError(404, unique.length === 1 ? 'Lead not found' : `Lead not found: ${missing.join(', ')}`);
    }
    const changing = before.filter((lead) => lead.status !== status);
    if (changing.length > 0) {
      await tx
        .update(leads)
        .set({ status })
        .where(
          and(
            inArray(
              leads.id,
              changing.map((lead) => lead.id),
            ),
            ne(leads.status, status),
          ),
        );
      await recordAudit(
        tx,
        actor,
        changing.map((lead) => ({
          action: unique.length > 1 ? 'lead.bulk_status' : 'lead.status',
          entityType: 'lead',
          entityId: lead.id,
          before: { status: lead.status },
          after: { status },
        })),
      );
    }
    const rows = await tx.select(leadColumns).from(leads).where(inArray(leads.id, unique)).orderBy(asc(leads.id));
    return { updated: changing.length, leads: rows.map(toLead) };
  });
}

/** PATCH /api/leads/{id}/status: one lead, answered as it is now. */
export async function setLeadStatus(db: Database, actor: UserRow, id: number, status: LeadStatus): Promise<Lead> {
  const {
    leads: [lead],
  } = await setLeadsStatus(db, actor, [id], status);
  return lead!;
}

/** When a lead arrived and each status change since (from the audit log), oldest first. */
export async function leadHistory(db: Database, id: number): Promise<LeadHistoryEntry[]> {
  const [lead] = await db.select({ createdAt: leads.createdAt }).from(leads).where(eq(leads.id, id));
  if (!lead) throw new ApiError(404, 'Lead not found');
  const changes = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  // A lead starts as `new` (createLead); its first recorded change says so too.
  const arrival: LeadHistoryEntry = { at: lead.createdAt.toISOString(), action: 'created', from: null, to: 'new', actor: null };
  return [
    arrival,
    ...changes.map((entry) => ({
      at: entry.createdAt.toISOString(),
      action: entry.action as LeadHistoryEntry['action'],
      from: (entry.before?.status as LeadStatus | undefined) ?? null,
      to: entry.after?.status as LeadStatus,
      actor: entry.actorId ? { id: entry.actorId, email: entry.actorEmail, name: entry.actorName } : null,
    })),
  ];
}

/** A second identical submission within this window is the same lead (a double click, a retry). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

type NewLead = Omit<z.output<typeof leadSchema>, 'website'>;

/**
 * Stores a lead with status `new` and tells staff by email (the outbox: decision 042) — in one
 * transaction, or not at all. Submissions of the same person, project type and details within ten
 * minutes store one lead and send one message: the transaction takes an advisory lock on the email
 * first, so two simultaneous submissions cannot both pass the check. `env` renders the message.
 */
export async function createLead(db: Database, input: NewLead, env: ServerEnv = getEnv()): Promise<{ id: number; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const email = input.email.toLowerCase();
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`lead:${email}`}))`);
    const [existing] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          sql`lower(${leads.email}) = ${email}`,
          eq(leads.projectType, input.projectType),
          input.details ? eq(leads.details, input.details) : isNull(leads.details),
          gt(leads.createdAt, new Date(Date.now() - DUPLICATE_WINDOW_MS)),
        ),
      );
    if (existing) return { id: existing.id, duplicate: true };
    const [created] = await tx
      .insert(leads)
      .values({ ...input, details: input.details ?? null, status: 'new' })
      .returning({ id: leads.id });
    await notifyStaffOfLead(tx, { ...input, id: created!.id, details: input.details ?? null }, env);
    return { id: created!.id, duplicate: false };
  });
}
