import type { ProjectStatus, ProjectType } from './constants.ts';

/** What the pages and the API need of a portfolio project (the API's fields, plus its map position). */
export interface ProjectSummary {
  slug: string;
  name: string;
  description: string;
  type: ProjectType;
  status: ProjectStatus;
  state: string;
  location: string;
  sizeMW: number;
  storageMWh?: number;
  irr: number;
  annualSavings: number;
  paybackYears: number;
  completionDate: Date;
  imageUrl: string;
  coordinates: { lat: number; lng: number };
}

/** A project as the API answers it: sizeMW a numeric string, completionDate YYYY-MM-DD, id = slug. */
export type Project = Omit<ProjectSummary, 'sizeMW' | 'storageMWh' | 'completionDate'> & {
  id: string;
  sizeMW: string;
  storageMWh: number | null;
  completionDate: string;
};

/**
 * The states the portfolio filter offers: every state with a project, alphabetically. (The
 * original offered five fixed states, so projects elsewhere could not be filtered to.)
 */
export function projectStates(projects: readonly Pick<ProjectSummary, 'state'>[]): string[] {
  return [...new Set(projects.map((project) => project.state))].sort();
}

/** Active projects are those in development or construction (the only place that says so). */
export function isActive(project: Pick<ProjectSummary, 'status'>): boolean {
  return project.status === 'development' || project.status === 'construction';
}

/** The portfolio's order everywhere (pages, map, API): most recent completion date first, then name. */
export function sortProjects<T extends Pick<ProjectSummary, 'completionDate' | 'name'>>(projects: readonly T[]): T[] {
  return [...projects].sort((a, b) => b.completionDate.getTime() - a.completionDate.getTime() || a.name.localeCompare(b.name));
}

export interface ProjectFilters {
  q?: string;
  type?: string;
  status?: string;
  state?: string;
}

/** Text search (name, description, location, state) and exact filters; empty filters match all. */
export function filterProjects<T extends Pick<ProjectSummary, 'name' | 'description' | 'location' | 'state' | 'type' | 'status'>>(
  projects: readonly T[],
  filters: ProjectFilters,
): T[] {
  const words = (filters.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return projects.filter(
    (project) =>
      (!filters.type || project.type === filters.type) &&
      (!filters.status || project.status === filters.status) &&
      (!filters.state || project.state === filters.state) &&
      words.every((word) => `${project.name} ${project.description} ${project.location} ${project.state}`.toLowerCase().includes(word)),
  );
}

/**
 * The home page's portfolio summary: total MW rounded, active projects, distinct
 * states, average IRR to one decimal.
 */
export function portfolioSummary(projects: readonly Pick<ProjectSummary, 'sizeMW' | 'status' | 'state' | 'irr'>[]) {
  const averageIrr = projects.length ? projects.reduce((sum, project) => sum + project.irr, 0) / projects.length : 0;
  return {
    totalMW: Math.round(projects.reduce((sum, project) => sum + project.sizeMW, 0)),
    activeProjects: projects.filter(isActive).length,
    states: new Set(projects.map((project) => project.state)).size,
    averageIrr: Math.round(averageIrr * 10) / 10,
  };
}

/** The case study featured on the home page is the first operational project, else the first. */
export function featuredProject<T extends Pick<ProjectSummary, 'status'>>(projects: readonly T[]): T | undefined {
  return projects.find((project) => project.status === 'operational') ?? projects[0];
}

/**
 * Environmental figures: CO2 avoided = MW × 1.2 × 1000 tons a year; cars off the road = MW × 260.
 * Rules of thumb, labelled as such on the page (docs/decisions/009-marketing-and-portfolio.md).
 */
export function environmentalFigures(sizeMW: number) {
  return { co2TonsPerYear: sizeMW * 1.2 * 1000, carsRemoved: sizeMW * 260 };
}

/** At most six markers on the map, in portfolio order. */
export const MAX_MAP_MARKERS = 6;
