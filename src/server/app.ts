import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './context.ts';
import { getDatabase } from './db/database.ts';
import { getEnv } from './env.ts';
import { log } from './log.ts';
import { answerMethodNotAllowed, handleError, handleNotFound } from './middleware/errors.ts';
import { requestContext } from './middleware/requestContext.ts';
import { requestGuards } from './middleware/requestGuards.ts';
import { KeptMatchRouter } from './router.ts';
import { adminRoutes } from './routes/admin.ts';
import { articleRoutes } from './routes/articles.ts';
import { authRoutes } from './routes/auth.ts';
import { bookmarkRoutes } from './routes/bookmarks.ts';
import { calculatorRoutes } from './routes/calculators.ts';
import { healthRoutes } from './routes/health.ts';
import { leadRoutes } from './routes/leads.ts';
import { mailRoutes } from './routes/mail.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { productRoutes } from './routes/products.ts';
import { projectRoutes } from './routes/projects.ts';
import { rfqRoutes } from './routes/rfqs.ts';
import { siteRoutes } from './routes/sites.ts';

/** Route modules, each a Hono app with paths relative to /api. */
export type ApiRoutes = Hono<AppEnv>[];

export const apiRoutes: ApiRoutes = [
  healthRoutes,
  authRoutes,
  calculatorRoutes,
  projectRoutes,
  articleRoutes,
  newsletterRoutes,
  bookmarkRoutes,
  leadRoutes,
  productRoutes,
  rfqRoutes,
  siteRoutes,
  adminRoutes,
  mailRoutes,
];

/** Largest request body the API reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Larger bodies where a request carries a year of intervals (`:id` stands for any one segment): a 15-minute year of load and PV is
 * 70,080 numbers, about 1.3 MB of JSON at full precision; 4 MB stays under Vercel's 4.5 MB request limit.
 */
export const LARGE_BODY_ROUTES: Readonly<Record<string, number>> = {
  '/api/calculators/btm': 4 * 1024 * 1024,
  '/api/calculators/btm/jobs': 4 * 1024 * 1024,
  '/api/calculators/run': 4 * 1024 * 1024,
  '/api/sites/:id/load': 4 * 1024 * 1024,
};

/**
 * Builds the one HTTP app behind every `/api/*` path: served by the Node server
 * (src/server/node/serve.ts), by api/index.ts on Vercel, and by `astro dev` (src/server/dev/apiRoute.ts).
 */
export function createApp(deps: AppDeps, routes: ApiRoutes = apiRoutes): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ router: new KeptMatchRouter() });

  app.use(requestContext(deps));
  app.use(requestGuards(MAX_BODY_BYTES, LARGE_BODY_ROUTES));

  for (const route of routes) app.route('/api', route);

  answerMethodNotAllowed(app);
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

/** The app with the process's own configuration, database and logger. */
export const app = createApp({ database: getDatabase, env: getEnv, log });
