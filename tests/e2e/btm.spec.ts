import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { storageStateFor } from './support/accounts';
import { ownAccount } from './support/apiCalls';
import { atWidth, DESKTOP, expectNoSidewaysScroll, expectOptionsFit, PHONE } from './support/widths';
import { expect, expectAccessible, openBeforeHydration, test, waitForIslands } from './support/fixtures';

/**
 * The behind-the-meter optimizer's page, solving in its worker. The inputs the worker refuses and a
 * file it cannot read are tested beside the island with the same worker (src/islands/btm/BtmOptimizer.test.tsx);
 * the links to the page in tests/site/tools.test.ts.
 */
const PAGE = '/tools/btm-optimizer';
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/btm');
const TARIFFS = path.resolve(import.meta.dirname, '../../src/domain/btm/data/tariffs');

async function open(page: Page) {
  await page.goto(PAGE);
  await waitForIslands(page);
}
const inputs = (page: Page) => page.getByRole('form', { name: 'Optimizer inputs' });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const optimize = (page: Page) => inputs(page).getByRole('button', { name: 'Optimize' }).click();

test.describe('behind-the-meter optimizer', () => {
  test('a Green Button year and an uploaded URDB tariff: the bill before and after, a week of the dispatch, the returns, within the screen at 1280 px and 390 px', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page);
    await expect(page.getByRole('heading', { name: 'Behind-the-Meter Optimizer', level: 1 })).toBeVisible();
    await inputs(page).getByText('Upload interval data').click();
    await inputs(page).locator('input[name="loadFile"]').setInputFiles(path.join(FIXTURES, 'green-button-hourly.csv'));
    // The fixture: a synthetic 2023 Green Button (Opower layout) export of 484,846.03 kWh, with the US daylight-saving clock.
    await expect(inputs(page).getByText(/green-button-hourly\.csv: Green Button, 60-minute readings of 2023/)).toBeVisible();
    await expect(inputs(page).getByText(/485 MWh a year/)).toBeVisible();

    await inputs(page).getByText('URDB JSON').click();
    await inputs(page).getByLabel('Tariff file (URDB JSON)').setInputFiles(path.join(TARIFFS, 'sce-gs2-tou-b-2015.json'));
    await expect(inputs(page).getByLabel('Tariff (OpenEI URDB JSON)')).toHaveValue(/energyratestructure/);
    await inputs(page).getByLabel('Power (kW)').fill('50');
    await inputs(page).getByLabel('Energy (kWh)').fill('200');
    await optimize(page);

    const result = results(page);
    await expect(result.getByText('Annual savings')).toBeVisible({ timeout: 60_000 });
    await expect(result).toContainText('Southern California Edison');
    const bills = result.getByRole('region', { name: 'The bill before and after, by month' });
    await expect(bills.getByRole('row')).toHaveCount(13);
    const saved = Number(
      (await result
        .getByText(/^\$[\d,]+$/)
        .first()
        .textContent())!.replace(/[^\d]/g, ''),
    );
    expect(saved).toBeGreaterThan(0);
    await expect(result.getByRole('img', { name: /Load, solar, battery and grid/ })).toBeVisible();
    await expect(result.getByRole('img', { name: /State of charge/ })).toBeVisible();
    await result.getByLabel('Week', { exact: true }).selectOption('0');
    await expect(result.getByRole('img', { name: /Load, solar, battery and grid/ })).toBeVisible();
    await expect(result.getByText("The battery's returns")).toBeVisible();
    await expect(result.getByText('NPV', { exact: true })).toBeVisible();
    for (const size of [DESKTOP, PHONE]) {
      await atWidth(page, size);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    }
  });

  test('solves with what a visitor chose and typed before the page became interactive', async ({ page }) => {
    const hydrate = await openBeforeHydration(page, PAGE);
    await inputs(page).getByLabel('Building', { exact: true }).selectOption('warehouse');
    await inputs(page).getByLabel('Annual use (kWh)').fill('800000');
    await inputs(page).getByText('Clocks change for daylight saving').click();
    await hydrate();
    await optimize(page);
    await expect(results(page).getByText('Annual savings')).toBeVisible({ timeout: 60_000 });
    await expect(results(page)).toContainText('Load 800 MWh');
    await expect(inputs(page).getByLabel('Building', { exact: true })).toHaveValue('warehouse');
    await expect(inputs(page).getByLabel('Annual use (kWh)')).toHaveValue('800000');
    await expect(inputs(page).getByText('Clocks change for daylight saving')).not.toBeChecked();
  });

  test('a typical building, a tariff built in the form, modeled solar: solved in the browser with progress, and cancelled', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page);
    await inputs(page).getByLabel('Building', { exact: true }).selectOption('warehouse');
    await inputs(page).getByLabel('Annual use (kWh)').fill('800000');
    await inputs(page).getByText('Build one').click();
    await inputs(page).getByLabel('On-peak energy ($/kWh)').fill('0.40');
    await inputs(page).getByText('Model it').click();
    await inputs(page).getByLabel('Or a state').selectOption('CA');
    await inputs(page).getByLabel('PV size (kWdc)').fill('300');
    await optimize(page);
    // Progress while it solves, then the answer.
    await expect(results(page).getByText('Annual savings')).toBeVisible({ timeout: 60_000 });
    await expect(results(page)).toContainText('Your tariff');
    await expect(results(page)).toContainText(/PV \d/);

    // A long solve (a 15-minute year, sized over the whole year), cancelled: the page keeps the answer it had.
    await inputs(page).getByText('Upload interval data').click();
    await inputs(page).locator('input[name="loadFile"]').setInputFiles(path.join(FIXTURES, 'plain-15min.csv'));
    await expect(inputs(page).getByText(/optimized at 15-minute intervals/)).toBeVisible();
    await inputs(page).getByText('Let the optimizer choose the size').click();
    await optimize(page);
    await expect(inputs(page).getByText('Sizing over the whole year…')).toBeVisible();
    await inputs(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(inputs(page).getByRole('button', { name: 'Optimize' })).toBeEnabled();
    await expect(inputs(page).getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(results(page)).toContainText('Your tariff');
    await expect(results(page).getByText('Battery chosen')).toHaveCount(0);
  });

  test("an export rule chosen (net metering, credits trued up annually, a battery charged from solar only) and the tariff's unmodelled fields warned above the bill, at 1280 px and 390 px", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await open(page);
    await inputs(page).getByLabel('Annual use (kWh)').fill('600000');
    // SCE GS-2 TOU-B with a minimum bill and a demand ratchet, which the optimizer does not model.
    const sce = JSON.parse(readFileSync(path.join(TARIFFS, 'sce-gs2-tou-b-2015.json'), 'utf8')) as Record<string, unknown>;
    await inputs(page).getByText('URDB JSON').click();
    await inputs(page)
      .getByLabel('Tariff (OpenEI URDB JSON)')
      .fill(JSON.stringify({ ...sce, mincharge: 30, demandratchetpercentage: new Array(12).fill(0.5) }));
    await inputs(page).getByLabel('What exports earn').selectOption('net-metering');
    await inputs(page).getByLabel('Non-bypassable charge ($/kWh)').fill('0.03');
    await inputs(page).getByLabel('Credits true up').selectOption('annual');
    await inputs(page).getByText('Model it').click();
    await inputs(page).getByLabel('Or a state').selectOption('CA');
    await inputs(page).getByLabel('PV size (kWdc)').fill('300');
    await inputs(page).getByText('The battery may charge from the grid').click();
    await inputs(page).getByLabel('What exports earn').selectOption('net-billing-table');
    await expect(inputs(page).getByText(/Illustrative export values/)).toBeVisible();
    await inputs(page).getByLabel('What exports earn').selectOption('net-metering');
    await optimize(page);

    const warnings = results(page).getByRole('note', { name: 'Not modelled' });
    await expect(warnings).toBeVisible({ timeout: 60_000 });
    // Solar charges the battery, and net metering pays for what it exports.
    await expect(results(page)).toContainText(/PV \d/);
    await expect(warnings.getByRole('listitem')).toHaveText([
      'demandratchetpercentage: demand ratchets are not modelled; each month is billed on its own peaks',
      'mincharge: the minimum bill (30) is not modelled; bills below it are shown as computed',
    ]);
    for (const size of [DESKTOP, PHONE]) {
      await atWidth(page, size);
      await expect(warnings).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectOptionsFit(page, 'What exports earn');
      await expectOptionsFit(page, 'Credits true up');
      await expectAccessible(page);
      await warnings.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`btm-warnings-${size.width}.png`) });
    }
    await inputs(page).getByLabel('What exports earn').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('btm-export-rule-390.png') });

    // Net billing by the illustrative table solves too (no interval where export pays more than import).
    await inputs(page).getByLabel('What exports earn').selectOption('net-billing-table');
    await optimize(page);
    await expect(inputs(page).getByRole('button', { name: 'Optimize' })).toBeEnabled({ timeout: 60_000 });
    await expect(results(page).getByText('Annual savings')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('signed in', () => {
    test.use({ storageState: storageStateFor('buyer') });

    test('modeled PV asks for its site before sending anything; the bills with no system, PV only and PV + battery, the weeks by their dates, and one draft RFQ for the catalog battery however often a quote is asked, at 1280 px and 390 px', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      // A buyer of its own: the shared buyer's drafts are the RFQ tests' to count.
      await page.context().addCookies((await ownAccount('btm-buyer')).cookies);
      const solarRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/calculators/solar') solarRequests.push(request.method());
      });
      await open(page);
      // A catalog cabinet of 125 kW / 257 kWh, for a battery of 1,000 kWh: four units, rounded up.
      await inputs(page).getByLabel('From the catalog').selectOption({ label: 'Sungrow PowerStack 255CS (125 kW / 257 kWh)' });
      await inputs(page).getByLabel('Energy (kWh)').fill('1000');

      // Solar modeled without a site: the form's own message, and nothing sent.
      await inputs(page).getByText('Model it').click();
      await optimize(page);
      await expect(inputs(page).getByText('Required (or give a state)')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Check the inputs' })).toBeVisible();
      expect(solarRequests).toEqual([]);
      // The site given, the message goes with the change, and the toast with the next solve.
      await inputs(page).getByLabel('Or a state').selectOption('CA');
      await expect(inputs(page).getByText('Required (or give a state)')).toHaveCount(0);
      await optimize(page);
      await expect(results(page).getByText('Annual savings')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('alert').filter({ hasText: 'Check the inputs' })).toHaveCount(0);
      expect(solarRequests).toEqual(['POST']);

      const bills = results(page).getByText('The bill a year').locator('..');
      const week = results(page).getByLabel('Week', { exact: true });
      for (const size of [DESKTOP, PHONE]) {
        await atWidth(page, size);
        for (const label of ['No system', 'PV only', 'PV + battery']) await expect(bills.getByText(`${label}:`)).toBeVisible();
        await expect(week.locator('option').first()).toHaveText('Week 1, Jan 1 – Jan 7');
        await expect(week.locator('option').last()).toHaveText('Week 53, Dec 31');
        expect(await week.locator('option').allTextContents()).not.toContainEqual(expect.stringMatching(/undefined|NaN/));
        await expectOptionsFit(page, 'Week');
        await expectNoSidewaysScroll(page);
      }

      // Asked at both widths: one draft, with the units and the analysis, and a link to it.
      const quote = results(page).getByRole('button', { name: 'Request a quote for PowerStack 255CS' });
      const sizing = 'Sungrow PowerStack 255CS: 4 × 257 kWh units for 1,000 kWh, rounded up to whole units';
      for (const size of [DESKTOP, PHONE]) {
        await atWidth(page, size);
        await quote.click();
        const toast = page.getByRole('status').filter({ hasText: /Added to draft RFQ #\d+/ });
        await expect(toast).toContainText(sizing);
        await expect(toast.getByRole('link', { name: /Open draft RFQ #\d+/ })).toBeVisible();
        await expect(results(page).getByText(sizing)).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
      await expectAccessible(page);
      const drafts = ((await (await page.request.get('/api/rfqs')).json()) as { id: number; status: string; notes: string }[]).filter(
        (rfq) => rfq.status === 'draft',
      );
      expect(drafts).toHaveLength(1);
      expect(drafts[0]!.notes).toContain('Bill a year: No system $');
      const items = await (await page.request.get(`/api/rfqs/${drafts[0]!.id}/items`)).json();
      expect(items).toMatchObject([{ quantity: 4, product: { model: 'PowerStack 255CS' } }]);

      // The link opens the draft, its notes ready to submit.
      await results(page)
        .getByRole('link', { name: `draft RFQ #${drafts[0]!.id}` })
        .click();
      await expect(page).toHaveURL(`/rfq?id=${drafts[0]!.id}`);
      await expect(page.getByLabel('Additional Notes')).toHaveValue(/PV \+ battery \$/);
    });

    test("saves an answer to a site: the meter's year as the site's interval data, the tariff and the battery, billed there as here, at 1280 px and 390 px", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.context().addCookies((await ownAccount('btm-site')).cookies);
      const created = await page.request.post('/api/sites', { data: { name: 'Tustin cold store', zip: '92780' } });
      expect(created.status()).toBe(201);
      const site = (await created.json()) as { id: number };
      await open(page);
      await inputs(page).getByText('Upload interval data').click();
      await inputs(page).locator('input[name="loadFile"]').setInputFiles(path.join(FIXTURES, 'green-button-hourly.csv'));
      await expect(inputs(page).getByText(/485 MWh a year/)).toBeVisible();
      await inputs(page).getByText('URDB JSON').click();
      await inputs(page).getByLabel('Tariff file (URDB JSON)').setInputFiles(path.join(TARIFFS, 'sce-gs2-tou-b-2015.json'));
      await inputs(page).getByLabel('Power (kW)').fill('50');
      await inputs(page).getByLabel('Energy (kWh)').fill('200');
      await optimize(page);
      await expect(results(page).getByText('Annual savings')).toBeVisible({ timeout: 60_000 });
      // The bill with no system, as compact as the card shows it ("$73.8K").
      const compact = (await results(page)
        .getByText('The bill a year')
        .locator('..')
        .getByText('No system:')
        .locator('span')
        .textContent())!;
      const billHere = Number(/\$([\d.]+)K/.exec(compact)![1]) * 1000;

      await results(page).getByRole('button', { name: 'Save to a site' }).click();
      const form = results(page).getByRole('form', { name: 'Save to a site' });
      await expect(form.getByLabel('Site')).toHaveValue(String(site.id));
      await expect(form.getByLabel('Name of the load')).toHaveValue('green-button-hourly.csv');
      for (const size of [DESKTOP, PHONE]) {
        await atWidth(page, size);
        await expect(form).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectAccessible(page);
      }
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved to Tustin cold store' }).first()).toBeVisible();

      await results(page).getByRole('link', { name: 'Tustin cold store' }).click();
      await expect(page).toHaveURL(`/sites/site?id=${site.id}`);
      const usage = page.getByRole('form', { name: 'Load, tariff and finance' });
      await expect(usage.getByLabel('Load').locator('option:checked')).toHaveText('Your interval data: green-button-hourly.csv');
      await expect(usage.getByText(/^green-button-hourly\.csv: 485 MWh a year, peak [\d,.]+ kW, hourly, 2023$/)).toBeVisible();
      await expect(usage.getByLabel('Tariff').locator('option:checked')).toHaveText(/^Saved tariff: .*TOU/);
      await page.getByRole('button', { name: 'Compute' }).click();
      const bills = page.getByRole('region', { name: /^Bills and returns, / });
      await expect(bills).toBeVisible({ timeout: 60_000 });
      await expect(bills).toContainText('GS-2 TOU B');
      // The same meter and tariff: the same bill with no system, to the card's rounding.
      const billThere = Number((await bills.getByText('No system').locator('..').textContent())!.replace(/[^\d.]/g, ''));
      expect(Math.abs(billThere - billHere)).toBeLessThanOrEqual(50);
      const stored = await (await page.request.get(`/api/sites/${site.id}`)).json();
      expect(stored.designs[0].battery).toEqual({ powerKW: 50, energyKWh: 200 });
      expect(stored.usage.load.metered).toMatchObject({ name: 'green-button-hourly.csv', intervalMinutes: 60, year: 2023 });
      for (const size of [DESKTOP, PHONE]) {
        await atWidth(page, size);
        await expectNoSidewaysScroll(page);
      }

      // Back to the optimizer from the site: its interval data is the load again, as the file it came from.
      await atWidth(page, DESKTOP);
      await page.getByRole('link', { name: 'Open in the behind-the-meter optimizer' }).click();
      await expect(inputs(page).getByText(/^green-button-hourly\.csv: CSV, 60-minute readings of 2023$/)).toBeVisible();
      await expect(inputs(page).getByText(/485 MWh a year/)).toBeVisible();
    });

    test("opens for a site from its bills: the site's building, tariff, PV at its point and battery in the form, solved, and saved back to the same site, at 1280 px and 390 px", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.context().addCookies((await ownAccount('btm-opens-site')).cookies);
      const site = (await (await page.request.post('/api/sites', { data: { name: 'Mesa warehouse', zip: '85201' } })).json()) as {
        id: number;
        designs: { pv: object }[];
      };
      const design = {
        id: 'd1',
        name: 'Roof and battery',
        pv: { ...site.designs[0]!.pv, systemSizeKWdc: 300 },
        battery: { powerKW: 200, energyKWh: 800 },
      };
      const usage = { load: { kind: 'warehouse', annualKWh: 900_000 }, tariff: { example: 'sce-gs2-tou-b-2015' } };
      expect((await page.request.patch(`/api/sites/${site.id}`, { data: { designs: [design], usage } })).status()).toBe(200);
      await page.goto(`/sites/site?id=${site.id}`);
      await waitForIslands(page);
      await page.getByRole('button', { name: 'Compute', exact: true }).click();
      await page.getByRole('link', { name: 'Open in the behind-the-meter optimizer' }).click();

      await expect(page).toHaveURL(`${PAGE}?site=${site.id}&design=d1`);
      await expect(page.getByRole('status').filter({ hasText: 'Opened for the site Mesa warehouse, Roof and battery' })).toBeVisible();
      await expect(inputs(page).getByLabel('Building', { exact: true })).toHaveValue('warehouse');
      await expect(inputs(page).getByLabel('Annual use (kWh)')).toHaveValue('900000');
      await expect(inputs(page).getByLabel('Example tariff')).toHaveValue('sce-gs2-tou-b-2015');
      await expect(inputs(page).getByLabel('PV size (kWdc)')).toHaveValue('300');
      await expect(inputs(page).getByLabel('Site latitude (°N)')).toHaveValue(/^33\.\d+$/);
      await expect(inputs(page).getByLabel('Power (kW)')).toHaveValue('200');
      await expect(inputs(page).getByLabel('Energy (kWh)')).toHaveValue('800');
      await expect(inputs(page).getByRole('checkbox', { name: /daylight saving/ })).not.toBeChecked();
      for (const size of [DESKTOP, PHONE]) {
        await atWidth(page, size);
        await expectNoSidewaysScroll(page);
      }
      await atWidth(page, DESKTOP);
      await optimize(page);
      await expect(results(page).getByText('Annual savings')).toBeVisible({ timeout: 60_000 });
      await results(page).getByRole('button', { name: 'Save to a site' }).click();
      await expect(results(page).getByRole('form', { name: 'Save to a site' }).getByLabel('Site')).toHaveValue(String(site.id));
    });

    test('saves the optimization as a run of its own, and a link to it solves it again', async ({ page }) => {
      test.setTimeout(90_000);
      // A buyer of its own: the newest run must be this test's, not one another file's test saved as the shared buyer.
      await page.context().addCookies((await ownAccount('btm-runs')).cookies);
      await open(page);
      await inputs(page).getByLabel('Power (kW)').fill('120');
      await optimize(page);
      await expect(results(page).getByText('Annual savings')).toBeVisible({ timeout: 60_000 });
      // Saving solves it again on the server: the run is there once that has finished.
      const run = await expect
        .poll(async () => (await (await page.request.get('/api/calculators/runs?type=btm')).json())[0], { timeout: 30_000 })
        .toMatchObject({ type: 'btm', inputs: { battery: { powerKW: 120 }, loadKW: { intervals: 8760 } } })
        .then(async () => (await (await page.request.get('/api/calculators/runs?type=btm')).json())[0]);
      expect(run.outputs.dispatch).toBeUndefined();
      expect(run.outputs.annual.savings).toBeGreaterThan(0);

      await page.goto(`${PAGE}?run=${run.id}`);
      await expect(page.getByRole('status').filter({ hasText: 'Saved run reopened' })).toBeVisible({ timeout: 60_000 });
      await expect(results(page)).toContainText('120 kW');
      await expect(inputs(page).getByLabel('Power (kW)')).toHaveValue('120');
    });
  });
});

test.describe('behind-the-meter optimizer: the system after tax', () => {
  test('costs and taxes: the cash-flow table and its headline figures at 1280 px and 390 px, and the PV carried on to the PPA calculator', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page);
    await inputs(page).getByText('Model it').click();
    await inputs(page).getByLabel('Or a state').selectOption('CA');
    await inputs(page).getByText('Costs and taxes (PV + battery after tax)').click();
    await inputs(page).getByText("Add the system's after-tax cash flow").click();
    await inputs(page).getByLabel('Battery fixed cost ($)').fill('25000');
    await inputs(page).getByLabel('Analysis period (years)').fill('20');
    await optimize(page);

    const result = results(page);
    const system = result.getByRole('region', { name: 'The system after tax' });
    await expect(system).toBeVisible({ timeout: 90_000 });
    await expect(system).toContainText('As given: PV 500 kWdc, battery');
    const table = system.getByRole('region', { name: "The system's cash flow, by year" });
    // Year 0 (the purchase) to year 20, and the header.
    await expect(table.getByRole('row')).toHaveCount(22);
    await expect(table.getByRole('row').nth(1)).toContainText('-$');
    for (const label of ['NPV', 'IRR', 'Payback', 'Discounted payback'])
      await expect(system.getByText(label, { exact: true })).toBeVisible();
    for (const size of [DESKTOP, PHONE]) {
      await atWidth(page, size);
      await system.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      await expect(table).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`btm-cash-flow-${size.width}.png`), fullPage: false });
    }
    await expectAccessible(page);

    const link = system.getByRole('link', { name: 'Open in the PPA / finance calculator' });
    await expect(link).toHaveAttribute('href', /^\/tools\/ppa-calculator\?systemSizeMW=0\.5&epcPricePerW=1\.8&/);
    await link.click();
    await waitForIslands(page);
    await expect(page.getByLabel('System Size (MW)')).toHaveValue('0.5');
    await expect(page.getByLabel('EPC Price ($/W)')).toHaveValue('1.8');
  });
});
