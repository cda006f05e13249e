/**
 * Time of the behind-the-meter optimizer for a full year: `node tests/bench/btm.ts` (after a build,
 * for the browser part). Targets: 8,760 hourly intervals ≤ 3 s, 35,040 15-minute intervals ≤ 15 s,
 * on one core, in Node and in the page's Web Worker. Prints each solve's LP size (variables and
 * constraints over its monthly programs) and exits 1 when a target is missed.
 *
 * The case: the DOE medium office in Los Angeles scaled to 1.5 GWh a year, PG&E's E-19 tariff
 * (TOU energy, TOU and monthly demand), a 250 kW / 1,000 kWh battery at 88 % round trip; the
 * 15-minute year holds each hour through its quarters. Sizing (one LP for the year) is timed too,
 * without a target.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import loadHighs from 'highs';
import { chromium } from 'playwright';
import { answerBtm } from '../../src/domain/btm/answer.ts';
import { atInterval } from '../../src/domain/btm/form.ts';
import { decodeLoadShape, scaleLoadShape } from '../../src/domain/btm/loadShapes.ts';
import { btmRequestSchema, type BtmRequestInput } from '../../src/domain/schemas/calculators/btm.ts';
import { chromiumLaunchOptions } from '../../playwright.config.ts';
import { startNodeServer } from '../setup/nodeServer.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TARGET_SECONDS = { 60: 3, 15: 15 } as const;

const shape = decodeLoadShape(JSON.parse(readFileSync(path.join(ROOT, 'public/load-shapes/los-angeles-office.json'), 'utf8')));
const hourlyLoad = scaleLoadShape(shape, { annualKWh: 1_500_000 });
const tariff = JSON.parse(readFileSync(path.join(ROOT, 'src/domain/btm/data/tariffs/pge-e19-2019.json'), 'utf8'));
const battery = { powerKW: 250, energyKWh: 1000, roundTripEfficiency: 0.88 };
const requestAt = (intervalMinutes: 60 | 15, extra: Partial<BtmRequestInput> = {}): BtmRequestInput => ({
  intervalMinutes,
  loadKW: atInterval(hourlyLoad, intervalMinutes),
  tariff,
  battery,
  ...extra,
});

const rows: string[][] = [['Where', 'Intervals', 'Mode', 'Variables', 'Constraints', 'Seconds', 'Target']];
const results: Record<string, unknown>[] = [];
let missed = false;
function record(
  where: string,
  intervals: number,
  mode: string,
  solver: { variables: number; constraints: number; seconds: number },
  target?: number,
) {
  if (target !== undefined && solver.seconds > target) missed = true;
  rows.push([
    where,
    String(intervals),
    mode,
    String(solver.variables),
    String(solver.constraints),
    solver.seconds.toFixed(2),
    target ? `≤ ${target}` : '',
  ]);
  results.push({ where, intervals, mode, ...solver, target });
}

// ---------------------------------------------------------------- Node
const highs = await loadHighs();
await answerBtm(highs, btmRequestSchema.parse(requestAt(60))); // warm-up: the first solve compiles the WebAssembly's hot paths
for (const minutes of [60, 15] as const) {
  const answer = await answerBtm(highs, btmRequestSchema.parse(requestAt(minutes)));
  record('Node', answer.dispatch.gridKW.length, 'dispatch, 12 months', answer.solver, TARGET_SECONDS[minutes]);
}
const sized = await answerBtm(highs, btmRequestSchema.parse(requestAt(60, { costs: { capexPerKWh: 350 }, size: true })));
record('Node', 8760, 'sizing, one year', sized.solver);

// ---------------------------------------------------------------- the page's worker
// The page as a visitor uses it: its defaults are the hourly case above; the 15-minute year is the
// same load uploaded as a CSV. The solve's own time and size are read from the result's text.
if (!process.argv.includes('--no-browser')) {
  const server = await startNodeServer();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const quarterly = path.join(mkdtempSync(path.join(tmpdir(), 'voltfield-btm-')), 'office-15min.csv');
  const start = Date.UTC(2017, 0, 1);
  writeFileSync(
    quarterly,
    [
      'timestamp,kW',
      ...atInterval(hourlyLoad, 15).map(
        (kW, index) => `${new Date(start + index * 900_000).toISOString().slice(0, 16).replace('T', ' ')},${kW}`,
      ),
    ].join('\n'),
  );
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/tools/btm-optimizer`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    for (const minutes of [60, 15] as const) {
      if (minutes === 15) {
        await page.getByText('Upload interval data').click();
        await page.locator('input[name="loadFile"]').setInputFiles(quarterly);
        await page.getByText(/optimized at 15-minute intervals/).waitFor();
      }
      await page.getByRole('button', { name: 'Optimize' }).click();
      const line = page.getByText(new RegExp(`Solved by HiGHS in [\\d.]+ s \\(${minutes === 60 ? '4[0-9]' : '1[0-9]{2}'},`));
      await line.waitFor({ timeout: 120_000 });
      const text = (await line.textContent())!;
      const [, seconds, variables, constraints] = /in ([\d.]+) s \(([\d,]+) variables, ([\d,]+) constraints/.exec(text)!;
      const number = (value: string) => Number(value.replaceAll(',', ''));
      record(
        'Browser worker',
        minutes === 60 ? 8760 : 35040,
        'dispatch, 12 months',
        { seconds: Number(seconds), variables: number(variables!), constraints: number(constraints!) },
        TARGET_SECONDS[minutes],
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
writeFileSync(path.join(ROOT, 'tests/bench/results/btm.json'), `${JSON.stringify(results, null, 2)}\n`);
if (missed) {
  console.error('FAIL: a solve missed its target (above)');
  process.exitCode = 1;
}
