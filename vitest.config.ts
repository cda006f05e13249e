import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
/** The folders of src that run in the browser. */
const BROWSER_HALF = ['islands', 'pageScripts', 'browser', 'stores', 'client'];

/**
 * One config, six projects; `npm test` runs the first three in one Vitest run and the last three,
 * which read the builds, in another:
 * - unit: the pure modules of src/domain and src/server, and tests/unit. The files of a worker share
 *   one module graph: they mock nothing and keep no state another file could see.
 * - components: the browser half (islands with Testing Library, page scripts, stores, the API
 *   client); files opt into jsdom and mock the API client, so each gets modules of its own.
 * - api: the HTTP app through app.request() against a real database per file (tests/setup/testDatabase.ts).
 * - deploy: the Vercel build output (.vercel/output), after `npm run build:vercel`.
 * - site: the built pages (dist/client), after `npm run build`: links, feed, sitemap, policies, and what each page says.
 * - server: the Node server as `npm run serve` runs it over that build (methods, compression, caching, shutdown,
 *   and with DATABASE_URL, losing the database mid-transaction).
 */
export default defineConfig({
  resolve: { alias: { '~': src } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: BROWSER_HALF.flatMap((folder) => [`src/${folder}/**/*.test.ts`, `src/${folder}/**/*.test.tsx`]),
          environment: 'node',
          setupFiles: ['tests/setup/jsdomGaps.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/apiDatabaseTemplate.ts'],
          setupFiles: ['tests/setup/failOnErrorLog.ts', 'tests/setup/fastPasswords.ts'],
          // The files of a worker share one module graph instead of importing the app afresh each
          // (PGlite run 77 s -> 55 s, PostgreSQL 52 s -> 38 s on two cores). Safe here: every file opens
          // its own copy of the database, none mocks a module or writes process.env, and the modules'
          // caches hold only what every database has alike (weather, the solver, the projects listing).
          // Green in six runs with the files shuffled (--sequence.shuffle.files, seeds 1-3, both databases).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // A hang guard, not a budget: a cold start of the built function (and, on first use, its
        // migrations) took 20 s beside the browser suite on a slow machine, and once over 30 s.
        test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        extends: true,
        // Each page is read and parsed from the build: seconds on a busy machine, never a hang. The
        // files of a worker share one module graph (jsdom imported once, not once a file: 34 s of CPU
        // to 12 s): they only read the build and the documents parsed from it, and mock nothing.
        test: { name: 'site', include: ['tests/site/**/*.test.ts'], environment: 'node', testTimeout: 30_000, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
