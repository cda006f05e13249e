/**
 * Time per simulation of the hourly PV model (src/domain/solar/simulate.ts): `node tests/bench/solar.ts`
 * (Node 24 strips the types; on an older Node, `npx node tests/bench/solar.ts` runs the pinned one).
 *
 * Builds a synthetic cloudless weather year, then for a fixed array and a backtracking tracker
 * reports the very first simulation of a new site (cold code; it computes and caches the site's sun positions)
 * and the median of 50 timed simulations after a warm-up (the site's sun positions cached, as for
 * every simulation of a site after its first), and a new site's first simulation once the code is warm. Exits 1 when a median misses the 20 ms target.
 *
 * Then a cold station read: a station's file read from data/weather and decoded (format 2, seven deflated channels),
 * the process's very first and the median of 20 other stations each read once (target 50 ms each); and the
 * station choice, whose first call loads the states' shapes.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { siteOf } from '../../src/domain/solar/site.ts';
import { WEATHER_STATIONS } from '../../src/domain/solar/stations.ts';
import { decodeWeatherYear } from '../../src/server/services/weatherFile.ts';
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

// A cold station read, as src/server/services/weather.ts does it: the file from disk, then decoded.
const READ_TARGET_MS = 50;
const weatherDir = fileURLToPath(new URL('../../data/weather/', import.meta.url));
async function coldRead(id: string): Promise<number> {
  const start = performance.now();
  const year = decodeWeatherYear(await readFile(`${weatherDir}${id}.bin`));
  const ms = performance.now() - start;
  sink += year.ghi[4000]!;
  return ms;
}
// Stations spread through the list, none read before in this process.
const readIds = Array.from({ length: 21 }, (_, index) => WEATHER_STATIONS[Math.floor((index * WEATHER_STATIONS.length) / 21)]!.id);
const firstReadMs = await coldRead(readIds[0]!);
const readTimings: number[] = [];
for (const id of readIds.slice(1)) readTimings.push(await coldRead(id));
const readMs = median(readTimings);
if (firstReadMs > READ_TARGET_MS || readMs > READ_TARGET_MS) missed = true;
const bytes = readFileSync(`${weatherDir}${readIds[0]}.bin`).byteLength;
console.log(
  `${'cold station read + decode'.padEnd(28)} median ${readMs.toFixed(2).padStart(6)} ms/station (target ${READ_TARGET_MS}), the process's first ${firstReadMs.toFixed(1)} ms (${bytes} bytes)`,
);

// The station choice: every station ranked by distance, height and distance to the ocean, the point's state on the shapes.
const choiceStart = performance.now();
sink += siteOf({ latitude: 34.7, longitude: -118.15 }).distanceKm;
const firstChoiceMs = performance.now() - choiceStart;
const choiceTimings: number[] = [];
for (let i = 0; i < 50; i += 1) {
  const start = performance.now();
  sink += siteOf({ latitude: 30 + i * 0.3, longitude: -120 + i * 0.8, elevationM: 500 }).distanceKm;
  choiceTimings.push(performance.now() - start);
}
console.log(
  `${'station choice'.padEnd(28)} median ${median(choiceTimings).toFixed(2).padStart(6)} ms/site, the first ${firstChoiceMs.toFixed(1)} ms (loads the states' shapes)`,
);

if (!Number.isFinite(sink)) throw new Error('unreachable'); // keeps the results alive
if (missed) process.exitCode = 1;
