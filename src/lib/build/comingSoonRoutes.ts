/**
 * Routes the navigation links to whose pages are not built yet: each renders a short "coming
 * soon" page with the chrome (src/pages/[...comingSoon].astro), is kept out of the sitemap, and
 * is removed from here when its page lands.
 */
export const COMING_SOON_ROUTES: Record<string, string> = {
  'tools/interconnection-prescreen': 'Interconnection Prescreen',
};
