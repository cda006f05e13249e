import { expect, expectAccessible, test } from './support/fixtures';
import { portfolio } from '../fixtures/portfolio';

test.describe('the landing page', () => {
  test('has the hero with its figures, the sections and the landing links @both', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    for (const figure of ['2,500+ MW', '15', '500+', 'Zero']) await expect(hero.getByText(figure, { exact: true })).toBeVisible();
    // Each figure says what it counts: the hero reads what was built, the track record what was evaluated.
    for (const label of ['deployed in the projects we built', 'states with projects we built', 'clients', 'safety incidents'])
      await expect(hero.getByText(label, { exact: true })).toBeVisible();
    for (const id of ['solutions', 'tools', 'projects', 'education', 'contact']) await expect(page.locator(`section#${id}`)).toBeAttached();
    for (const href of ['/tools', '/projects', '/catalog', '/solutions/btm', '/contact', '/rfq', '/blog', '/api/login']) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test('lists the six audiences with their links', async ({ page }) => {
    await page.goto('/');
    const solutions = page.locator('#solutions');
    await expect(solutions.getByRole('heading', { level: 2 })).toHaveText('Solutions by User Type');
    for (const [title, href, cta] of [
      ['For Businesses', '/solutions/btm', 'Learn More'],
      ['For Utilities', '/solutions/ftm', 'Learn More'],
      ['For Data Centers', '/solutions/data-centers', 'Learn More'],
      ['For Landowners', '/solutions/landowners', 'Check Lease Value'],
      ['For EPCs', '/partners/epc', 'Join RFP Network'],
      ['For Manufacturers', '/partners/manufacturers', 'Partner With Us'],
    ]) {
      const card = solutions.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card.getByRole('link', { name: new RegExp(`^${cta}`) })).toHaveAttribute('href', href!);
    }
    for (const item of [
      'BTM Solar Systems',
      'Battery Storage',
      'TOU Optimization',
      'FTM Development',
      'Interconnection Support',
      'Permitting Services',
      'Site Selection',
      'Dual-Feed Resilience',
      'EPC Management',
    ]) {
      await expect(solutions.getByRole('listitem').filter({ hasText: item }).first()).toBeVisible();
    }
  });

  test('keeps the landing reading of the figures, the founder and the award', async ({ page }) => {
    await page.goto('/');
    const track = page.getByRole('region', { name: 'Our track record' });
    for (const [value, label] of [
      ['500+', 'projects evaluated (8GW+), built or not'],
      ['150K', 'homes powered'],
      ['$2B+', 'in projects facilitated'],
      ['18', 'states where we have evaluated sites'],
      ['85%', 'local hiring rate'],
      ['$50M+', 'community investment'],
    ]) {
      await expect(track.getByText(value!, { exact: true })).toBeVisible();
      await expect(track.getByText(label!, { exact: true })).toBeVisible();
    }
    await expect(track.getByText(/founder and CEO/)).toBeVisible();
    await expect(track.getByText(/Developer of the Year/)).toBeVisible();
  });

  test('summarises the portfolio and features the first operational project', async ({ page }) => {
    await page.goto('/');
    const summary = page.getByRole('list', { name: 'Portfolio summary' }).or(page.locator('dl[aria-label="Portfolio summary"]'));
    const totalMW = Math.round(portfolio.reduce((sum, project) => sum + project.sizeMW, 0));
    const active = portfolio.filter((project) => project.status === 'development' || project.status === 'construction').length;
    const states = new Set(portfolio.map((project) => project.state)).size;
    const averageIrr = (Math.round((portfolio.reduce((sum, project) => sum + project.irr, 0) / portfolio.length) * 10) / 10).toFixed(1);
    await expect(summary).toContainText(`${totalMW.toLocaleString('en-US')} MW`);
    await expect(summary).toContainText(`Active projects${active}`);
    await expect(summary).toContainText(`States of these projects${states}`);
    // The summary counts the portfolio shown, and says so.
    await expect(summary).toContainText('Capacity of these projects');
    await expect(summary).toContainText(`${averageIrr}%`);
    const featured = portfolio.find((project) => project.status === 'operational')!;
    await expect(page.getByRole('link', { name: 'Read the case study' })).toHaveAttribute('href', `/projects/${featured.slug}`);
  });

  test('the tools page claims no accuracy its screening tools cannot have', async ({ page }) => {
    await page.goto('/tools');
    const record = page.getByRole('region', { name: 'Track record' });
    await expect(record).toContainText('calculations run25,000+');
    await expect(record).not.toContainText('99.5%');
    await expect(page.getByRole('main')).not.toContainText(/accuracy/i);
  });

  test('filters the map by BTM, Storage and FTM, never more than six markers @both', async ({ page }) => {
    await page.goto('/');
    const map = page.getByRole('group', { name: 'Map of Voltfield projects in the United States' });
    await map.scrollIntoViewIfNeeded();
    const visibleMarkers = () =>
      map.locator('a.map-marker:visible').evaluateAll((links) => links.map((link) => link.getAttribute('href')!).sort());
    const firstSix = (type?: string) =>
      portfolio
        .filter((project) => !type || project.type === type)
        .slice(0, 6)
        .map((project) => `/projects/${project.slug}`)
        .sort();
    expect(await visibleMarkers()).toEqual(firstSix());
    for (const [label, type] of [
      ['BTM', 'btm'],
      ['Storage', 'storage'],
      ['FTM', 'ftm'],
      ['All', undefined],
    ] as const) {
      // The radio buttons are visually replaced by their labels, which are what people click.
      await page.locator('#projects label', { hasText: new RegExp(`^${label}$`) }).click();
      await expect(page.getByRole('radio', { name: label, exact: true })).toBeChecked();
      await expect.poll(visibleMarkers).toEqual(firstSix(type));
    }
    await expectAccessible(page);
  });

  test('links the education teaser to its four topics', async ({ page }) => {
    await page.goto('/');
    const education = page.locator('#education');
    for (const slug of ['ppa-fundamentals', 'interconnection', 'data-center-power', 'bess-economics']) {
      await expect(education.locator(`a[href="/education/${slug}"]`)).toBeVisible();
    }
  });
});

