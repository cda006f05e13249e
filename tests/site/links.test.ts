import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsedPage } from './support/builtPage';

/**
 * Crawls the built site (dist/client, after `npm run build`): every internal link and asset a
 * page references must exist. Run by `npm test` right after the Node build.
 */
const client = path.resolve('dist/client');

/** Browser navigations the API answers (not files): sign-in and sign-out. */
const SERVER_ROUTES = new Set(['/api/login', '/api/logout']);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

function pageUrl(file: string): string {
  const relative = path.relative(client, file).replace(/\\/g, '/');
  return `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

function exists(target: string): boolean {
  if (SERVER_ROUTES.has(target)) return true;
  const local = path.join(client, decodeURIComponent(target));
  return [local, path.join(local, 'index.html'), `${local}.html`].some(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

const pages = existsSync(client) ? htmlFiles(client) : [];

describe('the built site', () => {
  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it("never glues a word to a link (Astro's JSX-style whitespace drops a line break before an element)", () => {
    const glued = pages.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/[A-Za-z0-9][^\S\n]*<a [^>]*>[^<]*<\/a>|<\/a>[A-Za-z0-9]/g)]
        .map((match) => match[0])
        .filter((text) => /[A-Za-z0-9]<a |<\/a>[A-Za-z0-9]/.test(text))
        .map((text) => `${pageUrl(file)}: ${text.slice(0, 80)}`),
    );
    expect(glued).toEqual([]);
  });

  it('gives a signed-out reader (and a crawler) its own heading first, not the hidden signed-in one', () => {
    const wrong = pages.flatMap((file) => {
      const html = readFileSync(file, 'utf8');
      // Only pages with a signed-out view are parsed.
      if (!html.includes('data-when="signed-out"')) return [];
      const document = parsedPage(file);
      if (!document.querySelector('[data-when="signed-out"]')) return [];
      const first = document.querySelector('h1');
      return first && !first.closest('[data-when="signed-out"]') ? [`${pageUrl(file)}: ${first.textContent?.trim()}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('links only to pages and files that exist', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      for (const [, , value] of html.matchAll(/\s(href|src)="([^"]+)"/g)) {
        if (!value!.startsWith('/') || value!.startsWith('//')) continue;
        const target = value!.replace(/[?#].*$/, '') || '/';
        checked += 1;
        if (!exists(target)) broken.push(`${pageUrl(file)} → ${value}`);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(broken, `broken internal links:\n${broken.join('\n')}`).toEqual([]);
  });
});
