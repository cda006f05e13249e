import type { Page } from '@playwright/test';
import { BUYER, storageStateFor } from './support/accounts';
import { atWidth, DESKTOP, expectNoSidewaysScroll, PHONE } from './support/widths';
import { expect, expectAccessible, test, waitForIslands } from './support/fixtures';

/**
 * Signing up, in and out, the protected-page guard, the home page while the user loads, and the
 * header by role (an admin's: admin.spec.ts), with the phone menu's way to the account page. The sign-up form's messages and the guard's delays are proven on their own too
 * (src/islands/auth/SignInPanel.test.tsx, src/pageScripts/protectedPage.test.ts); here they run on
 * the real pages against the real server.
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
const LANDING = 'Develop, Finance, and Deliver Commercial & Utility-Scale Energy End to End.';

/**
 * Freezes the page's clock (Playwright's fake timers) so a redirect's delay can be checked
 * exactly: still here 1 ms before it is due, gone when it is due, however loaded the machine is.
 */
async function freezeClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

async function expectRedirectAfter(page: Page, delayMs: number, from: string, to: string) {
  await page.clock.runFor(delayMs - 1);
  await expect(page).toHaveURL(from);
  await page.clock.runFor(1);
  await page.waitForURL(to);
  await page.clock.resume(); // let time flow again for what follows (the accessibility audit uses timers)
}

test.describe('signing up, in and out', () => {
  test('a new visitor creates an account, lands where they were going, and signs out from the account menu', async ({ page }) => {
    await page.goto('/tools');
    await mainNav(page).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/sign-in?returnTo=%2Ftools');
    await waitForIslands(page);

    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Riley');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Organization (optional)').fill('Prairie Wind Farms');
    await form.getByLabel('I am a…').selectOption('landowner');
    await form.getByLabel('Email').fill(uniqueEmail('riley'));
    await form.getByLabel('Password').fill('wheat fields and sunshine');
    await form.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/tools');
    const account = page.getByRole('button', { name: 'Account menu' });
    await expect(account).toContainText('RO');
    await account.click();
    await expect(page.locator('#menu-user')).toContainText('Landowner');
    await expect(page.locator('#menu-user')).toContainText('Riley Okafor');
    await page.locator('#menu-user').getByRole('link', { name: 'Log out' }).click();

    await expect(page).toHaveURL('/');
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });

  test('the sign-up form at 1280 px and at 390 px: its longest I am a… option in full, and every field message', async ({ page }) => {
    await page.goto('/sign-in');
    await waitForIslands(page);
    await page.getByRole('tab', { name: 'Create account' }).click();
    for (const size of [DESKTOP, PHONE]) await signUpFormAt(page, size);
  });

  async function signUpFormAt(page: Page, size: typeof DESKTOP | typeof PHONE) {
    await atWidth(page, size);
    const form = page.getByRole('form', { name: 'Create account' });
    const select = form.getByLabel('I am a…');
    // The widest option's text, in the select's own font, against the room its box leaves for text (padding and arrow).
    const fit = await select.evaluate((element: HTMLSelectElement) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const widest = Math.max(...[...element.options].map((option) => context.measureText(option.text).width));
      const arrow = 24; // the native picker's arrow, drawn inside the box
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      return { widest, room };
    });
    expect(fit.widest).toBeLessThanOrEqual(fit.room);
    await expect(page.getByText('Energy buyers are businesses, utilities and data centers.')).toBeVisible();

    await form.getByLabel('Password').fill('too short');
    await form.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Password must be at least 12 characters',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  }

  test('an existing user who mistypes the password gets one plain answer, then signs in and returns to the page they asked for', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 401/); // the browser logs the API's 401
    const email = uniqueEmail('dana');
    const registered = await page.request.post('/api/auth/register', {
      data: { firstName: 'Dana', lastName: 'Whitfield', email, password: 'a long enough passphrase' },
    });
    expect(registered.status()).toBe(201);
    await page.request.post('/api/auth/logout');

    await page.goto('/api/login?returnTo=%2Fprojects');
    await expect(page).toHaveURL('/sign-in?returnTo=%2Fprojects');
    await waitForIslands(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByLabel('Password').fill('not the right password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/sign-in?returnTo=%2Fprojects');

    await form.getByLabel('Password').fill('a long enough passphrase');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/projects');
  });
});

