import { eq } from 'drizzle-orm';
import { formatCurrency } from '../../domain/format.ts';
import type { RfqAnswerStatus } from '../../domain/rfqs.ts';
import { displayNameOf } from '../../domain/users.ts';
import type { Database } from '../db/client.ts';
import { rfqs, users, type UserRow } from '../db/schema/index.ts';
import type { ServerEnv } from '../env.ts';
import { enqueueMail, enqueueStaffMail, type MailData, type MailKind } from '../mail/outbox.ts';

/**
 * The emails of the quote workflow, each queued in the outbox inside the transaction of the change
 * that causes it (src/server/mail/outbox.ts): the change and its message land together or not at
 * all. Each has an idempotency key naming its event, so nothing is queued twice for one event.
 * `env` is the request's configuration (its SITE_URL makes the links, its ADMIN_EMAILS the staff).
 */

/** "$12,345.00", as the templates print a total. */
function dollars(amount: string): string {
  return formatCurrency(Number(amount), 2);
}

/** The RFQ and the account of the buyer who made it. */
async function rfqAndBuyer(tx: Database, rfqId: number) {
  const [row] = await tx
    .select({
      id: rfqs.id,
      projectName: rfqs.projectName,
      quotedAmount: rfqs.quotedAmount,
      quoteValidUntil: rfqs.quoteValidUntil,
      quoteNote: rfqs.quoteNote,
      quoteVersion: rfqs.quoteVersion,
      closedReason: rfqs.closedReason,
      buyerId: users.id,
      buyerEmail: users.email,
    })
    .from(rfqs)
    .innerJoin(users, eq(users.id, rfqs.userId))
    .where(eq(rfqs.id, rfqId));
  return row!;
}

/** Queues one message about the RFQ to the buyer who made it, keyed by its event. */
async function mailTheBuyer<K extends MailKind>(
  tx: Database,
  env: ServerEnv,
  rfqId: number,
  kind: K,
  message: (rfq: Awaited<ReturnType<typeof rfqAndBuyer>>) => { idempotencyKey: string; data: MailData[K] },
): Promise<void> {
  const rfq = await rfqAndBuyer(tx, rfqId);
  await enqueueMail(tx, { kind, to: rfq.buyerEmail, userId: rfq.buyerId, ...message(rfq) }, env);
}

/** The buyer hears of a quote: each version once (a new quote is a new message). */
export function notifyQuoteSent(tx: Database, env: ServerEnv, rfqId: number): Promise<void> {
  return mailTheBuyer(tx, env, rfqId, 'quote-sent', (rfq) => ({
    idempotencyKey: `quote-sent:${rfq.id}:${rfq.quoteVersion}`,
    data: {
      rfqId: rfq.id,
      projectName: rfq.projectName,
      total: dollars(rfq.quotedAmount!),
      validUntil: rfq.quoteValidUntil!,
      note: rfq.quoteNote,
    },
  }));
}

/** The buyer hears that staff closed the RFQ, and why. */
export function notifyClosed(tx: Database, env: ServerEnv, rfqId: number): Promise<void> {
  return mailTheBuyer(tx, env, rfqId, 'rfq-closed', (rfq) => ({
    idempotencyKey: `rfq-closed:${rfq.id}`,
    data: { rfqId: rfq.id, projectName: rfq.projectName, reason: rfq.closedReason },
  }));
}

/** Staff hear the buyer's answer: ADMIN_EMAILS, or every admin who has not turned these off. */
export async function notifyAnswered(
  tx: Database,
  env: ServerEnv,
  rfqId: number,
  buyer: UserRow,
  answer: RfqAnswerStatus,
  reason: string | null,
): Promise<void> {
  const rfq = await rfqAndBuyer(tx, rfqId);
  // A withdrawal happens once; an answer once per quote version (a declined quote may be followed by a new one).
  await enqueueStaffMail(
    tx,
    'quote-answered',
    `quote-answered:${rfq.id}:${answer === 'withdrawn' ? 'withdrawn' : `${answer}:${rfq.quoteVersion}`}`,
    {
      rfqId: rfq.id,
      projectName: rfq.projectName,
      buyerName: displayNameOf(buyer),
      answer,
      reason,
      quote: answer === 'withdrawn' ? null : { version: rfq.quoteVersion, total: dollars(rfq.quotedAmount!) },
    },
    env,
  );
}
