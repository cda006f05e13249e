import { request as httpRequest } from 'node:http';
import type { Cookie } from '@playwright/test';
import { test } from './fixtures';

/**
 * Calls to the app from a loopback address of the test's own (127.0.x.y): the sign-up and lead
 * limits count per address (RATE_LIMITS), and the rest of the suite spends them from 127.0.0.1.
 */

const baseURL = () => test.info().project.use.baseURL!;

/** A random address of 127.0.0.0/8 other than 127.0.0.1. */
export const loopback = () => `127.0.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 2}`;

export interface Answer {
  status: number;
  json: unknown;
  /** The cookies the answer set, as a Cookie header would send them back. */
  cookie: string;
  /** The same cookies, as a browser context takes them. */
  cookies: Cookie[];
}

/** A JSON call to the app from `address`, with the origin the same-origin check wants. */
export function callFrom(address: string, method: string, path: string, body: unknown, cookie = ''): Promise<Answer> {
  const url = new URL(path, baseURL());
  const data = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress: address,
        headers: { 'content-type': 'application/json', origin: baseURL(), cookie, 'content-length': Buffer.byteLength(data) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const lines = response.headers['set-cookie'] ?? [];
          const cookies = lines.map((line): Cookie => {
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
          });
          resolve({
            status: response.statusCode ?? 0,
            json: text ? JSON.parse(text) : undefined,
            cookie: lines.map((line) => line.split(';')[0]).join('; '),
            cookies,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

/** Registers an account from an address of its own; answers the cookies of its session (and the pages' signed-in hint). */
export async function registerFromOwnAddress(account: Record<string, string>): Promise<Answer> {
  const answer = await callFrom(loopback(), 'POST', '/api/auth/register', account);
  if (answer.status !== 201 || !answer.cookies.some((cookie) => cookie.name === 'vf_session'))
    throw new Error(`Registration answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer;
}

/** An account of a test's own, registered from an address of its own (no mail to wait for): its details and its session's cookies. */
export async function ownAccount(
  label: string,
): Promise<{ email: string; password: string; firstName: string; lastName: string; cookies: Cookie[] }> {
  const account = {
    email: `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: `a passphrase for ${label}`,
    firstName: 'Jordan',
    lastName: 'Reyes',
  };
  const { cookies } = await registerFromOwnAddress({ ...account, role: 'buyer' });
  return { ...account, cookies };
}
