/**
 * Time per simulation of the hourly PV model (src/domain/solar/simulate.ts): `node tests/bench/solar.ts`
 * (Node 24 strips the types; on an older Node, `npx node tests/bench/solar.ts` runs the pinned one).
 *
 * Builds a synthetic cloudless weather year, then for a fixed array and a backtracking tracker
 * reports the very first simulation of a new site (cold code; it computes and caches the site's sun positions)
 * and the median of 50 timed simulations after a warm-up (the site's sun positions cached, as for
 * every simulation of a site after its first), and a new site's first simulation once the code is warm. Exits 1 when a median misses the 20 ms target.
 */
import { clearSkyWeatherYear } from '../../src/domain/solar/clearSky.ts';
import { PV_DEFAULTS, simulatePv, type PvSystem } from '../../src/domain/solar/simulate.ts';

const TARGET_MS = 20;
const RUNS = 50;
const WARM_UP = 20;

const site = { latitude: 33.45, longitude: -112.07, elevationM: 331, utcOffsetHours: -7 };
const weather = clearSkyWeatherYear(site);

const systems: { name: string; system: PvSystem }[] = [
  { name: 'fixed, 20° south', system: { ...PV_DEFAULTS, systemSizeKWdc: 5000 } },
  { name: 'single-axis, backtracking', system: { ...PV_DEFAULTS, systemSizeKWdc: 5000, tracking: 'single-axis' } },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

let missed = false;
let sink = 0;
for (const [index, { name, system }] of systems.entries()) {
  // a new site each time, so the first run pays for its sun positions
  const freshSite = { ...site, latitude: site.latitude + index * 1e-6 };
  const started = performance.now();
  sink += simulatePv(freshSite, weather, system).annualKWh;
  const firstMs = performance.now() - started;
  for (let i = 0; i < WARM_UP; i += 1) sink += simulatePv(site, weather, system).annualKWh;
  const timings: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    sink += simulatePv(site, weather, system).annualKWh;
    timings.push(performance.now() - start);
  }
  const ms = median(timings);
  if (ms > TARGET_MS) missed = true;
  console.log(
    `${name.padEnd(28)} median ${ms.toFixed(2).padStart(6)} ms/simulation (target ${TARGET_MS}), first at a new site ${firstMs.toFixed(1)} ms`,
  );
}
// a new site once the code is warm: the sun positions computed (per day, interpolated to the hour) and cached
const newSiteTimings: number[] = [];
for (let i = 1; i <= 10; i += 1) {
  const start = performance.now();
  sink += simulatePv({ ...site, longitude: site.longitude + i * 1e-6 }, weather, systems[0]!.system).annualKWh;
  newSiteTimings.push(performance.now() - start);
}
console.log(`${'fixed, a new site (warm)'.padEnd(28)} median ${median(newSiteTimings).toFixed(2).padStart(6)} ms/simulation`);
if (!Number.isFinite(sink)) throw new Error('unreachable'); // keeps the results alive
if (missed) process.exitCode = 1;
