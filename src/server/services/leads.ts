import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { leadSchema } from '../../domain/schemas/leads.ts';
import type { LeadStatus } from '../../domain/constants.ts';
import type { Lead } from '../../domain/leads.ts';
import type { Database } from '../db/client.ts';
import { leads } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';

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

/** Every lead, newest first (SPEC §3 Lead as read by an admin). */
export async function listLeads(db: Database): Promise<Lead[]> {
  return (await db.select(leadColumns).from(leads).orderBy(desc(leads.createdAt), desc(leads.id))).map(toLead);
}

export async function setLeadStatus(db: Database, id: number, status: LeadStatus): Promise<Lead> {
  const [lead] = await db.update(leads).set({ status }).where(eq(leads.id, id)).returning(leadColumns);
  if (!lead) throw new ApiError(404, 'Lead not found');
  return toLead(lead);
}

/** A second identical submission within this window is the same lead (a double click, a retry). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

type NewLead = Omit<z.output<typeof leadSchema>, 'website'>;

/**
 * Stores a lead with status `new` — in one transaction, or not at all. Submissions of the same
 * person, project type and details within ten minutes store one lead: the transaction takes an
 * advisory lock on the email first, so two simultaneous submissions cannot both pass the check.
 */
export async function createLead(db: Database, input: NewLead): Promise<{ id: number; duplicate: boolean }> {
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
    return { id: created!.id, duplicate: false };
  });
}
