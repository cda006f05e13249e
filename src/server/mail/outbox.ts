import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MailKind } from '../../domain/mail.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../domain/notifications.ts';
import { sessionSigningKey } from '../auth/sessionSecret.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox, users } from '../db/schema/index.ts';
import { getEnv, type ServerEnv } from '../env.ts';
import { mailContent, renderMail, PRODUCT_NAME, type MailData } from './templates.ts';
import { signUnsubscribeToken } from './unsubscribeToken.ts';

export { MAIL_KINDS, type MailKind } from '../../domain/mail.ts';
/** Kinds a person may turn off (account settings, unsubscribe link); password-reset and invitation always go. */
export { NOTIFICATION_KINDS } from '../../domain/notifications.ts';
export type { MailData } from './templates.ts';

export interface MailRequest<K extends MailKind = MailKind> {
  kind: K;
  /** The recipient's address. */
  to: string;
  /** The recipient's account, when there is one: its preferences decide, and its unsubscribe link names it. */
  userId?: string | null;
  /** One message per event, e.g. `rfq-submitted:42:ops@x.com`: a second enqueue of the same key is a no-op. */
  idempotencyKey: string;
  data: MailData[K];
}

const isNotificationKind = (kind: MailKind): kind is NotificationKind => (NOTIFICATION_KINDS as readonly MailKind[]).includes(kind);

/** The account's stored choice: a kind is on unless turned off. */
const optedOut = (preferences: Record<string, boolean> | null, kind: MailKind) => preferences?.[kind] === false;

/** Messages this process has written to the outbox, ever: what `trackMailEnqueued` compares. */
let enqueuedInProcess = 0;

/**
 * Runs a unit of work (a request) and says how many messages were enqueued while it ran, so the
 * code that ran it can try delivering them right after (api/index.ts, the Node server). A request
 * running at the same time may add its own to the count: that costs a delivery attempt that finds
 * nothing more, while a per-request context (AsyncLocalStorage) cost every request ~2 µs (decision 114).
 */
export async function trackMailEnqueued<T>(work: () => Promise<T>): Promise<{ result: T; enqueued: number }> {
  const before = enqueuedInProcess;
  const result = await work();
  return { result, enqueued: enqueuedInProcess - before };
}

/**
 * Writes the message — rendered now: subject, text, HTML — to the outbox in the caller's
 * transaction, so it exists exactly when the event does. Answers false when nothing was written:
 * the kind is a notification the account turned off or the account is deactivated (password resets
 * and invitations always go: whether to send one is the caller's decision), or a message with this
 * idempotency key is already there. `env` is the configuration to render with: the process's own
 * unless a caller holds another (a route passes `c.var.deps.env()`).
 */
export async function enqueueMail<K extends MailKind>(db: Database, message: MailRequest<K>, env: ServerEnv = getEnv()): Promise<boolean> {
  let userId = message.userId ?? null;
  if (userId) {
    const [account] = await db
      .select({ emailPreferences: users.emailPreferences, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, userId));
    // An account deleted meanwhile: the message still goes to the address, with nothing to unsubscribe from.
    if (!account) userId = null;
    else if (isNotificationKind(message.kind) && (optedOut(account.emailPreferences, message.kind) || account.deactivatedAt)) return false;
  }

  const siteUrl = env.SITE_URL.replace(/\/+$/, '');
  let unsubscribe: { page: string; oneClick: string } | null = null;
  if (userId && isNotificationKind(message.kind)) {
    const token = encodeURIComponent(await signUnsubscribeToken(sessionSigningKey(env), userId, message.kind));
    unsubscribe = { page: `${siteUrl}/unsubscribe?token=${token}`, oneClick: `${siteUrl}/api/email/unsubscribe?token=${token}` };
  }
  const rendered = renderMail(mailContent(message.kind, message.data, siteUrl), {
    siteUrl,
    reason: reasonFor(message.kind, Boolean(userId)),
    unsubscribeUrl: unsubscribe?.page ?? null,
  });

  const written = await db
    .insert(mailOutbox)
    .values({
      idempotencyKey: message.idempotencyKey,
      kind: message.kind,
      toAddress: message.to.trim(),
      userId,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      unsubscribeUrl: unsubscribe?.oneClick ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  if (written.length === 0) return false;
  enqueuedInProcess += 1;
  return true;
}

/** The footer's sentence: why this address gets this message. */
function reasonFor(kind: MailKind, hasAccount: boolean): string {
  if (kind === 'password-reset') return `You get this email because someone asked to reset the password of your ${PRODUCT_NAME} account.`;
  if (kind === 'invitation') return `You get this email because someone on the ${PRODUCT_NAME} team invited this address.`;
  if (!hasAccount) return `You get this email because this address is on ${PRODUCT_NAME}'s staff list (ADMIN_EMAILS).`;
  return `You get this email because these notifications are on for your ${PRODUCT_NAME} account.`;
}

/**
 * Who hears of a staff event: ADMIN_EMAILS when set (no account needed; an address that has an
 * account follows that account's choices), else every admin account, not deactivated, that has not
 * turned `kind` off. Sorted by address, so a run is repeatable.
 */
export async function staffRecipients(
  db: Database,
  kind: MailKind,
  env: ServerEnv = getEnv(),
): Promise<{ to: string; userId: string | null }[]> {
  const columns = { id: users.id, email: users.email, emailPreferences: users.emailPreferences, deactivatedAt: users.deactivatedAt };
  if (env.ADMIN_EMAILS.length > 0) {
    const accounts = await db
      .select(columns)
      .from(users)
      .where(inArray(sql`lower(${users.email})`, env.ADMIN_EMAILS));
    const byEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
    return [...new Set(env.ADMIN_EMAILS)].sort().flatMap((address): { to: string; userId: string | null }[] => {
      const account = byEmail.get(address);
      if (!account) return [{ to: address, userId: null }];
      if (account.deactivatedAt || (isNotificationKind(kind) && optedOut(account.emailPreferences, kind))) return [];
      return [{ to: account.email, userId: account.id }];
    });
  }
  const admins = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt), sql`(${users.emailPreferences} ->> ${kind}) IS DISTINCT FROM 'false'`))
    .orderBy(asc(sql`lower(${users.email})`));
  return admins.map((admin) => ({ to: admin.email, userId: admin.id }));
}

/**
 * A staff event's message to each of its recipients (staffRecipients), keyed by the event and the
 * recipient: `eventKey` names the event once (`lead-received:42`), the address is added per copy.
 */
export async function enqueueStaffMail<K extends MailKind>(
  db: Database,
  kind: K,
  eventKey: string,
  data: MailData[K],
  env: ServerEnv = getEnv(),
): Promise<void> {
  for (const recipient of await staffRecipients(db, kind, env)) {
    await enqueueMail(
      db,
      { kind, to: recipient.to, userId: recipient.userId, idempotencyKey: `${eventKey}:${recipient.to.toLowerCase()}`, data },
      env,
    );
  }
}
