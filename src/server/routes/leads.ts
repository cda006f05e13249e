import { Hono } from 'hono';
import { idParamSchema } from '../../domain/schemas/fields.ts';
import { bulkLeadStatusSchema, leadSchema, leadSearchSchema, leadStatusSchema } from '../../domain/schemas/leads.ts';
import type { AppEnv } from '../context.ts';
import { leadsCsv, leadsCsvFileName } from '../documents/leadsCsv.ts';
import { clientAddress, enforceRateLimits } from '../requestLimits.ts';
import { requireRole, withDatabase } from '../middleware/session.ts';
import { createLead, leadHistory, searchLeads, setLeadsStatus, setLeadStatus } from '../services/leads.ts';
import { readJson, validate } from '../validation.ts';

/**
 * Leads: anyone may send one (the contact form); the admin panel reads and triages them:
 * searched, filtered, paged, changed one or many at once, exported.
 */
export const leadRoutes = new Hono<AppEnv>()
  .post('/leads', withDatabase, async (c) => {
    const { website, ...lead } = await readJson(c, leadSchema);
    await enforceRateLimits(c, [['leadPerAddress', clientAddress(c)]]);
    // A filled-in honeypot is a bot: answer as if stored, store nothing.
    if (!website) await createLead(c.var.db, lead, c.var.deps.env());
    return c.json({ status: 'received' }, 201);
  })
  // Without parameters every lead, newest first (a client that knows no paging still works); with
  // them, a page (X-Total-Count).
  .get('/leads', requireRole('admin'), async (c) => {
    const { leads, total } = await searchLeads(c.var.db, validate(leadSearchSchema, c.req.query()));
    c.header('X-Total-Count', String(total));
    return c.json(leads);
  })
  .get('/leads/export.csv', requireRole('admin'), async (c) => {
    const { page: _page, pageSize: _pageSize, ...filters } = c.req.query();
    const { leads } = await searchLeads(c.var.db, validate(leadSearchSchema, filters));
    return c.body(leadsCsv(leads), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadsCsvFileName()}"`,
    });
  })
  .patch('/leads/status', requireRole('admin'), async (c) => {
    const { ids, status } = await readJson(c, bulkLeadStatusSchema);
    return c.json(await setLeadsStatus(c.var.db, c.var.user, ids, status));
  })
  .get('/leads/:id/history', requireRole('admin'), async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await leadHistory(c.var.db, id));
  })
  .patch('/leads/:id/status', requireRole('admin'), async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const { status } = await readJson(c, leadStatusSchema);
    return c.json(await setLeadStatus(c.var.db, c.var.user, id, status));
  });
