import { expect, expectAccessible, test } from './support/fixtures';
import { portfolio } from '../fixtures/portfolio';

/**
 * The landing page's one behaviour: the map's filter (radio buttons and CSS). What the landing, the
 * contact, the solutions and the tools pages say is read from the build (tests/site/home.test.ts,
 * contact.test.ts, solutions.test.ts, pages.test.ts); the sweep loads them at both widths.
 */
test('the landing page filters the map by BTM, Storage and FTM, never more than six markers', async ({ page }) => {
  await page.goto('/');
  const map = page.getByRole('group', { name: 'Map of Voltfield projects in the United States' });
  await map.scrollIntoViewIfNeeded();
  const visibleMarkers = () =>
    map.locator('a.map-marker:visible').evaluateAll((links) => links.map((link) => link.getAttribute('href')!).sort());
  const firstSix = (type?: string) =>
    portfolio
      .filter((project) => !type || project.type === type)
      .slice(0, 6)
      .map((project) => `/projects/${project.slug}`)
      .sort();
  expect(await visibleMarkers()).toEqual(firstSix());
  for (const [label, type] of [
    ['BTM', 'btm'],
    ['Storage', 'storage'],
    ['FTM', 'ftm'],
    ['All', undefined],
  ] as const) {
    // The radio buttons are visually replaced by their labels, which are what people click.
    await page.locator('#projects label', { hasText: new RegExp(`^${label}$`) }).click();
    await expect(page.getByRole('radio', { name: label, exact: true })).toBeChecked();
    await expect.poll(visibleMarkers).toEqual(firstSix(type));
    // A filtered map, which no address opens.
    if (label === 'FTM') await expectAccessible(page);
  }
});
