/**
 * Link-preview images. Pages use the SVG illustrations under public/images; social networks want
 * a bitmap, so src/pages/og/[...image].png.ts renders each SVG to PNG at build time and pages
 * point Open Graph and Twitter cards at that.
 */
export const DEFAULT_SOCIAL_IMAGE = { src: '/images/projects/ftm.svg', alt: 'Rows of solar panels at a utility-scale solar plant' };

/** `/images/articles/x.svg` → `/og/articles/x.png`; any other image is used as it is. */
export function ogImagePath(src: string): string {
  const match = /^\/images\/(.+)\.svg$/.exec(src);
  return match ? `/og/${match[1]}.png` : src;
}
