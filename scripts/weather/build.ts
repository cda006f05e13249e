/**
 * Builds the weather stations' typical years from NREL's TMY3 files, as mirrored in the GitHub repository
 * arras-energy/gridlabd-weather (US/<state>-<place>.tmy3), into data/weather/<id>.bin and src/domain/solar/stations.ts.
 *
 *   npx node scripts/weather/build.ts <mirror-git-dir>
 *
 * The mirror is a bare git directory (the search tool's fetch of github:arras-energy/gridlabd-weather); files are read
 * from its HEAD with `git show`, and that commit is written into the dataset's source. docs/weather.md explains the choice.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import {
  ANNUAL_GHI_KWH_PER_M2,
  HOURS_PER_YEAR,
  type WeatherDataset,
  type WeatherStation,
  type WeatherYear,
} from '../../src/domain/solar/weather.ts';
import { STATE_REPRESENTATIVE_STATION } from '../../src/domain/solar/stateStations.ts';
import { oceanKm } from '../../src/domain/solar/usShapes.ts';
import { encodeWeatherYear } from '../../src/server/services/weatherFile.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUTPUT_DIR = join(REPO_ROOT, 'data', 'weather');
const STATIONS_MODULE = join(REPO_ROOT, 'src', 'domain', 'solar', 'stations.ts');
const DATASET_ID = 'nrel-tmy3';

/** TMY3 files have no albedo in many places (written as 0.00, often flagged '?'); a common grass/soil ground stands in. */
const DEFAULT_ALBEDO = 0.2;

/** The jurisdictions the model covers; the mirror's Guam and US Virgin Islands files are left out. */
const COVERED_STATES = new Set(Object.keys(STATE_REPRESENTATIVE_STATION));

/** Where a station serves another jurisdiction than its TMY3 header's state. */
const STATE_OVERRIDES: Record<string, string> = { 'VA-Washington_Dc_Reagan_Ap': 'DC' };

/** Physical bounds a TMY3 value must meet; a value outside them is a missing-data marker or a fault, and stops the build. */
const BOUNDS = {
  ghi: [0, 1400],
  dni: [0, 1400],
  dhi: [0, 1000],
  tempC: [-60, 60],
  windMs: [0, 60],
  pressureMbar: [500, 1100],
} as const;

interface Tmy3File {
  station: Omit<WeatherStation, 'dataset' | 'oceanKm'>;
  year: WeatherYear;
  /** Hours whose diffuse exceeded the global irradiance and was lowered to it. */
  diffuseCapped: number;
}

/** 0-based day of a non-leap year, for month 1–12 and day 1–31. */
function dayOfYear(month: number, day: number): number {
  const monthStarts = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
  const start = monthStarts[month - 1];
  if (start === undefined) throw new Error(`month ${month} out of range`);
  return start + day - 1;
}

