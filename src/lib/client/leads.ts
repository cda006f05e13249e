import type { LeadInput } from '~/domain/schemas/leads';
import { sendJson } from './http.ts';

/** The contact form's inquiry. (Reading and triaging leads is the admin panel's: ./admin.ts.) */
export async function sendLead(input: LeadInput): Promise<void> {
  await sendJson('POST', '/api/leads', input);
}
