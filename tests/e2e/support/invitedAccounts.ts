import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { storageStateFor } from './accounts';
import { expect, test } from './fixtures';
import { mailboxPort } from './ports';

/**
 * Accounts a test makes for itself, as staff make them: an admin's invitation, its link read from
 * the mail the app sent through the test SMTP server (tests/e2e/support/mailboxServer.ts), accepted.
 */

type Playwright = PlaywrightWorkerArgs['playwright'];

export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** An API client signed in as the demo admin (the setup project's cookies). */
function asAdmin(playwright: Playwright): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: test.info().project.use.baseURL!, storageState: storageStateFor('admin') });
}

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

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * An account of this test's own, made the way staff make them (an invitation, accepted through the
 * API): registration allows 10 an hour per address, which the suite's other tests already use.
 */
export async function newAccount(playwright: Playwright, label: string): Promise<Account> {
  const account = {
    email: `${label}.${uniqueTag()}@example.com`,
    password: `a passphrase for ${label}`,
    firstName: 'Jordan',
    lastName: 'Reyes',
  };
  const admin = await asAdmin(playwright);
  const invited = await admin.post('/api/admin/users/invite', { data: { email: account.email, role: 'buyer' } });
  expect(invited.status(), await invited.text()).toBe(201);
  await admin.dispose();
  const link = await emailedLink(account.email, '/invitation');
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL! });
  const accepted = await visitor.post('/api/auth/invitation', {
    data: { token: new URL(link, 'http://x').searchParams.get('token'), ...account },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  await visitor.dispose();
  return account;
}

export async function signInThroughApi(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
}
