import { displayNameOf } from '../../domain/users.ts';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { getEnv, type ServerEnv } from '../env.ts';
import { enqueueStaffMail } from './outbox.ts';

/**
 * The emails that tell staff of two events: a new lead and a submitted RFQ. Each is called inside
 * the transaction that stores the event, so the messages exist exactly when it does; one message
 * per recipient, keyed by the event so a retried transaction cannot write two.
 */

export interface NewLeadEvent {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  organizationName: string | null;
  projectType: string | null;
  details: string | null;
}

/** A lead arrived through a form: tell staff (`lead-received`). */
export async function notifyStaffOfLead(db: Database, lead: NewLeadEvent, env: ServerEnv = getEnv()): Promise<void> {
  await enqueueStaffMail(
    db,
    'lead-received',
    `lead-received:${lead.id}`,
    {
      leadId: lead.id,
      name: `${lead.firstName} ${lead.lastName}`,
      email: lead.email,
      organizationName: lead.organizationName,
      projectType: lead.projectType,
      details: lead.details,
    },
    env,
  );
}

/**
 * A buyer submitted an RFQ: tell staff (`rfq-submitted`). The key holds the moment of submission, so
 * an RFQ submitted again later (after a withdrawal) is news again, while the same submission never is.
 */
export async function notifyStaffOfRfqSubmitted(
  db: Database,
  rfq: { id: number; projectName: string | null; submittedAt: Date | null },
  buyer: UserRow,
  itemCount: number,
  env: ServerEnv = getEnv(),
): Promise<void> {
  const submittedAt = rfq.submittedAt?.getTime() ?? 0;
  await enqueueStaffMail(
    db,
    'rfq-submitted',
    `rfq-submitted:${rfq.id}:${submittedAt}`,
    { rfqId: rfq.id, projectName: rfq.projectName, buyerName: displayNameOf(buyer), buyerEmail: buyer.email, itemCount },
    env,
  );
}