test.describe('the contact page', () => {
  test('shows the three regional offices and the response-time promises @both', async ({ page }) => {
    await page.goto('/contact');
    for (const region of ['Texas', 'California', 'North Carolina'])
      await expect(page.getByRole('heading', { level: 3, name: region })).toBeVisible();
    for (const [time, what] of [
      ['Under 4 hours', 'for urgent matters'],
      ['Under 24 hours', 'for an assessment'],
      ['Under 48 hours', 'for a proposal'],
    ]) {
      await expect(page.getByText(time!, { exact: true })).toBeVisible();
      await expect(page.getByText(what!, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'sales@voltfield.dev' })).toHaveAttribute('href', 'mailto:sales@voltfield.dev');
  });
});

test.describe('solutions and partner pages', () => {
  for (const [path, links] of [
    ['/solutions/btm', ['/tools/ppa-calculator', '/contact']],
    ['/solutions/ftm', ['/contact', '/projects']],
    ['/solutions/data-centers', ['/contact', '/projects']],
    ['/solutions/landowners', ['/tools/land-lease-estimator', '/contact']],
    ['/partners', ['/partners/epc', '/partners/manufacturers']],
    ['/partners/epc', ['/contact']],
    ['/partners/manufacturers', ['/contact']],
  ] as const) {
    test(`${path} links where the spec says`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const href of links) await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    });
  }

  test("the landowner page shows lease ranges by state, with the spec's $800–$2,000 claim qualified", async ({ page }) => {
    await page.goto('/solutions/landowners');
    const table = page.getByRole('table');
    for (const state of [
      'Alabama',
      'Arizona',
      'California',
      'Florida',
      'Georgia',
      'North Carolina',
      'Nevada',
      'New York',
      'Texas',
      'Virginia',
    ]) {
      await expect(table.getByRole('rowheader', { name: new RegExp(`^${state}`) })).toBeVisible();
    }
    // Texas, as src/domain/finance/lease.ts states it: $300, $500, $1,000.
    await expect(table.getByRole('row').filter({ hasText: 'Texas' })).toContainText(/\$300.*\$500.*\$1,000/);
    await expect(page.getByText(/\$800 to \$2,000 per acre/).first()).toBeVisible();
  });
});
