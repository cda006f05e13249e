/**
 * List API bench (the catalog and the admin panel's leads): `npm run bench:lists` (builds first),
 * or `node tests/bench/lists.ts` on an existing build. BENCH_PRODUCTS and BENCH_LEADS (default
 * 10,000 each) and BENCH_SECONDS (default 5) tune it.
 *
 * 1. Fills a fresh embedded database (then, when DATABASE_URL names a PostgreSQL server, a scratch
 *    database there) with the demo catalog and BENCH_PRODUCTS variations of it (other models of the
 *    same makers, prices and ratings spread ±25%), and BENCH_LEADS leads spread over a year.
 * 2. Starts the built Node server on it and signs the demo buyer and the demo admin in.
 * 3. Loads each query the catalog page makes (first page, a category, search words, a partial
 *    model, facets, a sort, a deep page, the compare view's ids) and each the admin panel's lead list
 *    makes (a page, a search, filters, a sort, a deep page, the CSV export) with autocannon, from 1 connection
 *    (the time one request takes) and from 8 at once (requests queueing on the 2 cores), and prints
 *    p50 and p99. Target: p99 under 50 ms with 8 connections on PostgreSQL, the production
 *    database; the embedded PGlite runs one query at a time in the server's own thread, so its
 *    target is one connection's p99, and its 8-connection figures are printed for information.
 *    The unpaged call (every product at once, no query) is measured from 1 connection, for
 *    information. Writes tests/bench/results/lists.json (gitignored).
 * A benchmark, not a test: it reports, and exits 1 only when a target is missed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../src/server/db/client.ts';
import { catalogProducts, type CatalogProduct } from '../../src/server/db/catalog/index.ts';
import { LEAD_PROJECT_TYPES, LEAD_STATUSES } from '../../src/domain/constants.ts';
import { leads, products } from '../../src/server/db/schema/index.ts';
import { demoUsers, seedDemoData, toProductRow } from '../../src/server/db/seed.ts';
import { freePort, serveArguments } from '../setup/nodeServer.ts';
import { createScratchPostgresDatabase } from '../setup/scratchDatabase.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LOADED_CONNECTIONS = 8;
const P99_TARGET_MS = 50;

type Query = { name: string; query: string; target: boolean };
const PRODUCT_QUERIES: Query[] = [
  { name: 'first page of everything', query: 'page=1&pageSize=24', target: true },
  { name: 'a category', query: 'category=solar_modules&page=1&pageSize=24', target: true },
  { name: 'search, one word', query: 'q=tiger&page=1&pageSize=24', target: true },
  { name: 'search, two words', query: 'q=sungrow%20powertitan&page=1&pageSize=24', target: true },
  { name: 'search, part of a model', query: 'q=jkm6&page=1&pageSize=24', target: true },
  { name: 'facets: choice and range', query: 'category=storage&chemistry=LFP&usableEnergyKWh.min=3000&page=1&pageSize=24', target: true },
  {
    name: 'facets: flags and ranges',
    query: 'category=solar_modules&bifacial=true&powerW.min=600&efficiencyPct.min=22&page=1&pageSize=24',
    target: true,
  },
  { name: 'sorted by $/W, page 3', query: 'category=inverters&sort=unitPrice&page=3&pageSize=24', target: true },
  { name: 'a deep page', query: 'page=300&pageSize=24', target: true },
  { name: 'compare view (4 ids)', query: 'ids=11,2222,4444,9999', target: true },
  { name: 'unpaged: every product', query: '', target: false },
];

const LEAD_QUERIES: Query[] = [
  { name: 'first page of leads', query: 'page=1&pageSize=25', target: true },
  { name: 'new leads', query: 'status=new&page=1&pageSize=25', target: true },
  { name: 'search, a name', query: 'q=harper&page=1&pageSize=25', target: true },
  { name: 'search, part of an email', query: 'q=ridge%20energy&page=1&pageSize=25', target: true },
  {
    name: 'filters: type, source, dates',
    query: 'projectType=data-center-energy,epc-partnership&source=contact&from=2026-03-01&to=2026-06-30&page=1&pageSize=25',
    target: true,
  },
  { name: 'sorted by organization, page 20', query: 'sort=organization&page=20&pageSize=25', target: true },
  { name: 'a deep page', query: 'page=350&pageSize=25', target: true },
  { name: 'unpaged: every lead', query: '', target: false },
];

/** Each list: its endpoint, who may read it, and the queries its page makes. */
const LISTS = [
  { path: '/api/products', role: 'buyer', queries: PRODUCT_QUERIES },
  { path: '/api/leads', role: 'admin', queries: LEAD_QUERIES },
] as const;

