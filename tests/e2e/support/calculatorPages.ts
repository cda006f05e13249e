import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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
