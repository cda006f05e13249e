import type { APIRoute } from 'astro';
import { app } from '~/server/app';

// The one API app, served on demand by the Node server and `astro dev` (Vercel uses api/index.ts).
export const prerender = false;

export const ALL: APIRoute = ({ request }) => app.fetch(request);
