import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';

/**
 * 400 for a path whose percent-encoding is broken (`%ZZ`, a truncated `%E0%A4%A`, bytes that are
 * not UTF-8): no route could read it, and it must not reach one half-decoded.
 */
export const rejectMalformedPath: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.indexOf('?', start);
  const path = url.slice(start, end === -1 ? undefined : end);
  if (path.includes('%')) {
    try {
      decodeURIComponent(path);
    } catch {
      throw new ApiError(400, 'Malformed percent-encoding in the path');
    }
  }
  await next();
};