const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Casey',
  'Devon',
  'Emerson',
  'Finley',
  'Harper',
  'Jordan',
  'Kendall',
  'Logan',
  'Morgan',
  'Quinn',
  'Reese',
  'Sawyer',
  'Taylor',
];
const LAST_NAMES = [
  'Alvarez',
  'Brooks',
  'Chen',
  'Dawson',
  'Ellis',
  'Fischer',
  'Garcia',
  'Harper',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Nguyen',
  'Okafor',
  'Patel',
  'Whitfield',
];
const ORGANIZATIONS = [
  'Ridge Energy',
  'Lone Star Solar',
  'Bluebonnet Farms',
  'Cypress Data',
  'Granite Power',
  'Mesa Storage',
  'Prairie Wind & Sun',
  'Coastal Utilities',
  'Summit Builders',
  'Oak Hollow Ranch',
];

/** A lead of the year before now: names, organizations, types, statuses and sources spread evenly. */
function benchLead(index: number): typeof leads.$inferInsert {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const organizationName = `${ORGANIZATIONS[index % ORGANIZATIONS.length]} ${index % 97}`;
  return {
    firstName,
    lastName,
    organizationName,
    email: `${firstName}.${lastName}.${index}@${organizationName.split(' ')[0]!.toLowerCase()}-energy.example`.toLowerCase(),
    projectType: LEAD_PROJECT_TYPES[index % LEAD_PROJECT_TYPES.length]!,
    status: LEAD_STATUSES[Math.floor(index / 7) % LEAD_STATUSES.length]!,
    source: index % 3 === 0 ? 'home' : 'contact',
    details: index % 2 ? `Looking at about ${(index % 40) + 1} MW; please call.` : null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(spread(index, 1) * 182 * 86_400_000)),
  };
}

/** A deterministic spread in [1 - width, 1 + width]. */
function spread(seed: number, width = 0.25): number {
  const x = Math.sin(seed * 12.9898) * 43_758.5453;
  return 1 + width * (2 * (x - Math.floor(x)) - 1);
}

/** Another model of a catalog product: its maker's, rated and priced a little differently. */
function variation(base: CatalogProduct, index: number): CatalogProduct {
  const factor = spread(index);
  const facets = Object.fromEntries(
    Object.entries(base.facets).map(([key, value]) => [
      key,
      typeof value === 'number' && key !== 'mppts' ? Math.round(value * factor * 100) / 100 : value,
    ]),
  ) as CatalogProduct['facets'];
  return {
    ...base,
    name: `${base.name} ${String.fromCharCode(65 + (index % 26))}${index}`,
    model: `${base.model}-V${index}`,
    price: base.price === null ? null : (Number(base.price) * factor).toFixed(2),
    facets,
  };
}

