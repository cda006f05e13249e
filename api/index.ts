/**
 * The Vercel serverless function: every `/api/*` path is rewritten here (vercel.json) and served
 * by the same app the Node server mounts. Nothing else may live in api/: Vercel would make each
 * file its own function and answer 404 for every other `/api/*` path.
 */
import { app } from '../src/server/app.ts';
import { getEnv } from '../src/server/env.ts';

// Validate the configuration at cold start: without DATABASE_URL the function stops here with a
// message naming it, rather than answering 500 to every request.
getEnv();

const handle = (request: Request): Response | Promise<Response> => app.fetch(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as HEAD, handle as OPTIONS };
