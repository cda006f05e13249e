import type { Browser, Page, Request, TestInfo } from '@playwright/test';
import { storageStateFor } from './support/accounts';
import { expect, expectAccessible, test, waitForIslands, watchConsoleErrors } from './support/fixtures';
import { builtUrls, pagePatterns, patternForUrl, siteRoutes, type SiteRoute } from './support/routes';
import { DESKTOP, PHONE } from './support/widths';

/**
 * The accessibility sweep: every route of the build passes axe-core's WCAG 2.1 A/AA rules at both
 * widths, 1280 px and 390 px, as it stands once loaded: islands hydrated, the data they fetch
 * arrived. One page per role is reused for every route of a test; each page is loaded once and
 * audited at 1280 px, then laid out again at 390 px and audited there.
 * - A visitor's view of each route is audited whole (a collection's route on its first entry).
 * - A buyer's and an admin's views are audited on every route whose page shows each reader
 *   something else (its own code reads who is signed in: routes.ts), where they differ from a view
 *   of the same page at that width already audited (the signed-in header, the signed-in home, the
 *   app's pages). On the other routes a reader sees what a visitor sees, in the chrome those views audit.
 * - A role a page does not admit is sent on (a visitor to sign in, a buyer from the admin panel
 *   home): the page it lands on is a route of its own.
 * States no address reaches (open menus, dialogs, results) are audited by the journeys that open
 * them, and what only a phone shows (its menu, touch) by the mobile project's journeys.
 */
const ROLES = ['visitor', 'buyer', 'admin'] as const;
type Role = (typeof ROLES)[number];
const WIDTHS = [
  { name: '1280 px', viewport: DESKTOP },
  { name: '390 px', viewport: PHONE },
];
/** Routes are dealt round-robin into this many tests, so that both workers share the sweep. */
const PARTS = 4;
const routes = siteRoutes();

interface View {
  role: Role;
  page: Page;
  inflight: Set<Request>;
  consoleErrors: string[];
}

async function openView(browser: Browser, testInfo: TestInfo, role: Role): Promise<View> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: WIDTHS[0]!.viewport,
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
  if (route.admits === 'visitor') return role === 'visitor';
  return route.admits !== 'signed-in' || role !== 'visitor';
}

/** Waits until the page is what its reader sees: islands hydrated, the guarded page revealed, no fetch in flight. */
async function settle(view: View, route: SiteRoute): Promise<void> {
  await waitForIslands(view.page);
  if (route.admits === 'signed-in' || route.admits === 'admin') await expect(view.page.locator('[data-protected-content]')).toBeVisible();
  await expect
    .poll(
      async () => {
        // Two frames: React commits what a finished fetch brought (or a new width changed) before the count is read.
        await view.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        return view.inflight.size;
      },
      { message: `the fetches of ${view.page.url()} finished` },
    )
    .toBe(0);
}

/** A fingerprint of each element child of <body> (header, main, footer, the toast region…), in order. */
function regionsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.children].map(({ outerHTML }) => {
      // FNV-1a and the length: a fingerprint to tell regions apart, not a secret.
      let hash = 0x811c9dc5;
      for (let index = 0; index < outerHTML.length; index += 1) hash = Math.imul(hash ^ outerHTML.charCodeAt(index), 0x01000193);
      return `${outerHTML.length}:${(hash >>> 0).toString(16)}`;
    }),
  );
}

/** What was audited of one page at one width: how many regions it has, and the fingerprints of those audited. */
interface Audited {
  count: number;
  regions: Set<string>;
}

/** Audits what no earlier view of this page at this width had: the whole page, or the regions that differ. */
async function auditWhatIsNew(page: Page, audited: Audited | undefined): Promise<{ outcome: 'whole' | 'part' | 'none'; audited: Audited }> {
  const regions = await regionsOf(page);
  if (!audited || audited.count !== regions.length) {
    await expectAccessible(page);
    return { outcome: 'whole', audited: { count: regions.length, regions: new Set(regions) } };
  }
  const fresh = regions.flatMap((region, index) => (audited.regions.has(region) ? [] : [`body > :nth-child(${index + 1})`]));
  if (fresh.length > 0) await expectAccessible(page, { include: fresh });
  for (const region of regions) audited.regions.add(region);
  return { outcome: fresh.length > 0 ? 'part' : 'none', audited };
}

for (let part = 0; part < PARTS; part += 1) {
  test(`every route passes axe for each role at both widths, part ${part + 1} of ${PARTS}`, async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const views = await Promise.all(ROLES.map((role) => openView(browser, testInfo, role)));
    const report: string[] = [];
    for (const route of routes.filter((_, index) => index % PARTS === part)) {
      const url = route.urls[0]!;
      const audited = new Map<string, Audited>();
      for (const view of views) {
        if (view.role !== 'visitor' && !route.perReader) continue;
        view.inflight.clear();
        await view.page.setViewportSize(WIDTHS[0]!.viewport);
        const response = await view.page.goto(url);
        expect(response?.status(), url).toBe(route.status);
        if (!admits(route, view.role)) {
          const landing = view.role === 'visitor' ? '/sign-in' : '/';
          await view.page.waitForURL((address) => address.pathname === landing);
          report.push(`${url} ${view.role}: sent on to ${landing}`);
          continue;
        }
        for (const width of WIDTHS) {
          if (width !== WIDTHS[0]) await view.page.setViewportSize(width.viewport);
          await settle(view, route);
          const { outcome, audited: now } = await auditWhatIsNew(view.page, audited.get(width.name));
          audited.set(width.name, now);
          report.push(`${url} ${view.role} ${width.name}: ${outcome}`);
        }
      }
      for (const width of WIDTHS) expect(audited.has(width.name), `${route.pattern} audited at ${width.name}`).toBe(true);
    }
    await testInfo.attach('sweep', { body: report.join('\n'), contentType: 'text/plain' });
    for (const view of views) expect(view.consoleErrors, `console errors as ${view.role}`).toEqual([]);
    await Promise.all(views.map((view) => view.page.context().close()));
  });
}

test('the sweep covers every page the build made and every page file', () => {
  const patterns = pagePatterns();
  expect(
    builtUrls().filter((url) => !patternForUrl(url, patterns)),
    'built pages no page file accounts for',
  ).toEqual([]);
  expect(routes.map((route) => route.pattern).sort()).toEqual([...patterns].sort());
  expect(routes.filter((route) => route.urls.length === 0)).toEqual([]);
  // The import walk finds the readers: every guarded page (its guard reads the user), the signed-in home; not /about.
  expect(routes.filter((route) => route.admits && !route.perReader)).toEqual([]);
  expect(routes.filter((route) => route.perReader).map((route) => route.pattern)).toEqual(
    expect.arrayContaining(['/', '/tools/ppa-calculator']),
  );
  expect(routes.find((route) => route.pattern === '/about')?.perReader).toBe(false);
});
