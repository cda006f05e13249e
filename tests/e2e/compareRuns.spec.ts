import type { APIRequestContext } from '@playwright/test';
import { storageStateFor } from './support/accounts';
import { expect, expectAccessible, test, waitForIslands } from './support/fixtures';

/** Saved calculations side by side from the dashboard. */
test.use({ storageState: storageStateFor('buyer') });

/** A run as GET /api/calculators/runs lists it, its outputs computed by the API. */
async function run(request: APIRequestContext, id: number, type: string, path: string, inputs: Record<string, unknown>) {
  const outputs = await (await request.post(`/api/calculators/${path}`, { data: inputs })).json();
  // Saved the same day: the columns are told apart by what differs and by the time.
  return { id, type, name: null, createdAt: `2026-11-24T1${id}:00:00.000Z`, inputs, outputs };
}

test('compares two saved PPA runs side by side, differences highlighted, one calculator at a time @both', async ({ page }) => {
  const base = {
    systemSizeMW: 5,
    epcPricePerW: 1.2,
    wacc: 0.065,
    itcPercent: 30,
    omCostPerKWYear: 25,
    degradationPercent: 0.005,
    termYears: 25,
    escalationPercent: 0.025,
    solveFor: 'ppa',
  };
  const bess = {
    batteryCapacityKW: 2000,
    batteryCapacityKWh: 8000,
    demandChargeRate: 18,
    touRates: { peak: 0.3, offPeak: 0.1 },
    roundTripEfficiency: 0.88,
    cyclesPerMonth: 25,
    includeResilience: false,
  };
  // This buyer's runs, fixed (other tests save runs for the same account at the same time).
  const runs = [
    await run(page.request, 1, 'ppa_epc', 'ppa', base),
    await run(page.request, 2, 'ppa_epc', 'ppa', { ...base, systemSizeMW: 12, taxMode: 'after-tax' }),
    await run(page.request, 3, 'bess_value', 'bess', bess),
  ];
  // Newest first, as the API lists them.
  await page.route('**/api/calculators/runs**', (route) => route.fulfill({ json: [...runs].reverse() }));

  await page.goto('/dashboard');
  await waitForIslands(page);
  const calculations = page.getByRole('region', { name: 'Recent Calculations' });
  const boxes = calculations.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  // Newest first: the BESS run, then the two PPA runs.
  await boxes.nth(1).check();
  await expect(boxes.nth(0)).toBeDisabled(); // another calculator
  await expect(calculations.getByRole('button', { name: 'Compare 1 calculations' })).toBeDisabled();
  await boxes.nth(2).check();
  await calculations.getByRole('button', { name: 'Compare 2 calculations' }).click();

  const table = calculations.getByRole('table', { name: /PPA \/ EPC: 2 calculations compared/ });
  await expect(table).toBeVisible();
  // The calculator page's labels, units and formats; columns named by what differs, and when.
  const headers = table.getByRole('columnheader');
  await expect(headers.nth(0)).toContainText('12 MW · After-tax');
  await expect(headers.nth(1)).toContainText('5 MW · Pre-tax');
  await expect(headers.nth(0)).not.toHaveText(await headers.nth(1).innerText());
  const size = table.getByRole('row', { name: /^System Size \(MW\)\s?differs/ });
  await expect(size).toContainText('12');
  await expect(size).toContainText('5');
  await expect(table.getByRole('row', { name: /^WACC \(%\)/ })).not.toContainText('differs');
  await expect(table.getByRole('row', { name: /^WACC \(%\)/ })).toContainText('6.5');
  await expect(table.getByRole('row', { name: /^Model\s?differs/ })).toContainText('After-tax, single owner');
  await expect(table.getByRole('row', { name: /^PPA price, year 1\s?differs/ })).toContainText(/\$0\.\d{4}\/kWh/);
  await expect(table.getByRole('row', { name: /^Net capex\s?differs/ })).toContainText(/\$[\d,]+\s*\$[\d,]+$/);
  for (const raw of ['wacc', 'presentValues.energy', 'specificYield.source', 'systemSizeMW'])
    await expect(table.getByRole('rowheader', { name: raw, exact: true })).toHaveCount(0);
  await expect(table).not.toContainText(/\d\.\d{5,}/);
  // The table scrolls in its own box: the page never grows wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectAccessible(page);
});
