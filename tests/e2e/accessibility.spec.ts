import { createHash } from 'node:crypto';
import type { Browser, Page, Request, TestInfo } from '@playwright/test';
import { storageStateFor } from './support/accounts';
import { expect, expectAccessible, test, waitForIslands, watchConsoleErrors } from './support/fixtures';
import { builtUrls, pagePatterns, patternForUrl, siteRoutes, type SiteRoute } from './support/routes';

/**
 * The accessibility sweep: every route of the build, as a visitor, a buyer and an admin, at each
 * width (this file runs in the desktop and the mobile project), passes axe-core's WCAG 2.1 A/AA
 * rules as it stands once loaded: islands hydrated, the data they fetch arrived. One page per role
 * is reused for every route of a test. A visitor's view of each URL is audited whole (every built
 * page at 1280 px, one per route at 390 px). A signed-in view is audited where it differs from a view
 * of the same URL already audited (most often only the signed-in header), or whole when its page
 * differs throughout (the signed-in home, the app's pages). A role a page does not admit is sent on
 * (a visitor to sign in, a buyer from the admin panel home): the page it lands on is a route of its own.
 * States no address reaches (open menus, dialogs, results) are audited by the journeys that open them.
 */

const ROLES = ['visitor', 'buyer', 'admin'] as const;
type Role = (typeof ROLES)[number];
/** Routes are dealt round-robin into this many tests, so that both workers share the sweep. */
const PARTS = 3;
const routes = siteRoutes();

interface View {
  role: Role;
  page: Page;
  inflight: Set<Request>;
  consoleErrors: string[];
}

async function openView(browser: Browser, testInfo: TestInfo, role: Role): Promise<View> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    storageState: role === 'visitor' ? undefined : storageStateFor(role),
  });
  const page = await context.newPage();
  const inflight = new Set<Request>();
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) inflight.add(request);
  });
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  // A not-found page is a 404 document, which Chromium logs as an error.
  return { role, page, inflight, consoleErrors: watchConsoleErrors(page, [/status of 404/]) };
}

function admits(route: SiteRoute, role: Role): boolean {
  if (route.admits === 'admin') return role === 'admin';
  return route.admits !== 'signed-in' || role !== 'visitor';
}

/** Waits until the page is what its reader sees: islands hydrated, the guarded page revealed, no fetch in flight. */
async function settle(view: View, route: SiteRoute): Promise<void> {
  await waitForIslands(view.page);
  if (route.admits) await expect(view.page.locator('[data-protected-content]')).toBeVisible();
  await expect
    .poll(
      async () => {
        // Two frames: React commits what a finished fetch brought before the count is read.
        await view.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        return view.inflight.size;
      },
      { message: `the fetches of ${view.page.url()} finished` },
    )
    .toBe(0);
}

/** A fingerprint of each element child of <body> (header, main, footer, the toast region…), in order. */
async function regionsOf(page: Page): Promise<string[]> {
  const html = await page.evaluate(() => [...document.body.children].map((child) => child.outerHTML));
  return html.map((outer) => createHash('sha256').update(outer).digest('hex'));
}

/** What was audited of one URL: how many regions its page has, and the fingerprints of those audited. */
interface Audited {
  count: number;
  regions: Set<string>;
}

/**
 * Visits `url` as the view's role and audits what is not audited yet: the whole page, or the regions
 * whose fingerprint no earlier view of the URL had (another role saw the rest).
 */
async function sweep(
  view: View,
  route: SiteRoute,
  url: string,
  audited: Map<string, Audited>,
): Promise<'whole' | 'part' | 'none' | 'sent on'> {
  view.inflight.clear();
  const response = await view.page.goto(url);
  expect(response?.status(), url).toBe(route.status);
  if (!admits(route, view.role)) {
    const landing = view.role === 'visitor' ? '/sign-in' : '/';
    await view.page.waitForURL((address) => address.pathname === landing);
    return 'sent on';
  }
  await settle(view, route);
  const regions = await regionsOf(view.page);
  const before = audited.get(url);
  if (!before || before.count !== regions.length) {
    await expectAccessible(view.page);
    audited.set(url, { count: regions.length, regions: new Set(regions) });
    return 'whole';
  }
  const fresh = regions.flatMap((region, index) => (before.regions.has(region) ? [] : [`body > :nth-child(${index + 1})`]));
  if (fresh.length === 0) return 'none';
  await expectAccessible(view.page, { include: fresh });
  for (const region of regions) before.regions.add(region);
  return 'part';
}

for (let part = 0; part < PARTS; part += 1) {
  test(`every route passes axe for each role, part ${part + 1} of ${PARTS} @both`, async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const wholePages = testInfo.project.name !== 'mobile';
    const views = await Promise.all(ROLES.map((role) => openView(browser, testInfo, role)));
    const report: string[] = [];
    for (const route of routes.filter((_, index) => index % PARTS === part)) {
      const audited = new Map<string, Audited>();
      let wholeAudits = 0;
      for (const [index, url] of (wholePages ? route.urls : route.urls.slice(0, 1)).entries()) {
        for (const view of views) {
          // Signed-in readers see every instance of a route alike: their views are checked on the first.
          if (index > 0 && view.role !== 'visitor') continue;
          const outcome = await sweep(view, route, url, audited);
          if (outcome === 'whole') wholeAudits += 1;
          report.push(`${route.pattern} ${url} ${view.role}: ${outcome}`);
        }
      }
      expect(wholeAudits, `${route.pattern} was audited whole at least once`).toBeGreaterThan(0);
    }
    await testInfo.attach('sweep', { body: report.join('\n'), contentType: 'text/plain' });
    for (const view of views) expect(view.consoleErrors, `console errors as ${view.role}`).toEqual([]);
    await Promise.all(views.map((view) => view.page.context().close()));
  });
}

test('the sweep covers every page the build made and every page file @desktop', () => {
  const patterns = pagePatterns();
  expect(
    builtUrls().filter((url) => !patternForUrl(url, patterns)),
    'built pages no page file accounts for',
  ).toEqual([]);
  expect(routes.map((route) => route.pattern).sort()).toEqual([...patterns].sort());
  expect(routes.filter((route) => route.urls.length === 0)).toEqual([]);
});
