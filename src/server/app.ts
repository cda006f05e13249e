import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './context.ts';
import { getDatabase } from './db/database.ts';
import { getEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { answerMethodNotAllowed, handleError, handleNotFound } from './middleware/errors.ts';
import { sameOriginOnly } from './middleware/sameOrigin.ts';
import { adminRoutes } from './routes/admin.ts';
import { articleRoutes } from './routes/articles.ts';
import { authRoutes } from './routes/auth.ts';
import { bookmarkRoutes } from './routes/bookmarks.ts';
import { calculatorRoutes } from './routes/calculators.ts';
import { healthRoutes } from './routes/health.ts';
import { leadRoutes } from './routes/leads.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { productRoutes } from './routes/products.ts';
import { projectRoutes } from './routes/projects.ts';
import { rfqRoutes } from './routes/rfqs.ts';
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from './securityHeaders.ts';

/** Route modules, each a Hono app with paths relative to /api. */
export type ApiRoutes = Hono<AppEnv>[];

export const apiRoutes: ApiRoutes = [healthRoutes, authRoutes, calculatorRoutes, projectRoutes, articleRoutes, newsletterRoutes, bookmarkRoutes, leadRoutes, productRoutes, rfqRoutes, adminRoutes];

/** Largest request body the API reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Builds the one HTTP app behind every `/api/*` path: mounted by src/pages/api/[...route].ts for
 * the Node server and dev, and by api/index.ts on Vercel.
 */
export function createApp(deps: AppDeps, routes: ApiRoutes = apiRoutes): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
    // The API never answers with something a cache may share between users.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    const headers = securityHeaders({ production: deps.env().isProduction });
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    c.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  });
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, `Request body too large (limit ${MAX_BODY_BYTES / 1024} KB)`);
      },
    }),
  );

  app.use(sameOriginOnly);

  for (const route of routes) app.route('/api', route);

  answerMethodNotAllowed(app);
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

/** The app with the process's own configuration and database. */
export const app = createApp({ database: getDatabase, env: getEnv });
