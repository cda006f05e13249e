import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { storageStateFor } from './support/accounts';
import { atWidth, DESKTOP, expectNoSidewaysScroll, PHONE } from './support/widths';
import { expect, expectAccessible, expectFocusedInView, openBeforeHydration, test, waitForIslands } from './support/fixtures';

const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true }).click();

/** The home page's islands hydrate when scrolled into view; wait until this one has. */
async function hydrated(page: Page, formName: string) {
  const form = page.getByRole('form', { name: formName });
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
  return form;
}
/**
 * Opens a calculator page once its island has hydrated: typing into the server-rendered form
 * before then can be overwritten when React takes over the inputs.
 */
async function openTool(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
}
const results = (page: Page) => page.getByRole('region', { name: 'Results' });

/*
 * The calculators' journeys in a real browser against the real server. What needs no real page is
 * tested beside the islands: field messages, results a link reopens, server failures and the pending
 * button (src/islands/calculators/calculatorPages.test.tsx, calculatorRequests.test.tsx,
 * homeCards.test.tsx).
 */

test.describe('PPA calculator', () => {
  test('at 1280 px and at 390 px: an invalid form focuses its first bad field below the sticky header; corrected, its result fits the screen and passes axe', async ({
    page,
  }) => {
    await openTool(page, '/tools/ppa-calculator');
    for (const size of [DESKTOP, PHONE]) {
      await atWidth(page, size);
      await page.getByLabel('System Size (MW)').fill('');
      await page.getByRole('button', { name: 'Calculate', exact: true }).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 400);
      await calculate(page);
      await expectFocusedInView(page, page.getByLabel('System Size (MW)'), page.getByText('Required', { exact: true }));

      await page.getByLabel('System Size (MW)').fill('5');
      await calculate(page);
      await expect(results(page).getByText('Estimated PPA Price')).toBeVisible();
      await expect(results(page).getByRole('img', { name: /Yearly net cash flow/ })).toBeVisible();
      await expect(results(page).getByRole('img', { name: /Cumulative position/ })).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    }
  });

  test('solves for the PPA price (LCOE, production, capex, breakeven, the cash-flow chart), asks a visitor to sign in to download, then, from the keyboard, solves for the EPC price', async ({
    page,
  }) => {
    await openTool(page, '/tools/ppa-calculator');
    await expect(page.getByRole('tab', { name: 'Solve for PPA' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Target PPA ($/kWh)')).toHaveCount(0);
    await calculate(page);
    await expect(results(page).getByText('Estimated PPA Price')).toBeVisible();
    await expect(results(page).getByText(/^\$0\.\d{4}\/kWh$/)).toBeVisible();
    for (const label of ['Nominal LCOE ($/kWh)', 'Annual production', 'Net capex', 'Breakeven'])
      await expect(results(page).getByText(label, { exact: true })).toBeVisible();
    await expect(results(page).getByText('Pre-tax, unlevered model.')).toBeVisible();
    await expect(results(page).getByText('$4,200,000')).toBeVisible(); // 5 MW × $1.20/W × (1 − 30 %)
    // The yearly flows and the cumulative position each on their own scale (the bars read flat beside the cumulative line).
    await expect(results(page).getByRole('img', { name: /Yearly net cash flow/ })).toBeVisible();
    await expect(results(page).getByRole('img', { name: /Cumulative position/ })).toBeVisible();

    // A visitor's download: sign in first, and come back to this very result.
    await page.getByRole('button', { name: 'Download report (JSON + CSV)' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Sign In Required' });
    await expect(toast).toBeVisible();
    // After Calculate the address carries the inputs, so signing in returns to this result.
    const { pathname, search } = new URL(page.url());
    expect(search).toContain('systemSizeMW=5');
    await expect(toast.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent(pathname + search)}`,
    );
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toBeHidden();

    // The tabs work from the keyboard.
    await page.getByRole('tab', { name: 'Solve for PPA' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Solve for EPC' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Solve for EPC' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Target PPA ($/kWh)')).toBeVisible();
    await expect(page.getByLabel('EPC Price ($/W)')).toBeDisabled();
    await expect(page.getByLabel('Target PPA ($/kWh)')).toHaveValue('0.08');
    await calculate(page);
    await expect(results(page).getByText('Maximum EPC Price')).toBeVisible();
    await expect(results(page).getByText(/^\$\d+\.\d{2}\/W$/)).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ storageState: storageStateFor('buyer') });

    test('saves the run and downloads the JSON report (with solveFor) and the yearly CSV', async ({ page }) => {
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/calculators/run') && response.status() === 201);
      await openTool(page, '/tools/ppa-calculator');
      await calculate(page);
      await saved;
      const runs = await (await page.request.get('/api/calculators/runs')).json();
      expect(runs[0]).toMatchObject({
        type: 'ppa_epc',
        inputs: { systemSizeMW: 5, wacc: 0.065, solveFor: 'ppa' },
        outputs: { solveFor: 'ppa' },
      });

      const downloads: { name: string; text: string }[] = [];
      page.on('download', async (download) =>
        downloads.push({ name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') }),
      );
      await page.getByRole('button', { name: 'Download report (JSON + CSV)' }).click();
      await expect.poll(() => downloads.length).toBe(2);
      const json = downloads.find((file) => file.name.endsWith('.json'))!;
      const report = JSON.parse(json.text);
      expect(json.name).toMatch(/^voltfield-ppa-epc-\d{4}-\d{2}-\d{2}\.json$/);
      expect(report).toMatchObject({
        solveFor: 'ppa',
        inputs: { systemSizeMW: 5 },
        outputs: { ppaPrice: expect.any(Number) },
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const csv = downloads
        .find((file) => file.name.endsWith('.csv'))!
        .text.trim()
        .split('\r\n');
      expect(csv[0]).toBe('year,energy_kwh,price_per_kwh,revenue,om_cost,net_cash_flow,cumulative_cash_flow,present_value');
      expect(csv).toHaveLength(26);
    });
  });
});

test.describe('land lease estimator', () => {
  test('shows the three estimates, acreage and the 25-year view with the exact escalated sum, which fits the screen at 1280 px and 390 px', async ({
    page,
  }) => {
    await openTool(page, '/tools/land-lease-estimator');
    await expect(page.getByLabel('Total acres')).toHaveValue('100');
    await expect(page.getByLabel('Distance to substation (miles)')).toHaveValue('2.5');
    await expect(page.getByLabel('State')).toHaveValue('TX');
    await calculate(page);
    for (const heading of ['Conservative', 'Likely', 'Aggressive'])
      await expect(results(page).getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(results(page).getByText('$513', { exact: true })).toBeVisible(); // $500 × 1.025
    await expect(results(page).getByText('$38,438/yr total')).toBeVisible(); // × 75 usable acres
    await expect(results(page).getByText('On 75 usable acres of 100')).toBeVisible();
    await expect(results(page).getByText('$960,938')).toBeVisible(); // × 25
    await expect(results(page).getByText('With 2.5% Escalation')).toBeVisible();
    // Σ_{t=1..25} 38,437.50 × 1.025^(t−1) = 38,437.50 × (1.025^25 − 1) / 0.025
    const escalated = Math.round((38_437.5 * (1.025 ** 25 - 1)) / 0.025);
    await expect(results(page).getByText(`$${escalated.toLocaleString('en-US')}`)).toBeVisible();
    for (const size of [DESKTOP, PHONE]) {
      await atWidth(page, size);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    }
  });

  test('calculates with what a visitor typed before the page became interactive', async ({ page }) => {
    const hydrate = await openBeforeHydration(page, '/tools/land-lease-estimator');
    await page.getByLabel('Total acres').fill('20');
    await hydrate();
    await calculate(page);
    await expect(results(page).getByText('On 15 usable acres of 20')).toBeVisible();
    await expect(page.getByLabel('Total acres')).toHaveValue('20');
  });
});

test.describe('calculator islands (client:afterpaint)', () => {
  test("request their code only after the page's first contentful paint, then hydrate", async ({ page }) => {
    for (const path of ['/tools/ppa-calculator', '/tools/btm-optimizer', '/contact']) {
      await page.goto(path);
      await waitForIslands(page);
      const { paint, renderer } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        renderer: performance.getEntriesByType('resource').find((entry) => /\/_astro\/client\.[\w-]+\.js$/.test(entry.name))?.startTime,
      }));
      expect(paint, path).toBeGreaterThan(0);
      expect(renderer, path).toBeGreaterThanOrEqual(paint!);
    }
  });
});

test.describe('BESS calculator', () => {
  const costsSection = (page: Page) => page.locator('details', { has: page.getByText('Costs and returns (optional)') });

  test('values a battery: the headline figures and the projection; then costs and returns on request (a refused cost shown in its reopened section): NPV, IRR, payback and the yearly cash flows, which fit the screen and show a refused cost in view at 390 px too; resilience on request', async ({
    page,
  }) => {
    await openTool(page, '/tools/bess-calculator');
    await calculate(page);
    await expect(results(page).getByText('Total annual value', { exact: true })).toBeVisible();
    await expect(results(page).getByText('$900,000/yr')).toBeVisible(); // 5,000 kW × $15 × 12
    await expect(results(page).getByText('Energy arbitrage')).toBeVisible();
    await expect(results(page).getByText('$3,222 a cycling day', { exact: false })).toBeVisible();
    await expect(results(page).getByText('Average spread $0.161/kWh discharged')).toBeVisible();
    // One horizon and one set of assumptions (decision 033): the analysis period with capacity fade at today's
    // rates, the years the returns use; a second "With 3% Escalation" view (10 years × 1.34) is gone.
    await expect(results(page).getByRole('heading', { name: '15-year projection' })).toBeVisible();
    await expect(results(page).getByText('$24,251,723', { exact: true })).toBeVisible();
    await expect(results(page).getByText('With 3% Escalation')).toHaveCount(0);
    await expect(results(page).getByText('Resilience value')).toHaveCount(0);
    await expectAccessible(page);

    // Closed until asked for; without costs the result is the value alone.
    await expect(costsSection(page)).not.toHaveAttribute('open');
    await page.getByText('Costs and returns (optional)').click();
    await expect(page.getByLabel('Discharge window (hours)')).toHaveValue('4');
    await expect(page.getByLabel('ITC (%)')).toHaveValue('30');
    await expect(page.getByLabel('Capacity fade (%/yr)')).toHaveValue('2.5');
    await expect(page.getByLabel('Discount rate (%)')).toHaveValue('8');
    // A refused cost in a section closed again: the section opens to show it, its field focused in view.
    await page.getByLabel('Installed cost ($/kWh)').fill('10');
    await page.getByText('Costs and returns (optional)').click();
    await expect(costsSection(page)).not.toHaveAttribute('open');
    await calculate(page);
    await expect(costsSection(page)).toHaveAttribute('open');
    await expectFocusedInView(
      page,
      page.getByLabel('Installed cost ($/kWh)'),
      page.getByText('Number must be greater than or equal to 50'),
    );
    await page.getByLabel('Installed cost ($/kWh)').fill('400');
    await calculate(page);

    const costs = results(page).getByRole('region', { name: 'Costs and returns' });
    await expect(results(page).getByText('$900,000/yr')).toBeVisible(); // the headline figures stay
    // 20,000 kWh × $400 = $8 M less 30 % ITC; year 1 nets $1,750,667 − $50,000 O&M; 2.5 %/yr fade; 15 years at 8 %.
    await expect(costs.getByText('$5,600,000', { exact: true })).toBeVisible();
    await expect(costs.getByText('$8,030,184', { exact: true })).toBeVisible();
    await expect(costs.getByText('28.6%', { exact: true })).toBeVisible();
    await expect(costs.getByText('Year 4', { exact: true })).toBeVisible();
    await expect(costs.getByRole('img', { name: /Yearly net cash flow/ })).toBeVisible();
    await expect(costs.getByRole('img', { name: /Cumulative position/ })).toBeVisible();
    await costs.getByText('Yearly table').click();
    await expect(costs.getByRole('table').last().getByRole('row')).toHaveCount(16); // heading + 15 years
    await expect(results(page).getByText('Discharges 20,000 kWh a cycle in a 4-hour window')).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // At 390 px: the result with its costs fits the screen and passes axe; a refused cost is shown in view.
    await atWidth(page, PHONE);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.getByLabel('Installed cost ($/kWh)').fill('10');
    await calculate(page);
    await expectFocusedInView(
      page,
      page.getByLabel('Installed cost ($/kWh)'),
      page.getByText('Number must be greater than or equal to 50'),
    );
    await page.getByLabel('Installed cost ($/kWh)').fill('400');
    await atWidth(page, DESKTOP);

    await page.getByLabel('Include resilience value (backup power during outages)').check();
    await calculate(page);
    await expect(results(page).getByText('Resilience value')).toBeVisible();
    await expect(results(page).getByText('$240,000/yr')).toBeVisible();
  });
});

test.describe('home page calculators', () => {
  test('the PPA card solves both ways with its five inputs and links to the full calculator; the land lease check offers its seven states and narrower limits', async ({
    page,
  }) => {
    await page.goto('/');
    const card = await hydrated(page, 'PPA estimate');
    for (const [label, value] of [
      ['System Size (MW)', '5'],
      ['WACC (%)', '7'],
      ['EPC Price ($/W)', '1.5'],
      ['ITC (%)', '30'],
    ])
      await expect(card.getByLabel(label!)).toHaveValue(value!);
    await expect(card.getByLabel('WACC (%)')).toHaveAttribute('step', '0.01');
    await expect(page.getByRole('link', { name: 'Full Calculator' })).toHaveAttribute('href', '/tools/ppa-calculator');
    const request = page.waitForRequest('**/api/calculators/ppa');
    await card.getByRole('button', { name: 'Calculate' }).click();
    expect((await request).postDataJSON()).toEqual({ systemSizeMW: 5, epcPricePerW: 1.5, wacc: 0.07, itcPercent: 30, solveFor: 'ppa' });
    await expect(page.getByText('Estimated PPA Price')).toBeVisible();

    await page.getByRole('tab', { name: 'Solve for EPC' }).first().click();
    await expect(card.getByLabel('Target PPA ($/kWh)')).toHaveValue('0.08');
    await card.getByLabel('System Size (MW)').fill('101');
    await card.getByRole('button', { name: 'Calculate' }).click();
    await expect(card.getByText('Number must be less than or equal to 100')).toBeVisible();

    const mini = await hydrated(page, 'Land lease check');
    await expect(mini.getByLabel('State').locator('option')).toHaveText(['TX', 'CA', 'NC', 'VA', 'FL', 'AZ', 'GA']);
    await mini.getByRole('button', { name: 'Check Lease Value' }).click();
    await expect(page.getByText('Likely lease value')).toBeVisible();
    await mini.getByLabel('Acres').fill('5001');
    await mini.getByLabel('Miles to substation').fill('26');
    await mini.getByRole('button', { name: 'Check Lease Value' }).click();
    await expect(mini.getByText('Number must be less than or equal to 5000')).toBeVisible();
    await expect(mini.getByText('Number must be less than or equal to 25')).toBeVisible();
  });
});
