import type { APIRequestContext } from '@playwright/test';
import { storageStateFor } from './support/accounts';
import { expectNoSidewaysScroll } from './support/widths';
import { expect, expectAccessible, test, waitForIslands } from './support/fixtures';

/**
 * Saved calculations side by side on a phone, on the dashboard and on the saved-runs page: the
 * table scrolls in its own box. At 1280 px both pages compare runs in dashboard.spec.ts; what the
 * table says (labels, units, formats, what differs, one calculator at a time) is proven in
 * src/islands/dashboard/Dashboard.test.tsx.
 */
test.use({ storageState: storageStateFor('buyer') });

/** A run as GET /api/calculators/runs lists it, its outputs computed by the API. */
async function run(request: APIRequestContext, id: number, type: string, path: string, inputs: Record<string, unknown>) {
  const outputs = await (await request.post(`/api/calculators/${path}`, { data: inputs })).json();
  // Saved the same day: the columns are told apart by what differs and by the time.
  return { id, type, name: null, createdAt: `2026-11-24T1${id}:00:00.000Z`, inputs, outputs };
}

test('compares two saved PPA runs side by side within the screen, on the dashboard and the saved-runs page @mobile', async ({ page }) => {
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
  // Newest first: the BESS run, then the two PPA runs.
  await boxes.nth(1).check();
  await boxes.nth(2).check();
  await calculations.getByRole('button', { name: 'Compare 2 calculations' }).click();
  const table = calculations.getByRole('table', { name: /PPA \/ EPC: 2 calculations compared/ });
  await expect(table.getByRole('columnheader').nth(0)).toContainText('12 MW · After-tax');
  await expect(table.getByRole('columnheader').nth(1)).toContainText('5 MW · Pre-tax');
  // The table scrolls in its own box: the page never grows wider than the screen.
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // The saved-runs page compares them the same way, within the screen too.
  await calculations.getByRole('link', { name: 'All 3 calculations' }).click();
  await expect(page).toHaveURL('/dashboard/calculations');
  await waitForIslands(page);
  const list = page.getByRole('region', { name: 'Saved calculations' });
  const rows = list.getByRole('listitem');
  await rows.filter({ hasText: '12 MW' }).getByRole('checkbox').check();
  await rows.filter({ hasText: '5 MW' }).getByRole('checkbox').check();
  await list.getByRole('button', { name: 'Compare 2 calculations' }).click();
  await expect(
    list
      .getByRole('table', { name: /PPA \/ EPC: 2 calculations compared/ })
      .getByRole('columnheader')
      .first(),
  ).toContainText('12 MW · After-tax');
  await expectNoSidewaysScroll(page);
});