/** 'DENVER/CENTENNIAL [GOLDEN - NREL]' → 'Denver/Centennial [Golden - NREL]': the bracket names the measuring network, an acronym. */
function titleCase(name: string): string {
  const [place = '', network] = name.split(/(?=\[)/);
  const titled = place
    .toLowerCase()
    .replace(/(^|[\s\-/(])([a-z])/g, (_match, separator: string, letter: string) => separator + letter.toUpperCase());
  return network
    ? `${titled}${network.replace(/\[([^\]-]+?)(\s*-\s*)?([A-Z]*)\]/, (_all, first: string, dash = '', last: string) => `[${last ? titleCase(first.trim()) + dash + last : first}]`)}`
    : titled;
}

/** Exported for scripts/pvwatts-reference/all-stations.ts, which runs the model on every raw file as the build reads it. */
export function parseTmy3(text: string, fileName: string): Tmy3File {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const headerLine = lines[0];
  const columnsLine = lines[1];
  if (headerLine === undefined || columnsLine === undefined) throw new Error(`${fileName}: no TMY3 header`);
  // Site line: USAF, "name", state, UTC offset, latitude, longitude, elevation (m).
  const site = /^(\d{6}),"([^"]*)",([A-Z]{2}),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)$/.exec(headerLine.trim());
  if (!site) throw new Error(`${fileName}: unexpected TMY3 site line: ${headerLine}`);
  const [, usaf, siteName, headerState, utcOffset, latitude, longitude, elevation] = site as unknown as string[];

  const columns = columnsLine.split(',');
  const column = (title: string): number => {
    const index = columns.indexOf(title);
    if (index < 0) throw new Error(`${fileName}: no column '${title}'`);
    return index;
  };
  const at = {
    date: column('Date (MM/DD/YYYY)'),
    time: column('Time (HH:MM)'),
    ghi: column('GHI (W/m^2)'),
    dni: column('DNI (W/m^2)'),
    dhi: column('DHI (W/m^2)'),
    tempC: column('Dry-bulb (C)'),
    windMs: column('Wspd (m/s)'),
    albedo: column('Alb (unitless)'),
    pressureMbar: column('Pressure (mbar)'),
  };

  const year: WeatherYear = {
    ghi: new Float32Array(HOURS_PER_YEAR),
    dni: new Float32Array(HOURS_PER_YEAR),
    dhi: new Float32Array(HOURS_PER_YEAR),
    tempC: new Float32Array(HOURS_PER_YEAR),
    windMs: new Float32Array(HOURS_PER_YEAR),
    albedo: new Float32Array(HOURS_PER_YEAR),
    pressureMbar: new Float32Array(HOURS_PER_YEAR),
  };
  const filled = new Uint8Array(HOURS_PER_YEAR);
  let diffuseCapped = 0;
  const rows = lines.slice(2);
  if (rows.length !== HOURS_PER_YEAR) throw new Error(`${fileName}: ${rows.length} rows, expected ${HOURS_PER_YEAR}`);

  for (const row of rows) {
    const cells = row.split(',');
    const date = /^(\d{2})\/(\d{2})\/\d{4}$/.exec(cells[at.date] ?? '');
    const time = /^(\d{2}):00$/.exec(cells[at.time] ?? '');
    if (!date || !time) throw new Error(`${fileName}: bad date/time in row '${row.slice(0, 30)}'`);
    // TMY3 stamps each hour by its end, 01:00–24:00 local standard time: 01:00 is row 0 of the day.
    const hourEnding = Number(time[1]);
    if (hourEnding < 1 || hourEnding > 24) throw new Error(`${fileName}: hour ${hourEnding} out of range`);
    const index = dayOfYear(Number(date[1]), Number(date[2])) * 24 + hourEnding - 1;
    if (index < 0 || index >= HOURS_PER_YEAR || filled[index])
      throw new Error(`${fileName}: row ${date[0]} ${time[0]} is duplicated or outside a non-leap year`);
    filled[index] = 1;

    for (const channel of Object.keys(BOUNDS) as (keyof typeof BOUNDS)[]) {
      const value = Number(cells[at[channel]]);
      const [min, max] = BOUNDS[channel];
      if (!Number.isFinite(value) || value < min || value > max) {
        throw new Error(`${fileName}: ${channel} '${cells[at[channel]]}' at ${date[0]} ${time[0]} is outside ${min}–${max}`);
      }
      year[channel][index] = value;
    }
    // On a horizontal surface GHI = DHI + DNI·cos(zenith), so DHI above GHI is a measurement fault (a few hours
    // in some files, with DNI near 0 where the two should be equal): the smaller of the two is kept.
    if ((year.dhi[index] as number) > (year.ghi[index] as number)) {
      year.dhi[index] = year.ghi[index] as number;
      diffuseCapped++;
    }
    const albedo = Number(cells[at.albedo]);
    year.albedo[index] = Number.isFinite(albedo) && albedo > 0 && albedo < 1 ? albedo : DEFAULT_ALBEDO;
  }

  return {
    station: {
      id: usaf as string,
      name: titleCase(siteName as string),
      state: headerState as string,
      latitude: Number(latitude),
      longitude: Number(longitude),
      elevationM: Number(elevation),
      utcOffsetHours: Number(utcOffset),
    },
    year,
    diffuseCapped,
  };
}