async function fill(env: { url?: string; pgliteDir?: string }): Promise<void> {
  const handle = await connectDatabase(env);
  try {
    await handle.migrate();
    await seedDemoData(handle.db, { withDemoUsers: true });
    const rows = Array.from({ length: PRODUCTS }, (_, index) =>
      toProductRow(variation(catalogProducts[index % catalogProducts.length]!, index + 1)),
    );
    for (let start = 0; start < rows.length; start += 500) await handle.db.insert(products).values(rows.slice(start, start + 500));
    const leadRows = Array.from({ length: LEADS }, (_, index) => benchLead(index + 1));
    for (let start = 0; start < leadRows.length; start += 500) await handle.db.insert(leads).values(leadRows.slice(start, start + 500));
    // Steady-state tables, as autovacuum keeps them: statistics and the visibility map (index-only scans).
    await handle.db.execute(sql`VACUUM ANALYZE products`);
    await handle.db.execute(sql`VACUUM ANALYZE leads`);
  } finally {
    await handle.close();
  }
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

async function startServer(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, serveArguments(), {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'development', SEED_DEMO_DATA: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, child };
    } catch {
      if (attempt > 600) throw new Error('the server did not answer in 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function databases(): Promise<{ label: string; fill: () => Promise<void>; env: Record<string, string> }[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'voltfield-bench-catalog-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const pgliteDir = path.join(dataDir, 'pglite');
  const list = [{ label: 'embedded (PGlite)', fill: () => fill({ pgliteDir }), env: { DATABASE_URL: '', PGLITE_DIR: pgliteDir } }];
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchPostgresDatabase('voltfield_bench_lists');
    cleanups.push(() => scratch.drop());
    list.push({ label: 'PostgreSQL', fill: () => fill({ url: scratch.url }), env: { DATABASE_URL: scratch.url, PGLITE_DIR: '' } });
  }
  return list;
}

const rows: Record<string, unknown>[] = [];
let missed = 0;
console.log(
  `Catalog of ${catalogProducts.length + PRODUCTS} products, ${LEADS} leads; autocannon, ${SECONDS} s per query and concurrency after a 1 s warm-up; Node ${process.version}\n`,
);
try {
  for (const database of await databases()) {
    const filling = performance.now();
    await database.fill();
    console.log(`${database.label}: filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
    const { origin, child } = await startServer(database.env);
    const targetConnections = database.label === 'PostgreSQL' ? LOADED_CONNECTIONS : 1;
    for (const list of LISTS) {
      const account = demoUsers.find((user) => user.role === list.role)!;
      const signIn = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      for (const { name, query, target } of list.queries) {
        const url = `${origin}${list.path}${query ? `?${query}` : ''}`;
        const probe = await fetch(url, { headers: { Cookie: cookie } });
        if (!probe.ok) throw new Error(`${name} answered ${probe.status}: ${await probe.text()}`);
        const matches = Number(probe.headers.get('x-total-count'));
        const bytes = (await probe.arrayBuffer()).byteLength;
        const measure = async (connections: number) => {
          await autocannon({ url, headers: { Cookie: cookie }, connections, duration: 1 });
          return autocannon({ url, headers: { Cookie: cookie }, connections, duration: SECONDS });
        };
        const single = await measure(1);
        const loaded = target ? await measure(LOADED_CONNECTIONS) : undefined;
        const judged = targetConnections === 1 ? single : loaded;
        const ok = !target || (judged!.latency.p99 < P99_TARGET_MS && judged!.non2xx === 0 && judged!.errors === 0);
        if (!ok) missed += 1;
        rows.push({
          database: database.label,
          list: list.path,
          query: name,
          matches,
          'answer KB': Math.round(bytes / 1024),
          '1 conn p50/p99 ms': `${single.latency.p50} / ${single.latency.p99}`,
          [`${LOADED_CONNECTIONS} conn p50/p99 ms`]: loaded ? `${loaded.latency.p50} / ${loaded.latency.p99}` : '—',
          [`${LOADED_CONNECTIONS} conn req/s`]: loaded ? Math.round(loaded.requests.average) : '—',
          target: target ? `p99 < ${P99_TARGET_MS} ms at ${targetConnections} conn` : 'none',
          met: target ? (ok ? 'yes' : 'NO') : '—',
        });
      }
    }
    await stop(child);
  }
  console.table(rows);
  mkdirSync(path.join(ROOT, 'tests/bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'tests/bench/results/lists.json'),
    JSON.stringify(
      { date: new Date().toISOString(), products: catalogProducts.length + PRODUCTS, leads: LEADS, seconds: SECONDS, rows },
      null,
      2,
    ),
  );
  process.exitCode = missed > 0 ? 1 : 0;
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const cleanup of cleanups.reverse()) await cleanup();
}
