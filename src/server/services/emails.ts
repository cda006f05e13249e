import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SENSITIVE_MAIL_KINDS, type OutboxMessage, type OutboxMessageSummary } from '../../domain/mail.ts';
import type { NotificationKind } from '../../domain/notifications.ts';
import type { EmailQuery } from '../../domain/schemas/mail.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox, users, type MailOutboxRow } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';
import { pageWithTotal } from './paging.ts';

/** The admin panel's Emails tab and the unsubscribe link: what they read and write of the mail outbox. */

const summaryColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

type SummaryRow = Pick<
  MailOutboxRow,
  'id' | 'kind' | 'toAddress' | 'subject' | 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'createdAt' | 'sentAt'
>;

function toSummary(row: SummaryRow): OutboxMessageSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** A page of the outbox, newest first, and how many messages match. */
export async function listEmails(db: Database, query: EmailQuery): Promise<{ emails: OutboxMessageSummary[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(mailOutbox.status, query.status));
  if (query.kind) conditions.push(eq(mailOutbox.kind, query.kind));
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await pageWithTotal(
    db,
    db.select(summaryColumns).from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).$dynamic(),
    { from: mailOutbox, where },
    { number: query.page, size: query.pageSize },
  );
  return { emails: rows.map(toSummary), total };
}

/**
 * One message whole, as rendered. In production the bodies of password resets and invitations
 * are withheld: their link signs someone in, and reading it is not an admin's business.
 */
export async function getEmail(db: Database, id: number, { production }: { production: boolean }): Promise<OutboxMessage> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new ApiError(404, 'Email not found');
  const withheld =
    production && SENSITIVE_MAIL_KINDS.includes(row.kind)
      ? 'This message holds a single-use sign-in link: its text is shown only in development.'
      : null;
  return {
    ...toSummary(row),
    text: withheld ? null : row.textBody,
    html: withheld ? null : row.htmlBody,
    withheld,
    unsubscribeUrl: row.unsubscribeUrl,
  };
}

/** Turns one kind of notification off for an account (the unsubscribe link); false when the account no longer exists. */
export async function turnOffNotification(db: Database, userId: string, kind: NotificationKind): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({
      emailPreferences: sql`${users.emailPreferences} || jsonb_build_object(${kind}::text, false)`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
