import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFile, builtPage, builtSite, parsedPage } from './support/builtPage';

/**
 * What every built page says, as a reader gets it (its text, its title and description): US
 * spelling on a US site, and sources a reader can open, never a path inside this repository.
 */

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** A page's URL from its built file: dist/client/tools/index.html → /tools. */
const urlOf = (file: string) =>
  `/${path
    .relative(builtSite, file)
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`;

const pages = existsSync(builtSite) ? htmlFiles(builtSite).map(urlOf) : [];

const words = new Map<string, string>();

/** The page's words: its title, its description, and its body without scripts and styles (read once per page). */
function wordsOf(url: string): string {
  let text = words.get(url);
  if (text === undefined) {
    text = readWords(url);
    words.set(url, text);
  }
  return text;
}

function readWords(url: string): string {
  const document = parsedPage(builtFile(url));
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll('script, style, template')) element.remove();
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return `${document.title} ${description} ${body.textContent}`.replace(/\s+/g, ' ');
}

/** British spellings, each where a US reader expects another ("optimise" for "optimize", "programme" for "program"…). */
const BRITISH =
  /\b(optimis\w*|programmes?|colours?|behaviours?|favour\w*|organis\w*|analys(?:e|ed|es|ing)|centres?|licences?|utilis\w*|minimis\w*|maximis\w*|modell(?:ed|ing)|labell(?:ed|ing)|catalogues?|recognis\w*|summaris\w*|neighbour\w*|honour\w*|defence|grey|whilst|amongst|aluminium|normalis\w*|galvanis\w*|metres?|kilometres?)\b/gi;

/** A path in this repository (docs/…, data/…, src/…), which no reader of the site can open. */
const REPOSITORY_PATH = /(?<![\w/.:-])(?:docs|data|src|scripts|tests)\/[\w./-]+\.(?:md|txt|ts|tsx|astro|json|bin)\b/g;

describe('the words of every built page', () => {
  it('has pages to read', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it('spells as a US site does', () => {
    const british = pages.flatMap((url) => [...wordsOf(url).matchAll(BRITISH)].map((match) => `${url}: ${match[0]}`));
    expect(british).toEqual([]);
  }, 120_000);

  it('cites sources a reader can open, never a path inside the repository', () => {
    const paths = pages.flatMap((url) => [...wordsOf(url).matchAll(REPOSITORY_PATH)].map((match) => `${url}: ${match[0]}`));
    expect(paths).toEqual([]);
  }, 120_000);

  it("links the solar page's weather notice to its full text, served with the site", () => {
    const { document } = builtPage('/tools/solar-production');
    const notice = [...document.querySelectorAll('a')].find((link) => link.textContent === "NREL's data notice in full");
    expect(notice?.getAttribute('href')).toBe('/weather/NOTICE.txt');
    expect(existsSync(path.join(builtSite, 'weather/NOTICE.txt'))).toBe(true);
    expect(wordsOf('/tools/solar-production')).toContain("within 3% of what NREL's PVWatts v8 gives on the same weather");
  });
});
