// @ts-check
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import vercel from '@astrojs/vercel';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { AUTH_HINT_SCRIPT } from './src/domain/authHint.ts';
import { precompress } from './src/server/node/precompress.ts';
import { PAGE_CSP_DIRECTIVES, PAGE_STYLE_SOURCES } from './src/server/securityHeaders.ts';

/** Pages search engines should not list: the signed-in app, sign-in, account recovery and invitations, and unsubscribing. */
const UNLISTED = new Set([
  '/sign-in',
  '/dashboard',
  '/dashboard/calculations',
  '/sites',
  '/sites/site',
  '/sites/shared',
  '/catalog',
  '/rfq',
  '/admin',
  '/account',
  '/forgot-password',
  '/reset-password',
  '/invitation',
  '/unsubscribe',
]);

const onVercel = Boolean(process.env.VERCEL);

/**
 * The API belongs to no Astro route: the Node server (src/server/node/serve.ts) and Vercel
 * (api/index.ts) serve the Hono app themselves. Only `astro dev` mounts it, at /api/*.
 */
/**
 * HiGHS's WebAssembly loader imports `node:module` only when it runs in Node; in the optimizer's
 * browser worker that branch never runs, so the import resolves to a stub there instead of being
 * externalised with a warning.
 */
/** @type {import('vite').Plugin} */
const highsWithoutNode = {
  name: 'voltfield:highs-without-node',
  enforce: 'pre',
  resolveId(id, importer) {
    if (id === 'node:module' && importer?.includes('/node_modules/highs/')) return '\0highs-node-module';
  },
  load(id) {
    if (id === '\0highs-node-module')
      return "export function createRequire() { throw new Error('node:module is not available in a browser'); }";
  },
};

/** @type {import('astro').AstroIntegration} */
const devApi = {
  name: 'voltfield:dev-api',
  hooks: {
    'astro:config:setup': ({ command, injectRoute }) => {
      if (command === 'dev') injectRoute({ pattern: '/api/[...route]', entrypoint: './src/server/dev/apiRoute.ts', prerender: false });
    },
  },
};

/** `client:afterpaint` (src/browser/hydrateAfterPaint.ts): the calculators' and forms' islands hydrate after the first paint. */
/** @type {import('astro').AstroIntegration} */
const hydrateAfterPaint = {
  name: 'voltfield:hydrate-after-paint',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'afterpaint', entrypoint: fileURLToPath(new URL('./src/browser/hydrateAfterPaint.ts', import.meta.url)) });
    },
  },
};

/** The Node server sends precompressed files; Vercel's CDN compresses by itself. */
/** @type {import('astro').AstroIntegration} */
const precompressSite = {
  name: 'voltfield:precompress',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      if (onVercel) return;
      const count = await precompress(fileURLToPath(dir));
      logger.info(`${count} files precompressed (brotli, gzip)`);
    },
  },
};

/**
 * What the pages load on demand (a calculator's result, a dialog) is one small chunk whose own
 * imports the page has already loaded: Vite's module-preload helper, 0.9 KB on every such page,
 * would buy nothing. Astro sets the option itself for the client build, so a plugin unsets it.
 * @type {import('vite').Plugin}
 */
const withoutModulePreload = {
  name: 'voltfield:without-module-preload',
  enforce: 'post',
  configEnvironment(name, config) {
    if (name === 'client' && config.build) config.build.modulePreload = false;
  },
};

/**
 * What every page's header and toasts run (src/pageScripts/navigation.ts, toastRegion.ts) and
 * everything those import, in one chunk: split by the islands that share them, they were ten files
 * fetched in three rounds before the page's first paint.
 */
const CHROME_MODULES =
  /[\\/](src[\\/](client[\\/](auth|http)|stores[\\/](currentUser|toasts)|domain[\\/](roles|labels|users|timings|authHint))\.ts$|node_modules[\\/]nanostores[\\/])/;

// Static-first: every page is prerendered.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  // The Vercel build writes apart from the Node build's dist/, which a running server may be serving.
  outDir: onVercel ? './.vercel/astro-dist' : './dist',
  adapter: onVercel ? vercel({ staticHeaders: true }) : node({ mode: 'standalone', staticHeaders: true }),
  // Sessions are the API's own (src/server/auth); Astro's are not used.
  session: false,
  server: {
    port: Number(process.env.PORT ?? 4321),
    host: process.env.HOST ?? 'localhost',
  },
  // Shiki's inline styles cannot pass a hash-based CSP, and the content has no code to highlight.
  markdown: { syntaxHighlight: false },
  integrations: [
    devApi,
    hydrateAfterPaint,
    precompressSite,
    react(),
    mdx(),
    sitemap({ filter: (page) => !UNLISTED.has(new URL(page).pathname.replace(/\/$/, '') || '/') }),
  ],
  security: {
    // The API app checks origins itself, identically on Node and on Vercel (src/server/middleware/sameOrigin.ts).
    checkOrigin: false,
    csp: {
      directives: [...PAGE_CSP_DIRECTIVES],
      styleDirective: { resources: PAGE_STYLE_SOURCES },
      // The auth hint runs inline on every page (src/components/AuthHint.astro).
      scriptDirective: { hashes: [`sha256-${createHash('sha256').update(AUTH_HINT_SCRIPT).digest('base64')}`] },
    },
  },
  vite: {
    plugins: [tailwindcss(), withoutModulePreload],
    // Every MDX file carries Astro's "use astro:head-inject" marker, which the bundler warns it may
    // not keep; Astro handles it itself (withastro/astro#18087), so the 37 warnings say nothing.
    build: {
      rolldownOptions: {
        checks: { moduleLevelDirective: false },
        output: { codeSplitting: { groups: [{ name: 'chrome', test: CHROME_MODULES }] } },
      },
    },
    // The optimizer's worker loads HiGHS on demand (a dynamic import), which only module workers can.
    worker: { format: 'es', plugins: () => [highsWithoutNode] },
  },
});
