import { expect } from './fixtures';
import { mailboxPort } from './ports';

/** What the app mailed, as the suite's SMTP server received it (tests/e2e/support/mailboxServer.ts). */

/** A tag that makes an address or a name this test's own. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The path and query of the one link of `page` in the newest message to `to` that holds one, read
 * from the test SMTP server's mailbox (the app's mail worker delivers within seconds). Links are
 * absolute on SITE_URL; the test server answers on another port, so only the path is kept.
 */
export async function emailedLink(to: string, page: string): Promise<string> {
  const pattern = `https?://[^\\s/]+(${page}\\?token=[\\w-]+)`;
  let message: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`http://127.0.0.1:${mailboxPort}/messages`)).json()) as MailboxMessage[];
        message = messages.findLast((received) => received.to.includes(to) && new RegExp(pattern).test(received.text));
        return message;
      },
      { message: `an email to ${to} with a ${page} link`, timeout: 20_000 },
    )
    .toBeDefined();
  const links = [...message!.text.matchAll(new RegExp(pattern, 'g'))].map((match) => match[1]!);
  expect(new Set(links).size, `one ${page} link in the email`).toBe(1);
  expect(message!.html).toContain(links[0]);
  return links[0]!;
}

interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}
