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
 * The architecture's boundaries (DESIGN.md, docs/decisions/018-where-code-goes.md), enforced rather
 * than remembered: which folder may import which. tests/unit/boundaries.test.ts proves each fires.
 */
const folders = {
  server: ['~/server/*', '**/server/**'],
  islands: ['~/islands/*', '**/islands/**'],
  stores: ['~/stores/*', '**/stores/**'],
  pages: ['~/pages/*', '**/pages/**'],
  client: ['~/lib/client/*', '**/lib/client/**'],
  browser: ['~/lib/browser/*', '**/lib/browser/**'],
  scripts: ['~/lib/scripts/*', '**/lib/scripts/**'],
  build: ['~/lib/build/*', '**/lib/build/**'],
};
/** The islands' folders: the kit every feature builds on, and one folder per feature. */
const KIT_FOLDERS = ['ui', 'forms'];
const islandFolders = readdirSync(new URL('./src/islands', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @param {(keyof typeof folders)[]} names */
const these = (...names) => names.flatMap((name) => folders[name]);

/**
 * What an island folder may import: no server code, build-time loaders or page scripts, and of
 * src/islands only the kit (ui/, forms/) and its own folder; the kit imports no feature folder.
 * @param {string} folder
 * @returns {import('eslint').Linter.RulesRecord}
 */
function islandFolderRules(folder) {
  const kit = KIT_FOLDERS.includes(folder);
  const allowed = kit ? KIT_FOLDERS : [...KIT_FOLDERS, folder];
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: these('server', 'build', 'scripts', 'pages'),
            message: 'Islands run in the browser: no server code, build-time loaders or page scripts.',
          },
          {
            regex: `^(?:\\.\\./|~/islands/)(?!(?:${allowed.join('|')})/)`,
            message: kit
              ? 'The kit (src/islands/ui, src/islands/forms) serves every feature: it imports none of them.'
              : 'An island imports its own feature folder and the kit (src/islands/ui, src/islands/forms): move what two features share into the kit.',
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
 * Only the API client (src/lib/client) names the API's URLs; everyone else calls it.
 * @type {import('eslint').Linter.RulesRecord}
 */
const noApiUrls = {
  'no-restricted-syntax': [
    'error',
    { selector: 'Literal[value=/^\\/api\\//]', message: 'Call the API through src/lib/client, the only code that names /api/ URLs.' },
    {
      selector: 'TemplateElement[value.raw=/^\\/api\\//]',
      message: 'Call the API through src/lib/client, the only code that names /api/ URLs.',
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
        these('server', 'build', 'scripts', 'pages'),
        'Islands run in the browser: no server code, build-time loaders or page scripts.',
      ),
      ...noApiUrls,
    },
  },
  // An island imports its own feature folder and the kit (ui/, forms/), nothing else of src/islands;
  // the kit imports no feature folder. One entry per folder: a rule's options do not merge.
  ...islandFolders.map((folder) => ({ files: [`src/islands/${folder}/**`], rules: islandFolderRules(folder) })),
  {
    files: ['src/lib/client/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict(
      these('server', 'islands', 'stores', 'browser', 'scripts', 'build', 'pages'),
      'The API client is the bottom layer of the browser code: it imports src/domain only.',
    ),
  },
  {
    files: ['src/stores/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...restrict(these('server', 'islands', 'browser', 'scripts', 'build', 'pages'), 'Stores may use the API client and src/domain only.'),
      ...noApiUrls,
    },
  },
  {
    files: ['src/lib/browser/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...restrict(
        these('server', 'islands', 'scripts', 'build', 'pages'),
        'Browser helpers may use the client, the stores and src/domain only.',
      ),
      ...noApiUrls,
    },
  },
  {
    files: ['src/lib/scripts/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...restrict(
        these('server', 'islands', 'build', 'pages'),
        'Page scripts run in the browser: no server code, islands or build-time loaders.',
      ),
      ...noApiUrls,
    },
  },
  {
    files: ['src/lib/build/**'],
    rules: restrict(
      these('server', 'islands', 'stores', 'client', 'browser', 'scripts', 'pages'),
      'Build-time loaders run while the site is built: no browser or server code.',
    ),
  },
  {
    files: ['src/server/**'],
    rules: restrict(
      these('islands', 'stores', 'pages', 'client', 'browser', 'scripts', 'build'),
      'src/server must stay framework-free: no islands, stores, pages or browser code.',
    ),
  },
  {
    files: ['src/domain/**'],
    rules: restrict(
      [...these('server', 'islands', 'stores', 'pages', 'client', 'browser', 'scripts', 'build'), ...frameworks],
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
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'fc.assert', 'expectAccessible', 'expectIssue'] }],
      // expect(value, 'what was being checked') is how Vitest and Playwright label a failure.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
);
