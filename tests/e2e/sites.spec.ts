import type { Locator, Page } from '@playwright/test';
import type { Site } from '~/domain/sites/site';
import { storageStateFor } from './support/accounts';
import { clickMapAt } from './support/usMap';
import { atWidth, DESKTOP, expectNoSidewaysScroll, PHONE } from './support/widths';
import { expect, expectAccessible, expectFocusedInView, expectToast, test, waitForIslands } from './support/fixtures';

/**
 * A site's pages, signed in: the list with its new-site form, and one site's workspace, computed
 * by the real API (the solar model, the prescreen and the lease estimate) and proven at 1280 px
 * and again at 390 px. What each form says for each wrong input, and the failures, are proven with
 * the API client answering so (src/islands/sites/*.test.tsx); the pages as they load, by the
 * accessibility sweep.
 */
test.use({ storageState: storageStateFor('buyer') });

const STALE = 'Out of date: an input changed since it was computed';

/** The figure of a stat, by its label, within a result's card. */
const figure = (card: Locator, label: string) =>
  card
    .locator('div')
    .filter({ has: card.page().getByText(label, { exact: true }) })
    .getByRole('definition')
    .first();

const numberIn = async (locator: Locator) => Number((await locator.textContent())!.replace(/[^\d.]/g, ''));

/** The row of the results' list for one result, by its label. */
const resultRow = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Results' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) });

/** Both widths: the page fits the screen and passes axe as it is now, then back at 1280 px. */
async function expectFitsBothWidths(page: Page): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await atWidth(page, size);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
  await atWidth(page, DESKTOP);
}

