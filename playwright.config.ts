import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { appPort, mailboxPort, smtpPort } from './tests/e2e/support/ports';

const baseURL = `http://127.0.0.1:${appPort}`;

/**
 * Debian's chromium (`npx playwright install` cannot download browsers here). The last three flags
 * spare CPU a test does not need, and change no behaviour a test checks: V8 stops at its baseline
 * compiler (scripts a test runs once gain nothing from the optimizing tiers, which cost CPU to run),
 * and one site's pages share a process (the suite opens one origin). They cut the accessibility
 * sweep's CPU time by 14 % and the journeys' by 5 %.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--js-flags=--max-opt=1',
    '--disable-features=site-per-process,IsolateOrigins,Translate,BackForwardCache',
    '--disable-site-isolation-trials',
  ],
};

/**
 * Browser tests run against the built app (`npm run build` first; `npm test` does it) served by
 * the Node server on a fresh embedded database, never on DATABASE_URL, sending its mail through a
 * real SMTP server the tests read.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder as it starts: its own, apart from the reports and logs npm test keeps beside it.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Locally a failed test keeps its trace with the DOM snapshots of each step (no screencast
    // frames: they were a third of Chromium's CPU time). In CI no test records one: recording cost
    // every passing test its snapshots, 30 s of a 7-minute run. A CI failure still prints the
    // error, its call log and the page's accessibility snapshot; `--trace retain-on-failure` brings
    // the trace back for a rerun.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions,
  },
  // A test runs once. Most run in the desktop project and prove what depends on the width by laying
  // their screen out again at 390 px (atWidth in tests/e2e/support/widths.ts); a phone's own behaviour
  // (its menu, touch, a phone's browser) is proven by the tests tagged @mobile, on an emulated Pixel 7.
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'desktop',
      dependencies: ['setup'],
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      dependencies: ['setup'],
      grep: /@mobile/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [
    {
      // The mail server the app sends through: the tests read what it received (tests/e2e/support/mailboxServer.ts).
      command: 'node tests/e2e/support/mailboxServer.ts',
      url: `http://127.0.0.1:${mailboxPort}/messages`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'npm run serve',
      url: `${baseURL}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        HOST: '127.0.0.1',
        PORT: String(appPort),
        DATABASE_URL: '',
        NODE_ENV: 'development',
        SMTP_URL: `smtp://voltfield:test-password@127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Voltfield <no-reply@voltfield.test>',
        // scrypt at N = 2^12 for this server's new passwords: at production's 2^17 a sign-in took over
        // 5 s while two Chromiums were busy (production's cost is tested by the Node server suite).
        PASSWORD_HASH_COST: '12',
        // Every limit × 100: the suite signs up and sends leads far more often than a person could from
        // one address. The limits themselves are proven by the API suite (refused in production).
        RATE_LIMIT_SCALE: '100',
        // Workers load this file too; only the runner, which starts the server, needs the folder.
        PGLITE_DIR: process.env.TEST_WORKER_INDEX ? '' : path.join(mkdtempSync(path.join(tmpdir(), 'voltfield-e2e-')), 'pglite'),
      },
    },
  ],
});
