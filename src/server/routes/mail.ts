import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { MailDelivery } from '../../domain/mail.ts';
import { NOTIFICATION_LABELS } from '../../domain/notifications.ts';
import { idParamSchema } from '../../domain/schemas/fields.ts';
import { emailQuerySchema, unsubscribeSchema } from '../../domain/schemas/mail.ts';
import { sessionSigningKey } from '../auth/sessionSecret.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { verifyUnsubscribeToken } from '../mail/unsubscribeToken.ts';
import { runMailWork } from '../mail/worker.ts';
import { requireRole } from '../middleware/session.ts';
import { getEmail, listEmails, turnOffNotification } from '../services/emails.ts';
import { enqueueQuoteExpiryReminders } from '../services/quoteReminders.ts';
import { readJson, validate } from '../validation.ts';

export const UNSUBSCRIBE_EXPIRED_MESSAGE =
  'This unsubscribe link has expired. Sign in and choose which emails you get on your account page.';
export const UNSUBSCRIBE_INVALID_MESSAGE =
  'This unsubscribe link is not valid: open the whole link from the email, or sign in and choose which emails you get on your account page.';

/** How long the cron call may spend delivering: within the function's 15 s (vercel.json), with room to answer. */
const CRON_BUDGET_MS = 10_000;

/** `Authorization: Bearer <CRON_SECRET>`, compared in constant time; never true without a secret configured. */
function isCronCall(header: string | undefined, secret: string | undefined): boolean {
  if (!secret || !header) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Mail (decision 042): the admin panel's Emails tab (the outbox, admins only), the cron call that
 * delivers what is due (Vercel, with CRON_SECRET), and the unsubscribe link of every notification.
 */
export const mailRoutes = new Hono<AppEnv>()
  .get('/admin/emails', requireRole('admin'), async (c) => {
    const { emails, total } = await listEmails(c.var.db, validate(emailQuerySchema, c.req.query()));
    const delivery: MailDelivery = c.var.deps.env().SMTP_URL ? 'smtp' : 'outbox';
    c.header('X-Total-Count', String(total));
    c.header('X-Mail-Delivery', delivery);
    return c.json(emails);
  })
  .get('/admin/emails/:id', requireRole('admin'), async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await getEmail(c.var.db, id, { production: c.var.deps.env().isProduction }));
  })
  // Vercel's cron (vercel.json) calls this with the secret; the Node server runs the same work on a loop instead.
  .get('/cron/mail', async (c) => {
    const env = c.var.deps.env();
    if (!isCronCall(c.req.header('authorization'), env.CRON_SECRET)) throw new ApiError(401, 'Unauthorized');
    const { db } = await c.var.deps.database();
    return c.json(
      await runMailWork(db, { env, log: c.var.deps.log, reminders: enqueueQuoteExpiryReminders, prune: true, budgetMs: CRON_BUDGET_MS }),
    );
  })
  // The page (/unsubscribe) posts the token as JSON; a mail client's one-click unsubscribe (RFC 8058)
  // posts a form to the List-Unsubscribe URL, whose query holds the token: its body says nothing more.
  .post('/email/unsubscribe', async (c) => {
    const fromQuery = c.req.query('token');
    const { token } = fromQuery !== undefined ? validate(unsubscribeSchema, { token: fromQuery }) : await readJson(c, unsubscribeSchema);
    const env = c.var.deps.env();
    const verified = await verifyUnsubscribeToken(sessionSigningKey(env), token);
    if (!verified.ok) {
      const message = verified.reason === 'expired' ? UNSUBSCRIBE_EXPIRED_MESSAGE : UNSUBSCRIBE_INVALID_MESSAGE;
      throw new ApiError(400, message, { issues: [{ path: 'token', message }] });
    }
    const { db } = await c.var.deps.database();
    // An account deleted since the message was sent gets no more mail either way: the answer is the same.
    await turnOffNotification(db, verified.userId, verified.kind);
    return c.json({ kind: verified.kind, description: NOTIFICATION_LABELS[verified.kind] });
  })
  // A link scanner or a mail client may open the List-Unsubscribe URL: opening it changes nothing,
  // it only leads to the page, where a person confirms.
  .get('/email/unsubscribe', (c) => {
    const token = c.req.query('token') ?? '';
    const page = `/unsubscribe${token ? `?token=${encodeURIComponent(token)}` : ''}`;
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Unsubscribe | Voltfield</title></head><body><p><a href="${page}">Continue to the unsubscribe page</a></p></body></html>`,
    );
  });
