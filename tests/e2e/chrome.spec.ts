import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

const solutions: [string, string, string][] = [
  ['For Businesses', 'BTM solar, storage add-ons, TOU savings', '/solutions/btm'],
  ['For Utilities', 'FTM development, interconnection, permitting', '/solutions/ftm'],
  ['For Data Centers', 'Site selection, dual-feed resilience, EPC management', '/solutions/data-centers'],
  ['For Landowners', 'Check lease value', '/solutions/landowners'],
  ['For EPCs', 'Join RFP network', '/partners/epc'],
  ['For Manufacturers', 'Partner with us', '/partners/manufacturers'],
];
const tools: [string, string, string][] = [
  ['PPA Calculator', 'Bidirectional PPA and EPC pricing', '/tools/ppa-calculator'],
  ['Land Lease Estimator', 'Quick lease potential', '/tools/land-lease-estimator'],
  ['BESS Calculator', 'Battery storage economics', '/tools/bess-calculator'],
  ['Interconnection Prescreen', 'Basic utility assessment', '/tools/interconnection-prescreen'],
];
const footer: Record<string, [string, string][]> = {
  Solutions: [
    ['BTM Solar', '/solutions/btm'],
    ['FTM Development', '/solutions/ftm'],
    ['Data Centers', '/solutions/data-centers'],
    ['Land Leasing', '/solutions/landowners'],
    ['EPC Services', '/partners/epc'],
  ],
  Tools: [
    ['PPA Calculator', '/tools/ppa-calculator'],
    ['Land Lease Estimator', '/tools/land-lease-estimator'],
    ['BESS Value Tool', '/tools/bess-calculator'],
    ['Interconnection Screen', '/tools/interconnection-prescreen'],
    ['Solar Production', '/tools/solar-production'],
  ],
  Company: [
    ['About', '/about'],
    ['Careers', '/careers'],
    ['Partners', '/partners'],
    ['Press', '/press'],
    ['Contact', '/contact'],
  ],
  Legal: [
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Cookies', '/cookies'],
  ],
};

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the home page renders with the whole chrome @both', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Voltfield');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Develop, Finance, and Deliver Commercial & Utility-Scale Energy End to End.',
  );
  await expect(page.getByRole('link', { name: 'Get a PPA Estimate' })).toHaveAttribute('href', '/tools/ppa-calculator');
  await expect(page.getByRole('link', { name: 'Run a Land Lease Check' })).toHaveAttribute('href', '/tools/land-lease-estimator');
  await expect(page.getByRole('link', { name: 'Talk to an Engineer' })).toHaveAttribute('href', '/contact');

  const contentinfo = page.getByRole('contentinfo');
  for (const [group, links] of Object.entries(footer)) {
    const nav = contentinfo.getByRole('navigation', { name: `${group} links` });
    await expect(nav.getByRole('heading', { name: group })).toBeVisible();
    for (const [label, href] of links) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(contentinfo).toContainText('© 2024');
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();
});

test('the header stays at the top while the page scrolls @both', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 2000);
  await expect(page.getByRole('banner')).toBeInViewport();
});

test.describe('desktop navigation @desktop', () => {
  test('the Solutions and Tools dropdowns list every link with its caption', async ({ page }) => {
    await page.goto('/');
    for (const [menu, links] of [
      ['Solutions', solutions],
      ['Tools', tools],
    ] as const) {
      const button = mainNav(page).getByRole('button', { name: menu });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const [label, caption, href] of links) {
        const link = mainNav(page).getByRole('link', { name: `${label} ${caption}` });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }
      await expectAccessible(page);
    }
  });

  test('the dropdowns work from the keyboard', async ({ page }) => {
    await page.goto('/');
    const tools = mainNav(page).getByRole('button', { name: 'Tools' });
    await tools.focus();
    await page.keyboard.press('Enter');
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: /^PPA Calculator/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(tools).toBeFocused();
    await expect(mainNav(page).getByRole('link', { name: /^PPA Calculator/ })).toBeHidden();
  });

  test("the arrow keys move through a dropdown's links (menu button keys)", async ({ page }) => {
    await page.goto('/');
    const solutions = mainNav(page).getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    await page.keyboard.press('ArrowDown');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: /^For Businesses/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: /^For Utilities/ })).toBeFocused();
    await page.keyboard.press('End');
    await expect(mainNav(page).getByRole('link', { name: /^For Manufacturers/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: /^For Businesses/ })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(mainNav(page).getByRole('link', { name: /^For Manufacturers/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(solutions).toBeFocused();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  });

  test('a signed-out visitor sees Sign In and no signed-in links', async ({ page }) => {
    await page.goto('/tools');
    const signIn = mainNav(page).getByRole('link', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', '/api/login?returnTo=%2Ftools');
    for (const name of ['Dashboard', 'Catalog', 'Admin Panel']) await expect(mainNav(page).getByRole('link', { name })).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Projects' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Education' })).toBeVisible();
  });
});

