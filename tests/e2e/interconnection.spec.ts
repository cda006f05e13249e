import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { storageStateFor } from './support/accounts';
import { expectNoSidewaysScroll } from './support/calculatorPages';
import { expect, expectAccessible, expectFocusedInView, expectToast, test, waitForIslands } from './support/fixtures';

/** The interconnection prescreen page. */
const PAGE = '/tools/interconnection-prescreen';

async function open(page: Page, query = '') {
  await page.goto(`${PAGE}${query}`);
  await waitForIslands(page);
}
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true }).click();
const results = (page: Page) => page.getByRole('region', { name: 'Results' });

test.describe('interconnection prescreen', () => {
  test('screens a 150 MW solar site in PJM: process, timeline band, odds, costs, flags and sources @both', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { name: 'Interconnection Prescreen', level: 1 })).toBeVisible();
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

    await result.getByText(/^Sources \(\d+\), data edition 2026\.11\.2$/).click();
    await expect(result.getByRole('link', { name: /Study Finds Steeply Rising Interconnection Costs In PJM/ })).toHaveAttribute(
      'href',
      'https://www.publicpower.org/periodical/article/study-finds-steeply-rising-interconnection-costs-pjm',
    );
    await expectAccessible(page);
    // Long source names (a repository and a commit) wrap rather than widen a phone's page.
    await expectNoSidewaysScroll(page);
  });

  test('asks which region for a split state, and says when a region publishes no upgrade cost @both', async ({ page }) => {
    await open(page);
    await expect(page.getByLabel('Grid region')).toHaveCount(0);
    await page.getByLabel('State').selectOption('TX');
    await expect(page.getByLabel('Grid region')).toHaveValue('');
    await page.getByLabel('System size (MW AC)').fill('200');
    await calculate(page);
    await expect(results(page).getByRole('heading', { name: 'ERCOT generation interconnection (GINR)' })).toBeVisible();
    await expect(results(page)).toContainText('No public figure');

    await page.getByLabel('Grid region').selectOption('spp');
    await calculate(page);
    await expect(results(page).getByRole('heading', { name: 'Large generator cluster study (FERC Order No. 2023)' })).toBeVisible();
    await expect(results(page)).toContainText('Southwest Power Pool (SPP)');
    await expect(results(page)).toContainText('$11.4M – $21.2M');

    await page.getByLabel('State').selectOption('CA');
    await expect(page.getByLabel('Grid region')).toHaveValue('');
    await calculate(page);
    await expect(results(page)).toContainText('data-privacy rules');
  });

  test('a 2 MW project on a 12.47 kV feeder takes the state distribution process within Fast Track', async ({ page }) => {
    await open(page);
    await page.getByLabel('State').selectOption('MA');
    await page.getByLabel('System size (MW AC)').fill('2');
    await page.getByLabel('Distance to substation (miles)').fill('0.5');
    await page.getByLabel('Line voltage (kV)').fill('12.47');
    await page.getByLabel('Available capacity (MW)').fill('6');
    await page.getByLabel('Queued ahead (MW)').fill('3');
    await calculate(page);
    await expect(results(page).getByRole('heading', { name: 'State distribution interconnection' })).toBeVisible();
    await expect(results(page)).toContainText('3–24 months, typically 9');
    await expect(results(page)).toContainText('3 MW left');
    await expect(results(page)).toContainText('within the Fast Track limit of 3 MW');
  });

  test('shows each field its message and focuses the first, under the sticky header', async ({ page }) => {
    await open(page);
    await page.getByLabel('System size (MW AC)').fill('0');
    await page.getByLabel('Distance to substation (miles)').fill('51');
    await page.getByLabel('Queued ahead (MW)').fill('10');
    await calculate(page);
    await expectFocusedInView(page, page.getByLabel('System size (MW AC)'), page.getByText('Number must be greater than or equal to 0.1'));
    await expect(page.getByText('Number must be less than or equal to 50')).toBeVisible();
    await expect(page.getByText('Required when queued capacity is given')).toBeVisible();
    await expect(results(page).getByRole('heading')).toHaveCount(0);
  });

  test('says so when the server fails', async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 500|interconnection calculation failed/);
    await page.route('**/api/calculators/interconnection', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal server error' } }),
    );
    await open(page);
    await calculate(page);
    await expectToast(page, 'Calculation Error', 'Failed to run the interconnection prescreen. Please check your inputs.', 'destructive');
  });

  test('asks an anonymous visitor to sign in to download, and brings them back to the same result', async ({ page }) => {
    await open(page);
    await calculate(page);
    await page.getByRole('button', { name: 'Download report (JSON + CSV)' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Sign In Required' });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(`${PAGE}?state=PA&systemSizeMW=5&technology=solar&distanceToSubstationMiles=1`);
    await expect(toast.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent(`${PAGE}?state=PA&systemSizeMW=5&technology=solar&distanceToSubstationMiles=1`)}`,
    );
  });

  test('is on the tools page and links to the interconnection articles', async ({ page }) => {
    await page.goto('/tools');
    await page.getByRole('link', { name: 'Open Interconnection Prescreen' }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('link', { name: 'How the interconnection queue works, step by step' })).toHaveAttribute(
      'href',
      '/blog/how-the-interconnection-queue-works',
    );
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
