import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CalculatorRun } from '~/domain/calculatorRuns';
import type { Product } from '~/domain/products';
import type { Rfq } from '~/domain/rfqs';
import { storageStateFor } from './support/accounts';
import { ownAccount } from './support/apiCalls';
import { atWidth, DESKTOP, expectNoSidewaysScroll, PHONE } from './support/widths';
import { expect, expectAccessible, test, waitForIslands } from './support/fixtures';

/**
 * The signed-in dashboard and home, and the saved-runs page. Tests that count figures make
 * their RFQs and calculations through the API as a buyer of their own (accounts.ts), so no other
 * test changes what they count. What staff answered (a quote, a reason for closing), the failures
 * and a lost session are proven with the API client answering so
 * (src/islands/dashboard/Dashboard.test.tsx); the anonymous visit, in auth.spec.ts's guard test.
 */

const usd = (value: number, decimals = 0) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);

/** A stat card's figure, by its label. */
function stat(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Your figures' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('definition')
    .first();
}

async function expectFigures(page: Page, figures: Record<'Active Projects' | 'Draft RFQs' | 'Calculations' | 'Total RFQ Value', string>) {
  for (const [label, value] of Object.entries(figures)) await expect(stat(page, label), label).toHaveText(value);
}

async function products(request: APIRequestContext, query: string): Promise<Product[]> {
  return (await request.get(`/api/products?${query}`)).json();
}