function git(mirror: string, ...args: string[]): string {
  return execFileSync('git', ['-C', mirror, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function stationsModule(dataset: WeatherDataset, stations: WeatherStation[]): string {
  const rows = stations.map((station) => `  ${JSON.stringify(station)},`).join('\n');
  return `// Generated by scripts/weather/build.ts from NREL TMY3 files: do not edit by hand; rebuild (docs/weather.md).
import type { WeatherDataset, WeatherStation } from './weather.ts';

export const WEATHER_DATASETS: WeatherDataset[] = [
  ${JSON.stringify(dataset, null, 2).replace(/\n/g, '\n  ')},
];

export const WEATHER_STATIONS: WeatherStation[] = [
${rows}
];
`;
}

async function main(): Promise<void> {
  const mirror = process.argv[2];
  if (!mirror) {
    console.error('usage: npx node scripts/weather/build.ts <mirror-git-dir>');
    process.exit(2);
  }
  const commit = git(mirror, 'rev-parse', 'HEAD').trim();

  const dataset: WeatherDataset = {
    id: DATASET_ID,
    title: 'NREL TMY3 typical meteorological years (1991–2005 NSRDB update)',
    source: 'National Renewable Energy Laboratory (NREL) for the U.S. Department of Energy',
    retrieved:
      `github.com/arras-energy/gridlabd-weather, US/*.tmy3 at commit ${commit}, whose docs/README.md says they are NREL's alltmy3a.zip renamed ` +
      "(the repository's BSD-3-Clause licence covers its code, not NREL's data)",
    edition: 'TMY3, 1991–2005 (the January 2015 NREL/White Box Technologies revision, 71 columns with Present Weather)',
    licence:
      'NREL data-use notice (in full at /weather/NOTICE.txt): free use and copying provided the entire notice appears in all copies; credit DOE/NREL/Alliance in publications; no endorsement; not public domain',
    synthetic:
      `Albedo is ${DEFAULT_ALBEDO}, set by this build, for every hour where the TMY3 file gives 0 or no value; ` +
      'DHI is lowered to GHI in the few hours where a file has it above GHI.',
  };

  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const stale of readdirSync(OUTPUT_DIR).filter((name) => name.endsWith('.bin'))) rmSync(join(OUTPUT_DIR, stale));

  const stations: WeatherStation[] = [];
  const dropped: string[] = [];
  let totalBytes = 0;
  let totalDiffuseCapped = 0;
  const fileNames = git(mirror, 'ls-tree', '--name-only', commit, 'US/')
    .split('\n')
    .filter((path) => path.endsWith('.tmy3'))
    .map((path) => path.slice('US/'.length, -'.tmy3'.length))
    .sort();
  for (const fileName of fileNames) {
    if (!COVERED_STATES.has(STATE_OVERRIDES[fileName] ?? fileName.slice(0, 2))) {
      dropped.push(`${fileName}: ${fileName.slice(0, 2)} is outside the 50 states, DC and Puerto Rico`);
      continue;
    }
    let parsed: Tmy3File;
    try {
      parsed = parseTmy3(git(mirror, 'show', `${commit}:US/${fileName}.tmy3`), fileName);
    } catch (error) {
      // A value outside the physical bounds (a missing-data marker) or a malformed file: the station is left out, never patched.
      dropped.push((error as Error).message);
      continue;
    }
    const { station, year, diffuseCapped } = parsed;
    const annualGhi = year.ghi.reduce((sum, ghi) => sum + ghi, 0) / 1000;
    if (annualGhi < ANNUAL_GHI_KWH_PER_M2[0] || annualGhi > ANNUAL_GHI_KWH_PER_M2[1]) {
      dropped.push(`${fileName}: annual GHI ${annualGhi.toFixed(0)} kWh/m² is outside ${ANNUAL_GHI_KWH_PER_M2.join('–')}`);
      continue;
    }
    const twin = stations.find((other) => other.id === station.id);
    if (twin) {
      dropped.push(`${fileName}: station ${station.id} is already ${twin.name}`);
      continue;
    }
    const bytes = encodeWeatherYear(year);
    writeFileSync(join(OUTPUT_DIR, `${station.id}.bin`), bytes);
    totalBytes += bytes.byteLength;
    totalDiffuseCapped += diffuseCapped;
    stations.push({
      ...station,
      state: STATE_OVERRIDES[fileName] ?? station.state,
      // To 0.1 km: the shapes are coarser than that, and a stable figure keeps rebuilds byte-identical.
      oceanKm: Math.round(oceanKm(station.latitude, station.longitude) * 10) / 10,
      dataset: DATASET_ID,
    });
  }
  // Formatted as the repository's Prettier config would, so a rebuild from the same mirror changes nothing.
  const prettierOptions = await prettier.resolveConfig(STATIONS_MODULE);
  writeFileSync(
    STATIONS_MODULE,
    await prettier.format(stationsModule(dataset, stations), { ...prettierOptions, filepath: STATIONS_MODULE }),
  );
  const states = new Set(stations.map((station) => station.state));
  for (const reason of dropped) console.log(`dropped ${reason}`);
  console.log(
    `${fileNames.length} files, ${dropped.length} dropped; ${stations.length} stations, ${states.size} states/territories, ${totalBytes} bytes in data/weather/ (commit ${commit}); DHI lowered to GHI in ${totalDiffuseCapped} hours`,
  );
}

// Run as a script, not when a script imports the parser.
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
