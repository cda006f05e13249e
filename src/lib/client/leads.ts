import type { LeadStatus } from '~/domain/constants';
import type { Lead } from '~/domain/leads';
import type { LeadInput } from '~/domain/schemas/leads';
import { getJson, sendJson } from './http.ts';

/** The contact form's inquiry. */
export async function sendLead(input: LeadInput): Promise<void> {
  await sendJson('POST', '/api/leads', input);
}

/** Every lead, newest first (admins). */
export function listLeads(): Promise<Lead[]> {
  return getJson<Lead[]>('/api/leads');
}

export function setLeadStatus(id: number, status: LeadStatus): Promise<Lead> {
  return sendJson('PATCH', `/api/leads/${id}/status`, { status });
}