/** A site placed by ZIP code (changed first, when a change is given), its page open and computed. */
async function openComputedSite(page: Page, name: string, zip: string, change?: (site: Site) => Partial<Site>): Promise<Site> {
  const site = (await (await page.request.post('/api/sites', { data: { name, zip } })).json()) as Site;
  if (change) await page.request.patch(`/api/sites/${site.id}`, { data: change(site) });
  await page.goto(`/sites/site?id=${site.id}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Compute', exact: true }).click();
  await expectToast(page, 'Site computed', 'Every result is up to date.');
  return site;
}

test('creates a site near Phoenix by ZIP code, computes it, prescreens its interconnection and lease, and compares two designs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/sites');
  await waitForIslands(page);
  const form = page.getByRole('form', { name: 'New site' });
  // Nothing given: the first field's message, focused and in view.
  await form.getByRole('button', { name: 'Create site' }).click();
  await expectFocusedInView(page, form.getByLabel('Site name'), form.getByText('Name is required'));
  await form.getByLabel('Site name').fill('Phoenix yard');
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('85004');
  await form.getByRole('button', { name: 'Create site' }).click();

  await expect(page).toHaveURL(/\/sites\/site\?id=\d+$/);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Phoenix yard' })).toBeVisible();
  await expect(page.getByText(/^AZ · ZIP 85004 · 33\.\d+° N, 112\.\d+° W$/)).toBeVisible();
  await expect(resultRow(page, 'Production, Design 1')).toContainText('Not computed yet');
  // The design names its catalog module and inverter from the start, in whole units for its size.
  const equipment = page.getByRole('region', { name: 'Equipment' });
  const lineText = (index: number) => equipment.getByRole('listitem').nth(index).locator('span').first();
  await expect(lineText(0)).toHaveText(/^Modules: .+: [\d,]+ × \d+ W units for 1,000 kWdc, rounded up to whole units$/);
  await expect(lineText(1)).toHaveText(/^Inverters: .+: \d+ × .+ for .+$/);
  // Another module from the catalog: the design names it, and the line counts its units.
  const moduleChoice = equipment.getByLabel('Choose the module');
  const named = await moduleChoice.inputValue();
  const other = (
    await moduleChoice.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  ).find((value) => value !== '' && value !== named)!;
  await moduleChoice.selectOption(other);
  await expectToast(page, 'Equipment chosen', "Design 1's request for quotes will hold it.");
  await expect(moduleChoice).toHaveValue(other);
  const chosenName = (await moduleChoice.locator('option:checked').textContent())!;
  await expect(lineText(0)).toHaveText(
    new RegExp(`^Modules: ${chosenName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: [\\d,]+ × \\d+ W units`),
  );
  const siteId = new URL(page.url()).searchParams.get('id');
  expect((await (await page.request.get(`/api/sites/${siteId}`)).json()).designs[0].equipment.moduleProductId).toBe(Number(other));

  // Compute: the production at a glance, from the solar model at the nearest station in climate.
  await page.getByRole('button', { name: 'Compute', exact: true }).click();
  await expectToast(page, 'Site computed', 'Every result is up to date.');
  const production = page.getByRole('region', { name: 'Production, Design 1' });
  await expect(figure(production, 'Annual production')).toHaveText(/^[\d,.]+ MWh$/);
  // 1 MWdc fixed at 20° facing south in Phoenix: about 1,800 kWh per kWdc a year.
  const specificYield = await numberIn(figure(production, 'Specific yield'));
  expect(specificYield).toBeGreaterThan(1_500);
  expect(specificYield).toBeLessThan(2_200);
  expect(await numberIn(figure(production, 'Annual production'))).toBeCloseTo(specificYield, -1);
  await expect(production).toContainText(/Weather: .+ \(AZ\), \d+ km away/);
  await expect(resultRow(page, 'Production, Design 1')).toContainText(/Computed /);

  // The interconnection and the land: saved, then computed with the rest.
  const inputs = page.getByRole('form', { name: 'Interconnection and land' });
  await inputs.getByLabel('Distance to substation (miles)').fill('2');
  await inputs.getByLabel('Land (acres)').fill('40');
  await inputs.getByRole('button', { name: 'Save inputs' }).click();
  await expectToast(page, 'Inputs saved', 'Results it changes are marked out of date until you recompute.');
  await expect(resultRow(page, 'Interconnection prescreen')).toContainText('Not computed yet');
  await expect(resultRow(page, 'Land lease')).toContainText('Not computed yet');
  await page.getByRole('button', { name: 'Recompute all' }).click();
  await expectToast(page, 'Site computed', 'Every result is up to date.');
  const prescreen = page.getByRole('region', { name: 'Interconnection prescreen' });
  await expect(figure(prescreen, 'Request to operation')).toHaveText(/^[\d.]+–[\d.]+ months$/);
  await expect(prescreen.getByText('Network upgrade cost')).toBeVisible();
  const lease = page.getByRole('region', { name: 'Land lease' });
  const perAcre = {
    conservative: await numberIn(figure(lease, 'Conservative')),
    likely: await numberIn(figure(lease, 'Likely')),
    aggressive: await numberIn(figure(lease, 'Aggressive')),
  };
  expect(perAcre.conservative).toBeGreaterThan(0);
  expect(perAcre.conservative).toBeLessThan(perAcre.likely);
  expect(perAcre.likely).toBeLessThan(perAcre.aggressive);
  await expect(figure(lease, 'Likely')).toHaveText(/\/acre\/yr$/);
  await expect(page.getByRole('region', { name: 'Results' }).getByText(STALE)).toHaveCount(0);
  await expectFitsBothWidths(page);

  // A reference office's load and a real tariff: the bills with no system, with PV, and the returns.
  const usage = page.getByRole('form', { name: 'Load, tariff and finance' });
  await usage.getByLabel('Tariff', { exact: true }).selectOption('pge-e19-2019');
  await usage.getByLabel('Building (reference load shape)').selectOption('office');
  await usage.getByLabel('Annual consumption (kWh)').fill('1500000');
  await usage.getByRole('button', { name: 'Save load and tariff' }).click();
  await expectToast(page, 'Load and tariff saved', 'Results it changes are marked out of date until you recompute.');
  await expect(resultRow(page, 'Bills and returns, Design 1')).toContainText('Not computed yet');
  await page.getByRole('button', { name: 'Recompute all' }).click();
  await expectToast(page, 'Site computed', 'Every result is up to date.');
  const bills = page.getByRole('region', { name: 'Bills and returns, Design 1' });
  await expect(bills).toContainText('E-19 Medium General Demand TOU (Secondary)');
  await expect(figure(bills, 'No system')).toHaveText(/^\$[\d,]+/);
  expect(await numberIn(figure(bills, 'With PV'))).toBeLessThan(await numberIn(figure(bills, 'No system')));
  await expect(figure(bills, 'With PV and battery')).toHaveText('No battery');
  await expect(figure(bills, 'Net present value')).toHaveText(/\$/);
  await expectFitsBothWidths(page);

  // A bigger array: its production, and the prescreen it sizes, are out of date; the lease is not.
  const design = page.getByRole('form', { name: 'Design: Design 1' });
  await design.getByLabel('PV size (kWdc)').fill('2000');
  await design.getByRole('button', { name: 'Save design' }).click();
  await expectToast(page, 'Design saved', 'Results it changes are marked out of date until you recompute.');
  await expect(production.getByText(STALE)).toBeVisible();
  await expect(resultRow(page, 'Production, Design 1')).toContainText(STALE);
  await expect(resultRow(page, 'Interconnection prescreen')).toContainText(STALE);
  await expect(resultRow(page, 'Land lease')).toContainText(/Computed /);

  // A second design on trackers, computed, then the two side by side.
  await page.getByRole('button', { name: 'Add a design' }).click();
  await expectToast(page, 'Design added', 'Design 2 starts as a copy of Design 1.');
  const second = page.getByRole('form', { name: 'Design: Design 2' });
  await second.getByLabel('Array').selectOption('single-axis');
  await second.getByRole('button', { name: 'Save design' }).click();
  await expectToast(page, 'Design saved', 'Results it changes are marked out of date until you recompute.');
  await page.getByRole('button', { name: 'Recompute all' }).click();
  await expectToast(page, 'Site computed', 'Every result is up to date.');
  await expect(page.getByRole('region', { name: 'Results' }).getByText(STALE)).toHaveCount(0);
  const table = page.getByRole('table', { name: /^2 designs compared/ });
  await expect(table.locator('th[scope="col"]')).toHaveText(['Design 1', 'Design 2']);
  const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });
  await expect(row('Array')).toContainText('Fixed tilt');
  await expect(row('Array')).toContainText('Single-axis tracking');
  await expect(row('PV size')).toContainText('2,000');
  const annual = row('Annual production').getByRole('cell');
  await expect(annual).toHaveText([/^[\d,.]+ MWh$/, /^[\d,.]+ MWh$/]);
  // Trackers follow the sun: more energy from the same 2 MWdc.
  expect(await numberIn(annual.nth(1))).toBeGreaterThan(await numberIn(annual.nth(0)));
  // The first of the rows "Bill with PV…" is the bill with PV alone (the one with the battery follows it).
  await expect(row('Bill with PV').first().getByRole('cell')).toHaveText([/^\$[\d,]+/, /^\$[\d,]+/]);
  await expectFitsBothWidths(page);

  // On paper the page is its answer: the results and the comparison, without the forms, the
  // actions, or a filter no one can tick there.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();
  await expect(table).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Show only differences' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Report, quotes and sharing' })).toBeHidden();
  await expect(page.getByRole('form', { name: 'Design: Design 1' })).toBeHidden();
  await page.emulateMedia({ media: null });
});

test('a new account sees an empty list and the form; another account’s site, or a bad id, reads "Site not found"', async ({
  browser,
  page,
  allowConsoleError,
}) => {
  // The observer never makes anything: its list is empty.
  const observer = await browser.newContext({ storageState: storageStateFor('observer') });
  const fresh = await observer.newPage();
  await fresh.goto('/sites');
  await waitForIslands(fresh);
  await expect(fresh.getByText('No sites yet')).toBeVisible();
  await expect(fresh.getByText('0 sites of the 200 an account keeps.')).toBeVisible();
  const form = fresh.getByRole('form', { name: 'New site' });
  await expect(form).toBeVisible();
  // A click on the map places the site there, by coordinates (to within what a pixel of this small map spans).
  await clickMapAt(fresh, -110.93, 32.22);
  await expect(form.getByLabel('By coordinates')).toBeChecked();
  expect(Number(await form.getByLabel('Latitude (°N)').inputValue())).toBeCloseTo(32.22, 0);
  expect(Number(await form.getByLabel('Longitude (°E, west negative)').inputValue())).toBeCloseTo(-110.93, 0);
  await atWidth(fresh, PHONE);
  await expectNoSidewaysScroll(fresh);

  // The buyer's own site, which the observer cannot see.
  const made = await page.request.post('/api/sites', { data: { name: 'Not yours', latitude: 33.45, longitude: -112.07 } });
  expect(made.status()).toBe(201);
  const site = (await made.json()) as Site;
  await fresh.goto(`/sites/site?id=${site.id}`);
  await waitForIslands(fresh);
  await expect(fresh.getByRole('heading', { level: 1, name: 'Site not found' })).toBeVisible();
  await observer.close();

  allowConsoleError(/status of 404/);
  await page.goto('/sites/site?id=999999999');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Site not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your sites' })).toHaveAttribute('href', '/sites');
});

test('deletes a site from the list only once confirmed', async ({ page }) => {
  const made = await page.request.post('/api/sites', { data: { name: 'Tucson lot to delete', zip: '85701' } });
  expect(made.status()).toBe(201);
  await page.goto('/sites');
  await waitForIslands(page);
  const list = page.getByRole('region', { name: 'Your sites' });
  await expect(list.getByRole('link', { name: 'Tucson lot to delete' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Tucson lot to delete' })).toContainText('AZ · ZIP 85701');
  await list.getByRole('button', { name: 'Delete Tucson lot to delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this site?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Site deleted', 'Tucson lot to delete was deleted.');
  await expect(list.getByRole('link', { name: 'Tucson lot to delete' })).toHaveCount(0);
});

test('leads on from a site: its report as a PDF, quotes for a design in a draft RFQ, and a read-only link a signed-out colleague opens until it is revoked', async ({
  browser,
  page,
  allowConsoleError,
}) => {
  test.setTimeout(90_000);
  const made = await page.request.post('/api/sites', { data: { name: 'Mesa warehouse', zip: '85201' } });
  expect(made.status()).toBe(201);
  const site = (await made.json()) as Site;
  await page.goto(`/sites/site?id=${site.id}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Compute', exact: true }).click();
  await expectToast(page, 'Site computed', 'Every result is up to date.');
  const actions = page.getByRole('region', { name: 'Report, quotes and sharing' });

  // The report: a PDF of the site.
  const download = page.waitForEvent('download');
  await actions.getByRole('link', { name: 'Download the report (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`voltfield-site-${site.id}.pdf`);

  // Quotes: the design's modules and inverters in a draft RFQ, found in the cart with each line's trace.
  await actions.getByRole('button', { name: 'Request quotes for this design' }).click();
  const draft = actions.getByRole('link', { name: /^Open draft RFQ #\d+$/ });
  await expect(actions.getByRole('status')).toContainText('2 lines in draft RFQ #');
  await draft.click();
  await expect(page).toHaveURL(/\/rfq\?id=\d+$/);
  await waitForIslands(page);
  await expect(page.getByText(/Site "Mesa warehouse", Design 1: PV modules for 1,000 kWdc: [\d,]+ × \d+ W units/)).toBeVisible();
  await expect(page.getByText(/Site "Mesa warehouse", Design 1: Inverters for 833 kW AC/)).toBeVisible();

  // A share link, shown once; opened signed out, it reads the site and its figures; revoked, it does not.
  await page.goto(`/sites/site?id=${site.id}`);
  await waitForIslands(page);
  await actions.getByRole('button', { name: 'Make a share link' }).click();
  const link = await actions.getByLabel('Share link (shown once)').inputValue();
  expect(link).toMatch(/\/sites\/shared\?token=[\w-]{43}$/);
  await expect(actions.getByText('Anyone with the link can read this site; no sign-in needed.')).toBeVisible();
  await expectFitsBothWidths(page);

  // Signed out: a context of its own without the buyer's session (newContext takes the project's storage state otherwise).
  const colleague = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const reader = await colleague.newPage();
  await reader.goto(new URL(link).pathname + new URL(link).search);
  await waitForIslands(reader);
  await expect(reader.getByRole('heading', { level: 1, name: 'Mesa warehouse' })).toBeVisible();
  await expect(reader.getByText('Shared site · read-only')).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(figure(reader.getByRole('region', { name: 'Production, Design 1' }), 'Annual production')).toHaveText(/^[\d,.]+ MWh$/);
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(reader.getByRole('button', { name: /Compute|Save|Share/ })).toHaveCount(0);
  for (const size of [DESKTOP, PHONE]) {
    await atWidth(reader, size);
    await expectNoSidewaysScroll(reader);
    await expectAccessible(reader);
  }

  await actions.getByRole('button', { name: 'Revoke the link' }).click();
  await expectToast(page, 'Share link revoked', 'The link no longer opens the site.');
  allowConsoleError(/status of 404/);
  await reader.reload();
  await waitForIslands(reader);
  await expect(reader.getByRole('heading', { level: 1, name: 'Shared site not found' })).toBeVisible();
  await colleague.close();
});

test('opens the PPA calculator on what a site priced, and saves the finance changed there back: the site prices it again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const site = await openComputedSite(page, 'Buckeye field', '85326');
  const card = page.getByRole('region', { name: 'Production, Design 1' });
  const priced = (await card.getByText(/^\$0\.\d{4}\/kWh$/).textContent())!;
  await card.getByRole('link', { name: 'Open in the PPA / finance calculator' }).click();

  // The calculator, filled with what the site priced (after tax, its taxes shown) and calculated, names the site.
  await expect(page).toHaveURL(new RegExp(`/tools/ppa-calculator\\?.*site=${site.id}&design=d1`));
  const bar = page.getByRole('region', { name: 'For your site' });
  await expect(bar).toContainText(
    "For the site Buckeye field. Saving keeps the EPC price, ITC, O&M, degradation, term, WACC, escalation and taxes as the site's finance assumptions",
  );
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText(priced).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Federal tax rate (%)')).toHaveValue('21');
  await expectFitsBothWidths(page);

  await page.getByLabel('EPC Price ($/W)').fill('1.5');
  await page.getByLabel('WACC (%)').fill('7');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/epcPricePerW=1\.5/);
  const repriced = (await results
    .getByText(/^\$0\.\d{4}\/kWh$/)
    .first()
    .textContent())!;
  expect(repriced).not.toBe(priced);
  await bar.getByRole('button', { name: 'Save to Buckeye field' }).click();
  await expectToast(page, 'Saved to Buckeye field', 'The site keeps these inputs and their result.');

  const saved = (await (await page.request.get(`/api/sites/${site.id}`)).json()) as Site;
  expect(saved.economics).toMatchObject({ pv: { capexPerW: 1.5 }, discountRatePercent: 7 });
  expect(saved.results['ppa:d1']).toMatchObject({ stale: false });
  await bar.getByRole('link', { name: 'Buckeye field' }).click();
  await expect(page.getByRole('region', { name: 'Production, Design 1' }).getByText(repriced)).toBeVisible();
});

test("opens the BESS calculator for a design's battery, and saves the battery changed there back to the design", async ({ page }) => {
  test.setTimeout(90_000);
  const site = await openComputedSite(page, 'Tolleson depot', '85353', ({ designs: [design] }) => ({
    designs: [{ ...design!, battery: { powerKW: 500, energyKWh: 2000 } }],
  }));
  await page.getByRole('region', { name: 'Production, Design 1' }).getByRole('link', { name: 'Open in the BESS value calculator' }).click();

  await expect(page).toHaveURL(new RegExp(`/tools/bess-calculator\\?.*site=${site.id}&design=d1`));
  const bar = page.getByRole('region', { name: 'For your site' });
  await expect(bar).toContainText("For the site Tolleson depot, Design 1. Saving keeps the battery's power and energy as the design's");
  await expect(page.getByLabel('Battery power (kW)')).toHaveValue('500');
  await expect(page.getByLabel('Battery energy (kWh)')).toHaveValue('2000');
  await expect(page.getByRole('region', { name: 'Results' }).getByText('Total annual value')).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Battery power (kW)').fill('750');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/batteryCapacityKW=750/);
  await bar.getByRole('button', { name: 'Save to Tolleson depot' }).click();
  await expectToast(page, 'Saved to Tolleson depot', 'The site keeps these inputs and their result.');
  const saved = (await (await page.request.get(`/api/sites/${site.id}`)).json()) as Site;
  expect(saved.designs[0]!.battery).toEqual({ powerKW: 750, energyKWh: 2000 });
});

test("opens the solar calculator for a site's design, and saves the array changed there back to the design, computed", async ({ page }) => {
  test.setTimeout(90_000);
  const site = await openComputedSite(page, 'Casa Grande yard', '85122');
  await page.getByRole('link', { name: 'Open in the solar production calculator' }).click();

  // The calculator, filled from the site and calculated, names the site and the design.
  await expect(page).toHaveURL(new RegExp(`/tools/solar-production\\?.*site=${site.id}&design=d1`));
  const bar = page.getByRole('region', { name: 'For your site' });
  await expect(bar).toContainText('For the site Casa Grande yard, Design 1.');
  await expect(
    page
      .getByRole('region', { name: 'Results' })
      .getByText(/kWh\/kWdc/)
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expectFitsBothWidths(page);

  await page.getByLabel('System size (kWdc)').fill('1500');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/systemSizeKWdc=1500/);
  await expect(page).toHaveURL(new RegExp(`site=${site.id}&design=d1`));
  await bar.getByRole('button', { name: 'Save to Casa Grande yard' }).click();
  await expectToast(page, 'Saved to Casa Grande yard', 'The site keeps these inputs and their result.');

  const saved = (await (await page.request.get(`/api/sites/${site.id}`)).json()) as Site;
  expect(saved.designs[0]!.pv.systemSizeKWdc).toBe(1500);
  expect(saved.results['production:d1']).toMatchObject({ stale: false });
  await bar.getByRole('link', { name: 'Casa Grande yard' }).click();
  await expect(page.getByRole('region', { name: 'Production, Design 1' })).toBeVisible();
  await expect(resultRow(page, 'Production, Design 1')).toContainText(/Computed /);
});
