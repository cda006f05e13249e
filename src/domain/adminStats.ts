/** The admin panel's stat cards: leads (all, new), projects (all, active) and articles (all, published). */
export interface AdminStats {
  totalLeads: number;
  newLeads: number;
  totalProjects: number;
  activeProjects: number;
  totalArticles: number;
  publishedArticles: number;
}
