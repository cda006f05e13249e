/** The admin panel's stat cards (SPEC §3 Admin stats). */
export interface AdminStats {
  totalLeads: number;
  newLeads: number;
  totalProjects: number;
  activeProjects: number;
  totalArticles: number;
  publishedArticles: number;
}
