import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Content-Security-Policy Astro computed for every built page (dist/_headers.json, which the
 * Node server and Vercel send): scripts and style elements only by hash or from the site itself;
 * only style attributes may be inline.
 */
const routes = JSON.parse(readFileSync(path.resolve('dist/_headers.json'), 'utf8')) as {
  pathname: string;
  headers: { key: string; value: string }[];
}[];
const policies = routes.map((route) => ({
  pathname: route.pathname,
  policy: route.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '',
}));

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(/\s+/)[0] === name);

describe('page policies', () => {
  it('exist for every page', () => {
    expect(policies.length).toBeGreaterThan(20);
    expect(policies.filter(({ policy }) => !policy)).toEqual([]);
  });

  it.each(policies.map(({ pathname, policy }) => [pathname, policy]))(
    '%s: hashes for scripts and style elements, inline only for style attributes',
    (_pathname, policy) => {
      expect(directive(policy, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')+$/);
      expect(directive(policy, 'style-src')).toMatch(/^style-src 'self'( 'sha256-[\w+/=]+')*$/);
      expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(policy.match(/'unsafe-inline'/g)).toHaveLength(1);
    },
  );
});