test.describe('mobile navigation @mobile', () => {
  test('the menu toggle shows the four links and Sign In when signed out', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('button', { name: 'Solutions' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    const mobileLinks: [string, string][] = [
      ['Projects', '/projects'],
      ['Education', '/education'],
      ['PPA Calculator', '/tools/ppa-calculator'],
      ['Land Lease Estimator', '/tools/land-lease-estimator'],
    ];
    for (const [name, href] of mobileLinks) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    for (const name of ['Dashboard', 'Product Catalog', 'Log out']) await expect(menu.getByRole('link', { name })).toBeHidden();
    await expectAccessible(page);
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test('reaches every destination of the desktop navigation, the tools hub, the blog and contact', async ({ page }) => {
    await page.goto('/');
    // What the desktop navigation links to (hidden at this width, but in the page).
    const desktop = await mainNav(page)
      .locator('a[href]:not([href="#main"])')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
    expect(desktop).toEqual(
      expect.arrayContaining([...solutions.map(([, , href]) => href), ...tools.map(([, , href]) => href), '/projects']),
    );
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const group of ['Solutions', 'Tools', 'More']) await menu.getByText(group, { exact: true }).click();
    const reachable = async (href: string) => menu.locator(`a[href="${href}"]`).filter({ visible: true }).count();
    for (const href of desktop) {
      // The logo (home) shows at every width; sign-in links carry the page to return to; signed-in
      // destinations are checked signed in (auth.spec.ts).
      if (href === '/' || href.startsWith('/api/login') || PROTECTED.includes(href) || href === '/api/logout') continue;
      expect(await reachable(href), href).toBeGreaterThan(0);
    }
    for (const href of ['/tools', '/blog', '/contact']) expect(await reachable(href), href).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  test('Escape closes the menu and returns to its toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Projects' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test('an unknown path shows the not-found page with the chrome', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  // A hint a visitor can act on, not a developer's note about the router.
  await expect(page.getByText('No page lives at this address: the link may be out of date, or the address mistyped.')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('router');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

/** Signed-in pages: a visitor is sent to sign in (tests/e2e/auth.spec.ts). */
const PROTECTED = ['/dashboard', '/catalog', '/rfq', '/admin', '/account'];

/** Every public page the navigation and the footer link to, the tools hub and the blog among them. */
const PUBLIC_LINKS = [
  '/',
  '/solutions/btm',
  '/solutions/ftm',
  '/solutions/data-centers',
  '/solutions/landowners',
  '/partners/epc',
  '/partners/manufacturers',
  '/tools/ppa-calculator',
  '/tools/land-lease-estimator',
  '/tools/bess-calculator',
  '/tools/interconnection-prescreen',
  '/tools/solar-production',
  '/tools/btm-optimizer',
  '/tools',
  '/projects',
  '/education',
  '/blog',
  '/contact',
  '/about',
  '/careers',
  '/partners',
  '/press',
  '/privacy',
  '/terms',
  '/cookies',
];

test('the navigation and the footer link to the public pages and the signed-in ones @desktop', async ({ page }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!).filter((href) => !href.startsWith('/api/')))]);
  expect(hrefs.filter((href) => !PROTECTED.includes(href)).sort()).toEqual([...PUBLIC_LINKS].sort());
  expect(hrefs.filter((href) => PROTECTED.includes(href)).sort()).toEqual([...PROTECTED].sort());
});

// One test a page (not one test walking all 25, which outgrew its time on a busy machine).
for (const href of PUBLIC_LINKS) {
  test(`the public link ${href} leads to a page with the chrome @desktop`, async ({ page }) => {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }), href).toBeAttached();
    await expect(page.getByRole('contentinfo'), href).toBeVisible();
  });
}
