import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's routes as the build made them: one per page file of src/pages (its pattern), with the
 * URLs the build wrote for it (dist/client) and whom the page admits. A page rendered on demand
 * (a `[...missing]` not-found page) has no built file: it is reached at an address no content has.
 */
export interface SiteRoute {
  /** As Astro writes it: `/blog/[slug]`, `/` for the home page. */
  pattern: string;
  /** Every URL the build produced for it; for a page rendered on demand, one unknown address. */
  urls: string[];
  /** `signed-in`: any account; `admin`: the admin role; `visitor`: no one signed in (the sign-in page sends them on); undefined: everyone. */
  admits?: 'signed-in' | 'admin' | 'visitor';
  /** The status its URLs answer with (404 for the not-found pages). */
  status: 200 | 404;
  /**
   * Whether its page shows each reader something else: its own code (a layout, an island or a
   * script beyond the chrome every page shares) reads the current-user store. The other pages
   * differ between readers only in the site's chrome.
   */
  perReader: boolean;
}

const pagesDir = path.resolve('src/pages');
const builtDir = path.resolve('dist/client');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** `src/pages/blog/[slug].astro` → `/blog/[slug]`; `index` names its folder. */
function patternOf(file: string): string {
  const route = path
    .relative(pagesDir, file)
    .replace(/\.astro$/, '')
    .split(path.sep)
    .filter((part) => part !== 'index');
  return `/${route.join('/')}`;
}

/** A built HTML file's URL: `dist/client/blog/x/index.html` → `/blog/x`, `404.html` → `/404`. */
function urlOf(file: string): string {
  const route = path
    .relative(builtDir, file)
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${route}`;
}

/** How specific a pattern is, as Astro ranks them: static parts first, `[param]` next, `[...rest]` last. */
function rank(pattern: string): number {
  return pattern.includes('[...') ? 2 : pattern.includes('[') ? 1 : 0;
}

function matcherOf(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith('[...') ? '.+' : part.startsWith('[') ? '[^/]+' : part.replace(/[.*+?^${}()|\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The page files (endpoints such as rss.xml.ts serve no page). */
export function pagePatterns(): string[] {
  return filesUnder(pagesDir)
    .filter((file) => file.endsWith('.astro'))
    .map(patternOf)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The URLs of the built pages. */
export function builtUrls(): string[] {
  return filesUnder(builtDir)
    .filter((file) => file.endsWith('.html'))
    .map(urlOf)
    .sort();
}

/** The pattern of the page file that built `url`: the most specific one that matches. */
export function patternForUrl(url: string, patterns = pagePatterns()): string | undefined {
  return patterns.find((pattern) => matcherOf(pattern).test(url));
}

const htmlOf = (url: string) => readFileSync(path.join(builtDir, url === '/404' ? '404.html' : path.join(url, 'index.html')), 'utf8');

const sourceDir = path.resolve('src');
/** The store every piece of code that shows who is signed in reads. */
const userStore = path.join(sourceDir, 'stores/currentUser.ts');

/** The source files a file imports (statically or on demand), resolved within src/. */
function importsOf(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('~/')
      ? path.join(sourceDir, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : undefined;
    if (!base) return [];
    const found = ['', '.ts', '.tsx', '.astro']
      .map((extension) => base + extension)
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return found ? [found] : [];
  });
}

/** Every source file `file` reaches through its imports, not entering `stop`. */
function reach(file: string, stop: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>([file]);
  const pending = [file];
  while (pending.length > 0) {
    for (const next of importsOf(pending.pop()!)) {
      if (seen.has(next) || stop.has(next)) continue;
      seen.add(next);
      pending.push(next);
    }
  }
  return seen;
}

function admitsOf(html: string): SiteRoute['admits'] {
  if (html.includes('data-visitors-only')) return 'visitor';
  if (!html.includes('data-protected-page')) return undefined;
  return /data-required-role="admin"/.test(html) ? 'admin' : 'signed-in';
}

export function siteRoutes(): SiteRoute[] {
  const patterns = pagePatterns();
  const urls = builtUrls();
  const pageFiles = new Map(
    filesUnder(pagesDir)
      .filter((file) => file.endsWith('.astro'))
      .map((file) => [patternOf(file), file]),
  );
  // The chrome: what the base layout every page uses reaches (the navigation, the toasts), the user store aside.
  const chrome = reach(path.join(sourceDir, 'layouts/Base.astro'));
  chrome.delete(userStore);
  return patterns.map((pattern) => {
    const built = urls.filter((url) => patternForUrl(url, patterns) === pattern);
    // The site's not-found page is what any unknown address shows.
    if (pattern === '/404') return { pattern, urls: ['/no/such/page'], status: 404, perReader: false };
    if (built.length === 0) {
      // Rendered on demand: the not-found page of a collection, for an address no entry has.
      return { pattern, urls: [pattern.replace(/\[\.\.\.[^\]]+\]/, 'no-such-page-for-the-sweep')], status: 404, perReader: false };
    }
    const perReader = reach(pageFiles.get(pattern)!, chrome).has(userStore);
    return { pattern, urls: built, admits: admitsOf(htmlOf(built[0]!)), status: 200, perReader };
  });
}
