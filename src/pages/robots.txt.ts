import type { APIRoute } from 'astro';

/** Signed-in areas and the API are not for search engines; the sitemap URL must be absolute. */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /sites',
      'Disallow: /catalog',
      'Disallow: /rfq',
      'Disallow: /admin',
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', site)}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
