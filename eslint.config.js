// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * The architecture's boundaries (docs/decisions/018-where-code-goes.md), enforced rather
 * than remembered: which folder may import which. tests/unit/boundaries.test.ts proves each fires.
 */
const folders = {
  server: ['~/server/*', '**/server/**'],
  islands: ['~/islands/*', '**/islands/**'],
  stores: ['~/stores/*', '**/stores/**'],
  pages: ['~/pages/*', '**/pages/**'],
  client: ['~/client/*', '**/client/**'],
  browser: ['~/browser/*', '**/browser/**'],
  pageScripts: ['~/pageScripts/*', '**/pageScripts/**'],
  pageData: ['~/pageData/*', '**/pageData/**'],
};
/**
 * The islands' shared floors, bottom up: `ui` (data hook, list states, charts, dialogs) imports no
 * other island folder; `forms` builds on `ui`; `rfqViews` (the RFQ views buyers, staff and the
 * dashboard share) on both. Every other folder is one feature, which imports its own folder and
 * the shared floors, never another feature.
 * @type {Record<string, { imports: string[], message: string }>}
 */
const SHARED_ISLAND_FOLDERS = {
  ui: { imports: ['ui'], message: 'src/islands/ui is the bottom of the kit: it imports no other island folder.' },
  forms: { imports: ['ui', 'forms'], message: 'src/islands/forms builds on src/islands/ui only.' },
  rfqViews: { imports: ['ui', 'forms', 'rfqViews'], message: 'src/islands/rfqViews builds on the kit (ui, forms) only.' },
};
const islandFolders = readdirSync(new URL('./src/islands', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @param {(keyof typeof folders)[]} names */
const these = (...names) => names.flatMap((name) => folders[name]);

/**
 * What an island folder may import: no server code, build-time loaders or page scripts, and of
 * src/islands only the floors below it (SHARED_ISLAND_FOLDERS) and its own folder.
 * @param {string} folder
 * @returns {import('eslint').Linter.RulesRecord}
 */
function islandFolderRules(folder) {
  const shared = SHARED_ISLAND_FOLDERS[folder];
  const allowed = shared ? shared.imports : [...Object.keys(SHARED_ISLAND_FOLDERS), folder];
  const forbidden = islandFolders.filter((other) => !allowed.includes(other));
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: these('server', 'pageData', 'pageScripts', 'pages'),
            message: 'Islands run in the browser: no server code, build-time loaders or page scripts.',
          },
          {
            // Another island folder, named from src/islands (`../admin/…`, `../../admin/…` from a subfolder) or by alias.
            regex: `^(?:(?:\\.\\./)+|~/islands/)(?:${forbidden.join('|')})/`,
            message: shared
              ? shared.message
              : 'An island imports its own feature folder and the shared ones (ui, forms, rfqViews): move what two features share there.',
          },
        ],
      },
    ],
  };
}

const frameworks = ['node:*', 'pg', '@electric-sql/*', 'drizzle-orm*', 'hono*', 'react', 'react-dom', 'astro:*'];

/** @param {string[]} patterns @param {string} message @returns {import('eslint').Linter.RulesRecord} */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/**
 * Only the API client (src/client) names the API's URLs; everyone else calls it.
 * @type {import('eslint').Linter.RulesRecord}
 */
const noApiUrls = {
  'no-restricted-syntax': [
    'error',
    { selector: 'Literal[value=/^\\/api\\//]', message: 'Call the API through src/client, the only code that names /api/ URLs.' },
    {
      selector: 'TemplateElement[value.raw=/^\\/api\\//]',
      message: 'Call the API through src/client, the only code that names /api/ URLs.',
    },
  ],
};

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.vercel/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.data/',
      'src/server/db/migrations/',
      '**/*.tmp.*',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/components/**', 'src/layouts/**', 'src/pages/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict(these('server'), 'Pages and components must not import server code.'),
  },
  {
    files: ['src/islands/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...restrict(
        these('server', 'pageData', 'pageScripts', 'pages'),
        'Islands run in the browser: no server code, build-time loaders or page scripts.',
      ),
      ...noApiUrls,
    },
  },
  // Each island folder imports the shared floors below it and its own folder (SHARED_ISLAND_FOLDERS).
  // One entry per folder: a rule's options do not merge.
  ...islandFolders.map((folder) => ({ files: [`src/islands/${folder}/**`], rules: islandFolderRules(folder) })),
  {
    files: ['src/client/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict(
      these('server', 'islands', 'stores', 'browser', 'pageScripts', 'pageData', 'pages'),
      'The API client is the bottom layer of the browser code: it imports src/domain only.',
    ),
  },
  {
    files: ['src/stores/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...restrict(
        these('server', 'islands', 'browser', 'pageScripts', 'pageData', 'pages'),
        'Stores may use the API client and src/domain only.',
      ),
      ...noApiUrls,
    },
  },
  {
    files: ['src/browser/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...restrict(
        these('server', 'islands', 'pageScripts', 'pageData', 'pages'),
        'Browser helpers may use the client, the stores and src/domain only.',
      ),
      ...noApiUrls,
    },
  },
  {
    files: ['src/pageScripts/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...restrict(
        these('server', 'islands', 'pageData', 'pages'),
        'Page scripts run in the browser: no server code, islands or build-time loaders.',
      ),
      ...noApiUrls,
    },
  },
  {
    files: ['src/pageData/**'],
    rules: restrict(
      these('server', 'islands', 'stores', 'client', 'browser', 'pageScripts', 'pages'),
      'Build-time loaders run while the site is built: no browser or server code.',
    ),
  },
  {
    files: ['src/server/**'],
    rules: restrict(
      these('islands', 'stores', 'pages', 'client', 'browser', 'pageScripts', 'pageData'),
      'src/server must stay framework-free: no islands, stores, pages or browser code.',
    ),
  },
  // The server's floors: db, auth, mail and documents sit below the services, which sit below routes and middleware.
  {
    files: ['src/server/db/**', 'src/server/auth/**', 'src/server/mail/**', 'src/server/documents/**'],
    rules: restrict(
      [
        ...these('islands', 'stores', 'pages', 'client', 'browser', 'pageScripts', 'pageData'),
        '**/server/services/**',
        '../services/*',
        '**/server/routes/**',
        '../routes/*',
        '**/server/middleware/**',
        '../middleware/*',
        '../app.ts',
      ],
      'db, auth, mail and documents are the floors services build on: they import no service, route or middleware (pass what they need in).',
    ),
  },
  {
    files: ['src/domain/**'],
    rules: restrict(
      [...these('server', 'islands', 'stores', 'pages', 'client', 'browser', 'pageScripts', 'pageData'), ...frameworks],
      'src/domain is pure: no I/O, no framework, no server or browser code.',
    ),
  },
  // Tests check the URLs the client calls.
  { files: ['**/*.test.ts', '**/*.test.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  { ...reactHooks.configs.flat.recommended, files: ['src/islands/**/*.tsx'] },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      // A skipped or focused test is a defect, not a state to commit.
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
      // fast-check's fc.assert, the axe helper and the API's field-issue helper are assertions too.
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'fc.assert', 'expectAccessible', 'expectIssue', 'expectAnswerOrNewQuoteToLand'] },
      ],
      // expect(value, 'what was being checked') is how Vitest and Playwright label a failure.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
);
