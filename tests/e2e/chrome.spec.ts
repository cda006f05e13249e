import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * What the global chrome does in a browser, at each width: the dropdowns from the mouse and the
 * keyboard, the phone menu, the sticky header. What the build wrote into every page (its heading, the navigation, the
 * footer's links, the not-found page) is read in tests/site/chrome.test.ts; the accessibility sweep
 * loads every page, as it loads, at both widths.
 */

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

/** Signed-in pages: a visitor is sent to sign in (tests/e2e/auth.spec.ts). */
const PROTECTED = ['/dashboard', '/catalog', '/rfq', '/admin', '/account'];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The header stays at the top while the page scrolls down to the footer, whose four groups show. */
async function expectStickyHeaderAndFooter(page: Page) {
  await page.mouse.wheel(0, 2000);
  await expect(page.getByRole('banner')).toBeInViewport();
  const contentinfo = page.getByRole('contentinfo');
  for (const group of ['Solutions', 'Tools', 'Company', 'Legal'])
    await expect(contentinfo.getByRole('navigation', { name: `${group} links` }).getByRole('heading', { name: group })).toBeVisible();
}

test('the desktop chrome: Sign In for a visitor, the dropdowns from the mouse and the keyboard, the header sticky down to the footer', async ({
  page,
}) => {
  await page.goto('/tools');

  // A signed-out visitor sees Sign In, returning to this page, and no signed-in links.
  const signIn = mainNav(page).getByRole('link', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  await expect(signIn).toHaveAttribute('href', '/api/login?returnTo=%2Ftools');
  for (const name of ['Dashboard', 'Catalog', 'Admin Panel']) await expect(mainNav(page).getByRole('link', { name })).toBeHidden();
  await expect(mainNav(page).getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Education' })).toBeVisible();

  // Each dropdown opens on a click and lists every link with its caption.
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
  // Opening one closed the other; close this one from its button.
  await expect(mainNav(page).getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'false');
  await mainNav(page).getByRole('button', { name: 'Tools' }).click();
  await expect(mainNav(page).getByRole('link', { name: /^PPA Calculator/ })).toBeHidden();

  // From the keyboard: Enter opens, Tab enters the panel, Escape closes it back to its button.
  const toolsButton = mainNav(page).getByRole('button', { name: 'Tools' });
  await toolsButton.focus();
  await page.keyboard.press('Enter');
  await expect(toolsButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(mainNav(page).getByRole('link', { name: /^PPA Calculator/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toolsButton).toHaveAttribute('aria-expanded', 'false');
  await expect(toolsButton).toBeFocused();
  await expect(mainNav(page).getByRole('link', { name: /^PPA Calculator/ })).toBeHidden();

  // The arrow keys of a menu button: ArrowDown opens at the first link; the arrows wrap, End jumps to the last.
  const solutionsButton = mainNav(page).getByRole('button', { name: 'Solutions' });
  await solutionsButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(solutionsButton).toHaveAttribute('aria-expanded', 'true');
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
  await expect(solutionsButton).toBeFocused();
  await expect(solutionsButton).toHaveAttribute('aria-expanded', 'false');

  await expectStickyHeaderAndFooter(page);
});

test('the phone chrome: the menu with its four links and Sign In, every destination of the desktop navigation, Escape back to its toggle; the header sticky down to the footer @mobile', async ({
  page,
}) => {
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
  for (const [name, href] of mobileLinks) await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  for (const name of ['Dashboard', 'Product Catalog', 'Log out']) await expect(menu.getByRole('link', { name })).toBeHidden();
  await expectAccessible(page);
  await toggle.click();
  await expect(menu).toBeHidden();

  // Every destination of the desktop navigation (hidden at this width, but in the page), the tools hub, the blog and contact.
  const desktop = await mainNav(page)
    .locator('a[href]:not([href="#main"])')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  expect(desktop).toEqual(
    expect.arrayContaining([...solutions.map(([, , href]) => href), ...tools.map(([, , href]) => href), '/projects']),
  );
  await toggle.click();
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

  // Escape, from a link inside the menu, closes it and returns to the toggle.
  await menu.getByRole('link', { name: 'Projects' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await expectStickyHeaderAndFooter(page);
});
