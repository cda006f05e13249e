/**
 * Security headers, in one place for the Node server (src/server/node/serve.ts), the API app,
 * astro.config.mjs and vercel.json (a test keeps that file in step with this one).
 */

/**
 * Content-Security-Policy directives for pages. Astro adds `script-src` and `style-src` with the
 * hashes of every script and style it emits (no 'unsafe-inline') and sends the whole policy as
 * a response header through the adapters' `staticHeaders`, so `frame-ancestors` takes effect.
 */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  // Profile pictures may come from an OpenID provider's CDN.
  "img-src 'self' data: https:",
  "connect-src 'self'",
] as const;

/**
 * Sources for Astro's style directive. Style *attributes* may be inline (`style-src-attr`):
 * server-rendered components carry some (Headless UI's visually-hidden focus guards, chart
 * widths) and an attribute cannot run script. `<style>` elements stay hash-only. `style-src`
 * itself is left to Astro, which writes `'self'` and the hashes (naming `'self'` here too only
 * earns a build warning that it does not reach attributes, which is the point).
 */
export const PAGE_STYLE_SOURCES = [{ resource: "'unsafe-inline'", kind: 'attribute' as const }];

/** API responses are JSON: nothing in them may load or run anything. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of the site's scripts themselves. It matters only for a worker, which runs under the
 * policy its script was sent with: the optimizer's worker fetches HiGHS from this origin and
 * compiles its WebAssembly ('wasm-unsafe-eval' allows that, not eval of JavaScript).
 */
export const SCRIPT_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; object-src 'none'; base-uri 'none'";

/** HSTS: two years, subdomains included. Sent only where the site is served over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/** Headers for every response, pages, assets and API alike. */
export function securityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(production ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * Headers of every API answer: the security headers, a policy that lets nothing load or run, and
 * no-store (nothing a cache may share between users; a route may say otherwise).
 */
export function apiHeaders({ production }: { production: boolean }): Record<string, string> {
  return { ...securityHeaders({ production }), 'Content-Security-Policy': API_CONTENT_SECURITY_POLICY, 'Cache-Control': 'no-store' };
}
