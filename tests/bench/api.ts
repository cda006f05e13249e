/**
 * API throughput bench: `npm run bench:api` (builds first), or `node tests/bench/api.ts` on an
 * existing build. BENCH_SECONDS (default 15) and BENCH_CONNECTIONS (default 50) tune the load.
 *
 * 1. Starts the built Node server (src/server/node/serve.ts) on a fresh embedded database (then,
 *    when DATABASE_URL names a PostgreSQL server, again on a scratch database there).
 * 2. Starts a bare `node:http` server that answers each benchmarked request with the very bytes
 *    the app answered (status, headers, body), from memory: the ceiling for this machine.
 * 3. Loads each with autocannon, the same way, one after the other (warm-up first), and prints
 *    requests/s, p50 and p99 latency, the ratio app / baseline against its target, each server's
 *    CPU time per request and their ratio (baseline / app: on a machine others share, the
 *    requests/s of both swing with the load, their CPU time per request much less), and the app's
 *    RSS idle and after the load, per database. Writes tests/bench/results/api.json (gitignored).
 * A benchmark, not a test: it reports, and exits 1 only when a target is missed on PostgreSQL, the
 * production database; the embedded database's figures are reported beside them (decision 117).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, serveArguments } from '../setup/nodeServer.ts';
import { createScratchPostgresDatabase } from '../setup/scratchDatabase.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RSS_TARGET_MB = 200;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Least share of the baseline's requests/s the app must reach; none: reported only. */
  minRatio?: number;
  /**
   * A new body for each request (the system's size nudged), so that none is answered from the
   * app's answer cache: what computing each answer costs. The baseline sends the first body's answer.
   */
  varied?: boolean;
  /** Highest acceptable p99 latency, where the issue sets one. */
  maxP99Ms?: number;
}

const PPA_REQUEST = {
  systemSizeMW: 5,
  epcPricePerW: 1.2,
  wacc: 0.065,
  itcPercent: 30,
  omCostPerKWYear: 25,
  degradationPercent: 0.005,
  termYears: 25,
  escalationPercent: 0.025,
  solveFor: 'ppa',
};
const SCENARIOS: Scenario[] = [
  { name: 'GET /api/projects', method: 'GET', path: '/api/projects', minRatio: 0.5, maxP99Ms: 20 },
  { name: 'POST /api/calculators/ppa', method: 'POST', path: '/api/calculators/ppa', body: JSON.stringify(PPA_REQUEST), minRatio: 0.4 },
  {
    name: 'POST /api/calculators/ppa, each body new',
    method: 'POST',
    path: '/api/calculators/ppa',
    body: JSON.stringify(PPA_REQUEST),
    varied: true,
  },
];

let variation = 0;
/** The PPA request with a size no request has used before in this run. */
const newBody = () => JSON.stringify({ ...PPA_REQUEST, systemSizeMW: 5 + (variation += 1) * 1e-6 });

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  // A fresh embedded database takes seconds to create, a minute on a busy machine.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in 120 s`);
}

/** CPU time (user + system) a process has used so far, in microseconds (Linux: /proc, in clock ticks of 10 ms). */
function cpuMicroseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

