import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { portfolio } from '../fixtures/portfolio';

const filters = (page: Page) => page.getByRole('search', { name: 'Filter projects' });
const visibleNames = (page: Page) =>
  page.locator('li:visible [data-project]').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.name!).sort());
const namesOf = (list: typeof portfolio) => list.map((project) => project.name).sort();
/** Every state with a project, alphabetical: what the State filter offers. */
const states = [...new Set(portfolio.map((project) => project.state))].sort();

test.describe('the portfolio page', () => {
  test('lists every project, searches and filters, and keeps the filters in the URL @both', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByText(`${portfolio.length} projects`)).toBeVisible();
    expect(await visibleNames(page)).toEqual(namesOf(portfolio));

    const target = portfolio[0]!;
    await filters(page).getByLabel('Search').fill(target.name);
    await expect.poll(() => visibleNames(page)).toEqual([target.name]);
    await expect(page).toHaveURL(`/projects?q=${encodeURIComponent(target.name).replace(/%20/g, '+')}`);

    await filters(page).getByRole('button', { name: 'Clear' }).click();
    await filters(page).getByLabel('Type').selectOption({ label: 'Utility-Scale' });
    await filters(page).getByLabel('State').selectOption('TX');
    await expect(page).toHaveURL('/projects?type=ftm&state=TX');
    await expect
      .poll(() => visibleNames(page))
      .toEqual(namesOf(portfolio.filter((project) => project.type === 'ftm' && project.state === 'TX')));

    // The shared link opens the same view.
    await page.goto('/projects?type=storage&status=operational');
    await expect(filters(page).getByLabel('Type')).toHaveValue('storage');
    await expect
      .poll(() => visibleNames(page))
      .toEqual(namesOf(portfolio.filter((project) => project.type === 'storage' && project.status === 'operational')));
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/projects?q=zzqx-nothing-here');
    await expect(page.getByText('No projects found. Try adjusting your search criteria.')).toBeVisible();
    await expect(page.getByText('0 projects')).toBeVisible();
  });

  test("offers the spec's filter choices", async ({ page }) => {
    await page.goto('/projects');
    await expect(filters(page).getByLabel('Type').locator('option')).toHaveText([
      'All',
      'BTM Solar',
      'Utility-Scale',
      'Storage',
      'Data Center',
    ]);
    await expect(filters(page).getByLabel('Status').locator('option')).toHaveText([
      'All',
      'Development',
      'Construction',
      'Operational',
      'Completed',
    ]);
    // Every state the portfolio has a project in (the spec's TX, CA, NC, VA, FL among them).
    expect(states).toEqual(expect.arrayContaining(['TX', 'CA', 'NC', 'VA', 'FL']));
    await expect(filters(page).getByLabel('State').locator('option')).toHaveText(['All', ...states]);
  });

  test('opens a shared link filtered by any state with a project, and drops a state it does not know', async ({ page }) => {
    await page.goto('/projects?state=AZ');
    await expect(filters(page).getByLabel('State')).toHaveValue('AZ');
    await expect.poll(() => visibleNames(page)).toEqual(namesOf(portfolio.filter((project) => project.state === 'AZ')));
    expect(namesOf(portfolio.filter((project) => project.state === 'AZ')).length).toBeGreaterThan(0);
    await page.goto('/projects?state=ZZ&type=ftm');
    await expect(page).toHaveURL('/projects?type=ftm');
    await expect.poll(() => visibleNames(page)).toEqual(namesOf(portfolio.filter((project) => project.type === 'ftm')));
  });

  test('shows exactly the right projects for every combination of type, status and state @desktop', async ({ page }) => {
    await page.goto('/projects');
    const combinations = ['', 'btm', 'ftm', 'storage', 'data_center'].flatMap((type) =>
      ['', 'development', 'construction', 'operational', 'completed'].flatMap((status) =>
        ['', ...states].map((state) => [type, status, state] as const),
      ),
    );
    // Set the three selects at once for each combination (the controls themselves are exercised above) and
    // read what shows, all in one round trip to the page: 250 calls took over 30 s on a busy machine.
    const shown = await page.evaluate(
      (combinations) =>
        combinations.map(([type, status, state]) => {
          const form = document.querySelector<HTMLFormElement>('form[data-project-filters]')!;
          for (const [name, value] of [
            ['type', type],
            ['status', status],
            ['state', state],
          ] as const)
            (form.elements.namedItem(name) as HTMLSelectElement).value = value ?? '';
          form.dispatchEvent(new Event('change', { bubbles: true }));
          const names = [...document.querySelectorAll<HTMLElement>('li:not([hidden]) > [data-project]')]
            .map((card) => card.dataset.name!)
            .sort();
          return { names, empty: !document.querySelector<HTMLElement>('[data-empty]')!.hidden, url: location.search };
        }),
      combinations,
    );
    combinations.forEach(([type, status, state], index) => {
      const expected = portfolio.filter(
        (project) => (!type || project.type === type) && (!status || project.status === status) && (!state || project.state === state),
      );
      const label = `${type}/${status}/${state}`;
      const query = new URLSearchParams(Object.entries({ type, status, state }).filter(([, value]) => value));
      expect(shown[index]!.names, label).toEqual(namesOf(expected));
      expect(shown[index]!.empty, label).toBe(expected.length === 0);
      expect(shown[index]!.url, label).toBe(query.size ? `?${query}` : '');
    });
  });
});

test.describe('a project page', () => {
  test('shows the figures, the environmental impact and the way back @both', async ({ page }) => {
    const project = portfolio.find((item) => item.status === 'operational')!;
    await page.goto(`/projects/${project.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
    await expect(page.getByText(project.location).first()).toBeVisible();
    await expect(page.getByText(`${Math.round(project.sizeMW * 1200).toLocaleString('en-US')} tons/yr`)).toBeVisible();
    await expect(page.getByText(Math.round(project.sizeMW * 260).toLocaleString('en-US'), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Projects' })).toHaveAttribute('href', '/projects');
  });

  test('an unknown project says Project Not Found, with a 404 and Back to Projects', async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/);
    const response = await page.goto('/projects/no-such-project');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Not Found');
    await expect(page.getByText("The project you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
  });
});
