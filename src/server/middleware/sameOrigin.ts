import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a browser from another site (CSRF). Browsers send
 * `Origin` on every POST/PUT/PATCH/DELETE and `Sec-Fetch-Site` on every request; either one
 * pointing elsewhere is refused. Requests with neither come from non-browser clients, which hold
 * no victim's cookies. Allowed origins: SITE_URL and the request's own origin.
 */
export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const foreignOrigin = origin !== undefined && origin !== siteOrigin(c.var.deps.env().SITE_URL) && origin !== new URL(c.req.url).origin;
    const foreignSite = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (foreignOrigin || foreignSite) throw new ApiError(403, 'Cross-origin request refused');
  }
  await next();
};

let site: { url: string; origin: string } | undefined;
function siteOrigin(url: string): string {
  if (site?.url !== url) site = { url, origin: new URL(url).origin };
  return site.origin;
}
