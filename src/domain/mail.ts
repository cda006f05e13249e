import type { Labels } from './labels.ts';
import { NOTIFICATION_KINDS } from './notifications.ts';

/**
 * The email the product sends, as the admin panel's Emails tab and the unsubscribe page read it.
 * The server writes every message to an outbox first (src/server/mail/outbox.ts, decision 042);
 * the kinds a person may turn off (NOTIFICATION_KINDS, ./notifications.ts) and the two that always go.
 */
export const MAIL_KINDS = [...NOTIFICATION_KINDS, 'password-reset', 'invitation'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Labels<MailKind> = {
  'lead-received': 'New lead',
  'rfq-submitted': 'RFQ submitted',
  'quote-sent': 'Quote sent',
  'quote-expiring': 'Quote expiring',
  'quote-answered': 'Quote answered',
  'rfq-closed': 'RFQ closed',
  'password-reset': 'Password reset',
  invitation: 'Invitation',
};

/**
 * Kinds whose message holds a single-use link that signs someone in: their bodies are removed once
 * the message is sent or given up, and production's admin panel never shows them (whoever reads the
 * link could use it).
 */
export const SENSITIVE_MAIL_KINDS: readonly MailKind[] = ['password-reset', 'invitation'];

/**
 * `pending`: waiting for its first attempt or its next one (`attempts` says which); `sent`: the mail
 * server accepted it; `failed`: given up after the last attempt or a permanent refusal (`lastError`).
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Labels<MailStatus> = { pending: 'Pending', sent: 'Sent', failed: 'Failed' };

export const EMAILS_PAGE_SIZE = 25;

/** A message in the admin panel's list (GET /api/admin/emails). */
export interface OutboxMessageSummary {
  id: number;
  kind: MailKind;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  /** Why the last attempt failed; null when none has. */
  lastError: string | null;
  /** When a pending message is next tried. */
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
}

/** One message whole (GET /api/admin/emails/{id}). */
export interface OutboxMessage extends OutboxMessageSummary {
  /** The rendered bodies; null when withheld (see `withheld`). */
  text: string | null;
  html: string | null;
  /** Why the bodies are not shown, when they are not. */
  withheld: string | null;
  /** The List-Unsubscribe target of a notification; null for password resets and invitations. */
  unsubscribeUrl: string | null;
}

/**
 * Whether this server sends mail (`smtp`: SMTP_URL is set) or keeps it in the outbox for the admin
 * panel (`outbox`: development without a mail server). Sent as the X-Mail-Delivery header of the list.
 */
export type MailDelivery = 'smtp' | 'outbox';

/** What POST /api/email/unsubscribe answers: the kind that is now off. */
export interface UnsubscribeResult {
  kind: MailKind;
  /** The kind as a sentence, e.g. "A new lead arrives through the contact form". */
  description: string;
}
