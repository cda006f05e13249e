// @ts-check
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** The architecture's boundaries (DESIGN.md), enforced rather than remembered. */
const serverMayNotImport = ['~/islands/*', '~/stores/*', '~/pages/*', '**/islands/**', '**/stores/**', '**/pages/**'];
const browserMayNotImport = ['~/server/*', '**/server/**'];
const domainMayNotImport = [...serverMayNotImport, ...browserMayNotImport, '~/lib/*', '**/lib/**', 'node:*', 'pg', '@electric-sql/*', 'drizzle-orm*', 'hono*', 'react', 'react-dom'];

/** @param {string[]} patterns @param {string} message @returns {import('eslint').Linter.RulesRecord} */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.vercel/', 'node_modules/', 'test-results/', 'playwright-report/', '.data/', 'src/server/db/migrations/', '**/*.tmp.*'] },
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
    files: ['src/lib/**', 'src/stores/**', 'src/islands/**', 'src/components/**', 'src/layouts/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict(browserMayNotImport, 'Browser code must not import server code (DESIGN.md boundaries).'),
  },
  {
    files: ['src/server/**'],
    rules: restrict(serverMayNotImport, 'src/server must stay framework-free: no islands, stores or pages.'),
  },
  {
    files: ['src/domain/**'],
    rules: restrict(domainMayNotImport, 'src/domain is pure: no I/O, no framework, no server or browser code.'),
  },
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
