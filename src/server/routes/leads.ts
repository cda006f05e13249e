import { Hono } from 'hono';
import { idParamSchema, leadStatusSchema } from '../../domain/schemas/admin.ts';
import { leadSchema } from '../../domain/schemas/lead.ts';
import type { AppEnv } from '../context.ts';
import { clientAddress, enforceRateLimits } from '../middleware/rateLimit.ts';
import { requireRole } from '../middleware/session.ts';
import { createLead, listLeads, setLeadStatus } from '../services/leads.ts';
import { readJson, validate } from '../validation.ts';

/**
 * Leads: anyone may send one (the contact form, SPEC §5); the admin panel reads and triages them
 * (SPEC §2 Admin, §7).
 */
export const leadRoutes = new Hono<AppEnv>()
  .post('/leads', async (c) => {
    const { website, ...lead } = await readJson(c, leadSchema);
    await enforceRateLimits(c, [['leadPerAddress', clientAddress(c)]]);
    // A filled-in honeypot is a bot: answer as if stored, store nothing.
    if (!website) {
      const { db } = await c.var.deps.database();
      await createLead(db, lead);
    }
    return c.json({ status: 'received' }, 201);
  })
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
