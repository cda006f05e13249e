import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { INTERCONNECTION_DATA_VERSION } from '~/domain/interconnection/data/sources';
import { storageStateFor } from './support/accounts';
import { atWidth, expectNoSidewaysScroll, PHONE } from './support/widths';
import { expect, expectAccessible, expectFocusedInView, test, waitForIslands } from './support/fixtures';

/**
 * The interconnection prescreen page. A split state's grid region, the state distribution process
 * within Fast Track, a failing server and a visitor's download are tested beside the island
 * (src/islands/calculators/calculatorPages.test.tsx, calculatorRequests.test.tsx); the page's links in
 * tests/site/tools.test.ts.
 */
const PAGE = '/tools/interconnection-prescreen';

async function open(page: Page, query = '') {
  await page.goto(`${PAGE}${query}`);
  await waitForIslands(page);
}
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true }).click();
const results = (page: Page) => page.getByRole('region', { name: 'Results' });

test.describe('interconnection prescreen', () => {
  test('shows each refused field its message, the first focused below the sticky header; then screens a 150 MW solar site in PJM: process, timeline band, odds, costs, flags and sources; at 390 px too, the first refused field in view and the result within the screen', async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole('heading', { name: 'Interconnection Prescreen', level: 1 })).toBeVisible();
    await page.getByLabel('System size (MW AC)').fill('0');
    await page.getByLabel('Distance to substation (miles)').fill('51');
    await page.getByLabel('Queued ahead (MW)').fill('10');
    await calculate(page);
    await expectFocusedInView(page, page.getByLabel('System size (MW AC)'), page.getByText('Number must be greater than or equal to 0.1'));
    await expect(page.getByText('Number must be less than or equal to 50')).toBeVisible();
    await expect(page.getByText('Required when queued capacity is given')).toBeVisible();
    await expect(results(page).getByRole('heading')).toHaveCount(0);

    await page.getByLabel('Queued ahead (MW)').fill('');
    await page.getByLabel('State').selectOption('PA');
    await page.getByLabel('Technology').selectOption('solar');
    await page.getByLabel('System size (MW AC)').fill('150');
    await page.getByLabel('Distance to substation (miles)').fill('3');
    await calculate(page);

    const result = results(page);
    await expect(result.getByRole('heading', { name: 'Large generator cluster study (FERC Order No. 2023)' })).toBeVisible();
    await expect(result).toContainText('PJM Interconnection');
    await expect(result).toContainText('Next step:');
    await expect(result).toContainText('42–86 months, typically 61');
    await expect(result.getByRole('img', { name: 'From request to operation: 42 mo to 86 mo, typically 61 mo' })).toBeVisible();
    await expect(result).toContainText('14% of requests');
    await expect(result).toContainText('$4.5M – $38M');
    await expect(result).toContainText('$30–$253/kW');
    await expect(result).toContainText('$7.2M');
    const flags = result.getByRole('region', { name: 'Flags' }).getByRole('listitem');
    await expect(flags.first()).toContainText('Risk');
    await expect(flags.first()).toContainText('2027-12-31');
    await expect(flags.filter({ hasText: '1.6×' })).toContainText('Watch');

    await result.getByText(new RegExp(`^Sources \\(\\d+\\), data edition ${INTERCONNECTION_DATA_VERSION.replaceAll('.', '\\.')}$`)).click();
    await expect(result.getByRole('link', { name: /Study Finds Steeply Rising Interconnection Costs In PJM/ })).toHaveAttribute(
      'href',
      'https://www.publicpower.org/periodical/article/study-finds-steeply-rising-interconnection-costs-pjm',
    );
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // At 390 px: long source names (a repository and a commit) wrap rather than widen the page, and a refused field is in view.
    await atWidth(page, PHONE);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.getByLabel('System size (MW AC)').fill('0');
    await calculate(page);
    await expectFocusedInView(page, page.getByLabel('System size (MW AC)'), page.getByText('Number must be greater than or equal to 0.1'));
    await expectAccessible(page);
  });

  test.describe('signed in', () => {
    test.use({ storageState: storageStateFor('buyer') });

    test('saves the run, downloads the report, and a link with the inputs reproduces it', async ({ page }) => {
      const query = '?state=TX&systemSizeMW=200&technology=hybrid&distanceToSubstationMiles=5&region=spp';
      await open(page, query);
      await expect(page.getByLabel('State')).toHaveValue('TX');
      await expect(page.getByLabel('Grid region')).toHaveValue('spp');
      await expect(page.getByLabel('Technology')).toHaveValue('hybrid');
      await expect(page.getByLabel('System size (MW AC)')).toHaveValue('200');
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/calculators/run') && response.status() === 201);
      await calculate(page);
      await saved;
      const runs = await (await page.request.get('/api/calculators/runs')).json();
      expect(runs[0]).toMatchObject({
        type: 'interconnection',
        inputs: { state: 'TX', region: 'spp', technology: 'hybrid', systemSizeMW: 200 },
        outputs: { process: { id: 'lgip-cluster' } },
      });

      const downloads: { name: string; text: string }[] = [];
      page.on('download', async (download) =>
        downloads.push({ name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') }),
      );
      await page.getByRole('button', { name: 'Download report (JSON + CSV)' }).click();
      await expect.poll(() => downloads.length).toBe(2);
      const json = downloads.find((file) => file.name.endsWith('.json'))!;
      expect(json.name).toMatch(/^voltfield-interconnection-\d{4}-\d{2}-\d{2}\.json$/);
      expect(JSON.parse(json.text)).toMatchObject({
        inputs: { state: 'TX' },
        outputs: { region: { id: 'spp' }, sources: expect.any(Array) },
      });
      const csv = downloads
        .find((file) => file.name.endsWith('.csv'))!
        .text.trim()
        .split('\r\n');
      expect(csv[0]).toBe('figure,value,unit,source');
      expect(csv).toContain('"Timeline, typical",61,months,lbnl-queued-up-2026');
    });
  });
});
