import type { APIRoute } from 'astro';
import { app } from '../app.ts';
import { closeDatabase } from '../db/database.ts';

/**
 * `astro dev` only (astro.config.mjs injects it): the one API app at /api/*. The built Node server
 * (src/server/node/serve.ts) and Vercel (api/index.ts) serve it without Astro.
 */
export const prerender = false;

// PGlite must be closed to flush its files when the dev server stops; once per process, however
// often this module is reloaded.
const hooked = Symbol.for('voltfield.dev.closeDatabaseOnExit');
const flags = globalThis as Record<symbol, boolean>;
if (!flags[hooked]) {
  flags[hooked] = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void closeDatabase().finally(() => process.exit(0)));
  }
}

export const ALL: APIRoute = (context) => {
  let clientAddress: string | undefined;
  try {
    clientAddress = context.clientAddress;
  } catch {
    // The dev server could not tell; rate limits then fall back to a shared bucket.
  }
  return app.fetch(context.request, { clientAddress });
};
