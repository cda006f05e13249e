import type { Context, ErrorHandler, Hono, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { ApiError, type ApiErrorBody } from '../errors.ts';

function errorJson(c: Context, status: ContentfulStatusCode, body: ApiErrorBody, headers?: Record<string, string>) {
  return c.json(body, status, headers);
}

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Turns anything thrown below a route into the JSON error shape. Losing the database answers 503
 * with Retry-After; other unexpected faults are logged (without parameters or bodies, see
 * src/server/log.ts) and answered with a bare 500: no stack, no SQL, no driver text.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return errorJson(c, error.status, error.toBody(), error.headers);
  if (error instanceof HTTPException && error.status < 500) {
    return errorJson(c, error.status, { error: error.message || defaultMessage(error.status) });
  }
  const request = { reqId: c.var.requestId, method: c.req.method, path: c.req.path };
  if (isDatabaseUnavailable(error)) {
    c.var.deps.log.warn({ ...request, err: error }, 'database unavailable');
    return errorJson(
      c,
      503,
      { error: 'The service is temporarily unavailable. Please try again shortly.' },
      { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  c.var.deps.log.error({ ...request, err: error }, 'request failed');
  return errorJson(c, 500, { error: 'Internal server error' });
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => errorJson(c, 404, { error: `Not found: ${c.req.method} ${c.req.path}` });

function defaultMessage(status: number): string {
  return status === 413 ? 'Request body too large' : 'Request failed';
}

const ROUTE_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Answers 405 (with an Allow header) for a known path asked with a method it does not serve.
 * Call after every route is registered: it adds one catch-all per path, which Hono reaches only
 * when no handler for the request's method answered first.
 */
export function answerMethodNotAllowed(app: Hono<AppEnv>): void {
  const allowedByPath = new Map<string, Set<string>>();
  for (const route of app.routes) {
    if (!ROUTE_METHODS.has(route.method)) continue; // middleware is registered as ALL
    const allowed = allowedByPath.get(route.path) ?? new Set<string>();
    allowed.add(route.method);
    if (route.method === 'GET') allowed.add('HEAD'); // Hono serves HEAD from GET handlers
    allowedByPath.set(route.path, allowed);
  }
  for (const [path, allowed] of allowedByPath) {
    const allow = [...allowed].join(', ');
    app.all(path, (c) => errorJson(c, 405, { error: `Method ${c.req.method} not allowed; use ${allow}` }, { Allow: allow }));
  }
}
