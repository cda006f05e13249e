import { eq } from 'drizzle-orm';
import { formatCurrency } from '../../domain/format.ts';
import type { RfqAnswerStatus } from '../../domain/rfqs.ts';
import { displayNameOf } from '../../domain/users.ts';
import type { Database } from '../db/client.ts';
import { rfqs, users, type UserRow } from '../db/schema/index.ts';
import type { ServerEnv } from '../env.ts';
import { enqueueMail, enqueueStaffMail } from '../mail/outbox.ts';

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

/** The buyer hears of a quote: each version once (a new quote is a new message). */
export async function notifyQuoteSent(tx: Database, env: ServerEnv, rfqId: number): Promise<void> {
  const rfq = await rfqAndBuyer(tx, rfqId);
  await enqueueMail(
    tx,
    {
      kind: 'quote-sent',
      to: rfq.buyerEmail,
      userId: rfq.buyerId,
      idempotencyKey: `quote-sent:${rfq.id}:${rfq.quoteVersion}`,
      data: {
        rfqId: rfq.id,
        projectName: rfq.projectName,
        total: dollars(rfq.quotedAmount!),
        validUntil: rfq.quoteValidUntil!,
        note: rfq.quoteNote,
      },
    },
    env,
  );
}

/** The buyer hears that staff closed the RFQ, and why. */
export async function notifyClosed(tx: Database, env: ServerEnv, rfqId: number): Promise<void> {
  const rfq = await rfqAndBuyer(tx, rfqId);
  await enqueueMail(
    tx,
    {
      kind: 'rfq-closed',
      to: rfq.buyerEmail,
      userId: rfq.buyerId,
      idempotencyKey: `rfq-closed:${rfq.id}`,
      data: { rfqId: rfq.id, projectName: rfq.projectName, reason: rfq.closedReason },
    },
    env,
  );
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
    { rfqId: rfq.id, projectName: rfq.projectName, buyerName: displayNameOf(buyer), answer, reason },
    env,
  );
}
