import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../middleware/errors.ts';
import { pingDatabase } from '../services/health.ts';

/** `GET /api/health`: which database driver is in use and whether it answers a query. */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const started = performance.now();
  try {
    const { db, driver } = await c.var.deps.database();
    await pingDatabase(db);
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    return c.json({ status: 'ok', database: { driver, ok: true, latencyMs } });
  } catch (error) {
    c.var.deps.log.warn({ reqId: c.var.requestId, err: error }, 'health check: database unavailable');
    return c.json({ status: 'error', database: { ok: false } }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
  }
});
