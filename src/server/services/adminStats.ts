import { sql } from 'drizzle-orm';
import type { AdminStats } from '../../domain/adminStats.ts';
import { isActive } from '../../domain/projects.ts';
import type { Database } from '../db/client.ts';
import { leads } from '../db/schema/index.ts';
import { articleEntries, projectEntries } from '../content/collections.ts';

/** The admin panel's stat cards. Projects and articles are content (committed MDX), leads are rows. */
export async function adminStats(db: Database): Promise<AdminStats> {
  const [[leadCounts], projects, articles] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int`, fresh: sql<number>`(count(*) FILTER (WHERE ${leads.status} = 'new'))::int` })
      .from(leads),
    projectEntries(),
    articleEntries(),
  ]);
  return {
    totalLeads: leadCounts?.total ?? 0,
    newLeads: leadCounts?.fresh ?? 0,
    totalProjects: projects.length,
    activeProjects: projects.filter((project) => isActive(project.data)).length,
    totalArticles: articles.length,
    publishedArticles: articles.filter((article) => article.data.status === 'published').length,
  };
}
