import { filterProjects, sortProjects, type ProjectFilters, type ProjectSummary } from '../../domain/projects.ts';
import { projectEntries } from '../content/collections.ts';
import { ApiError } from '../errors.ts';

/** SPEC §3 Project as the API answers it: sizeMW as a numeric string, dates as YYYY-MM-DD, id = slug. */
function toApiProject(project: ProjectSummary) {
  return {
    id: project.slug,
    slug: project.slug,
    name: project.name,
    description: project.description,
    type: project.type,
    status: project.status,
    state: project.state,
    location: project.location,
    sizeMW: String(project.sizeMW),
    storageMWh: project.storageMWh ?? null,
    irr: project.irr,
    annualSavings: project.annualSavings,
    paybackYears: project.paybackYears,
    completionDate: project.completionDate.toISOString().slice(0, 10),
    imageUrl: project.imageUrl,
    coordinates: project.coordinates,
  };
}

async function portfolio(): Promise<ProjectSummary[]> {
  const entries = await projectEntries();
  return sortProjects(entries.map((entry) => ({ slug: entry.id, ...entry.data })));
}

export async function listProjects(filters: ProjectFilters) {
  return filterProjects(await portfolio(), filters).map(toApiProject);
}

export async function getProject(slug: string) {
  const project = (await portfolio()).find((candidate) => candidate.slug === slug);
  if (!project) throw new ApiError(404, 'Project not found');
  return toApiProject(project);
}
