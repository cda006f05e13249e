import { Hono } from 'hono';
import { idParamSchema } from '../../domain/schemas/fields.ts';
import { leadSchema, leadStatusSchema } from '../../domain/schemas/leads.ts';
import type { AppEnv } from '../context.ts';
import { clientAddress, enforceRateLimits } from '../middleware/rateLimit.ts';
import { requireRole, withDatabase } from '../middleware/session.ts';
import { createLead, listLeads, setLeadStatus } from '../services/leads.ts';
import { readJson, validate } from '../validation.ts';

/**
 * Leads: anyone may send one (the contact form, SPEC §5); the admin panel reads and triages them
 * (SPEC §2 Admin, §7).
 */
export const leadRoutes = new Hono<AppEnv>()
  .post('/leads', withDatabase, async (c) => {
    const { website, ...lead } = await readJson(c, leadSchema);
    await enforceRateLimits(c, [['leadPerAddress', clientAddress(c)]]);
    // A filled-in honeypot is a bot: answer as if stored, store nothing.
    if (!website) await createLead(c.var.db, lead);
    return c.json({ status: 'received' }, 201);
  })
  .get('/leads', requireRole('admin'), async (c) => c.json(await listLeads(c.var.db)))
  .patch('/leads/:id/status', requireRole('admin'), async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const { status } = await readJson(c, leadStatusSchema);
    return c.json(await setLeadStatus(c.var.db, id, status));
  });
