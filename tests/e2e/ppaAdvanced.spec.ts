import type { Page } from '@playwright/test';
import { atWidth, DESKTOP, expectNoSidewaysScroll, expectOptionsFit, PHONE } from './support/widths';
import { expect, expectAccessible, test, waitForIslands } from './support/fixtures';

/**
 * The PPA calculator's Advanced section, and the defects it once had, as a user meets them. The
 * section closed by default, the after-tax unlevered price, a target price that cannot pay back and an
 * implausible degradation are tested beside the island (src/islands/calculators/calculatorPages.test.tsx).
 */
async function open(page: Page, query = '') {
  await page.goto(`/tools/ppa-calculator${query}`);
  await waitForIslands(page);
}
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true }).click();
const results = (page: Page) => page.getByRole('region', { name: 'Results' });

test.describe('PPA calculator: advanced models', () => {
  test('an after-tax unlevered link: the price that earns exactly the WACC leaves a project NPV of $0, never "-$0", at 1280 px and 390 px', async ({
    page,
  }) => {
    await open(page, '?taxMode=after-tax&stateTaxRate=0.05');
    await expect(results(page).getByText('After-tax, single owner model.')).toBeVisible();
    const npv = results(page)
      .locator('div')
      .filter({ has: page.getByText('Project NPV', { exact: true }) })
      .last();
    for (const size of [DESKTOP, PHONE]) {
      await atWidth(page, size);
      await expect(npv.getByRole('definition').first()).toHaveText('$0');
      await expectNoSidewaysScroll(page);
    }
  });

  test('a levered after-tax link opens the Advanced section filled in and meets the equity target exactly; its result and options fit at 1280 px and 390 px', async ({
    page,
  }) => {
    await open(page, '?taxMode=after-tax&dscr=1.3&tenorYears=18&interestRate=0.06&targetEquityIrr=0.1&otherCapexPerW=0.1');
    await expect(page.getByLabel('Model')).toHaveValue('after-tax');
    await expect(page.getByLabel('Sculpted debt (levered returns)')).toBeChecked();
    await expect(page.getByLabel('Interest rate (%)')).toHaveValue('6');
    await expect(page.getByLabel('Target equity IRR (%)')).toHaveValue('10');
    await expect(page.getByLabel('Other capex ($/W)')).toHaveValue('0.1');
    await calculate(page);
    await expect(results(page).getByText('After-tax, single owner model.')).toBeVisible();
    const equity = results(page)
      .locator('div')
      .filter({ has: page.getByText('Equity IRR', { exact: true }) })
      .last();
    await expect(equity).toContainText('10.00%');
    await expect(results(page).getByText('Debt', { exact: true })).toBeVisible();
    await expect(results(page).getByText(/tax appetite/)).toBeVisible();
    for (const size of [DESKTOP, PHONE]) {
      await atWidth(page, size);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      for (const select of ['Model', 'Tax credit', 'Project location (solar resource)']) await expectOptionsFit(page, select);
    }
  });
});
