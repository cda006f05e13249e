import { describe, expect, it } from 'vitest';
import {
  environmentalFigures,
  featuredProject,
  filterProjects,
  isActive,
  portfolioSummary,
  projectStates,
  sortProjects,
} from './projects.ts';

const project = (overrides: Record<string, unknown>) => ({
  name: 'P',
  description: 'Rooftop solar for a distribution center',
  location: 'Harris County, TX',
  state: 'TX',
  type: 'btm' as const,
  status: 'operational' as const,
  sizeMW: 1,
  irr: 10,
  completionDate: new Date('2024-01-01'),
  ...overrides,
});

describe('portfolio helpers', () => {
  const projects = [
    project({ name: 'Alpha', type: 'ftm', status: 'development', state: 'TX', sizeMW: 120.4, irr: 9.25 }),
    project({ name: 'Bravo', type: 'storage', status: 'construction', state: 'CA', sizeMW: 50.3, irr: 11 }),
    project({ name: 'Charlie', type: 'btm', status: 'operational', state: 'TX', sizeMW: 2.1, irr: 12.1 }),
    project({ name: 'Delta', type: 'data_center', status: 'completed', state: 'VA', sizeMW: 20, irr: 8 }),
  ];

  it('summarises: total MW rounded, active = development or construction, distinct states, average IRR to 1 decimal', () => {
    expect(portfolioSummary(projects)).toEqual({ totalMW: 193, activeProjects: 2, states: 3, averageIrr: 10.1 });
    expect(portfolioSummary([])).toEqual({ totalMW: 0, activeProjects: 0, states: 0, averageIrr: 0 });
    expect(isActive({ status: 'operational' })).toBe(false);
  });

  it('features the first operational project, else the first', () => {
    expect(featuredProject(projects)?.name).toBe('Charlie');
    expect(featuredProject(projects.filter((item) => item.status !== 'operational'))?.name).toBe('Alpha');
    expect(featuredProject([])).toBeUndefined();
  });

  it('offers every state with a project in the filter, once each, alphabetically', () => {
    expect(projectStates([{ state: 'TX' }, { state: 'AZ' }, { state: 'TX' }, { state: 'NY' }])).toEqual(['AZ', 'NY', 'TX']);
    expect(projectStates([])).toEqual([]);
  });

  it('filters by type, status, state and words of the text, together', () => {
    expect(filterProjects(projects, { type: 'btm' }).map((item) => item.name)).toEqual(['Charlie']);
    expect(filterProjects(projects, { state: 'TX', status: 'development' }).map((item) => item.name)).toEqual(['Alpha']);
    expect(filterProjects(projects, { q: 'alpha' }).map((item) => item.name)).toEqual(['Alpha']);
    expect(filterProjects(projects, { q: 'distribution harris' })).toHaveLength(4);
    expect(filterProjects(projects, { q: 'nowhere' })).toEqual([]);
    expect(filterProjects(projects, {})).toHaveLength(4);
  });

  it('orders by completion date, newest first, then by name', () => {
    const sorted = sortProjects([
      project({ name: 'Old', completionDate: new Date('2020-05-01') }),
      project({ name: 'New B', completionDate: new Date('2027-01-01') }),
      project({ name: 'New A', completionDate: new Date('2027-01-01') }),
    ]);
    expect(sorted.map((item) => item.name)).toEqual(['New A', 'New B', 'Old']);
  });

  it('computes the environmental figures: 1,200 t of CO2 a year and 260 cars off the road per MW', () => {
    expect(environmentalFigures(150)).toEqual({ co2TonsPerYear: 180_000, carsRemoved: 39_000 });
  });
});
