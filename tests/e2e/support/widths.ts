import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The two widths every screen is proven at: the desktop project's, and the phone's (390 px). */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Lays the page out again at `size` (a test that proved a screen at one width proves at the other
 * what depends on the width, without loading it and doing it all again), once the page has had a
 * frame to take the new width.
 */
export async function atWidth(page: Page, size: typeof DESKTOP | typeof PHONE): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The page is no wider than the screen: nothing scrolls sideways (390 px on a phone, 1280 px on a desktop). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'the page is no wider than the screen' })
    .toBeLessThanOrEqual(width);
}

/** Each option of a native select reads whole in it: its text fits the select's box, less its padding and arrow. */
export async function expectOptionsFit(page: Page, label: string): Promise<void> {
  const overflow = await page.getByLabel(label, { exact: true }).evaluate((element) => {
    const select = element as HTMLSelectElement;
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    // Chromium draws the menu arrow inside the content box, about 20 px wide.
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    return [...select.options].filter((option) => context.measureText(option.text).width > room).map((option) => option.text);
  });
  expect(overflow, `options cut short in "${label}"`).toEqual([]);
}
