import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { apiHeaders } from '../securityHeaders.ts';

/**
 * First on every API request: the app's dependencies and a request id on the context, the API's
 * headers (unless the mount set them), and one log line when the answer is ready (id, method,
 * path, status, duration; never the query string, body or cookies). The headers are set before
 * the route answers, so they are part of the response it creates, not copied onto it afterwards.
 */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  let headers: [string, string][] | undefined;
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.env?.requestId ?? acceptedRequestId(c.req.header('x-request-id')) ?? randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('arrivedAt', started);
    if (!c.env?.apiHeadersSet) {
      headers ??= Object.entries(apiHeaders({ production: deps.env().isProduction }));
      for (const [name, value] of headers) c.header(name, value);
    }
    if (!c.env?.requestId) c.header('X-Request-Id', requestId);
    await next();
    const ms = Math.round((performance.now() - started) * 100) / 100;
    deps.log.info({ reqId: requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  };
}

/** A request id set by a proxy in front of us is kept when it is a plain token; anything else is replaced. */
export function acceptedRequestId(header: string | undefined): string | undefined {
  return header && /^[\w.:-]{1,100}$/.test(header) ? header : undefined;
}
