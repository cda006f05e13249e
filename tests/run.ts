/**
 * `npm test`: every quality gate. The gates form a graph, not a line: a gate starts as soon as what
 * it reads exists (the browser tests and the suites over the built site after the Node build, the
 * Vercel output's tests after the Vercel build) and a place is free. At most TEST_JOBS gates run at
 * once (default: the cores, at least two), in the order of `gates` below. The first failure stops
 * the run and the gates still running. Each gate's output goes to test-results/logs/<gate>.log and is
 * printed whole when it fails. A suite that runs no test, or skips one, fails the run: a green run
 * must mean tests ran.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const reports = path.resolve('test-results/reports');
const logs = path.resolve('test-results/logs');
for (const dir of [reports, logs]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

const withPostgres = Boolean(process.env.DATABASE_URL);
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };

interface Gate {
  label: string;
  command: string;
  args: string[];
  /** Gates that must have passed first (they write what this one reads). */
  needs?: string[];
  env?: Record<string, string>;
  /** Lines the output must not hold (the Node build prints no warning). */
  forbidOutput?: RegExp;
  /** Reads the gate's report: the tests that passed by suite, or a reason to fail. */
  report?: () => [string, number][];
}

/** Vitest's JSON report: per project, at least one test ran and none was skipped. */
function vitest(label: string, projects: string[], needs: string[] = [], files: string[] = []): Gate {
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const workers = `--maxWorkers=${Math.max(2, availableParallelism())}`;
  return {
    label,
    command: 'npx',
    args: [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
      workers,
      ...files,
    ],
    needs,
    report() {
      const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as {
        testResults: { name: string; assertionResults: { status: string }[] }[];
      };
      return projects.map((project) => {
        const results = testResults.filter((file) => projectOf(file.name) === project).flatMap((file) => file.assertionResults);
        if (results.length === 0) throw new Error(`${project} ran no test`);
        const skipped = results.filter((result) => result.status === 'skipped' || result.status === 'pending' || result.status === 'todo');
        if (skipped.length > 0) throw new Error(`${project} skipped ${skipped.length} test(s)`);
        return [project, results.filter((result) => result.status === 'passed').length];
      });
    },
  };
}

/** The Vitest project a test file belongs to (vitest.config.ts: by folder). */
function projectOf(file: string): string {
  const relative = path.relative(process.cwd(), file);
  for (const project of ['api', 'deploy', 'site', 'server']) if (relative.startsWith(`tests/${project}/`)) return project;
  return /^src\/(islands|pageScripts|browser|stores|client)\//.test(relative) ? 'components' : 'unit';
}

