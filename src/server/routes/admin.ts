import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireRole } from '../middleware/session.ts';
import { adminStats } from '../services/adminStats.ts';

export const adminRoutes = new Hono<AppEnv>().get('/admin/stats', requireRole('admin'), async (c) => c.json(await adminStats(c.var.db)));
