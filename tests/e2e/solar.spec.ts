import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { storageStateFor } from './support/accounts';
import { clickMapAt } from './support/usMap';
import { expectChartTextWhole } from './support/charts';
import { atWidth, DESKTOP, expectNoSidewaysScroll, PHONE } from './support/widths';
import { expect, expectAccessible, expectFocusedInView, test, waitForIslands } from './support/fixtures';

/**
 * The solar production page. A missing site, the server's refusal of a site beyond every station and
 * a failing server are tested beside the island (src/islands/calculators/calculatorPages.test.tsx,
 * calculatorRequests.test.tsx); the tools page's link and the Tools menu in tests/site/tools.test.ts.
 */
const PAGE = '/tools/solar-production';
const PHOENIX = { latitude: 33.45, longitude: -112.07 };

async function open(page: Page, query = '') {
  await page.goto(`${PAGE}${query}`);
  await waitForIslands(page);
}
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true }).click();
const results = (page: Page) => page.getByRole('region', { name: 'Results' });

/** Clicks the map where a longitude and latitude are drawn. */
/** Downloads the result's report, two files: its CSV's lines and its JSON. */
async function downloadedReport(
  page: Page,
): Promise<{ csv: string[]; json: { outputs: { hourlyKW: number[]; station: { id: string } } } }> {
  const downloads: { name: string; text: string }[] = [];
  page.on('download', async (download) =>
    downloads.push({ name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') }),
  );
  await results(page).getByRole('button', { name: 'Download report (JSON + CSV)' }).click();
  await expect.poll(() => downloads.length).toBe(2);
  const text = (extension: string) => downloads.find((file) => file.name.endsWith(extension))!.text;
  return { csv: text('.csv').trim().split('\r\n'), json: JSON.parse(text('.json')) };
}

test.describe('solar production', () => {
  test('at 1280 px and at 390 px: refuses a site and a size out of bounds, the first focused below the sticky header; then picks Phoenix on the map and shows its typical year: figures, months, typical days, every hour, station and sources', async ({
    page,
  }) => {
    test.slow(); // the whole journey twice, one width after the other, each with a refusal, a map click and a solve
    await open(page);
    await expect(page.getByRole('heading', { name: 'Solar Production Calculator', level: 1 })).toBeVisible();
    await expect(results(page).getByRole('heading')).toHaveCount(0);
    for (const size of [DESKTOP, PHONE]) await refuseThenPickPhoenix(page, size);
  });

  /** The journey at one width, on a page that may show the other width's result already. */
  async function refuseThenPickPhoenix(page: Page, size: typeof DESKTOP | typeof PHONE) {
    await atWidth(page, size);
    await page.getByLabel('Latitude (°N)').fill('80');
    await page.getByLabel('System size (kWdc)').fill('0');
    await calculate(page);
    await expectFocusedInView(page, page.getByLabel('Latitude (°N)'), page.getByText('Number must be less than or equal to 72'));
    await expect(page.getByText('Number must be greater than or equal to 1')).toBeVisible();
    if (size === DESKTOP) await expect(results(page).getByRole('heading')).toHaveCount(0);

    // A click takes the point drawn there, to the pixel; Sky Harbor's own coordinates then give the station PVWatts was run on.
    await clickMapAt(page, PHOENIX.longitude, PHOENIX.latitude);
    await expect(
      page.getByText(/^Site: 33\.\d+° N, 11[12]\.\d+° W\. The answer names the weather station nearest it in climate/),
    ).toBeVisible();
    expect(Math.abs(Number(await page.getByLabel('Latitude (°N)').inputValue()) - PHOENIX.latitude)).toBeLessThan(0.25);
    expect(Math.abs(Number(await page.getByLabel('Longitude (°E, west negative)').inputValue()) - PHOENIX.longitude)).toBeLessThan(0.25);
    await page.getByLabel('Latitude (°N)').fill('33.45');
    await page.getByLabel('Longitude (°E, west negative)').fill('-111.983');
    await page.getByLabel('System size (kWdc)').fill('1000');
    await calculate(page);

    const result = results(page);
    // PVWatts v8 gives 1,748 kWh/kWdc for this array on Phoenix's TMY3 year (docs/calculators.md).
    await expect(result.getByText('Specific yield')).toBeVisible();
    const specificYield = Number(
      (await result
        .getByText(/kWh\/kWdc$/)
        .first()
        .textContent())!.replace(/[^\d]/g, ''),
    );
    expect(Math.abs(specificYield / 1748 - 1)).toBeLessThan(0.03);
    await expect(result).toContainText('Phoenix Sky Harbor Intl Ap (AZ), 0 km from the site');
    await expect(result.getByRole('img', { name: 'Energy by month' })).toBeVisible();
    await expect(result.getByRole('figure', { name: 'A typical day of each month' })).toBeVisible();
    const heatmap = result.getByRole('img', { name: 'Every hour of the year' });
    await expect(heatmap).toBeVisible();
    // The canvas is drawn: its noon row in June is lit, its midnight row dark.
    const lit = await heatmap.evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')!;
      const scale = canvas.width / canvas.clientWidth;
      const at = (x: number, y: number) => Array.from(context.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data);
      const june = 40 + ((151 + 15) / 365) * (canvas.clientWidth - 48);
      return { noon: at(june, 8 + 12.5 * 8), midnight: at(june, 8 + 0.5 * 8) };
    });
    expect(lit.noon[1]!).toBeGreaterThan(120);
    expect(lit.midnight[1]!).toBeLessThan(40);

    // The typical days' numbers: 24 hours × 12 months, nothing at midnight, most around noon.
    // Disclosures opened at the first width stay open at the second.
    const table = result.getByRole('region', { name: 'A typical day of each month: the numbers' }).getByRole('table');
    if (size === DESKTOP) await result.getByRole('figure', { name: 'A typical day of each month' }).getByText('Show the numbers').click();
    await expect(table.getByRole('row')).toHaveCount(25);
    await expect(table.getByRole('row', { name: /^00:00/ })).toContainText('0 kW');
    if (size === DESKTOP) await result.getByText(/^System losses: 14\.08% in all$/).click();
    await expect(result.getByText('Availability')).toBeVisible();
    await expect(result.getByText(/NREL TMY3 typical meteorological years/)).toBeVisible();

    await expect(page).toHaveURL(new RegExp(`${PAGE}\\?latitude=33\\.45&longitude=-111\\.983&systemSizeKWdc=1000&tracking=fixed`));
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  }

  test('takes a state, single-axis trackers, their ground coverage ratio and rotation limit, and a link with the inputs reproduces it', async ({
    page,
  }) => {
    await open(page);
    await page.getByLabel('Or a state (its main weather station)').selectOption('WA');
    await expect(page.getByLabel('Latitude (°N)')).toHaveValue('');
    await expect(page.getByText("Weather: WA's main station, named with the answer.")).toBeVisible();
    await page.getByLabel('Array').selectOption('single-axis');
    await expect(page.getByLabel('Tilt (°)')).toHaveCount(0);
    await page.getByLabel('Ground coverage ratio').fill('0.35');
    await page.getByLabel('Rotation limit (±°)').fill('55');
    await calculate(page);
    await expect(results(page)).toContainText('single-axis tracking with backtracking, GCR 0.35, turning to ±55°');
    await expect(results(page)).toContainText("the state's main station");
    const url = page.url();
    expect(url).toContain('state=WA');
    const annual = await results(page).getByText(/Wh$/).first().textContent();

    await page.goto(url);
    await expect(page.getByLabel('Or a state (its main weather station)')).toHaveValue('WA');
    await expect(page.getByLabel('Ground coverage ratio')).toHaveValue('0.35');
    await expect(page.getByLabel('Rotation limit (±°)')).toHaveValue('55');
    await expect(results(page).getByText(/Wh$/).first()).toHaveText(annual!);
  });

  test.describe('on a screen that takes taps', () => {
    test.use({ hasTouch: true });

    test("at 1280 px and at 390 px: the months' and the typical days' charts read whole, in one unit each; an hour reads off the heatmap under the mouse, then under a tap; a visitor downloads the 8,760 hours", async ({
      page,
    }) => {
      // 5,500 kWdc in Phoenix: about 1,000 MWh in its best month, the value axis' widest label.
      await open(page, `?latitude=${PHOENIX.latitude}&longitude=${PHOENIX.longitude}&systemSizeKWdc=5500&tracking=fixed`);
      const result = results(page);
      await expect(result.getByText('Specific yield')).toBeVisible();
      const months = result.getByRole('figure', { name: 'Energy by month' });
      const dayTotals = result.getByRole('figure', { name: 'A typical day of each month' }).locator('li .tabular-nums');
      const heatmap = result.getByRole('img', { name: 'Every hour of the year' });
      const reading = result.getByTestId('hour-reading');
      /** Where a day (0–364) and hour of the year are drawn on the heatmap: 40 px of hours at its left, 8 px rows from 8 px down. */
      const cell = async (day: number, hour: number) => {
        const box = (await heatmap.boundingBox())!;
        return { x: 40 + ((day + 0.5) * (box.width - 48)) / 365, y: 8 + (hour + 0.5) * 8 };
      };

      for (const size of [DESKTOP, PHONE]) {
        await atWidth(page, size);
        await expectChartTextWhole(months);
        await expect(months.locator('svg > g text').last()).toHaveText(/ MWh$/);
        const units = new Set((await dayTotals.allTextContents()).map((total) => total.split(' ')[1]));
        expect(units, 'one unit for the twelve days').toEqual(new Set(['MWh']));
        await heatmap.scrollIntoViewIfNeeded();
        if (size === DESKTOP) {
          // 16 June, noon, under the mouse.
          await heatmap.hover({ position: await cell(166, 12) });
          await expect(reading).toHaveText(/^Jun 16, 12:00: [\d,.]+ (kW|MW)$/);
        } else {
          // 21 December, 13:00, under a finger.
          await heatmap.tap({ position: await cell(354, 13) });
          await expect(reading).toHaveText(/^Dec 21, 13:00: [\d,.]+ (kW|MW)$/);
        }
        await expectNoSidewaysScroll(page);
      }
      await expectAccessible(page);

      const { csv } = await downloadedReport(page);
      await expect(page.getByRole('status').filter({ hasText: 'Sign In Required' })).toHaveCount(0);
      expect(csv).toHaveLength(8761);
      expect(csv[0]).toBe('Month,Day,Hour (local standard time),AC power (kW)');
    });
  });

  test.describe('signed in', () => {
    test.use({ storageState: storageStateFor('buyer') });

    test('saves the run and downloads the 8,760 hours as CSV beside the JSON', async ({ page }) => {
      await open(page, `?latitude=${PHOENIX.latitude}&longitude=${PHOENIX.longitude}&systemSizeKWdc=250&tracking=single-axis`);
      await expect(page.getByLabel('System size (kWdc)')).toHaveValue('250');
      await expect(results(page).getByText('Specific yield')).toBeVisible();
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/calculators/run') && response.status() === 201);
      await calculate(page);
      await saved;
      const runs = await (await page.request.get('/api/calculators/runs?type=solar')).json();
      expect(runs[0]).toMatchObject({ type: 'solar', inputs: { latitude: 33.45, systemSizeKWdc: 250, tracking: 'single-axis' } });
      expect(runs[0].outputs.hourlyKW).toBeUndefined();

      const { csv, json } = await downloadedReport(page);
      expect(csv).toHaveLength(8761);
      expect(csv[0]).toBe('Month,Day,Hour (local standard time),AC power (kW)');
      expect(csv[1]).toBe('1,1,0,0');
      expect(json.outputs.hourlyKW).toHaveLength(8760);
      expect(json.outputs.station.id).toBe('722780');
    });
  });
});