/** Playwright's JSON report: at least one test ran and none was skipped. */
function playwright(label: string, needs: string[]): Gate {
  const report = path.join(reports, 'e2e.json');
  return {
    label,
    command: 'npx',
    args: ['playwright', 'test', '--reporter=dot,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    needs,
    report() {
      const { stats } = JSON.parse(readFileSync(report, 'utf8')) as { stats: { expected: number; skipped: number } };
      if (stats.expected === 0) throw new Error('the browser suite ran no test');
      if (stats.skipped > 0) throw new Error(`the browser suite skipped ${stats.skipped} test(s)`);
      return [['browser', stats.expected]];
    },
  };
}

// In the order they start when a place is free. The browser tests, the longest gate, start the moment
// their build is done, and keep two cores busy to the end; beside them run the gates that use one core
// (checks, the Vercel build, the suites that read the builds), then the unit and API tests, which also
// use two and so fill the machine once the browser tests are done, the longest of what is left
// first; lint, one core for half a minute, beside them.
const gates: Gate[] = [
  { label: 'Node build', command: 'npx', args: ['astro', 'build'], forbidOutput: /\[WARN\]|MODULE_LEVEL_DIRECTIVE/ },
  { label: 'Chromium', command: 'bash', args: ['.ci/install-chromium'] },
  { label: 'Format', command: 'npx', args: ['prettier', '--check', '.'] },
  { ...playwright('Browser tests', ['Node build', 'Chromium']) },
  // Astro's type check and both builds write its generated types (.astro/): one at a time.
  { label: 'Type check', command: 'npx', args: ['astro', 'check'], needs: ['Node build'] },
  { label: 'Vercel build', command: 'npm', args: ['run', 'build:vercel'], needs: ['Type check'] },
  vitest(
    'Built site, Node server and Vercel output',
    ['site', 'server', 'deploy'],
    ['Node build', 'Vercel build'],
    withPostgres ? [] : ['tests/site', 'tests/server/nodeServer.test.ts', 'tests/deploy/vercelOutput.test.ts'],
  ),
  // One Vitest run for the suites that need no build; every API file opens its own database.
  vitest('Unit, component and API tests', ['unit', 'components', 'api']),
  { label: 'Lint', command: 'npx', args: ['eslint', '.'] },
];
if (process.env.CHROMIUM_PATH)
  gates.splice(
    gates.findIndex((gate) => gate.label === 'Chromium'),
    1,
  );
for (const gate of gates) gate.needs = gate.needs?.filter((need) => gates.some((other) => other.label === need));
if (!withPostgres) console.info('DATABASE_URL is not set: the PostgreSQL runs of the API, deploy and server suites are left out.');

const limit = Number(process.env.TEST_JOBS) || Math.max(2, availableParallelism());
const started = performance.now();
const timings = new Map<string, number>();
const counts: [string, number][] = [];
const running = new Map<string, ReturnType<typeof spawn>>();
const done = new Set<string>();
let failed = false;

function runGate(gate: Gate): Promise<void> {
  const log = path.join(logs, `${gate.label.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  console.info(`▶ ${gate.label}: ${[gate.command, ...gate.args].join(' ')}`);
  const gateStarted = performance.now();
  // A process group of its own, so that a failure elsewhere stops it and everything it started.
  const child = spawn(gate.command, gate.args, { env: { ...env, ...gate.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.set(gate.label, child);
  let output = '';
  const keep = (chunk: Buffer) => {
    out.write(chunk);
    if (gate.forbidOutput) output += chunk.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(gate.label);
      out.end();
      const seconds = (performance.now() - gateStarted) / 1000;
      timings.set(gate.label, seconds);
      if (failed) return resolve();
      const problem =
        code !== 0
          ? `exit ${code ?? signal}`
          : gate.forbidOutput && output.split('\n').some((line) => gate.forbidOutput!.test(line))
            ? `printed what it must not:\n${output
                .split('\n')
                .filter((line) => gate.forbidOutput!.test(line))
                .join('\n')}`
            : undefined;
      let passed: [string, number][] = [];
      let reportProblem: string | undefined;
      if (!problem && gate.report) {
        try {
          passed = gate.report();
        } catch (error) {
          reportProblem = (error as Error).message;
        }
      }
      if (problem || reportProblem) {
        fail(`${gate.label} failed (${problem ?? reportProblem})`, log);
      } else {
        counts.push(...passed);
        done.add(gate.label);
        console.info(`✔ ${gate.label} (${seconds.toFixed(1)} s)${passed.map(([suite, n]) => ` ${suite}: ${n} passed`).join(',')}`);
      }
      resolve();
    });
  });
}

function fail(message: string, log?: string): void {
  failed = true;
  for (const child of running.values()) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  if (log) process.stdout.write(`\n━━ ${path.relative(process.cwd(), log)}\n${readFileSync(log, 'utf8')}\n`);
  summary();
  console.error(`\n✖ ${message}`);
  process.exitCode = 1;
}

/** Starts every gate whose needs have passed, up to the limit, until all are done or one fails. */
async function schedule(): Promise<void> {
  const pending = [...gates];
  const inFlight = new Set<Promise<void>>();
  while (!failed && (pending.length > 0 || inFlight.size > 0)) {
    for (const gate of [...pending]) {
      if (inFlight.size >= limit) break;
      if (!(gate.needs ?? []).every((need) => done.has(need))) continue;
      pending.splice(pending.indexOf(gate), 1);
      const run: Promise<void> = runGate(gate).then(() => void inFlight.delete(run));
      inFlight.add(run);
    }
    if (inFlight.size === 0) {
      if (pending.length > 0) fail(`nothing can start: ${pending.map((gate) => gate.label).join(', ')} wait on what did not pass`);
      break;
    }
    await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
}

function summary(): void {
  console.info('\n━━ Summary (gates side by side: their times overlap)');
  for (const gate of gates) {
    const seconds = timings.get(gate.label);
    console.info(`  ${gate.label.padEnd(44)} ${seconds === undefined ? '     —' : seconds.toFixed(1).padStart(6)} s`);
  }
  for (const [suite, passed] of counts) console.info(`  ${suite.padEnd(44)} ${String(passed).padStart(6)} passed`);
  console.info(`  ${'Total'.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
}

await schedule();
if (!failed) summary();
