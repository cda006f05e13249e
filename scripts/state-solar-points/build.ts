/**
 * Builds each state's representative solar point (src/domain/solar/stateSolarPoints.ts) from the U.S. Large-Scale
 * Solar Photovoltaic Database (USPVDB, USGS and LBNL, public domain), as copied whole into the GitHub repository
 * brianphan19/CSS-290-Final-Project (uspvdb_v1_0_20231108.csv, 3,699 facilities of 1 MWac or more):
 *
 *   npx node scripts/state-solar-points/build.ts <mirror-git-dir>
 *
 * A state's point is the facility nearest the capacity-weighted (MWdc) centroid of its facilities: a real
 * installation, so always within the state (a centroid alone may fall outside one: Hawaii's lies at sea). States
 * without a facility in the database are given their representative weather station's point, marked an estimate.
 * docs/calculators.md and decision 081 explain the choice.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { US_STATES } from '../../src/domain/usStates.ts';
import { greatCircleKm } from '../../src/domain/solar/geo.ts';
import { WEATHER_STATIONS } from '../../src/domain/solar/stations.ts';
import { STATE_REPRESENTATIVE_STATION } from '../../src/domain/solar/stateStations.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUTPUT = join(REPO_ROOT, 'src', 'domain', 'solar', 'stateSolarPoints.ts');
const FILE = 'uspvdb_v1_0_20231108.csv';

/** One CSV line's fields (quoted fields may hold commas and doubled quotes). */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      out.push(field);
      field = '';
    } else field += char;
  }
  out.push(field);
  return out;
}

const [mirror] = process.argv.slice(2);
if (!mirror) throw new Error('Usage: node scripts/state-solar-points/build.ts <mirror-git-dir>');
const commit = execFileSync('git', ['-C', mirror, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const text = execFileSync('git', ['-C', mirror, 'show', `HEAD:${FILE}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const [header, ...lines] = text
  .replace(/^\uFEFF/, '')
  .trim()
  .split(/\r?\n/);
const columns = fields(header!);
const column = (name: string) => columns.indexOf(name);
const facilities = lines.map(fields).map((row) => ({
  state: row[column('p_state')]!,
  county: row[column('p_county')]!,
  name: row[column('p_name')]!,
  latitude: Number(row[column('ylat')]),
  longitude: Number(row[column('xlong')]),
  mwDc: Number(row[column('p_cap_dc')]),
}));

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const SOURCE =
  'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/';
/** Where this build read the publisher's file: a copy of it whole, at a commit. */
const RETRIEVED = `${FILE}, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit ${commit}`;

/** The states, DC and Puerto Rico: what the solar model covers. */
const rows = [...US_STATES, 'PR'].map((state) => {
  const own = facilities.filter((facility) => facility.state === state);
  if (own.length === 0) {
    const station = WEATHER_STATIONS.find((candidate) => candidate.id === STATE_REPRESENTATIVE_STATION[state])!;
    return {
      state,
      latitude: station.latitude,
      longitude: station.longitude,
      name: `${station.name} (weather station)`,
      facilities: 0,
      capacityMWdc: 0,
      estimate: true,
      source: `National Renewable Energy Laboratory, TMY3 station ${station.id} (${station.name}): the USPVDB has no installation in the state`,
      retrieved: 'The weather stations of the solar model (src/domain/solar/stations.ts)',
      edition: 'TMY3, 1991–2005',
      licence: 'NREL data-use notice (/weather/NOTICE.txt)',
    };
  }
  const total = own.reduce((sum, facility) => sum + facility.mwDc, 0);
  const centroid = {
    latitude: own.reduce((sum, facility) => sum + facility.latitude * facility.mwDc, 0) / total,
    longitude: own.reduce((sum, facility) => sum + facility.longitude * facility.mwDc, 0) / total,
  };
  const distance = (facility: (typeof own)[number]) =>
    greatCircleKm(centroid.latitude, centroid.longitude, facility.latitude, facility.longitude);
  const nearest = own.reduce((best, facility) => (distance(facility) < distance(best) ? facility : best));
  return {
    state,
    latitude: round(nearest.latitude, 4),
    longitude: round(nearest.longitude, 4),
    name: `${nearest.name}, ${nearest.county}${state === 'LA' ? ' Parish' : state === 'DC' ? '' : ' County'}`,
    facilities: own.length,
    capacityMWdc: round(total, 1),
    estimate: false,
    source: SOURCE,
    retrieved: RETRIEVED,
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  };
});

const module = `/**
 * Each state's representative point of its solar installations, for a PPA request that names a state and no site:
 * the utility-scale facility nearest the capacity-weighted (MWdc) centroid of the state's facilities in the USPVDB
 * (always within the state), or, where the database has none, the state's representative weather station, marked an
 * estimate. Written by scripts/state-solar-points/build.ts; do not edit by hand.
 */
export interface StateSolarPoint {
  state: string;
  latitude: number;
  longitude: number;
  /** The facility (and county), or the weather station, the point is. */
  name: string;
  /** The state's facilities in the database and their capacity, which weight the centroid. */
  facilities: number;
  capacityMWdc: number;
  /** True where the state has no facility in the database and the point stands in. */
  estimate: boolean;
  /** The publisher, at its own address. */
  source: string;
  /** Where the build read it. */
  retrieved: string;
  edition: string;
  licence: string;
}

export const STATE_SOLAR_POINTS: readonly StateSolarPoint[] = ${JSON.stringify(rows)};
`;
writeFileSync(OUTPUT, await prettier.format(module, { ...(await prettier.resolveConfig(OUTPUT)), filepath: OUTPUT }));
console.log(`${rows.length} states, ${rows.filter((row) => row.estimate).length} estimates → ${OUTPUT}`);
