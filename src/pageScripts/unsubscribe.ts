import { NOTIFICATION_LABELS, type NotificationKind } from '~/domain/notifications';
import { unsubscribe } from '~/client/emails';
import { apiErrorBody, ApiRequestError } from '~/client/http';

const INCOMPLETE = 'This link is incomplete: open the whole unsubscribe link from the email.';
const FAILED = 'Unsubscribing failed. Please try again.';

/**
 * The kind a token names, read from its payload to ask the question (a JWT's middle part is plain
 * base64url JSON). Only for the words on the page: the server checks the signature when it acts.
 */
export function kindOfToken(token: string): NotificationKind | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const kind = (JSON.parse(json) as { kind?: unknown }).kind;
    return typeof kind === 'string' && Object.hasOwn(NOTIFICATION_LABELS, kind) ? (kind as NotificationKind) : null;
  } catch {
    return null;
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The unsubscribe page (/unsubscribe?token=…, linked from every notification): asks, then posts the
 * token when the person confirms and says what happened. It waits for that click on purpose: link
 * scanners open (and some run) every link in a message, and must not unsubscribe anyone.
 */
export function initUnsubscribe(root: ParentNode = document, search: string = location.search): void {
  const box = root.querySelector<HTMLElement>('[data-unsubscribe]');
  if (!box) return;
  const question = box.querySelector<HTMLElement>('[data-unsubscribe-question]')!;
  const button = box.querySelector<HTMLButtonElement>('[data-unsubscribe-confirm]')!;
  const result = box.querySelector<HTMLElement>('[data-unsubscribe-result]')!;

  const token = new URLSearchParams(search).get('token');
  if (!token) {
    question.textContent = INCOMPLETE;
    return;
  }
  const kind = kindOfToken(token);
  question.textContent = kind ? `Stop the emails sent when ${lowerFirst(NOTIFICATION_LABELS[kind])}?` : 'Stop this kind of email?';
  button.hidden = false;

  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = 'Unsubscribing…';
    result.textContent = '';
    try {
      const done = await unsubscribe(token);
      question.hidden = true;
      button.hidden = true;
      result.textContent = `Done: you will no longer get an email when ${lowerFirst(done.description)}.`;
    } catch (error) {
      result.textContent = apiErrorBody(error)?.error ?? FAILED;
      // An expired or broken link stays so: only a failure on the way is worth another click.
      button.hidden = error instanceof ApiRequestError && error.status === 400;
      question.hidden = button.hidden;
      button.disabled = false;
      button.textContent = 'Unsubscribe';
    }
  });
}
