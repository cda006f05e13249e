import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';

/**
 * 413 for a body over `maxBytes`. A declared Content-Length is decided on the header alone (Node's
 * parser never reads past it) so the body stays unread until the route reads it; a streamed body
 * (no length) is counted as it arrives by Hono's bodyLimit. Requests without a body pass.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  const tooLarge = () => {
    throw new ApiError(413, `Request body too large (limit ${maxBytes / 1024} KB)`);
  };
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number(length) > maxBytes) tooLarge();
    return next();
  };
}
