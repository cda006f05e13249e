import { Hono } from 'hono';
import { newsletterSchema } from '../../domain/schemas/articles.ts';
import type { AppEnv } from '../context.ts';
import { clientAddress, enforceRateLimits } from '../requestLimits.ts';
import { withDatabase } from '../middleware/session.ts';
import { subscribeToNewsletter } from '../services/newsletter.ts';
import { readJson } from '../validation.ts';

/** The blog's newsletter box. Public, rate-limited per address. */
export const newsletterRoutes = new Hono<AppEnv>().post('/newsletter', withDatabase, async (c) => {
  const { website, email, source } = await readJson(c, newsletterSchema);
  await enforceRateLimits(c, [['newsletterPerAddress', clientAddress(c)]]);
  // The same answer whether the address is new, already subscribed or a honeypot hit: the
  // response must not tell anyone who is on the list.
  if (!website) await subscribeToNewsletter(c.var.db, email, source);
  return c.json({ status: 'subscribed' });
});
