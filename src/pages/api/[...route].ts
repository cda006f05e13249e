import type { APIRoute } from 'astro';
import { app } from '~/server/app';

// The one API app, served on demand by the Node server and `astro dev` (Vercel uses api/index.ts).
export const prerender = false;

export const ALL: APIRoute = (context) => {
  let clientAddress: string | undefined;
  try {
    clientAddress = context.clientAddress;
  } catch {
    // The adapter could not tell; rate limits then fall back to a shared bucket.
  }
  return app.fetch(context.request, { clientAddress });
};
