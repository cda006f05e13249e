import { filterProjects, sortProjects, type Project, type ProjectFilters, type ProjectSummary } from '../../domain/projects.ts';
import { projectEntries } from '../content/collections.ts';
import { ApiError } from '../errors.ts';

/** A project as the API answers it: sizeMW as a numeric string, dates as YYYY-MM-DD, id = slug. */
function toApiProject(project: ProjectSummary): Project {
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

const encoder = new TextEncoder();
/** Listings without a text search, as JSON bytes; a bounded set (type × status × state). */
const listingJson = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/**
 * `listProjects` as the JSON the API sends. The portfolio only changes with a deployment, so a
 * listing without free text is serialized once per process and sent as the same bytes after.
 */
export function listProjectsJson(filters: ProjectFilters): Promise<Uint8Array<ArrayBuffer>> {
  const serialize = async () => encoder.encode(JSON.stringify(await listProjects(filters)));
  if (filters.q) return serialize();
  const key = `${filters.type ?? ''}|${filters.status ?? ''}|${filters.state ?? ''}`;
  let json = listingJson.get(key);
  if (!json) listingJson.set(key, (json = serialize()));
  return json;
}

export async function getProject(slug: string) {
  const project = (await portfolio()).find((candidate) => candidate.slug === slug);
  if (!project) throw new ApiError(404, 'Project not found');
  return toApiProject(project);
}
