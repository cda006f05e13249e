// @ts-check
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import vercel from '@astrojs/vercel';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { COMING_SOON_ROUTES } from './src/lib/comingSoonRoutes.ts';
import { PAGE_CSP_DIRECTIVES, PAGE_STYLE_SOURCES } from './src/server/securityHeaders.ts';

/** Pages search engines should not list: the signed-in app, sign-in, and pages still being built. */
const UNLISTED = new Set(['/sign-in', '/dashboard', '/catalog', '/rfq', '/admin', ...Object.keys(COMING_SOON_ROUTES).map((route) => `/${route}`)]);

const onVercel = Boolean(process.env.VERCEL);

// Static-first: every page is prerendered; only src/pages/api/[...route].ts runs on demand.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  adapter: onVercel
    ? vercel({ staticHeaders: true })
    : node({ mode: 'standalone', staticHeaders: true }),
  // Sessions are the API's own (src/server/auth); Astro's are not used.
  session: false,
  server: {
    port: Number(process.env.PORT ?? 4321),
    host: process.env.HOST ?? 'localhost',
  },
  // Shiki's inline styles cannot pass a hash-based CSP, and the content has no code to highlight.
  markdown: { syntaxHighlight: false },
  integrations: [react(), mdx(), sitemap({ filter: (page) => !UNLISTED.has(new URL(page).pathname.replace(/\/$/, '') || '/') })],
  security: {
    // The API app checks origins itself, identically on Node and on Vercel (src/server/middleware/sameOrigin.ts).
    checkOrigin: false,
    csp: { directives: [...PAGE_CSP_DIRECTIVES], styleDirective: { resources: PAGE_STYLE_SOURCES } },
  },
  vite: {
    plugins: [tailwindcss()],
  },
});
