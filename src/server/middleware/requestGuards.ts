import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';

/**
 * The checks every API request passes before its route, in this order: a path that decodes, a body
 * within its limit, and no state-changing request from another site. One middleware rather than
 * three, because each step through Hono's chain costs every request (decision 114).
 */
export function requestGuards(maxBytes: number, larger: Readonly<Record<string, number>> = {}): MiddlewareHandler<AppEnv> {
  const limitFor = bodyLimits(maxBytes, larger);
  return (c, next) => {
    rejectMalformedPath(c.req.url);
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const streamed = refuseDeclaredOversize(c, limitFor(c.req.path));
    refuseCrossSite(c);
    return streamed ? streamed(c, next) : next();
  };
}

/**
 * 400 for a path whose percent-encoding is broken (`%ZZ`, a truncated `%E0%A4%A`, bytes that are
 * not UTF-8): no route could read it, and it must not reach one half-decoded.
 */
function rejectMalformedPath(url: string): void {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.indexOf('?', start);
  const path = url.slice(start, end === -1 ? undefined : end);
  if (!path.includes('%')) return;
  try {
    decodeURIComponent(path);
  } catch {
    throw new ApiError(400, 'Malformed percent-encoding in the path');
  }
}

interface BodyLimit {
  limit: number;
  tooLarge(): never;
  /** Hono's bodyLimit, which counts a streamed body (no Content-Length) as it arrives. */
  streamed: MiddlewareHandler<AppEnv>;
}

/**
 * Each path's body limit: `maxBytes`, or the larger limit of a path in `larger` (its exact path, or
 * a pattern whose `:name` segments stand for any one segment).
 */
function bodyLimits(maxBytes: number, larger: Readonly<Record<string, number>>): (path: string) => BodyLimit {
  const limits = new Map<number, BodyLimit>();
  const limitOf = (limit: number) => {
    let found = limits.get(limit);
    if (!found) {
      const tooLarge = (): never => {
        throw new ApiError(413, `Request body too large (limit ${limit / 1024} KB)`);
      };
      found = { limit, tooLarge, streamed: bodyLimit({ maxSize: limit, onError: tooLarge }) };
      limits.set(limit, found);
    }
    return found;
  };
  const patterns = Object.entries(larger)
    .filter(([path]) => path.includes('/:'))
    .map(([path, limit]) => [new RegExp(`^${path.replace(/\/:[^/]+/g, '/[^/]+')}$`), limit] as const);
  return (path) => limitOf(larger[path] ?? patterns.find(([pattern]) => pattern.test(path))?.[1] ?? maxBytes);
}

/**
 * 413 for a declared Content-Length over the limit, decided on the header alone (Node's parser never
 * reads past it), so the body stays unread until the route reads it. A streamed body (no length) is
 * counted as it arrives: the limiter to wrap the route in is returned. Requests without a body pass.
 */
function refuseDeclaredOversize(c: Context<AppEnv>, { limit, tooLarge, streamed }: BodyLimit): MiddlewareHandler<AppEnv> | undefined {
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed;
  if (Number(length) > limit) tooLarge();
  return undefined;
}

/**
 * Refuses a state-changing request sent by a browser from another site (CSRF). Browsers send
 * `Origin` on every POST/PUT/PATCH/DELETE and `Sec-Fetch-Site` on every request; either one
 * pointing elsewhere is refused. Requests with neither come from non-browser clients, which hold no
 * victim's cookies. Allowed origins: SITE_URL and the request's own origin. (OPTIONS changes nothing.)
 */
function refuseCrossSite(c: Context<AppEnv>): void {
  if (c.req.method === 'OPTIONS') return;
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const foreignOrigin = origin !== undefined && origin !== siteOrigin(c.var.deps.env().SITE_URL) && origin !== new URL(c.req.url).origin;
  const foreignSite = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (foreignOrigin || foreignSite) throw new ApiError(403, 'Cross-origin request refused');
}

let site: { url: string; origin: string } | undefined;
function siteOrigin(url: string): string {
  if (site?.url !== url) site = { url, origin: new URL(url).origin };
  return site.origin;
}