interface Load {
  requestsPerSecond: number;
  /** The server's CPU time per request answered: what a busy machine's share of the cores changes least. */
  cpuMicrosecondsPerRequest: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(origin: string, scenario: Scenario, seconds: number, pid: number): Promise<Load> {
  const cpuBefore = cpuMicroseconds(pid);
  const result = await autocannon({
    url: `${origin}${scenario.path}`,
    method: scenario.method,
    body: scenario.body,
    headers: scenario.body ? { 'content-type': 'application/json' } : {},
    ...(scenario.varied ? { requests: [{ setupRequest: (request: object) => ({ ...request, body: newBody() }) }] } : {}),
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    cpuMicrosecondsPerRequest: (cpuMicroseconds(pid) - cpuBefore) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers Node writes itself on every response (and the length, which it is given). */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * A bare node:http server answering each scenario's path with the app's own bytes, from memory:
 * the same status, the same headers (security headers and request id included) and the same body.
 */
function baselineSource(answers: Record<string, Answer>): string {
  return `
    const http = require('node:http');
    const answers = ${JSON.stringify(answers)};
    for (const answer of Object.values(answers)) answer.bytes = Buffer.from(answer.body);
    http.createServer((req, res) => {
      const answer = answers[req.url];
      req.resume();
      req.on('end', () => {
        res.writeHead(answer.status, { ...answer.headers, 'Content-Length': answer.bytes.length });
        res.end(answer.bytes);
      });
    }).listen(Number(process.env.PORT), '127.0.0.1');`;
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'voltfield-bench-api-'));
cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

/** The server exactly as `npm run serve` starts it (its Node flags included), without npm in between. */
async function startApp(databaseEnv: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, serveArguments(), {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'development', ...databaseEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/health`, child);
  return { origin, child };
}

async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The embedded database always; PostgreSQL too when DATABASE_URL names a server (a scratch database
 * there). The targets are judged on PostgreSQL, the production database; the embedded one, the
 * development and demo database, is measured and reported beside it (decision 117).
 */
async function databases(): Promise<{ label: string; env: Record<string, string>; judged: boolean }[]> {
  const list = [{ label: 'embedded (PGlite)', env: { DATABASE_URL: '', PGLITE_DIR: path.join(dataDir, 'pglite') }, judged: false }];
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchPostgresDatabase('voltfield_bench');
    cleanups.push(() => scratch.drop());
    list.push({ label: 'PostgreSQL', env: { DATABASE_URL: scratch.url, PGLITE_DIR: '' }, judged: true });
  } else {
    console.log('No DATABASE_URL: the targets are judged on PostgreSQL; the embedded database is only reported.\n');
  }
  return list;
}

let baseOrigin: string | undefined;
let basePid: number | undefined;
const rows: Record<string, unknown>[] = [];
const memory: Record<string, unknown>[] = [];
let missed = 0;

/** The verdict shown for a measure, counting a miss where it is judged: on PostgreSQL, not the embedded database. */
function verdict(ok: boolean, judged: boolean): string {
  if (!judged) return ok ? 'yes (reported)' : 'no (reported)';
  if (!ok) missed += 1;
  return ok ? 'yes' : 'NO';
}
console.log(`Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run after a 3 s warm-up; Node ${process.version}\n`);
try {
  for (const database of await databases()) {
    const app = await startApp(database.env);
    const idleRss = rssMb(app.child.pid!);
    const answers: Record<string, Answer> = {};
    for (const scenario of SCENARIOS) {
      const response = await fetch(`${app.origin}${scenario.path}`, {
        method: scenario.method,
        body: scenario.body,
        headers: scenario.body ? { 'content-type': 'application/json' } : {},
      });
      const headers = Object.fromEntries([...response.headers].filter(([name]) => !NODE_HEADERS.has(name)));
      answers[scenario.path] = { status: response.status, headers, body: await response.text() };
      if (!response.ok) throw new Error(`${scenario.name} answered ${response.status}: ${answers[scenario.path]!.body}`);
    }
    if (!baseOrigin) {
      const basePort = await freePort();
      const baseline = spawn(process.execPath, ['-e', baselineSource(answers)], {
        env: { ...process.env, PORT: String(basePort) },
        stdio: 'inherit',
      });
      children.push(baseline);
      basePid = baseline.pid!;
      baseOrigin = `http://127.0.0.1:${basePort}`;
      await waitFor(`${baseOrigin}/api/projects`, baseline);
    }
    for (const scenario of SCENARIOS) {
      await load(app.origin, scenario, 3, app.child.pid!);
      const measured = await load(app.origin, scenario, SECONDS, app.child.pid!);
      await load(baseOrigin, scenario, 3, basePid!);
      const ceiling = await load(baseOrigin, scenario, SECONDS, basePid!);
      const ratio = measured.requestsPerSecond / ceiling.requestsPerSecond;
      const ok =
        ratio >= (scenario.minRatio ?? 0) &&
        (scenario.maxP99Ms === undefined || measured.p99 <= scenario.maxP99Ms) &&
        measured.non2xx === 0 &&
        measured.errors === 0;
      rows.push({
        database: database.label,
        scenario: scenario.name,
        'app req/s': Math.round(measured.requestsPerSecond),
        'app p50 ms': measured.p50,
        'app p99 ms': measured.p99,
        'baseline req/s': Math.round(ceiling.requestsPerSecond),
        'baseline p99 ms': ceiling.p99,
        ratio: Number(ratio.toFixed(3)),
        'app CPU µs/req': Math.round(measured.cpuMicrosecondsPerRequest),
        'baseline CPU µs/req': Math.round(ceiling.cpuMicrosecondsPerRequest),
        'CPU ratio': Number((ceiling.cpuMicrosecondsPerRequest / measured.cpuMicrosecondsPerRequest).toFixed(3)),
        target: `${scenario.minRatio === undefined ? 'reported' : `≥ ${scenario.minRatio}×`}${scenario.maxP99Ms ? `, p99 ≤ ${scenario.maxP99Ms} ms` : ''}`,
        'non-2xx/errors': `${measured.non2xx}/${measured.errors}`,
        met: verdict(ok, database.judged),
      });
    }
    const loadedRss = rssMb(app.child.pid!);
    memory.push({
      database: database.label,
      'RSS idle MB': idleRss,
      'RSS after load MB': loadedRss,
      target: `≤ ${RSS_TARGET_MB}`,
      met: verdict(loadedRss <= RSS_TARGET_MB, database.judged),
    });
    await stopApp(app.child);
  }
  console.table(rows);
  console.table(memory);
  mkdirSync(path.join(ROOT, 'tests/bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'tests/bench/results/api.json'),
    JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, rows, memory }, null, 2),
  );
  process.exitCode = missed > 0 ? 1 : 0;
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const cleanup of cleanups.reverse()) await cleanup();
}
