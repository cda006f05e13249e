import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { within, type BoundFunctions, type queries } from '@testing-library/dom';
import { JSDOM } from 'jsdom';

/** The built site, as `npm run build` writes it. */
export const builtSite = path.resolve('dist/client');

/** The file the build wrote for a page's URL: `/blog/x` → dist/client/blog/x/index.html. */
export function builtFile(url: string): string {
  const { pathname } = new URL(url, 'http://site.test');
  const candidates = [path.join(builtSite, pathname, 'index.html'), path.join(builtSite, `${pathname}.html`)];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`The build has no page for ${url}`);
  return file;
}

export interface BuiltPage {
  document: Document;
  /** Testing Library's queries over the whole page, by role and name as a reader finds things. */
  screen: BoundFunctions<typeof queries>;
}

/**
 * One window's parser for the suites that read every page (its words, its chrome, its headings):
 * a JSDOM window for each of the 80-odd pages cost three times as long. Its documents have no
 * window of their own, so no role queries: selectors and text only.
 */
const parser = new new JSDOM('').window.DOMParser();

const parsed = new Map<string, Document>();

/** A built page's HTML (the file the build wrote), parsed once per test worker, to read with selectors. */
export function parsedPage(file: string): Document {
  let document = parsed.get(file);
  if (!document) {
    document = parser.parseFromString(readFileSync(file, 'utf8'), 'text/html');
    parsed.set(file, document);
  }
  return document;
}

const cache = new Map<string, BuiltPage>();

/**
 * A built page as its HTML arrives, before any script runs: what a reader, a crawler or a link
 * preview sees first. Parsed once per test worker (its files share this module); the tests only read it.
 */
export function builtPage(url: string): BuiltPage {
  const file = builtFile(url);
  let page = cache.get(file);
  if (!page) {
    const { document } = new JSDOM(readFileSync(file, 'utf8'), { url: new URL(url, 'http://localhost:4321').href }).window;
    page = { document, screen: within(document.body) };
    cache.set(file, page);
  }
  return page;
}
