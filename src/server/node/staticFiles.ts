import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { SCRIPT_CONTENT_SECURITY_POLICY } from '../securityHeaders.ts';

/** Vite names every file under /_astro/ after a hash of its content: it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files may change with any deployment: revalidate (ETag) every time. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface StaticSite {
  /** Serves a GET or HEAD for a file of the built site; calls `miss` when there is none. */
  serve(req: IncomingMessage, res: ServerResponse, miss: () => void): void;
}

/**
 * The built site (`dist/client`) as the Node server sends it: the precompressed brotli or gzip
 * variant the browser accepts (written at build time, src/server/node/precompress.ts), ETag and
 * 304, long-lived caching for hashed assets and revalidation for everything else, and each
 * page's own Content-Security-Policy (Astro writes them, with their script hashes, to
 * `dist/_headers.json`; a path that is no page gets the 404 page's). The file list is read once
 * at start; nothing touches the disk to find a file.
 */
export function staticSite(distDir: string): StaticSite {
  const policies = pagePolicies(path.join(distDir, '_headers.json'));
  const notFoundPolicy = policies.get('/404');
  if (!notFoundPolicy)
    throw new Error(`No Content-Security-Policy for /404 in ${distDir}/_headers.json: is security.csp enabled in astro.config.mjs?`);
  const files = sirv(path.join(distDir, 'client'), { etag: true, brotli: true, gzip: true, extensions: ['html'], dotfiles: false });

  return {
    serve(req, res, miss) {
      const pathname = (req.url ?? '/').split('?', 1)[0]!;
      const script = pathname.startsWith('/_astro/') && pathname.endsWith('.js');
      res.setHeader(
        'Content-Security-Policy',
        script ? SCRIPT_CONTENT_SECURITY_POLICY : (policies.get(pageOf(pathname)) ?? notFoundPolicy),
      );
      res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE);
      files(req, res, () => {
        // No such file: whatever answers (the 404 page) may change with the next deployment.
        res.setHeader('Cache-Control', REVALIDATE);
        miss();
      });
    },
  };
}

/** `/about/`, `/about/index.html` and `/about.html` are the page `/about`. */
function pageOf(pathname: string): string {
  const page = pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  return page === '' ? '/' : page;
}

/** Each prerendered page's Content-Security-Policy, by pathname. */
function pagePolicies(file: string): Map<string, string> {
  const routes = JSON.parse(readFileSync(file, 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[];
  const policies = new Map<string, string>();
  for (const route of routes) {
    const policy = route.headers.find((header) => header.key === 'Content-Security-Policy');
    if (policy) policies.set(pageOf(route.pathname), policy.value);
  }
  return policies;
}
