import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';

/** The path's own limit in `larger`: its exact path, or a pattern whose `:name` segments stand for any one segment. */
function largerLimits(larger: Readonly<Record<string, number>>): (path: string) => number | undefined {
  const patterns = Object.entries(larger)
    .filter(([path]) => path.includes('/:'))
    .map(([path, limit]) => [new RegExp(`^${path.replace(/\/:[^/]+/g, '/[^/]+')}$`), limit] as const);
  return (path) => larger[path] ?? patterns.find(([pattern]) => pattern.test(path))?.[1];
}

/**
 * 413 for a body over `maxBytes` (or the larger limit of a path in `larger`). A declared
 * Content-Length is decided on the header alone (Node's parser never reads past it) so the body
 * stays unread until the route reads it; a streamed body (no length) is counted as it arrives by
 * Hono's bodyLimit. Requests without a body pass.
 */
export function limitBody(maxBytes: number, larger: Readonly<Record<string, number>> = {}): MiddlewareHandler<AppEnv> {
  const limiters = new Map<number, { tooLarge(): never; streamed: MiddlewareHandler<AppEnv> }>();
  const limiterFor = (limit: number) => {
    let limiter = limiters.get(limit);
    if (!limiter) {
      const tooLarge = (): never => {
        throw new ApiError(413, `Request body too large (limit ${limit / 1024} KB)`);
      };
      limiter = { tooLarge, streamed: bodyLimit({ maxSize: limit, onError: tooLarge }) };
      limiters.set(limit, limiter);
    }
    return limiter;
  };
  const largerLimit = largerLimits(larger);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limit = largerLimit(c.req.path) ?? maxBytes;
    const { tooLarge, streamed } = limiterFor(limit);
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number(length) > limit) tooLarge();
    return next();
  };
}
