import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type AxeCore from 'axe-core';

/** WCAG 2.1 A and AA, the bar every page must clear. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page as it is now (or only on the elements `include` selects) and fails on
 * any WCAG 2.1 A/AA violation. axe runs in the page itself, injected into each frame when it is not
 * there yet (through the debugging protocol, which the page's CSP does not govern), and reports
 * violations only: the details of every rule that passed cost as much again.
 */
export async function expectAccessible(page: Page, { include = [] }: { include?: string[] } = {}): Promise<void> {
  for (const frame of page.frames()) {
    // A sandboxed frame runs no script; axe then reports the frame as one it could not reach.
    await frame.evaluate(`typeof axe === 'undefined' && ${axeSource}`).catch(() => undefined);
  }
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof AxeCore };
      const context = include.length > 0 ? { include: include.map((selector) => [selector]) } : document;
      const results = await axe.run(context as AxeCore.ElementContext, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { include, tags: WCAG_TAGS },
  );
  const report = (violations as Violation[]).map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`);
    return `  ${violation.id} (${violation.impact}): ${violation.help}\n${targets.join('\n')}`;
  });
  expect(violations, `axe found WCAG violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}

/**
 * Waits until every island on screen has hydrated. Astro drops the `ssr` attribute when it starts
 * React's hydration, which React runs as a transition, in slices between other tasks; the island's
 * elements carry React's props (`__reactProps$…`) once it has rendered them, and React commits in
 * the task that finishes rendering, so by then their handlers are in place. Interacting earlier
 * would reach server-rendered HTML that React has not taken over yet.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island:not([client="visible"])')].every((island) =>
      [...island.children]
        .filter((child) => !['TEMPLATE', 'ASTRO-SLOT', 'ASTRO-STATIC-SLOT'].includes(child.tagName))
        .every((child) => Object.keys(child).some((key) => key.startsWith('__reactProps$'))),
    ),
  );
}

/**
 * Opens a page with its island's renderer held back, so that what the test types lands in the
 * server-rendered form; the function returned checks the form was still the server's when the
 * typing ended, lets the renderer load and waits for the island to hydrate.
 */
export async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  let releaseRenderer!: () => void;
  const renderer = new Promise<void>((resolve) => (releaseRenderer = resolve));
  await page.route('**/_astro/client*.js', async (route) => {
    await renderer;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  return async () => {
    await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
    releaseRenderer();
    await waitForIslands(page);
  };
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

interface Fixtures {
  /** Console errors a test expects (e.g. the browser's own log line for a 404 document). */
  allowConsoleError(pattern: RegExp): void;
  consoleGuard: void;
}

/**
 * Every test fails on a console error or uncaught exception it did not expect. Pages as they load
 * are audited by the accessibility sweep (accessibility.spec.ts); a test audits with
 * `expectAccessible` only the states the sweep cannot reach (open menus, dialogs, results).
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
      const errors = watchConsoleErrors(page, allowedConsoleErrors);
      await use();
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Collects the console errors and uncaught exceptions of `page` that no pattern allows. */
export function watchConsoleErrors(page: Page, allowed: RegExp[]): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} (${message.location().url})`;
    // "No user" is a 401 by contract (GET /api/auth/user answers 401 to a visitor); Chrome logs every non-OK fetch.
    if (/status of 401/.test(text) && /\/api\/auth\/user/.test(text)) return;
    if (allowed.some((pattern) => pattern.test(text))) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  return errors;
}

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