test.describe('the protected-page guard', () => {
  test('a signed-out visitor: the dashboard hydrates, the Unauthorized toast, sign-in 500 ms later on a page hydrated to the attributes the server rendered; the catalog, RFQs and saved runs are guarded too', async ({
    page,
  }) => {
    // A fresh context: no cookies, no cache. A navigation that starts before the dashboard's
    // scripts have loaded stops them (the loading document is aborted): the page's clock stands
    // still until the island has hydrated, so a mismatch (an uncaught error, or a console error,
    // which fail every test) would show here.
    await freezeClock(page);
    await page.goto('/dashboard');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.locator('h1', { hasText: 'Dashboard' })).toBeAttached();
    const toast = page.getByRole('alert').filter({ hasText: 'Unauthorized' });
    await expect(toast).toContainText('You are logged out. Logging in again...');
    await expectRedirectAfter(page, 500, '/dashboard', '/sign-in?returnTo=%2Fdashboard');

    await waitForIslands(page);
    // React keeps the server's attributes where they differ from its first render (and says so in
    // development): the ARIA wiring of the tabs must be the same in the HTML and once hydrated.
    const wiring = 'aria-controls aria-selected aria-labelledby tabindex id role'.split(' ');
    const served = await (await page.request.get('/sign-in?returnTo=%2Fdashboard')).text();
    const servedTabs = [...served.matchAll(/<(?:button|div)\b[^>]*role="tab(?:panel)?"[^>]*>/g)].map(([tag]) =>
      Object.fromEntries(wiring.map((name) => [name, new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null])),
    );
    const hydratedTabs = await page
      .locator('[role=tab], [role=tabpanel]')
      .evaluateAll(
        (elements, names) => elements.map((element) => Object.fromEntries(names.map((name) => [name, element.getAttribute(name)]))),
        wiring,
      );
    expect(servedTabs).toHaveLength(3);
    expect(hydratedTabs).toEqual(servedTabs);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page.getByRole('form', { name: 'Create account' })).toBeVisible();

    // Each page with the clock frozen again, an hour on from the last: with it running, a slow machine
    // passed the 500 ms before the toast was seen, and the toast had gone with the page.
    for (const [index, path] of ['/catalog', '/rfq', '/dashboard/calculations'].entries()) {
      await page.clock.pauseAt(Date.now() + 3_600_000 * (index + 1));
      await page.goto(path);
      await expect(toast).toBeVisible();
      await expectRedirectAfter(page, 500, path, `/sign-in?returnTo=${encodeURIComponent(path)}`);
    }
  });

  test.describe('signed in as a buyer', () => {
    test.use({ storageState: storageStateFor('buyer') });

    test('the admin panel turns a buyer away (Access Denied, home 1 s later) to their own home: the welcome, the signed-in links and the account menu', async ({
      page,
    }) => {
      await freezeClock(page);
      await page.goto('/admin');
      await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toContainText(
        "You don't have permission to access this page.",
      );
      await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeHidden();
      await expectRedirectAfter(page, 1000, '/admin', '/');

      // The dashboard-style home.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Blake');
      await expect(page.getByRole('link', { name: /Requests for quote/ })).toHaveAttribute('href', '/rfq');
      await expect(page.getByText('Develop, Finance, and Deliver')).toBeHidden();

      // Dashboard, Catalog and an avatar menu with initials and role label; no Admin Panel, no Sign In.
      await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(mainNav(page).getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
      await expect(mainNav(page).getByRole('link', { name: 'Admin Panel' })).toBeHidden();
      await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeHidden();
      const account = mainNav(page).getByRole('button', { name: 'Account menu' });
      await expect(account).toHaveText('BM');
      await account.click();
      const menu = page.locator('#menu-user');
      await expect(menu).toContainText('Blake Morgan');
      await expect(menu).toContainText(BUYER.email);
      await expect(menu).toContainText('Buyer');
      await expect(menu.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/api/logout');
      await expectAccessible(page);
    });
  });
});

test('the home page while the user loads: the landing page at once for a visitor who never signed in, asking the API nothing, with Sign In; a spinner for a browser that was signed in, until the API answers', async ({
  page,
  context,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  // Were the user asked for, it would never answer: the landing page must not wait for it.
  await page.route('**/api/auth/user', () => new Promise(() => undefined));
  await page.goto('/about');
  // Sign In is revealed once the navigation has settled who is there.
  await expect(page.locator('[data-auth-show="signed-out"]').first()).not.toHaveAttribute('hidden');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING);
  await waitForIslands(page);
  // Sign In, no signed-in links.
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  for (const name of ['Dashboard', 'Catalog', 'Admin Panel']) await expect(mainNav(page).getByRole('link', { name })).toBeHidden();
  expect(apiCalls).toEqual([]);

  // A browser that was signed in (the hint cookie) waits for the user behind a spinner.
  await page.unroute('**/api/auth/user');
  await context.addCookies([{ name: 'vf_auth', value: '1', url: test.info().project.use.baseURL! }]);
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/user', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByText('Develop, Finance, and Deliver')).toBeHidden();
  release();
  // The hint was stale (no session): the landing page, and the hint cookie is cleared.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'vf_auth')).toBeUndefined();
});

test.describe('the phone menu @mobile', () => {
  test.use({ storageState: storageStateFor('buyer') });

  test('signed in, the menu adds Dashboard, Product Catalog, RFQs and Log out, and leads to the account page, which fits the screen', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Product Catalog' })).toHaveAttribute('href', '/catalog');
    await expect(menu.getByRole('link', { name: 'RFQs' })).toHaveAttribute('href', '/rfq');
    await expect(menu.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/api/logout');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeHidden();
    await expectAccessible(page);

    await menu.getByRole('link', { name: 'Account settings' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await waitForIslands(page);
    const profile = page.getByRole('form', { name: 'Profile' });
    await expect(profile.getByLabel('First name')).toHaveValue(BUYER.firstName);
    await expect(profile).toContainText(BUYER.email);
    await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('the phone menu, signed out @mobile', () => {
  test('Sign In takes a visitor to sign in, to return to the page they were on', async ({ page }) => {
    await page.goto('/tools');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/sign-in?returnTo=%2Ftools');
  });
});
