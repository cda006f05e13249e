import type { Labels } from './labels.ts';

/**
 * The emails a person may turn off on their account page (and with a message's unsubscribe link).
 * Password resets and invitations always go: they are not here.
 */
export const NOTIFICATION_KINDS = [
  'lead-received',
  'rfq-submitted',
  'quote-sent',
  'quote-expiring',
  'quote-answered',
  'rfq-closed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each switch on the account page reads. */
export const NOTIFICATION_LABELS: Labels<NotificationKind> = {
  'lead-received': 'A new lead arrives through the contact form',
  'rfq-submitted': 'A buyer submits a request for quote',
  'quote-sent': 'Your request for quote is quoted',
  'quote-expiring': 'A quote you have not answered expires in 3 days',
  'quote-answered': 'A buyer answers a quote or withdraws a request for quote',
  'rfq-closed': 'Your request for quote is closed',
};

/** Emails only staff receive: the account page offers these switches to admins alone. */
export const STAFF_NOTIFICATION_KINDS: readonly NotificationKind[] = ['lead-received', 'rfq-submitted', 'quote-answered'];

/** On or off for every notification kind (`users.email_preferences`; a kind missing there is on). */
export type EmailPreferences = Record<NotificationKind, boolean>;

/** Every kind, on unless the stored preferences turn it off. */
export function emailPreferencesOf(stored: Readonly<Record<string, unknown>> | null | undefined): EmailPreferences {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, stored?.[kind] !== false])) as EmailPreferences;
}

/** The kinds a person with this role hears about: buyers' kinds for everyone, staff's for admins too. */
export function notificationKindsFor(role: string): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => role === 'admin' || !STAFF_NOTIFICATION_KINDS.includes(kind));
}
