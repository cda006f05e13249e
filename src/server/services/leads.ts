import { desc, eq } from 'drizzle-orm';
import type { LeadStatus } from '../../domain/constants.ts';
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

/** Every lead, newest first (SPEC §3 Lead as read by an admin). */
export function listLeads(db: Database) {
  return db.select(leadColumns).from(leads).orderBy(desc(leads.createdAt), desc(leads.id));
}

export async function setLeadStatus(db: Database, id: number, status: LeadStatus) {
  const [lead] = await db.update(leads).set({ status }).where(eq(leads.id, id)).returning(leadColumns);
  if (!lead) throw new ApiError(404, 'Lead not found');
  return lead;
}
