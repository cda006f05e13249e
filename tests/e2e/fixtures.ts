import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.1 A and AA, the bar every page must clear. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe-core on the page as it is now and fails on any WCAG 2.1 A/AA violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // Legacy mode runs axe.run() in the page itself. The default (runPartial per frame, then
  // finishRun in a blank tab it opens) exists for cross-origin iframes, which the site has none
  // of, and took ~40% longer per audit: a second tab and a second injection of axe.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const report = violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`);
    return `  ${violation.id} (${violation.impact}): ${violation.help}\n${targets.join('\n')}`;
  });
  expect(violations, `axe found WCAG violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}

/**
 * Waits until every island on screen has hydrated (Astro drops the `ssr` attribute then).
 * Interacting earlier would reach server-rendered HTML that React has not taken over yet.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
}

/**
 * The field is focused and fully on screen with its message: below the sticky header, above the
 * bottom edge (where an invalid submit must leave the first bad field).
 */
export async function expectFocusedInView(page: Page, field: Locator, message: Locator): Promise<void> {
  await expect(field).toBeFocused();
  const headerBottom = (await page.getByRole('banner').boundingBox())!.height;
  // The page scrolls smoothly: wait for the field to arrive.
  await expect
    .poll(async () => (await field.boundingBox())!.y, { message: 'the field is below the sticky header' })
    .toBeGreaterThanOrEqual(headerBottom);
  const messageBox = (await message.boundingBox())!;
  expect(messageBox.y + messageBox.height, 'its message is above the bottom edge').toBeLessThanOrEqual(page.viewportSize()!.height);
}

/**
 * Whether this page, as this kind of visitor sees it, already passed its audit in this run (any
 * test, any worker). What a fresh tab shows depends on the project (viewport, device), the page,
 * and who is signed in: a visitor, a buyer or an admin (the app keeps nothing in local storage).
 * Two buyers see the same page with other data, so a page is audited once per role, not once per
 * session (109 audits a run, where keying by session made 123–130). A state that only some data
 * shows (an empty dashboard) is audited by its test with `expectAccessible`. A page is its path and
 * the names of its query parameters: `/rfq?id=…` (one request) is another view than `/rfq` (the
 * list), but `/rfq?id=14` and `/rfq?id=21` are the same view, as are two reset links with different
 * tokens. The marks live in the run's output folder, which Playwright empties at each start.
 */
function auditKey(project: string, url: string, visitor: string): string {
  const { pathname, searchParams } = new URL(url);
  const view = [pathname, [...new Set(searchParams.keys())].sort()];
  return createHash('sha256')
    .update(JSON.stringify([project, view, visitor]))
    .digest('hex');
}

/** Who this context's cookies sign in on the site of `url`: the account's role, or 'visitor'. */
async function visitorOf(context: BrowserContext, url: string): Promise<string> {
  const me = await context.request.get(new URL('/api/auth/user', url).href);
  return me.ok() ? ((await me.json()) as { role: string }).role : 'visitor';
}

/** Where this run's audit marks live (Playwright empties the output folder at each start). */
function auditMarks(testInfo: TestInfo): string {
  const folder = path.join(testInfo.project.outputDir, '.axe-audited');
  mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * Audits a page a test has just loaded and not touched, as the fixture would audit it in a fresh
 * tab after the test, and marks it audited: a test that has just loaded a page checks it where it
 * stands instead of the fixture loading it again.
 */
export async function expectLoadedPageAccessible(page: Page, testInfo: TestInfo): Promise<void> {
  await auditOnce(testInfo, page.url(), await visitorOf(page.context(), page.url()), async () => {
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });
}

/** Runs `audit` unless this page already passed for this kind of visitor in this run, then marks it passed. */
async function auditOnce(testInfo: TestInfo, url: string, visitor: string, audit: () => Promise<void>): Promise<void> {
  const mark = path.join(auditMarks(testInfo), auditKey(testInfo.project.name, url, visitor));
  if (existsSync(mark)) return;
  await audit();
  writeFileSync(mark, `${url}\n`);
}

interface Fixtures {
  /** Console errors a test expects (e.g. the browser's own log line for a 404 document). */
  allowConsoleError(pattern: RegExp): void;
  consoleGuard: void;
  axeEveryPage: void;
}

/**
 * Every test fails on a console error or uncaught exception it did not expect, and every page it
 * visits is audited with axe-core (in its loaded state, in a fresh tab with the same cookies).
 */
export const test = base.extend<Fixtures & { allowedConsoleErrors: RegExp[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleError: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => allowedConsoleErrors.push(pattern));
  },
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} (${message.location().url})`;
        // "No user" is a 401 by contract (GET /api/auth/user answers 401 to a visitor); Chrome logs every non-OK fetch.
        if (/status of 401/.test(text) && /\/api\/auth\/user/.test(text)) return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use();
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  axeEveryPage: [
    async ({ page, context }, use, testInfo) => {
      // One audit per page: query strings a page writes itself (the portfolio's filters) are the same page.
      const visited = new Map<string, string>();
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame() || !frame.url().startsWith('http')) return;
        const { pathname } = new URL(frame.url());
        if (!visited.has(pathname)) visited.set(pathname, frame.url());
      });
      await use();
      // The same page in the same state is audited once per run, not by every test that opens it
      // (the home page alone was opened by some 40 tests, each audit 3–7 s on two cores).
      const urls = [...visited.values()];
      // Auditing signs nobody in or out: who the visitor is, asked once, holds for every page.
      const visitor = urls.length > 0 ? await visitorOf(context, urls[0]!) : 'visitor';
      for (const url of urls) {
        await auditOnce(testInfo, url, visitor, async () => {
          const tab = await context.newPage();
          await tab.goto(url, { waitUntil: 'networkidle' });
          // A page that moves on by itself (a guarded page sends a visitor away after 0.5–1 s) is
          // audited where it lands. Leaving mid-audit destroys the context or, when the new document
          // arrives between axe's injection and its run, leaves axe's functions undefined.
          for (let attempt = 1; ; attempt += 1) {
            try {
              await expectAccessible(tab);
              break;
            } catch (error) {
              if (
                attempt === 3 ||
                !/Execution context was destroyed|navigat|reading 'run(Partial)?'|axe is not defined/i.test(String(error))
              )
                throw error;
              await tab.waitForTimeout(1500);
              await tab.waitForLoadState('networkidle');
            }
          }
          await tab.close();
        });
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A toast with its title and description, then closed, so it covers nothing the test clicks next. Destructive toasts are alerts, the others status messages.
 */
export async function expectToast(
  page: Page,
  title: string,
  description: string,
  variant: 'default' | 'destructive' = 'default',
): Promise<void> {
  const toast = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole(variant === 'destructive' ? 'alert' : 'status')
    .filter({ hasText: title });
  await expect(toast).toContainText(description);
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();
}