/** An RFQ with the given lines, submitted when `submit`. */
async function rfqWith(
  request: APIRequestContext,
  projectName: string,
  lines: { product: Product; quantity: number }[],
  submit: boolean,
): Promise<Rfq> {
  const rfq = (await (await request.post('/api/rfqs', { data: { projectName, status: 'draft' } })).json()) as Rfq;
  for (const { product, quantity } of lines)
    expect((await request.post(`/api/rfqs/${rfq.id}/items`, { data: { productId: product.id, quantity } })).status()).toBe(201);
  if (!submit) return rfq;
  const submitted = await request.patch(`/api/rfqs/${rfq.id}`, {
    data: { projectName, shipToAddress: '400 Commerce St, Fort Worth, TX 76102', neededBy: '2027-08-01', status: 'submitted' },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return submitted.json();
}

const CALCULATORS = {
  ppa_epc: 'ppa',
  land_lease: 'land-lease',
  bess_value: 'bess',
  interconnection: 'interconnection',
  solar: 'solar',
  btm: 'btm',
} as const;

/** Runs a calculator on the API and saves the run, as the calculator pages do for a signed-in user. */
async function savedRun(request: APIRequestContext, type: CalculatorRun['type'], inputs: Record<string, unknown>): Promise<CalculatorRun> {
  const outputs = await (await request.post(`/api/calculators/${CALCULATORS[type]}`, { data: inputs })).json();
  const saved = await request.post('/api/calculators/run', { data: { type, inputs, outputs } });
  expect(saved.status(), await saved.text()).toBe(201);
  return saved.json();
}

const PPA = {
  systemSizeMW: 12,
  epcPricePerW: 1.1,
  wacc: 0.07,
  itcPercent: 30,
  omCostPerKWYear: 22,
  degradationPercent: 0.005,
  termYears: 25,
  escalationPercent: 0.02,
  solveFor: 'ppa',
};
const LEASE = { acres: 320, distanceToSubstation: 1.5, state: 'NC' };
const PRESCREEN = { state: 'PA', systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 };
const BESS = {
  batteryCapacityKW: 2000,
  batteryCapacityKWh: 8000,
  demandChargeRate: 18,
  touRates: { peak: 0.3, offPeak: 0.1 },
  roundTripEfficiency: 0.88,
  cyclesPerMonth: 25,
  includeResilience: true,
};

/** The figure the dashboard shows for a run: ppaPrice, likely.perAcre, total.annual, the prescreen's typical months. */
function headline(run: CalculatorRun): string {
  const outputs = run.outputs as {
    ppaPrice: number;
    likely: { perAcre: number };
    total: { annual: number };
    timeline: { typicalMonths: number };
  };
  if (run.type === 'interconnection') return `${outputs.timeline.typicalMonths} months`;
  if (run.type === 'ppa_epc') return `$${outputs.ppaPrice.toFixed(4)}/kWh`;
  if (run.type === 'land_lease') return `${usd(outputs.likely.perAcre)}/acre`;
  return `${usd(outputs.total.annual)}/yr`;
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await waitForIslands(page);
}

test.describe("the demo buyer's dashboard", () => {
  test.use({ storageState: storageStateFor('demo-buyer') });
  // The first test reads what the seed gave, before the next ones add to it; the third adds
  // calculations the second counts: one after the other.
  test.describe.configure({ mode: 'serial' });

  test('starts with what the seed gave: a quoted RFQ that reads as its quote, not its estimate, on the dashboard and the RFQ list, a saved calculation and a site, at 1280 and 390 px', async ({
    page,
  }) => {
    const request = page.request;
    const seeded = ((await (await request.get('/api/rfqs')).json()) as Rfq[]).find(
      (rfq) => rfq.projectName === 'Fort Worth cold store rooftop',
    )!;
    expect(seeded).toMatchObject({ status: 'quoted', quotedTotal: seeded.quote!.amount, quote: { expired: false } });
    const quoted = usd(Number(seeded.quote!.amount), 2);
    const estimate = usd(Number(seeded.totalEstimatedValue), 2);
    expect(quoted).not.toBe(estimate);
    const runs = (await (await request.get('/api/calculators/runs')).json()) as CalculatorRun[];
    const run = runs.find((saved) => saved.name === 'Cold store battery, 1 MW / 4 MWh')!;
    expect(run.type).toBe('bess_value');
    // And a site ready to compute, with its load and tariff.
    const sites = (await (await request.get('/api/sites')).json()) as { name: string; usage: unknown }[];
    expect(sites.find((site) => site.name === 'Fresno packing house')?.usage).toBeTruthy();

    await openDashboard(page);
    await expect(page.getByText('Welcome back, Blake.')).toBeVisible();
    const row = page.getByRole('region', { name: 'Recent RFQs' }).getByRole('listitem').filter({ hasText: seeded.projectName! });
    await expect(row.getByRole('link', { name: seeded.projectName! })).toHaveAttribute('href', `/rfq?id=${seeded.id}`);
    await expect(row).toContainText(`Quoted ${quoted}, valid until`);
    await expect(row).toContainText(seeded.quote!.note!);
    await expect(row).not.toContainText(estimate);
    const calculation = page.getByRole('region', { name: 'Recent Calculations' }).getByRole('listitem').filter({ hasText: run.name! });
    await expect(calculation).toContainText('BESS value');
    await expect(calculation).toContainText(headline(run));
    await expect(page.getByRole('region', { name: 'What to do next' }).getByRole('link').first()).toHaveAccessibleName(
      new RegExp(`^Review the quote for ${seeded.projectName}`),
    );
    await atWidth(page, PHONE);
    await expect(row).toContainText(`Quoted ${quoted}`);
    await expect(calculation).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The RFQ list names the quote's total as such, and not the estimate.
    await atWidth(page, DESKTOP);
    await page.goto('/rfq');
    await waitForIslands(page);
    const listed = page.getByRole('region', { name: 'Submitted RFQs' }).getByRole('button', { name: new RegExp(`^${seeded.projectName}`) });
    await expect(listed).toContainText(`Quoted ${quoted}`);
    await expect(listed).not.toContainText(estimate);
    await expectAccessible(page);
    await atWidth(page, PHONE);
    await expect(listed).toContainText(`Quoted ${quoted}`);
    await expectNoSidewaysScroll(page);
  });

  test('the dashboard counts what the buyer made, lists the five newest of each, compares two runs, the saved articles, and the signed-in home shows the same figures', async ({
    page,
  }) => {
    const request = page.request;
    const [module, inverter] = [
      (await products(request, 'category=solar_modules&sort=price'))[0]!,
      (await products(request, 'category=inverters&sort=price'))[0]!,
    ];
    const made: Rfq[] = [];
    made.push(await rfqWith(request, 'Fort Worth rooftop', [{ product: module, quantity: 400 }], true));
    made.push(
      await rfqWith(
        request,
        'Denton carport',
        [
          { product: module, quantity: 120 },
          { product: inverter, quantity: 3 },
        ],
        true,
      ),
    );
    made.push(await rfqWith(request, 'Waco cold store', [{ product: inverter, quantity: 7 }], true));
    made.push(await rfqWith(request, 'Tyler warehouse', [{ product: module, quantity: 60 }], false));
    made.push(await rfqWith(request, 'Empty idea', [], false));
    made.push(await rfqWith(request, 'Abilene yard', [{ product: inverter, quantity: 1 }], false));
    const runs: CalculatorRun[] = [];
    for (const [type, inputs] of [
      ['ppa_epc', PPA],
      ['land_lease', LEASE],
      ['bess_value', BESS],
      ['ppa_epc', { ...PPA, systemSizeMW: 3 }],
      ['land_lease', { ...LEASE, acres: 80, state: 'TX' }],
      ['bess_value', { ...BESS, cyclesPerMonth: 12 }],
      ['interconnection', PRESCREEN],
    ] as const) {
      runs.push(await savedRun(request, type, inputs));
    }
    const articles = (await (await request.get('/api/articles?status=published')).json()) as { slug: string; title: string }[];
    for (const article of articles.slice(0, 2)) expect((await request.put(`/api/bookmarks/${article.slug}`)).status()).toBe(200);

    // Everything the buyer has, what the seed gave them included.
    const mine = (await (await request.get('/api/rfqs')).json()) as Rfq[];
    const runCount = Number((await request.get('/api/calculators/runs?pageSize=1')).headers()['x-total-count']);
    // The open RFQs (submitted, under review, quoted) at what they are worth: the quote once quoted, else the estimate.
    const open = mine.filter((rfq) => ['submitted', 'under_review', 'quoted'].includes(rfq.status));
    const total = open.reduce((sum, rfq) => sum + Math.round(Number((rfq.quote?.amount ?? rfq.totalEstimatedValue) || 0) * 100), 0) / 100;
    expect(total).toBeGreaterThan(0);
    const figures = {
      'Active Projects': String(open.length),
      'Draft RFQs': String(mine.filter((rfq) => rfq.status === 'draft').length),
      Calculations: String(runCount),
      'Total RFQ Value': usd(total),
    };
    expect(runCount).toBeGreaterThanOrEqual(7);
    expect(Number(figures['Active Projects'])).toBeGreaterThanOrEqual(3);

    await openDashboard(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome back, Blake.')).toBeVisible();
    await expect(page.getByText('Lone Star Cold Storage · Buyer')).toBeVisible();
    await expectFigures(page, figures);

    const recentRfqs = page.getByRole('region', { name: 'Recent RFQs' }).getByRole('listitem');
    await expect(recentRfqs).toHaveCount(5);
    const newestRfqs = [...made].reverse().slice(0, 5);
    for (const [index, rfq] of newestRfqs.entries()) {
      const row = recentRfqs.nth(index);
      await expect(row.getByRole('link', { name: rfq.projectName! })).toHaveAttribute('href', `/rfq?id=${rfq.id}`);
      await expect(row).toContainText(rfq.status === 'draft' ? 'Draft' : 'Submitted');
      if (rfq.totalEstimatedValue !== null) await expect(row).toContainText(usd(Number(rfq.totalEstimatedValue), 2));
    }
    await expect(page.getByRole('region', { name: 'Recent RFQs' })).not.toContainText('Fort Worth rooftop');

    const calculations = page.getByRole('region', { name: 'Recent Calculations' });
    await expect(calculations.getByRole('link', { name: `All ${runCount} calculations` })).toHaveAttribute(
      'href',
      '/dashboard/calculations',
    );
    const recentRuns = calculations.getByRole('listitem');
    await expect(recentRuns).toHaveCount(5);
    for (const [index, run] of [...runs].reverse().slice(0, 5).entries()) {
      const row = recentRuns.nth(index);
      await expect(row).toContainText(
        {
          ppa_epc: 'PPA / EPC',
          land_lease: 'Land lease',
          bess_value: 'BESS value',
          interconnection: 'Interconnection',
          solar: 'Solar production',
          btm: 'Behind-the-meter',
        }[run.type],
      );
      await expect(row).toContainText(headline(run));
    }
    // Two runs of one calculator are told apart by their size and mode.
    await expect(recentRuns.nth(1)).toContainText('2,000 kW / 8,000 kWh · 12 cycles/month · With resilience');
    await expect(recentRuns.nth(4)).toContainText('2,000 kW / 8,000 kWh · 25 cycles/month · With resilience');
    await expect(recentRuns.nth(2)).toContainText('80 acres · TX · 1.5 mi to substation');
    await expect(recentRuns.nth(3)).toContainText('3 MW · Solve for PPA · Pre-tax');

    const saved = page.getByRole('region', { name: 'Saved Articles' });
    for (const article of articles.slice(0, 2))
      await expect(saved.getByRole('link', { name: article.title })).toHaveAttribute('href', `/blog/${article.slug}`);

    // What to do next: the seeded quote to review, then the drafts with items, the one changed last first.
    const next = page.getByRole('region', { name: 'What to do next' });
    await expect(next.getByRole('link').first()).toHaveAccessibleName(/^Review the quote for Fort Worth cold store rooftop/);
    await expect(next.getByRole('link').nth(1)).toHaveAccessibleName(/^Submit Abilene yard/);
    await expect(next.getByRole('link', { name: /^Submit Tyler warehouse/ })).toHaveAttribute('href', `/rfq?id=${made[3]!.id}`);

    const quick = page.getByRole('region', { name: 'Quick Actions' });
    for (const href of [
      '/tools/ppa-calculator',
      '/tools/land-lease-estimator',
      '/tools/bess-calculator',
      '/tools/interconnection-prescreen',
      '/catalog',
      '/projects',
      '/contact',
    ])
      await expect(quick.locator(`a[href="${href}"]`)).toBeVisible();

    // The two BESS runs side by side: the table scrolls in its own box, the page no wider than the
    // screen (at 390 px: compareRuns.spec.ts).
    await recentRuns.nth(1).getByRole('checkbox').check();
    await recentRuns.nth(4).getByRole('checkbox').check();
    await calculations.getByRole('button', { name: 'Compare 2 calculations' }).click();
    await expect(calculations.getByRole('table', { name: /^BESS value: 2 calculations compared/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // The signed-in home: the same live figures and what to do next.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Blake');
    await expectFigures(page, figures);
    await expect(page.getByRole('region', { name: 'What to do next' }).getByRole('link').nth(1)).toHaveAccessibleName(
      /^Submit Abilene yard/,
    );
    await expect(page.getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('region', { name: 'Quick Actions' }).locator('a[href="/tools/ppa-calculator"]')).toBeVisible();
  });

  test('each saved calculation opens its calculator with its inputs filled in, and calculates what was saved; a calculator keeps its own value for an input the URL gets wrong', async ({
    page,
  }) => {
    const ppa = await savedRun(page.request, 'ppa_epc', {
      ...PPA,
      wacc: 0.0725,
      escalationPercent: 0.015,
      targetPPA: 0.065,
      solveFor: 'epc',
      state: 'AZ',
    });
    const lease = await savedRun(page.request, 'land_lease', { ...LEASE, address: '12 Tobacco Rd, Wilson, NC' });
    const bess = await savedRun(page.request, 'bess_value', BESS);
    const calculations = page.getByRole('region', { name: 'Recent Calculations' });

    await openDashboard(page);
    // The newest of each type is the one just saved (the first test saved some alike). The links
    // are read once: following each is going to its address.
    const [leaseLink, ppaLink] = await Promise.all(
      [/Open the Land lease calculation/, /Open the PPA \/ EPC calculation/].map((name) =>
        calculations.getByRole('link', { name }).first().getAttribute('href'),
      ),
    );
    await calculations
      .getByRole('link', { name: `Open the BESS value calculation (${headline(bess)})` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/tools\/bess-calculator\?/);
    await waitForIslands(page);
    for (const [label, value] of [
      ['Battery power (kW)', '2000'],
      ['Battery energy (kWh)', '8000'],
      ['Demand charge ($/kW-month)', '18'],
      ['Cycles per month', '25'],
      ['Peak rate ($/kWh)', '0.3'],
      ['Off-peak rate ($/kWh)', '0.1'],
      ['Round-trip efficiency (%)', '88'],
    ]) {
      await expect(page.getByLabel(label!, { exact: true }), label).toHaveValue(value!);
    }
    await expect(page.getByLabel('Include resilience value (backup power during outages)')).toBeChecked();

    await page.goto(leaseLink!);
    await expect(page).toHaveURL(/\/tools\/land-lease-estimator\?/);
    await waitForIslands(page);
    await expect(page.getByLabel('Total acres')).toHaveValue('320');
    await expect(page.getByLabel('Distance to substation (miles)')).toHaveValue('1.5');
    await expect(page.getByLabel('State')).toHaveValue('NC');
    await expect(page.getByLabel('Property address (optional)')).toHaveValue('12 Tobacco Rd, Wilson, NC');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const likely = (lease.outputs as { likely: { perAcre: number } }).likely.perAcre;
    await expect(
      page.getByRole('region', { name: 'Results' }).getByRole('heading', { name: 'Likely', exact: true }).locator('..'),
    ).toContainText(usd(likely));

    await page.goto(ppaLink!);
    await expect(page).toHaveURL(/\/tools\/ppa-calculator\?/);
    await waitForIslands(page);
    await expect(page.getByRole('tab', { name: 'Solve for EPC' })).toHaveAttribute('aria-selected', 'true');
    for (const [label, value] of [
      ['System Size (MW)', '12'],
      ['WACC (%)', '7.25'],
      ['ITC (%)', '30'],
      ['O&M Cost ($/kW-yr)', '22'],
      ['Degradation (%/yr)', '0.5'],
      ['Term (years)', '25'],
      ['PPA Escalation (%/yr)', '1.5'],
      ['Target PPA ($/kWh)', '0.065'],
      ['Project location (solar resource)', 'AZ'],
    ]) {
      await expect(page.getByLabel(label!, { exact: true }), label).toHaveValue(value!);
    }
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const maxEpcPrice = (ppa.outputs as { maxEpcPrice: number }).maxEpcPrice;
    await expect(page.getByRole('region', { name: 'Results' }).getByText(`$${maxEpcPrice.toFixed(2)}/W`, { exact: true })).toBeVisible();

    // A calculator keeps its own value for an input the URL gets wrong.
    await page.goto('/tools/ppa-calculator?systemSizeMW=99999&wacc=0.08&termYears=twelve&solveFor=lcoe');
    await waitForIslands(page);
    await expect(page.getByLabel('WACC (%)')).toHaveValue('8');
    await expect(page.getByLabel('System Size (MW)')).toHaveValue('5');
    await expect(page.getByLabel('Term (years)')).toHaveValue('25');
    await expect(page.getByRole('tab', { name: 'Solve for PPA' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('a new account', () => {
  // The observer never makes anything: its dashboard is empty for real.
  test.use({ storageState: storageStateFor('observer') });

  test('an empty dashboard says where to start: a calculator or the catalog; so does the signed-in home', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByText('Bystander Power · Buyer')).toBeVisible();
    // Nothing made yet: welcomed, not welcomed back.
    await expect(page.getByText('Welcome, Olive. Your projects, RFQs and saved calculations will gather here.')).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await expectFigures(page, { 'Active Projects': '0', 'Draft RFQs': '0', Calculations: '0', 'Total RFQ Value': '$0' });
    const start = page.getByRole('region', { name: 'Start here' });
    await expect(start).toContainText('Nothing here yet');
    await expect(start.getByRole('link', { name: /^Run your first calculation/ })).toHaveAttribute('href', '/tools');
    await expect(start.getByRole('link', { name: /^Browse the catalog/ })).toHaveAttribute('href', '/catalog');
    await expect(page.getByRole('region', { name: 'Recent RFQs' })).toContainText('No RFQs yet');
    await expect(page.getByRole('region', { name: 'Recent Calculations' })).toContainText('No saved calculations yet');
    await expect(page.getByRole('region', { name: 'Saved Articles' })).toContainText('No saved articles');
    // Only an account with nothing has these empty states: the sweep's buyer may have made something.
    await expectAccessible(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Olive');
    await expect(page.getByRole('region', { name: 'Start here' }).getByRole('link', { name: /^Run your first calculation/ })).toBeVisible();
    await expectFigures(page, { 'Active Projects': '0', 'Draft RFQs': '0', Calculations: '0', 'Total RFQ Value': '$0' });
  });
});

test('an account without an organization is headed by its role alone, on the dashboard and the signed-in home; the header offers Log out and never Sign In, at 1280 px and at 390 px, and the sign-in page sends it on', async ({
  page,
}) => {
  const account = await ownAccount('no-organization');
  await page.context().addCookies(account.cookies);
  // Signed in already: the sign-in page offers nothing to do beside Log out, and sends it where it was going.
  await page.goto('/sign-in?returnTo=%2Fdashboard');
  await expect(page).toHaveURL('/dashboard');
  for (const [path, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/', 'Welcome, Jordan'],
  ] as const) {
    if (path !== '/dashboard') await page.goto(path);
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main').getByText('Buyer', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Energy Development Platform/)).toHaveCount(0);
    for (const size of [DESKTOP, PHONE]) {
      await atWidth(page, size);
      const header = page.getByRole('banner');
      if (size === PHONE) await header.getByRole('button', { name: 'Menu' }).click();
      else await header.getByRole('button', { name: 'Account menu' }).click();
      await expect(header.getByRole('link', { name: 'Log out' })).toHaveCount(1);
      await expect(header.getByRole('link', { name: 'Log out' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
    await atWidth(page, DESKTOP);
  }
});

test.describe('the saved-runs page', () => {
  // A buyer whose saved runs no other test counts (at 390 px, compareRuns.spec.ts compares runs on this page).
  test.use({ storageState: storageStateFor('shopper-desktop') });

  test('lists every run, filters by calculator, names one, compares two and deletes one after asking, within the screen', async ({
    page,
  }) => {
    const request = page.request;
    await savedRun(request, 'ppa_epc', PPA);
    const large = await savedRun(request, 'ppa_epc', { ...PPA, systemSizeMW: 1000, solveFor: 'epc', targetPPA: 0.06 });
    await savedRun(request, 'land_lease', LEASE);
    const count = Number((await request.get('/api/calculators/runs?pageSize=1')).headers()['x-total-count']);

    await page.goto('/dashboard');
    await waitForIslands(page);
    await page
      .getByRole('region', { name: 'Recent Calculations' })
      .getByRole('link', { name: /^All \d+ calculations?$/ })
      .click();
    await expect(page).toHaveURL('/dashboard/calculations');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved calculations' })).toBeVisible();
    await expect(page.getByText(`${count} calculations saved of the 500 an account keeps.`)).toBeVisible();
    const list = page.getByRole('region', { name: 'Saved calculations' });
    await expect(list.getByRole('listitem').first()).toContainText('320 acres · NC');

    await page.getByLabel('Calculator').selectOption('ppa_epc');
    await expect(page).toHaveURL('/dashboard/calculations?type=ppa_epc');
    await expect(list.getByRole('listitem').filter({ hasText: 'Land lease' })).toHaveCount(0);
    const largeRow = list.getByRole('listitem').filter({ hasText: '1,000 MW · Solve for EPC' });
    await expect(largeRow).toBeVisible();

    await largeRow.getByRole('button', { name: /^Name PPA \/ EPC/ }).click();
    const naming = page.getByRole('dialog', { name: 'Name this calculation' });
    await naming.getByLabel('Name').fill('x'.repeat(81));
    await naming.getByRole('button', { name: 'Save name' }).click();
    await expect(naming).toContainText('Name must be at most 80 characters');
    await naming.getByLabel('Name').fill('  Gigawatt at 6 cents  ');
    await naming.getByRole('button', { name: 'Save name' }).click();
    await expect(naming).toBeHidden();
    const named = list.getByRole('listitem').filter({ hasText: 'Gigawatt at 6 cents' });
    await expect(named).toContainText('1,000 MW · Solve for EPC');
    const [renamed] = (await (await request.get('/api/calculators/runs?type=ppa_epc&pageSize=2')).json()) as CalculatorRun[];
    expect(renamed).toMatchObject({ id: large.id, name: 'Gigawatt at 6 cents' });

    await named.getByRole('checkbox').check();
    await list
      .getByRole('listitem')
      .filter({ hasText: '12 MW · Solve for PPA' })
      .filter({ hasNot: page.getByText('Gigawatt') })
      .first()
      .getByRole('checkbox')
      .check();
    await list.getByRole('button', { name: 'Compare 2 calculations' }).click();
    const table = list.getByRole('table');
    await expect(table.getByRole('columnheader').first()).toContainText('Gigawatt at 6 cents');
    await expect(table.getByRole('columnheader').nth(1)).toContainText('12 MW · Solve for PPA');
    await expect(table.getByRole('row', { name: /^WACC \(%\)/ })).toContainText('7');
    await expect(table.getByRole('row', { name: /^System Size \(MW\)\s?differs/ })).toContainText('1,000');
    await expectNoSidewaysScroll(page);

    await page.getByLabel('Calculator').selectOption('');
    const leaseRow = list.getByRole('listitem').filter({ hasText: '320 acres · NC' }).first();
    await leaseRow.getByRole('button', { name: /^Delete Land lease/ }).click();
    const asking = page.getByRole('dialog', { name: 'Delete this calculation?' });
    await expect(asking).toContainText('cannot be undone');
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await expect(asking).toBeHidden();
    expect((await request.get(`/api/calculators/runs?type=land_lease`)).headers()['x-total-count']).toBe('1');
    await leaseRow.getByRole('button', { name: /^Delete Land lease/ }).click();
    await asking.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${count - 1} calculations saved of the 500 an account keeps.`)).toBeVisible();
    expect((await request.get(`/api/calculators/runs?type=land_lease`)).headers()['x-total-count']).toBe('0');
  });
});
