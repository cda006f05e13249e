import { articleFrontmatterSchema, projectFrontmatterSchema, type ArticleFrontmatter, type ProjectFrontmatter } from '../../domain/schemas/content.ts';
import { loadCollection, type ContentEntry } from './loadCollection.ts';

/**
 * The content collections as the API sees them, read once per process: content only changes
 * with a deployment.
 */
let projects: Promise<ContentEntry<ProjectFrontmatter>[]> | undefined;
let articles: Promise<ContentEntry<ArticleFrontmatter>[]> | undefined;

export function projectEntries(): Promise<ContentEntry<ProjectFrontmatter>[]> {
  projects ??= loadCollection('projects', projectFrontmatterSchema);
  return projects;
}

export function articleEntries(): Promise<ContentEntry<ArticleFrontmatter>[]> {
  articles ??= loadCollection('articles', articleFrontmatterSchema);
  return articles;
}
