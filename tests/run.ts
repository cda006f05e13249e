/**
 * `npm test`: every quality gate in order, stopping at the first failure.
 *   format → type check → lint → unit → API on PGlite → API on PostgreSQL (when DATABASE_URL is set)
 *   → Vercel build and its output → Node build (no warnings), its links, feed and sitemap → the Node server
 *   itself (and losing PostgreSQL under it) → browser tests on a fresh embedded database.
 * A suite that runs no test, or skips one, fails the run: a green run must mean tests ran.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const reports = path.resolve('test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const withPostgres = Boolean(process.env.DATABASE_URL);
const timings: [string, number][] = [];
const counts: [string, number][] = [];

function run(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  { forbidOutput }: { forbidOutput?: RegExp } = {},
): void {
  console.info(`\n━━ ${label}\n$ ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const options = { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env } };
  // Output is echoed as it comes, or, when it must be checked, captured and echoed afterwards.
  const result = forbidOutput
    ? spawnSync(command, args, { ...options, encoding: 'utf8', maxBuffer: 64 << 20 })
    : spawnSync(command, args, { ...options, stdio: 'inherit' });
  if (forbidOutput) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  timings.push([label, (performance.now() - started) / 1000]);
  if (result.status !== 0) fail(`${label} failed (exit ${result.status ?? result.signal})`);
  const forbidden = forbidOutput && `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => forbidOutput.test(line));
  if (forbidden && forbidden.length > 0) fail(`${label} printed what it must not:\n${forbidden.join('\n')}`);
}

function fail(message: string): never {
  summary(); // the times of the steps that ran, to see where a failed run spent its time too
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

/** Vitest's JSON report: at least one test, none skipped or todo. */
function vitest(label: string, project: string, files: string[] = [], env: Record<string, string> = {}, args: string[] = []): void {
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  run(
    label,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args, ...files],
    env,
  );
  const { numTotalTests, numPassedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, 'utf8'));
  if (numTotalTests === 0) fail(`${label} ran no test`);
  if (numPendingTests + numTodoTests > 0) fail(`${label} skipped ${numPendingTests + numTodoTests} test(s)`);
  counts.push([label, numPassedTests]);
}

/** Playwright's JSON report: at least one test, none skipped. */
function playwright(label: string): void {
  const report = path.join(reports, 'e2e.json');
  run(label, 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  if (stats.expected === 0) fail(`${label} ran no test`);
  if (stats.skipped > 0) fail(`${label} skipped ${stats.skipped} test(s)`);
  counts.push([label, stats.expected]);
}

const started = performance.now();
run('Format', 'npx', ['prettier', '--check', '.']);
run('Type check', 'npx', ['astro', 'check']);
run('Lint', 'npx', ['eslint', '.']);
// Two test files at a time even on two cores, where Vitest's default is one (cores - 1): the unit
// run took 48 s on one core and 28 s on two; API files also wait on PostgreSQL (another process).
const workers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
vitest('Unit tests', 'unit', [], {}, [workers]);
vitest('API tests on PGlite', 'api', [], { TEST_DATABASE: 'pglite' }, [workers]);
if (withPostgres) vitest('API tests on PostgreSQL', 'api', [], { TEST_DATABASE: 'pg' }, [workers]);
else console.info('\nDATABASE_URL is not set: the PostgreSQL runs of the API and deploy suites are left out.');
run('Vercel build', 'npm', ['run', 'build:vercel']);
vitest('Vercel output', 'deploy', withPostgres ? [] : ['tests/deploy/vercelOutput.test.ts'], {}, [workers]);
// A newcomer's `npm start` shows this build: it must print no warning.
run('Node build', 'npx', ['astro', 'build'], {}, { forbidOutput: /\[WARN\]|MODULE_LEVEL_DIRECTIVE/ });
vitest('Built site: links, feed, sitemap', 'site');
vitest('Node server', 'server', withPostgres ? [] : ['tests/server/nodeServer.test.ts']);
if (!process.env.CHROMIUM_PATH) run('Chromium', 'bash', ['.ci/install-chromium']);
playwright('Browser tests');

summary();

function summary(): void {
  console.info('\n━━ Summary');
  for (const [label, seconds] of timings) console.info(`  ${label.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s`);
  for (const [label, passed] of counts) console.info(`  ${label.padEnd(28)} ${String(passed).padStart(6)} passed`);
  console.info(`  ${'Total'.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
}
