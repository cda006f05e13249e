import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/widths';
import { expect, test } from './support/fixtures';
import { portfolio } from '../fixtures/portfolio';

/**
 * The portfolio's search and filters, run by its page script in a browser. What the build wrote
 * (every project, the filters' choices, a project page) is read in tests/site/portfolio.test.ts; the
 * not-found page of an unknown project in platform.spec.ts.
 */

const filters = (page: Page) => page.getByRole('search', { name: 'Filter projects' });
const visibleNames = (page: Page) =>
  page.locator('li:visible [data-project]').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.name!).sort());
const namesOf = (list: typeof portfolio) => list.map((project) => project.name).sort();
/** Every state with a project, alphabetical: what the State filter offers. */
const states = [...new Set(portfolio.map((project) => project.state))].sort();

/** Searches for a project by its name: it alone shows. */
async function search(page: Page, name: string) {
  await filters(page).getByLabel('Search').fill(name);
  await expect.poll(() => visibleNames(page)).toEqual([name]);
}

/** Clears the filters, then asks for the utility-scale projects in Texas: the URL says so, and exactly those show. */
async function utilityScaleInTexas(page: Page) {
  await filters(page).getByRole('button', { name: 'Clear' }).click();
  await filters(page).getByLabel('Type').selectOption({ label: 'Utility-Scale' });
  await filters(page).getByLabel('State').selectOption('TX');
  await expect(page).toHaveURL('/projects?type=ftm&state=TX');
  await expect
    .poll(() => visibleNames(page))
    .toEqual(namesOf(portfolio.filter((project) => project.type === 'ftm' && project.state === 'TX')));
}

test('the portfolio lists every project, filters them right in every combination, searches, keeps the filters in the URL and opens shared links', async ({
  page,
}) => {
  await page.goto('/projects');
  await expect(page.getByText(`${portfolio.length} projects`)).toBeVisible();
  expect(await visibleNames(page)).toEqual(namesOf(portfolio));

  // Exactly the right projects for every combination of type, status and state.
  const combinations = ['', 'btm', 'ftm', 'storage', 'data_center'].flatMap((type) =>
    ['', 'development', 'construction', 'operational', 'completed'].flatMap((status) =>
      ['', ...states].map((state) => [type, status, state] as const),
    ),
  );
  // Set the three selects at once for each combination (the controls themselves are exercised below) and
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

  // Clear shows them all again.
  await filters(page).getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => visibleNames(page)).toEqual(namesOf(portfolio));
  await expect(page).toHaveURL('/projects');

  const target = portfolio[0]!;
  await search(page, target.name);
  await expect(page).toHaveURL(`/projects?q=${encodeURIComponent(target.name).replace(/%20/g, '+')}`);

  await utilityScaleInTexas(page);

  // The shared link opens the same view.
  await page.goto('/projects?type=storage&status=operational');
  await expect(filters(page).getByLabel('Type')).toHaveValue('storage');
  await expect
    .poll(() => visibleNames(page))
    .toEqual(namesOf(portfolio.filter((project) => project.type === 'storage' && project.status === 'operational')));

  // Any state with a project opens filtered; a state the page does not know is dropped.
  await page.goto('/projects?state=AZ');
  await expect(filters(page).getByLabel('State')).toHaveValue('AZ');
  await expect.poll(() => visibleNames(page)).toEqual(namesOf(portfolio.filter((project) => project.state === 'AZ')));
  expect(namesOf(portfolio.filter((project) => project.state === 'AZ')).length).toBeGreaterThan(0);
  await page.goto('/projects?state=ZZ&type=ftm');
  await expect(page).toHaveURL('/projects?type=ftm');
  await expect.poll(() => visibleNames(page)).toEqual(namesOf(portfolio.filter((project) => project.type === 'ftm')));

  // A search that finds nothing says so.
  await page.goto('/projects?q=zzqx-nothing-here');
  await expect(page.getByText('No projects found. Try adjusting your search criteria.')).toBeVisible();
  await expect(page.getByText('0 projects')).toBeVisible();
});

test('the portfolio searches and filters at 390 px, nothing scrolling sideways @mobile', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByText(`${portfolio.length} projects`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await search(page, portfolio[0]!.name);
  await utilityScaleInTexas(page);
});
