import { Hono } from 'hono';
import { idParamSchema, leadStatusSchema } from '../../domain/schemas/admin.ts';
import type { AppEnv } from '../context.ts';
import { requireRole } from '../middleware/session.ts';
import { listLeads, setLeadStatus } from '../services/leads.ts';
import { readJson, validate } from '../validation.ts';

/** Leads as the admin panel reads and triages them (SPEC §2 Admin, §7). */
export const leadRoutes = new Hono<AppEnv>()
  .get('/leads', requireRole('admin'), async (c) => {
    const { db } = await c.var.deps.database();
    return c.json(await listLeads(db));
  })
  .patch('/leads/:id/status', requireRole('admin'), async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const { status } = await readJson(c, leadStatusSchema);
    const { db } = await c.var.deps.database();
    return c.json(await setLeadStatus(db, id, status));
  });
