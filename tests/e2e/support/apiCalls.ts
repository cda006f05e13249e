import type { Cookie } from '@playwright/test';
import { test } from './fixtures';

/**
 * Calls to the app's API outside the browser: the accounts and leads a test needs made for it. The
 * suite's server scales every rate limit up (RATE_LIMIT_SCALE in playwright.config.ts), so a test
 * makes what it needs from the one address the suite runs on; the limits themselves are proven by
 * the API suite.
 */

const baseURL = () => test.info().project.use.baseURL!;

export interface Answer {
  status: number;
  json: unknown;
  /** The cookies the answer set, as a Cookie header would send them back. */
  cookie: string;
  /** The same cookies, as a browser context takes them. */
  cookies: Cookie[];
}

/** A JSON call to the app, with the origin the same-origin check wants. */
export async function callApi(method: string, path: string, body?: unknown, cookie = ''): Promise<Answer> {
  const url = new URL(path, baseURL());
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', origin: baseURL(), cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const lines = response.headers.getSetCookie();
  return {
    status: response.status,
    json: text ? JSON.parse(text) : undefined,
    cookie: lines.map((line) => line.split(';')[0]).join('; '),
    cookies: lines.map((line): Cookie => {
      const [name, ...value] = line.split(';')[0]!.split('=');
      return {
        name: name!.trim(),
        value: value.join('='),
        domain: url.hostname,
        path: '/',
        expires: -1,
        httpOnly: /;\s*httponly/i.test(line),
        secure: false,
        sameSite: 'Lax',
      };
    }),
  };
}

/** Registers an account; answers the cookies of its session (and the pages' signed-in hint). */
export async function register(account: Record<string, string>): Promise<Answer> {
  const answer = await callApi('POST', '/api/auth/register', account);
  if (answer.status !== 201 || !answer.cookies.some((cookie) => cookie.name === 'vf_session'))
    throw new Error(`Registration answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer;
}

/** An account of a test's own (no mail to wait for): its details and its session's cookies. */
export async function ownAccount(
  label: string,
): Promise<{ email: string; password: string; firstName: string; lastName: string; cookies: Cookie[] }> {
  const account = {
    email: `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: `a passphrase for ${label}`,
    firstName: 'Jordan',
    lastName: 'Reyes',
  };
  const { cookies } = await register({ ...account, role: 'buyer' });
  return { ...account, cookies };
}
