import type { Page } from '@playwright/test';
import { ADMIN, BUYER, storageStateFor } from './support/accounts';
import { expect, expectAccessible, test, waitForIslands } from './support/fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

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
  test('a new visitor creates an account, lands where they were going, and signs out @both', async ({ page }) => {
    await page.goto('/tools');
    await mainNav(page)
      .getByRole('link', { name: 'Sign In' })
      .or(page.getByRole('button', { name: 'Menu' }))
      .first()
      .click();
    if (page.url().endsWith('/tools')) await page.locator('#mobile-menu').getByRole('link', { name: 'Sign In' }).click();
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
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/tools');
    const menu = page.getByRole('button', { name: 'Account menu' }).or(page.getByRole('button', { name: 'Menu' }));
    await menu.first().click();
    const logOut = page.getByRole('link', { name: 'Log out' }).locator('visible=true');
    if (await page.getByRole('button', { name: 'Account menu' }).isVisible()) {
      await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('RO');
      await expect(page.locator('#menu-user')).toContainText('Landowner');
      await expect(page.locator('#menu-user')).toContainText('Riley Okafor');
    }
    await logOut.click();

    await expect(page).toHaveURL('/');
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });

  test('the sign-up form shows every field message @both', async ({ page }) => {
    await page.goto('/sign-in');
    await waitForIslands(page);
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
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
  });

  test('the I am a… select shows even its longest option in full @both', async ({ page }) => {
    await page.goto('/sign-in');
    await waitForIslands(page);
    await page.getByRole('tab', { name: 'Create account' }).click();
    const select = page.getByRole('form', { name: 'Create account' }).getByLabel('I am a…');
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
  });

  test('a wrong password gets one plain answer', async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 401/); // the browser logs the API's 401
    await page.goto('/sign-in');
    await waitForIslands(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(BUYER.email);
    await form.getByLabel('Password').fill('not the right password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/sign-in');
  });

  test('an existing user signs in and returns to the page they asked for', async ({ page }) => {
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
    await form.getByLabel('Password').fill('a long enough passphrase');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/projects');
  });
});

test.describe('the protected-page guard', () => {
  test('sends a signed-out visitor to sign in 500 ms after the Unauthorized toast', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/dashboard');
    const toast = page.getByRole('alert').filter({ hasText: 'Unauthorized' });
    await expect(toast).toContainText('You are logged out. Logging in again...');
    await expectRedirectAfter(page, 500, '/dashboard', '/sign-in?returnTo=%2Fdashboard');
  });

  test('the sign-in page it lands on hydrates to the very attributes the server rendered, with no console error', async ({ page }) => {
    await page.goto('/dashboard');
    await page.waitForURL('/sign-in?returnTo=%2Fdashboard');
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
  });

  for (const path of ['/catalog', '/rfq']) {
    test(`guards ${path} too`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/sign-in?returnTo=${encodeURIComponent(path)}`);
    });
  }

  test.describe('signed in as a buyer', () => {
    test.use({ storageState: storageStateFor('buyer') });

    test('lets a buyer into the dashboard with their organization and role', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText('Lone Star Cold Storage · Buyer')).toBeVisible();
    });

    test('turns a buyer away from the admin panel: Access Denied, then home after 1 s', async ({ page }) => {
      await freezeClock(page);
      await page.goto('/admin');
      await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toContainText(
        "You don't have permission to access this page.",
      );
      await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeHidden();
      await expectRedirectAfter(page, 1000, '/admin', '/');
    });

    test('shows the buyer the dashboard-style home', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Blake');
      await expect(page.getByRole('link', { name: /Requests for quote/ })).toHaveAttribute('href', '/rfq');
      await expect(page.getByText('Develop, Finance, and Deliver')).toBeHidden();
    });
  });

  test.describe('signed in as an admin', () => {
    test.use({ storageState: storageStateFor('admin') });

    test('lets an admin into the admin panel', async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    });
  });
});

test.describe('the home page while the user loads', () => {
  test('shows a spinner, not the landing page, to a browser that was signed in', async ({ page, context }) => {
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Develop, Finance, and Deliver Commercial & Utility-Scale Energy End to End.',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === 'vf_auth')).toBeUndefined();
  });

  test('asks the API nothing for a visitor who never signed in, and shows Sign In', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/about');
    // Sign In is revealed once the navigation has settled who is there.
    await expect(page.locator('[data-auth-show="signed-out"]').first()).not.toHaveAttribute('hidden');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Develop, Finance, and Deliver Commercial & Utility-Scale Energy End to End.',
    );
    await waitForIslands(page);
    expect(apiCalls).toEqual([]);
  });

  test('shows the landing page at once to a visitor who never signed in', async ({ page }) => {
    await page.route('**/api/auth/user', () => new Promise(() => undefined)); // never answers
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Develop, Finance, and Deliver Commercial & Utility-Scale Energy End to End.',
    );
  });
});

test.describe('navigation by role @desktop', () => {
  test('anonymous: Sign In, no signed-in links', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    for (const name of ['Dashboard', 'Catalog', 'Admin Panel']) await expect(mainNav(page).getByRole('link', { name })).toBeHidden();
  });

  test.describe('buyer', () => {
    test.use({ storageState: storageStateFor('buyer') });

    test('Dashboard, Catalog and an avatar menu with initials and role label; no Admin Panel', async ({ page }) => {
      await page.goto('/');
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

  test.describe('admin', () => {
    test.use({ storageState: storageStateFor('admin') });

    test('also Admin Panel, and the Admin role label', async ({ page }) => {
      await page.goto('/');
      await expect(mainNav(page).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
      await mainNav(page).getByRole('button', { name: 'Account menu' }).click();
      await expect(page.locator('#menu-user')).toContainText(`${ADMIN.firstName} ${ADMIN.lastName}`);
      await expect(page.locator('#menu-user')).toContainText('Admin');
    });
  });
});

test.describe('navigation by role @mobile', () => {
  test.use({ storageState: storageStateFor('buyer') });

  test('signed in, the menu adds Dashboard, Product Catalog, RFQs and Log out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Product Catalog' })).toHaveAttribute('href', '/catalog');
    await expect(menu.getByRole('link', { name: 'RFQs' })).toHaveAttribute('href', '/rfq');
    await expect(menu.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/api/logout');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeHidden();
    await expectAccessible(page);
  });
});
