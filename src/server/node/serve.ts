/**
 * Self-hosted server: the built Astro app (static pages + the API) behind Node's http server,
 * adding the security headers to every response. `npm start` builds, then runs this file.
 * HOST and PORT are honoured (default localhost:4321).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getEnv } from '../env.ts';
import { securityHeaders } from '../securityHeaders.ts';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

// Validate the configuration before listening: a production start without DATABASE_URL stops here.
const env = getEnv();
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = pathToFileURL(path.resolve('dist/server/entry.mjs')).href;
const { handler } = (await import(entry)) as { handler: NodeHandler };

const headers = {
  ...securityHeaders({ production: env.isProduction }),
  // The adapter sends each prerendered page's own policy (with its script hashes). Responses it
  // does not know, like the 404 page served for an unknown path, get the 404 page's policy.
  'Content-Security-Policy': notFoundPagePolicy(),
};
const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  handler(req, res);
});

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
server.listen(port, host, () => {
  console.info(`Voltfield is running at http://${host}:${port} (database: ${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.PGLITE_DIR}`})`);
  // Open, migrate and seed the database now rather than on the first visitor's request. Through
  // HTTP, because the app's database belongs to the bundle in dist/, not to this module's imports.
  fetch(`http://${host}:${port}/api/health`).catch((error: unknown) => console.error('Database warm-up failed:', error));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close());
}

/** The Content-Security-Policy Astro computed for the prerendered 404 page (dist/_headers.json). */
function notFoundPagePolicy(): string {
  const file = path.resolve('dist/_headers.json');
  const routes = JSON.parse(readFileSync(file, 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[];
  const policy = routes.find((route) => route.pathname === '/404')?.headers.find((header) => header.key === 'Content-Security-Policy');
  if (!policy) throw new Error(`No Content-Security-Policy for /404 in ${file}: is security.csp enabled in astro.config.mjs?`);
  return policy.value;
}
