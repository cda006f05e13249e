import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_CSP_DIRECTIVES, PAGE_STYLE_SOURCES, securityHeaders, STRICT_TRANSPORT_SECURITY } from './securityHeaders.ts';

interface VercelConfig {
  rewrites: { source: string; destination: string }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
  functions: Record<string, { includeFiles?: string; excludeFiles?: string }>;
}

const vercel = JSON.parse(readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8')) as VercelConfig;

describe('security headers', () => {
  it('are the same in vercel.json as on the Node server in production', () => {
    const forAllPaths = vercel.headers.find((rule) => rule.source === '/(.*)');
    const asRecord = Object.fromEntries(forAllPaths!.headers.map(({ key, value }) => [key, value]));
    expect(asRecord).toEqual(securityHeaders({ production: true }));
  });

  it('send HSTS only in production', () => {
    expect(securityHeaders({ production: true })['Strict-Transport-Security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(securityHeaders({ production: false })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('forbid framing and plugins, and allow no inline script (only inline style attributes) in the page policy', () => {
    expect(PAGE_CSP_DIRECTIVES).toContain("frame-ancestors 'none'");
    expect(PAGE_CSP_DIRECTIVES).toContain("object-src 'none'");
    expect(PAGE_CSP_DIRECTIVES.join(';')).not.toContain('unsafe-inline');
    // Only style attributes may be inline; Astro writes style-src ('self' and hashes) itself (tests/site/policies.test.ts checks the result).
    expect(PAGE_STYLE_SOURCES).toEqual([{ resource: "'unsafe-inline'", kind: 'attribute' }]);
    // Astro writes script-src and style-src itself, from the hashes of what it emits.
    expect(PAGE_CSP_DIRECTIVES.some((directive) => /^(script|style)-src/.test(directive))).toBe(false);
  });
});

describe('vercel.json', () => {
  it('sends every /api path to the one function, which ships the migrations, content, weather data, load shapes and PDF fonts but not PGlite', () => {
    expect(vercel.rewrites).toEqual([{ source: '/api/:path*', destination: '/api' }]);
    expect(vercel.functions['api/index.ts']).toMatchObject({
      // pdfkit reads its standard fonts (.afm) from disk at run time, the solar model its stations'
      // weather years, a site's bills the reference buildings' load shapes; the bundler cannot see them.
      includeFiles:
        '{src/server/db/migrations/**,content/**,data/weather/**,public/load-shapes/**,node_modules/pdfkit/js/standard-fonts/**}',
      excludeFiles: 'node_modules/@electric-sql/**',
    });
  });
});
