import { Hono } from 'hono';
import {
  adminSitesQuerySchema,
  inviteUserSchema,
  userActiveSchema,
  userIdParamSchema,
  userQuerySchema,
  userRoleSchema,
  auditQuerySchema,
} from '../../domain/schemas/admin.ts';
import { idParamSchema } from '../../domain/schemas/fields.ts';
import { quoteTermsSchema } from '../../domain/schemas/quoteTerms.ts';
import { staffRfqStatusSchema } from '../../domain/schemas/staffRfqs.ts';
import type { AppEnv } from '../context.ts';
import { requireRole } from '../middleware/session.ts';
import {
  inviteUser,
  listInvitations,
  listUsers,
  revokeInvitation,
  revokeUserSessions,
  sendPasswordReset,
  setUserActive,
  setUserRole,
} from '../services/accountAdministration.ts';
import { adminStats } from '../services/adminStats.ts';
import { adminAnalytics } from '../services/analytics.ts';
import { contentReview } from '../services/articles.ts';
import { listAuditEntries } from '../services/audit.ts';
import { readQuoteTerms, saveQuoteTerms } from '../services/quoteSettings.ts';
import { sendQuote } from '../services/quotes.ts';
import { listAllSites } from '../services/sites.ts';
import { moveRfqAsStaff } from '../services/rfqs.ts';
import { readJson, validate } from '../validation.ts';

/** The admin panel: stats, the RFQ desk, audit log, accounts, analytics, content. Admins only. */
export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/stats', requireRole('admin'), async (c) => c.json(await adminStats(c.var.db)))
  .patch('/admin/rfqs/:id/status', requireRole('admin'), async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const input = await readJson(c, staffRfqStatusSchema);
    const env = c.var.deps.env();
    // Quoting is the quotes service's; the other moves (review, close) are the RFQ service's.
    const moved =
      input.status === 'quoted'
        ? await sendQuote(c.var.db, env, c.var.user, id, input)
        : await moveRfqAsStaff(c.var.db, env, c.var.user, id, input);
    return c.json(moved);
  })
  .get('/admin/audit', requireRole('admin'), async (c) => {
    const { entries, total } = await listAuditEntries(c.var.db, validate(auditQuerySchema, c.req.query()));
    c.header('X-Total-Count', String(total));
    return c.json(entries);
  })
  .get('/admin/sites', requireRole('admin'), async (c) => {
    const { sites, total } = await listAllSites(c.var.db, validate(adminSitesQuerySchema, c.req.query()));
    c.header('X-Total-Count', String(total));
    return c.json(sites);
  })
  .get('/admin/users', requireRole('admin'), async (c) => {
    const { users, total } = await listUsers(c.var.db, validate(userQuerySchema, c.req.query()));
    c.header('X-Total-Count', String(total));
    return c.json(users);
  })
  .patch('/admin/users/:id/role', requireRole('admin'), async (c) => {
    const { id } = validate(userIdParamSchema, c.req.param());
    const { role } = await readJson(c, userRoleSchema);
    return c.json(await setUserRole(c.var.db, c.var.user, id, role));
  })
  .post('/admin/users/:id/revoke-sessions', requireRole('admin'), async (c) => {
    const { id } = validate(userIdParamSchema, c.req.param());
    return c.json(await revokeUserSessions(c.var.db, c.var.user, id));
  })
  .post('/admin/users/invite', requireRole('admin'), async (c) => {
    const input = await readJson(c, inviteUserSchema);
    return c.json(await inviteUser(c.var.db, c.var.user, input, { env: c.var.deps.env() }), 201);
  })
  // Invitations not yet accepted: listed, and revoked one at a time.
  .get('/admin/invitations', requireRole('admin'), async (c) => c.json(await listInvitations(c.var.db)))
  .delete('/admin/invitations/:id', requireRole('admin'), async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    await revokeInvitation(c.var.db, c.var.user, id);
    return c.body(null, 204);
  })
  .post('/admin/users/:id/reset-password', requireRole('admin'), async (c) => {
    const { id } = validate(userIdParamSchema, c.req.param());
    return c.json(await sendPasswordReset(c.var.db, c.var.user, id, { env: c.var.deps.env() }), 202);
  })
  .patch('/admin/users/:id/active', requireRole('admin'), async (c) => {
    const { id } = validate(userIdParamSchema, c.req.param());
    const { active } = await readJson(c, userActiveSchema);
    return c.json(await setUserActive(c.var.db, c.var.user, id, active));
  })
  // Quote settings: the seller and terms each quote document carries.
  .get('/admin/settings/quote', requireRole('admin'), async (c) => c.json(await readQuoteTerms(c.var.db)))
  .put('/admin/settings/quote', requireRole('admin'), async (c) =>
    c.json(await saveQuoteTerms(c.var.db, c.var.user, await readJson(c, quoteTermsSchema))),
  )
  .get('/admin/analytics', requireRole('admin'), async (c) => c.json(await adminAnalytics(c.var.db)))
  .get('/admin/content', requireRole('admin'), async (c) => c.json(await contentReview()));
