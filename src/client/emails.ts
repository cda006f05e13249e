import type { MailDelivery, OutboxMessage, OutboxMessageSummary, UnsubscribeResult } from '~/domain/mail';
import { getJson, getJsonWithHeaders, sendJson, type Page } from './http.ts';

/** The mail outbox (the admin panel's Emails tab, admins only) and the unsubscribe link of a notification. */

/** A page of the outbox, newest first: `status`, `kind`, `page`; and whether this server sends mail or keeps it. */
export async function listEmails(query: URLSearchParams): Promise<Page<OutboxMessageSummary> & { delivery: MailDelivery }> {
  const search = query.toString();
  const { data, headers } = await getJsonWithHeaders<OutboxMessageSummary[]>(search ? `/api/admin/emails?${search}` : '/api/admin/emails');
  return {
    items: data,
    total: Number(headers.get('X-Total-Count') ?? data.length),
    delivery: headers.get('X-Mail-Delivery') === 'smtp' ? 'smtp' : 'outbox',
  };
}

/** One message with its rendered text and HTML. */
export function fetchEmail(id: number): Promise<OutboxMessage> {
  return getJson<OutboxMessage>(`/api/admin/emails/${id}`);
}

/** Turns off the kind of email the token names (400 naming `token` when it is expired or not valid). */
export function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return sendJson<UnsubscribeResult>('POST', '/api/email/unsubscribe', { token });
}
