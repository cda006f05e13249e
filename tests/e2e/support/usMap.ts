import type { Page } from '@playwright/test';
import { onUsMap, US_MAP_VIEWBOX } from '../../../src/pageData/usMap.ts';

/** Clicks the page's site-picking map (SiteMap) where it draws a longitude and latitude. */
export async function clickMapAt(page: Page, longitude: number, latitude: number): Promise<void> {
  const map = page.locator('svg.cursor-crosshair');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const point = onUsMap(longitude, latitude)!;
  await page.mouse.click(box.x + (point.x / US_MAP_VIEWBOX.width) * box.width, box.y + (point.y / US_MAP_VIEWBOX.height) * box.height);
}
