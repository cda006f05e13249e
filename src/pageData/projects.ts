import { getCollection } from 'astro:content';
import { sortProjects, type ProjectSummary } from '~/domain/projects';

/** The portfolio for pages, in portfolio order (build time). */
export async function loadProjects(): Promise<ProjectSummary[]> {
  const entries = await getCollection('projects');
  return sortProjects(entries.map((entry) => ({ slug: entry.id, ...entry.data })));
}
