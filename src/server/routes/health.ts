import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** `GET /api/health`: which database driver is in use and whether it answers a query. */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const started = performance.now();
  try {
    const { db, driver } = await c.var.deps.database();
    await db.execute(sql`SELECT 1`);
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    return c.json({ status: 'ok', database: { driver, ok: true, latencyMs } });
  } catch (error) {
    console.error('[api] health check: database unavailable:', error);
    return c.json({ status: 'error', database: { ok: false } }, 503);
  }
});
