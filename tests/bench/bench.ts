/**
 * Performance bench: `npm run bench`, or `npm run bench -- --no-build --no-lighthouse` (either flag alone).
 *
 * 1. Builds the site (timed) unless --no-build. `--only=/catalog,/rfq` limits Lighthouse to those pages.
 * 2. For every prerendered page in dist/client, sums the JS and CSS it ships (raw and gzip -9),
 *    each file counted once per page, and how much of that JS is framework JS. JS = external scripts,
 *    modulepreloads and island renderer/component URLs, every /_astro chunk they import (static or
 *    re-export), and inline scripts; what they import() on demand (a chart of a result, a solver) is
 *    reported apart and not counted in the budget; CSS = <link rel="stylesheet"> and inline <style>. The rest of the HTML is not counted.
 *    A page with views a visitor sees one of (`data-when` blocks: the home page's landing and signed-in
 *    summary) counts its heaviest view: an island hydrated when visible inside a hidden view never loads.
 * 3. Prints a table and writes tests/bench/results/pages.json (gitignored).
 * 4. Fails if a page without <astro-island> ships framework JS (static pages must stay
 *    zero-JS-framework), or if a page with islands ships more than its budget of JS, gzip:
 *    100 KB, 120 KB for the admin panel.
 * 5. Runs Lighthouse (mobile and desktop) on one page of each kind (home, a static page, each
 *    calculator, contact, a project, an article, and, signed in as the demo buyer, the catalog,
 *    the RFQ page and the account page) against the built server in the system Chromium,
 *    offline, unless --no-lighthouse; fails when a page misses its mobile performance target (98 for
 *    static pages, 95 for island pages), and names each page's LCP element and where its time went.
 *    `--form=mobile` (or desktop) runs one form alone, `--runs=3` each page three times in a row,
 *    `--save-reports` keeps each run's report in tests/bench/results/lighthouse/. If Lighthouse cannot run here, it says why and the bench goes on.
 * 6. Times the calculator engines per call (tests/bench/solvers.ts) unless --no-solvers; fails if the
 *    PPA solver misses its 0.05 ms target.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { freePort, serveArguments } from '../setup/nodeServer.ts';
import { benchSolvers } from './solvers.ts';
import type { launch as LaunchChrome } from 'chrome-launcher';
import type { default as Lighthouse, desktopConfig as DesktopConfig } from 'lighthouse';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT = path.join(ROOT, 'dist/client');
const RESULTS = path.join(ROOT, 'tests/bench/results');
const CHROMIUM = '/usr/bin/chromium';
/** One page of each kind: home, a static page, each calculator, contact, a project, an article, and the signed-in pages. */
const LIGHTHOUSE_PATHS = [
  '/',
  '/about',
  '/tools/ppa-calculator',
  '/tools/land-lease-estimator',
  '/tools/bess-calculator',
  '/tools/interconnection-prescreen',
  '/tools/solar-production',
  '/tools/btm-optimizer',
  '/tools',
  '/contact',
  '/projects/wiregrass-branch-solar',
  '/blog/what-is-a-ppa',
  '/catalog',
  '/rfq',
  '/account',
];
/** Pages audited signed in as the demo buyer (their session cookies set in the browser first). */
const SIGNED_IN_PATHS = new Set(['/catalog', '/rfq', '/account']);
/** Lighthouse mobile performance each page must reach: 98 without islands, 95 with. */
const PERFORMANCE_TARGET = { static: 98, islands: 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const args = new Set(process.argv.slice(2));
/** `--only=/catalog,/rfq`: Lighthouse on those pages alone. */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** `--runs=3`: Lighthouse on each page that many times in a row (a busy machine's figures vary from run to run). */
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
/** `--form=mobile` or `--form=desktop`: Lighthouse in that form alone. */
const onlyForm = process.argv.find((arg) => arg.startsWith('--form='))?.slice('--form='.length);
const started = performance.now();

// ---------------------------------------------------------------- 1. build
if (!args.has('--no-build')) {
  const t0 = performance.now();
  // Put this script's Node (v24) first on PATH so astro runs on it, not on the machine's global node.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    PATH: [path.dirname(process.execPath), path.join(ROOT, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
  };
  delete env.VERCEL; // the bench measures the Node adapter's build (dist/client + dist/server)
  const build = spawnSync('npx', ['astro', 'build'], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}\n`);
    fail(`astro build failed (exit ${build.status ?? build.signal ?? build.error?.message})`);
  }
  console.log(`Build: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
if (!existsSync(CLIENT)) fail(`${path.relative(ROOT, CLIENT)} does not exist: build first or drop --no-build`);

// ---------------------------------------------------------------- 2. what each page ships
type Asset = { url: string; raw: number; gzip: number; text: string };
type Totals = { raw: number; gzip: number; files: string[] };
type PageResult = {
  path: string;
  file: string;
  islands: number;
  js: Totals;
  frameworkJs: Totals;
  css: Totals;
  missing: string[];
  /** JS a page imports only when asked (import()), not counted in `js` nor in its budget. */
  onDemand: Totals;
  /** JS gzip of each view, for a page with views (`data-when` blocks); `js` is the heaviest one's. */
  views?: Record<string, number>;
};

/**
 * Framework JS heuristic. A script is framework JS if either
 * (a) it is reachable (through imports) from an <astro-island>'s renderer-url, component-url or
 *     before-hydration-url: the renderer, the island components and everything they pull in; or
 * (b) its text carries a signature of React or of Astro's island runtime, whatever imported it:
 *     React's internals key (React 19 `__CLIENT_INTERNALS_DO_NOT_USE…`, React ≤18 `__SECRET_INTERNALS…`),
 *     React's error-decoder URL, `hydrateRoot`, or the inline island runtime / directive scripts.
 * (b) catches React leaking into a page through a shared chunk (a store importing react, say).
 */
const FRAMEWORK_SIGNATURE =
  /__(?:CLIENT|SECRET)_INTERNALS_DO_NOT_USE|react\.dev\/errors|reactjs\.org\/docs\/error-decoder|\bhydrateRoot\b|customElements\.define\(\s*["']astro-island|\(self\.Astro\|\|\(self\.Astro=\{\}\)\)/;

const assets = new Map<string, Asset | null>(); // by URL path; null = not in dist/client
function loadAsset(url: string): Asset | null {
  if (!assets.has(url)) {
    const file = path.join(CLIENT, decodeURIComponent(url));
    const inside = file.startsWith(CLIENT + path.sep) && existsSync(file);
    const bytes = inside ? readFileSync(file) : null;
    assets.set(url, bytes && { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, text: bytes.toString('utf8') });
  }
  return assets.get(url) ?? null;
}

/** Same-site URL path of a reference, or null for external/bare/data references. */
function localUrl(ref: string, from = '/'): string | null {
  if (!/^(\.{1,2}\/|\/(?!\/))/.test(ref)) return null; // bare specifiers ("react") and external URLs are not files here
  return new URL(ref, `http://bench.invalid${from}`).pathname;
}

// Minified ES modules: `import{a as b}from"./x.js"`, `export*from"./x.js"`, `import"./x.js"`, and the
// on-demand `import("./x.js")`.
const STATIC_IMPORTS = [/\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g];
const DYNAMIC_IMPORT = /\bimport\s*\(\s*[`"']([^`"']+)[`"']\s*\)/g;

/**
 * Every JS file reachable from the entry URLs (entries included), through static imports, and
 * through import() too unless `onDemand` is false; missing files are collected.
 */
function jsClosure(entries: string[], missing: Set<string>, { onDemand = true } = {}): Set<string> {
  const patterns = onDemand ? [...STATIC_IMPORTS, DYNAMIC_IMPORT] : STATIC_IMPORTS;
  const seen = new Set<string>();
  const queue = [...entries];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    const asset = loadAsset(url);
    if (!asset) {
      missing.add(url);
      continue;
    }
    seen.add(url);
    for (const pattern of patterns) {
      for (const match of asset.text.matchAll(pattern)) {
        const next = localUrl(match[1] ?? '', url);
        if (next?.endsWith('.js') || next?.endsWith('.mjs')) queue.push(next);
      }
    }
  }
  return seen;
}

/** Attributes of one start tag (values with the few entities Astro emits decoded). */
function attributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    attrs.set(
      m[1]!.toLowerCase(),
      value
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    );
  }
  return attrs;
}
const startTags = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi'))].map((m) => attributes(m[1] ?? ''));

function measurePage(file: string): PageResult {
  const rel = path.relative(CLIENT, file).split(path.sep).join('/');
  const urlPath = '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  const html = readFileSync(file, 'utf8');
  const missing = new Set<string>();
  const add = (totals: Totals, name: string, raw: number, gzip: number) => {
    totals.raw += raw;
    totals.gzip += gzip;
    totals.files.push(name);
  };
  const js: Totals = { raw: 0, gzip: 0, files: [] };
  const frameworkJs: Totals = { raw: 0, gzip: 0, files: [] };
  const css: Totals = { raw: 0, gzip: 0, files: [] };

  // JS entries: external scripts and module preloads. Inline scripts are counted as they stand.
  const entries: string[] = [];
  for (const m of html.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(m[1] ?? '');
    const type = attrs.get('type') ?? '';
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue; // JSON-LD, import maps…
    const src = attrs.get('src');
    const url = src === undefined ? null : localUrl(src, urlPath);
    if (url) entries.push(url);
    else if (src === undefined && m[2]?.trim()) {
      const bytes = Buffer.from(m[2]);
      const gzip = gzipSync(bytes, { level: 9 }).length;
      add(js, '(inline script)', bytes.length, gzip);
      if (FRAMEWORK_SIGNATURE.test(m[2])) add(frameworkJs, '(inline script)', bytes.length, gzip);
    }
  }
  // Inline stylesheets (astro.config.mjs inlines the site's CSS into each page) count as CSS.
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    const bytes = Buffer.from(m[1] ?? '');
    if (bytes.length > 0) add(css, '(inline style)', bytes.length, gzipSync(bytes, { level: 9 }).length);
  }
  for (const link of startTags(html, 'link')) {
    const rel = (link.get('rel') ?? '').toLowerCase().split(/\s+/);
    const url = localUrl(link.get('href') ?? '', urlPath);
    if (url && rel.includes('modulepreload')) entries.push(url);
    if (url && rel.includes('stylesheet') && !css.files.includes(url)) {
      const asset = loadAsset(url);
      if (asset) add(css, url, asset.raw, asset.gzip);
      else missing.add(url);
    }
  }

  // Islands: their renderer and component URLs are JS the page ships, and framework JS by rule (a).
  // A page may hold two views of which a visitor sees one (the home page's signed-out landing and
  // signed-in summary, in `data-when` blocks): an island that hydrates when visible inside a view
  // that is hidden never loads. The page ships the JS of its heaviest view.
  const islands = [...new JSDOM(html).window.document.querySelectorAll('astro-island')].map((island) => ({
    urls: ['renderer-url', 'component-url', 'before-hydration-url']
      .map((name) => localUrl(island.getAttribute(name) ?? '', urlPath))
      .filter((url) => url !== null),
    view:
      island.getAttribute('client') === 'visible'
        ? (island.parentElement?.closest('[data-when]')?.getAttribute('data-when') ?? null)
        : null,
  }));
  const views = [...new Set(islands.map((island) => island.view).filter((view) => view !== null))];
  // What a page loads up front (static imports) is its JS; what it imports only when the visitor
  // asks (import(): a solver, a chart of a result) is counted apart, as `onDemand`.
  const closures = (views.length ? views : [null]).map((view) => {
    const islandEntries = islands.filter((island) => island.view === null || island.view === view).flatMap((island) => island.urls);
    const files = [...jsClosure([...entries, ...islandEntries], missing, { onDemand: false })];
    const all = jsClosure([...entries, ...islandEntries], missing);
    const gzip = files.reduce((sum, url) => sum + loadAsset(url)!.gzip, 0);
    return { view, islandFiles: jsClosure(islandEntries, missing), files, later: [...all].filter((url) => !files.includes(url)), gzip };
  });
  const heaviest = closures.reduce((most, closure) => (closure.gzip > most.gzip ? closure : most));
  for (const url of heaviest.files.sort()) {
    const asset = loadAsset(url)!;
    add(js, url, asset.raw, asset.gzip);
    if (heaviest.islandFiles.has(url) || FRAMEWORK_SIGNATURE.test(asset.text)) add(frameworkJs, url, asset.raw, asset.gzip);
  }
  const onDemand: Totals = { raw: 0, gzip: 0, files: [] };
  for (const url of heaviest.later.sort()) {
    const asset = loadAsset(url)!;
    add(onDemand, url, asset.raw, asset.gzip);
    if (heaviest.islandFiles.has(url) || FRAMEWORK_SIGNATURE.test(asset.text)) add(frameworkJs, url, asset.raw, asset.gzip);
  }
  const viewTotals = Object.fromEntries(
    closures.filter((closure) => closure.view !== null).map((closure) => [closure.view!, closure.gzip + js.gzip - heaviest.gzip]),
  );
  return {
    path: urlPath,
    file: rel,
    islands: islands.length,
    js,
    onDemand,
    frameworkJs,
    css,
    missing: [...missing],
    ...(views.length ? { views: viewTotals } : {}),
  };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const pages = htmlFiles(CLIENT)
  .map(measurePage)
  .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

// ---------------------------------------------------------------- 3. report
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = [
  ['Page', 'JS raw KiB', 'JS gz KiB', 'On demand gz KiB', 'Framework JS gz KiB', 'CSS raw KiB', 'CSS gz KiB', 'Islands'],
  ...pages.map((p) => [
    p.path,
    kib(p.js.raw),
    kib(p.js.gzip),
    kib(p.onDemand.gzip),
    kib(p.frameworkJs.gzip),
    kib(p.css.raw),
    kib(p.css.gzip),
    String(p.islands),
  ]),
];
printTable(rows);
mkdirSync(RESULTS, { recursive: true });
writeFileSync(path.join(RESULTS, 'pages.json'), JSON.stringify({ generatedAt: new Date().toISOString(), pages }, null, 2) + '\n');
console.log(`${pages.length} pages; written to ${path.relative(ROOT, path.join(RESULTS, 'pages.json'))}`);

// ---------------------------------------------------------------- 4. the zero-framework rule and the JS budgets
/** Most JS (gzip, bytes) a page with islands may ship. */
/** 120 KB for the admin panel and the optimizer (its solver, 1.2 MB of WebAssembly, loads on demand, apart from this). */
const jsBudget = (page: PageResult) => (page.path.startsWith('/admin') || page.path === '/tools/btm-optimizer' ? 120_000 : 100_000);
const problems = [
  ...pages
    .filter((p) => p.islands > 0 && p.js.gzip > jsBudget(p))
    .map((p) => `${p.path} ships ${p.js.gzip} B of JS (gzip), over its ${jsBudget(p)} B budget`),
  ...pages
    .filter((p) => p.islands === 0 && p.frameworkJs.raw > 0)
    .map((p) => `${p.path} has no <astro-island> but ships ${p.frameworkJs.raw} B of framework JS: ${p.frameworkJs.files.join(', ')}`),
  ...pages.filter((p) => p.missing.length > 0).map((p) => `${p.path} references assets missing from dist/client: ${p.missing.join(', ')}`),
];
for (const problem of problems) console.error(`FAIL ${problem}`);

// ---------------------------------------------------------------- 5. Lighthouse
if (!args.has('--no-lighthouse')) await runLighthouse();

// ---------------------------------------------------------------- 6. calculator engines
if (!args.has('--no-solvers')) {
  const solvers = benchSolvers();
  console.log('\nCalculator engines, median time per call:\n');
  printTable([
    ['Engine', 'µs per call', 'Target'],
    ...solvers.map((row) => [row.name, row.microseconds.toFixed(2), row.targetMicroseconds ? `< ${row.targetMicroseconds}` : '']),
  ]);
  writeFileSync(path.join(RESULTS, 'solvers.json'), `${JSON.stringify(solvers, null, 2)}\n`);
  for (const row of solvers) {
    if (!row.targetMicroseconds || row.microseconds < row.targetMicroseconds) continue;
    problems.push(`${row.name}: ${row.microseconds.toFixed(2)} µs per call, target < ${row.targetMicroseconds} µs`);
    console.error(`FAIL ${problems.at(-1)}`);
  }
}

// ---------------------------------------------------------------- 7. the hourly solar model (and a cold station read)
if (!args.has('--no-solvers')) {
  console.log('\nHourly PV model, one year (8,760 hours):\n');
  const solar = spawnSync(process.execPath, [path.join(ROOT, 'tests/bench/solar.ts')], { stdio: 'inherit' });
  if (solar.status !== 0) problems.push('the hourly PV model missed a target (above): 20 ms a simulation, 50 ms a cold station read');
  console.log("\nBehind-the-meter optimizer, one year (Node and the page's worker):\n");
  const btm = spawnSync(process.execPath, [path.join(ROOT, 'tests/bench/btm.ts')], { stdio: 'inherit' });
  if (btm.status !== 0) problems.push('the behind-the-meter optimizer missed a target (above)');
}

console.log(`Bench took ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (problems.length > 0) fail(`${problems.length} problem(s), listed above`);

async function runLighthouse(): Promise<void> {
  if (!existsSync(CHROMIUM))
    return console.log(`\nLighthouse skipped: ${CHROMIUM} not found (Debian package "chromium": apt-get install chromium).`);
  // Loaded here, not at the top, so the size bench runs even where lighthouse is not installed.
  let lighthouse: typeof Lighthouse;
  let desktopConfig: typeof DesktopConfig;
  let launch: typeof LaunchChrome;
  try {
    ({ default: lighthouse, desktopConfig } = await import('lighthouse'));
    ({ launch } = await import('chrome-launcher'));
  } catch (error) {
    return console.log(`\nLighthouse skipped: cannot load lighthouse/chrome-launcher (${(error as Error).message}); run npm install.`);
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'voltfield-bench-'));
  // A fresh embedded database so the bench neither needs PostgreSQL nor touches .data/.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DIR: pgliteDir, DATABASE_URL: '' };
  delete env.VERCEL;
  // The server exactly as `npm run serve` starts it (its Node flags included).
  const server = spawn(process.execPath, serveArguments(), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverLog = '';
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk));
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  const rows = [['Page', 'Form', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 's']];
  const summary: unknown[] = [];
  const notes: string[] = [];
  try {
    await waitForHealth(`${base}/api/health`, server, () => serverLog);
    chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
      logLevel: 'silent',
    });
    const { chromium } = await import('@playwright/test');
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const cookies = await demoBuyerCookies(base);
    // Simulated (Lantern) throttling, Lighthouse's default: results do not depend on a real network.
    const baseFlags = { port: chrome.port, logLevel: 'error' as const, onlyCategories: CATEGORIES, disableFullPageScreenshot: true };
    let version = '';
    for (const form of (['mobile', 'desktop'] as const).filter((form) => !onlyForm || form === onlyForm)) {
      for (const page of LIGHTHOUSE_PATHS.filter((path) => !only || only.includes(path)).flatMap((path) =>
        Array<string>(runs).fill(path),
      )) {
        const t0 = performance.now();
        // Signed in only for the signed-in pages: the public ones are measured as visitors see them.
        const context = cdp.contexts()[0]!;
        if (SIGNED_IN_PATHS.has(page)) await context.addCookies(cookies);
        else await context.clearCookies();
        // Signed-in pages keep the browser's cookies (Lighthouse clears storage before a run otherwise).
        const flags = { ...baseFlags, disableStorageReset: SIGNED_IN_PATHS.has(page) };
        const run = () => lighthouse(`${base}${page}`, flags, form === 'desktop' ? desktopConfig : undefined);
        let result = await run();
        if (result?.lhr.runtimeError) result = await run(); // a cold first trace sometimes fails (NO_NAVSTART): retry once
        if (!result) throw new Error(`no result for ${page} (${form})`);
        const { lhr } = result;
        if (args.has('--save-reports')) {
          mkdirSync(path.join(RESULTS, 'lighthouse'), { recursive: true });
          const name = `${page.replace(/\W+/g, '_')}-${form}-${rows.length}.json`;
          writeFileSync(path.join(RESULTS, 'lighthouse', name), JSON.stringify(lhr));
        }
        version = `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`;
        if (lhr.runtimeError) notes.push(`${page} (${form}): ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const scores = CATEGORIES.map((id) => lhr.categories[id]?.score ?? null);
        const metrics = METRICS.map((id) => lhr.audits[id]?.numericValue ?? null);
        const fmt = (value: number | null, digits = 0) => (value === null ? '-' : value.toFixed(digits));
        rows.push([
          page,
          form,
          ...scores.map((v) => fmt(v === null ? null : v * 100)),
          ...metrics.map((v, i) => fmt(v, METRICS[i] === 'cumulative-layout-shift' ? 3 : 0)),
          fmt((performance.now() - t0) / 1000),
        ]);
        // Name the weighted audits that fail (below Lighthouse's 0.9 "pass") with their first items, so a score says what to fix.
        const failing = Object.values(lhr.categories).flatMap((c) =>
          c.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9).map((ref) => ref.id),
        );
        for (const id of failing) {
          const items = (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
          const examples = items
            .map((item) =>
              String(item.description ?? item.url ?? '')
                .split('\n')[0]!
                .slice(0, 140),
            )
            .filter(Boolean);
          notes.push([`${page} (${form}) fails ${id}`, ...examples.slice(0, 2)].join('\n    '));
        }
        const lcp = lcpOf(lhr);
        if (lcp) notes.push(`${page} (${form}) LCP element: ${lcp.element}\n    ${lcp.phases}`);
        summary.push({
          page,
          form,
          lcp,
          failing,
          scores: Object.fromEntries(CATEGORIES.map((id, i) => [id, scores[i]])),
          metrics: Object.fromEntries(METRICS.map((id, i) => [id, metrics[i]])),
        });
        if (form === 'mobile') {
          const hasIslands = (pages.find((measured) => measured.path === page)?.islands ?? 0) > 0;
          const target = hasIslands ? PERFORMANCE_TARGET.islands : PERFORMANCE_TARGET.static;
          const score = Math.round((scores[0] ?? 0) * 100);
          if (score < target)
            problems.push(
              `${page}: Lighthouse mobile performance ${score}, target ≥ ${target} (${hasIslands ? 'island page' : 'static page'})`,
            );
        }
      }
    }
    await cdp.close(); // disconnects; chrome-launcher ends the browser below
    console.log(`\n${version}, simulated throttling; scores 0–100, times in ms, s = seconds per run:`);
    printTable(rows);
    for (const note of notes) console.log(note);
    for (const problem of problems.filter((entry) => entry.includes('Lighthouse'))) console.error(`FAIL ${problem}`);
    writeFileSync(
      path.join(RESULTS, 'lighthouse.json'),
      JSON.stringify({ generatedAt: new Date().toISOString(), runs: summary }, null, 2) + '\n',
    );
  } catch (error) {
    console.log(`\nLighthouse could not run here: ${(error as Error).message}`);
    if (rows.length > 1) printTable(rows);
  } finally {
    chrome?.kill(); // chrome-launcher kills the Chromium it started (its own process handle) and its profile dir
    await stop(server);
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

/** The largest contentful paint's element and where its time went (Lighthouse's LCP breakdown insight). */
function lcpOf(lhr: { audits: Record<string, { details?: unknown } | undefined> }): { element: string; phases: string } | undefined {
  type Item = { type?: string; items?: { label?: string; duration?: number }[]; nodeLabel?: string; selector?: string; snippet?: string };
  const parts = (lhr.audits['lcp-breakdown-insight']?.details as { items?: Item[] } | undefined)?.items ?? [];
  const node = parts.find((item) => item.type === 'node');
  const table = parts.find((item) => item.type === 'table');
  if (!node && !table) return undefined;
  return {
    element: node ? `${node.snippet ?? node.nodeLabel} (${node.selector})` : 'not named',
    phases: (table?.items ?? []).map((row) => `${row.label}: ${Math.round(row.duration ?? 0)} ms`).join(', '),
  };
}

/** The session cookies of the demo buyer, signed in. */
async function demoBuyerCookies(base: string): Promise<{ name: string; value: string; url: string }[]> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@voltfield.dev', password: 'voltfield-buyer-demo' }),
  });
  if (!response.ok) throw new Error(`the demo buyer could not sign in: ${response.status}`);
  return response.headers.getSetCookie().map((line) => {
    const [name, ...value] = line.split(';')[0]!.split('=');
    return { name: name!, value: value.join('='), url: base };
  });
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before answering:\n${log()}`);
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${log()}`);
}

/** SIGTERM the server we started (by its PID), SIGKILL it if it has not exited after 5 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function printTable(table: string[][]): void {
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(['', line(table[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...table.slice(1).map(line)].join('\n'));
}

function fail(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(1);
}
