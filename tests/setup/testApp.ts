import type { Hono } from 'hono';
import { createApp, type ApiRoutes } from '~/server/app';
import type { AppEnv } from '~/server/context';
import type { DatabaseHandle } from '~/server/db/client';
import { parseEnv } from '~/server/env';

/** The real app over a test database, with configuration overrides (e.g. NODE_ENV=production). */
export function createTestApp(
  database: DatabaseHandle,
  options: { env?: Record<string, string>; routes?: ApiRoutes } = {},
): Hono<AppEnv> {
  const env = parseEnv({ NODE_ENV: 'test', SITE_URL: 'http://localhost:4321', ...options.env });
  return createApp({ database: async () => database, env: () => env }, options.routes);
}
