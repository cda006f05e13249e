import type { Hono } from 'hono';
import { expect } from 'vitest';
import { createApp, type ApiRoutes } from '~/server/app';
import type { AppEnv } from '~/server/context';
import type { DatabaseHandle } from '~/server/db/client';
import { parseEnv } from '~/server/env';
import { CookieJar } from './cookieJar';
import { testLog } from './testLog';
import { DEFAULT_PASSWORD } from '../factories/users';

export const TEST_SITE_URL = 'http://localhost:4321';
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef-0123';

/**
 * How much the test apps multiply every rate limit (RATE_LIMIT_SCALE): a file signs in, signs up and
 * sends forms from one address far more often than a person would, and must not be held back by
 * limits it is not testing. The tests of the limits themselves ask for `realRateLimits`.
 */
export const TEST_RATE_LIMIT_SCALE = 100;

/**
 * The real app over a test database (or a function opening one, to play a database that comes and
 * goes), with configuration overrides (e.g. NODE_ENV=production). Its rate limits are scaled up
 * (TEST_RATE_LIMIT_SCALE) unless `realRateLimits` asks for them as production has them; a
 * production configuration (NODE_ENV=production) always has them as written, since it refuses
 * RATE_LIMIT_SCALE.
 */
export function createTestApp(
  database: DatabaseHandle | (() => Promise<DatabaseHandle>),
  options: { env?: Record<string, string>; routes?: ApiRoutes; realRateLimits?: boolean } = {},
): Hono<AppEnv> {
  const production = options.env?.NODE_ENV === 'production' || Boolean(options.env?.VERCEL);
  const scale = options.realRateLimits || production ? {} : { RATE_LIMIT_SCALE: String(TEST_RATE_LIMIT_SCALE) };
  const env = parseEnv({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL, SESSION_SECRET: TEST_SESSION_SECRET, ...scale, ...options.env });
  const open = typeof database === 'function' ? database : async () => database;
  return createApp({ database: open, env: () => env, log: testLog }, options.routes);
}

/** A JSON request as the browser client sends it (same origin). */
export function jsonRequest(method: string, body: unknown, jar?: CookieJar): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL, ...(jar ? { Cookie: jar.header() } : {}) },
    body: JSON.stringify(body),
  };
}

/** Signs in through POST /api/auth/login and returns the jar holding the session cookie. */
export async function signIn(app: Hono<AppEnv>, email: string, password = DEFAULT_PASSWORD): Promise<CookieJar> {
  const response = await app.request('/api/auth/login', jsonRequest('POST', { email, password }));
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return new CookieJar().store(response);
}

/** GET with the jar's cookies. */
export function withCookies(jar: CookieJar, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: jar.header() } };
}

/** A response's JSON body, typed as the test expects it. */
export async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/** A 400's validation issues, each a field's path and its message. */
export async function issues(response: Response | Promise<Response>): Promise<{ path: string; message: string }[]> {
  const resolved = await response;
  expect(resolved.status).toBe(400);
  return ((await resolved.json()) as { issues: { path: string; message: string }[] }).issues;
}
