import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { portfolio } from '../fixtures/portfolio';
import { builtPage } from './support/builtPage';

/**
 * The portfolio and a project page as the build wrote them. Searching and filtering the portfolio,
 * and the links that share a filtered view, are tested in a browser (tests/e2e/portfolio.spec.ts).
 */

/** Text as a reader gets it: whitespace collapsed. */
const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => textOf(option));

describe('the portfolio page', () => {
  const { document, screen } = builtPage('/projects');
  const filters = within(screen.getByRole('search', { name: 'Filter projects' }));

  it('lists every project and counts them', () => {
    const names = [...document.querySelectorAll<HTMLElement>('li > [data-project]')].map((card) => card.dataset.name);
    expect(names.sort()).toEqual(portfolio.map((project) => project.name).sort());
    expect(screen.getByText(`${portfolio.length} projects`)).toBeTruthy();
    // The empty state waits hidden for a search that finds nothing.
    expect(screen.getByText('No projects found. Try adjusting your search criteria.').closest('[hidden]')).not.toBeNull();
  });

  it('offers every type and status, and every state with a project', () => {
    expect(optionsOf(filters.getByRole('combobox', { name: 'Type' }))).toEqual([
      'All',
      'BTM Solar',
      'Utility-Scale',
      'Storage',
      'Data Center',
    ]);
    expect(optionsOf(filters.getByRole('combobox', { name: 'Status' }))).toEqual([
      'All',
      'Development',
      'Construction',
      'Operational',
      'Completed',
    ]);
    // Every state the portfolio has a project in, alphabetical; TX, CA, NC, VA and FL among them.
    const states = [...new Set(portfolio.map((project) => project.state))].sort();
    expect(states).toEqual(expect.arrayContaining(['TX', 'CA', 'NC', 'VA', 'FL']));
    expect(optionsOf(filters.getByRole('combobox', { name: 'State' }))).toEqual(['All', ...states]);
  });
});

describe('a project page', () => {
  const project = portfolio.find((item) => item.status === 'operational')!;
  const { screen } = builtPage(`/projects/${project.slug}`);

  it('shows the name, the location, the environmental impact and the way back', () => {
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(project.name);
    expect(screen.getAllByText(project.location).length).toBeGreaterThan(0);
    expect(screen.getByText(`${Math.round(project.sizeMW * 1200).toLocaleString('en-US')} tons/yr`)).toBeTruthy();
    expect(screen.getByText(Math.round(project.sizeMW * 260).toLocaleString('en-US'), { exact: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Projects' }).getAttribute('href')).toBe('/projects');
  });
});
