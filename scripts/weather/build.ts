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
import { HOURS_PER_YEAR, type WeatherDataset, type WeatherStation, type WeatherYear } from '../../src/domain/solar/weather.ts';
import { encodeWeatherYear } from '../../src/domain/solar/weatherFile.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUTPUT_DIR = join(REPO_ROOT, 'data', 'weather');
const STATIONS_MODULE = join(REPO_ROOT, 'src', 'domain', 'solar', 'stations.ts');
const DATASET_ID = 'nrel-tmy3';

/** TMY3 files have no albedo in many places (written as 0.00, often flagged '?'); a common grass/soil ground stands in. */
const DEFAULT_ALBEDO = 0.2;

/**
 * The chosen files, by the mirror's name (US/<name>.tmy3): every state, DC and PR, more where climate varies
 * within a state (coast, desert, mountains), mostly primary airport stations with long records.
 */
const SELECTED_FILES = [
  // Alaska: south-central, interior, panhandle, north-west Arctic, Bering coast, south-west. Not Barrow: its
  // 713 kWh/m² a year of GHI is below the 800 that the data test takes as the least plausible for a US site.
  'AK-Anchorage_Intl_Ap',
  'AK-Fairbanks_Intl_Arpt',
  'AK-Juneau_Intl_Arpt',
  'AK-Kotzebue_Ralph_Wein_Memorial',
  'AK-Nome_Municipal_Arpt',
  'AK-Bethel_Airport',
  'AL-Birmingham_Municipal_Ap',
  'AL-Mobile_Regional_Ap',
  'AR-Little_Rock_Adams_Field',
  'AR-Fort_Smith_Regional_Ap',
  // Arizona: low desert, high plateau, mountains
  'AZ-Phoenix_Sky_Harbor_Intl_Ap',
  'AZ-Tucson_International_Ap',
  'AZ-Flagstaff_Pulliam_Arpt',
  'AZ-Yuma_Intl_Arpt',
  'AZ-Prescott_Love_Field',
  // California: marine coast, Central Valley, deserts, north coast, Sierra east side
  'CA-Los_Angeles_Intl_Arpt',
  'CA-San_Diego_Lindbergh_Field',
  'CA-San_Francisco_Intl_Ap',
  'CA-Sacramento_Executive_Arpt',
  'CA-Fresno_Yosemite_Intl_Ap',
  'CA-Bakersfield_Meadows_Field',
  'CA-Palm_Springs_Intl',
  'CA-Daggett_Barstowdaggett_Ap',
  'CA-Redding_Municipal_Arpt',
  'CA-Arcata_Airport',
  'CA-Bishop_Airport',
  'CA-Riverside_Muni',
  // Colorado: Front Range, Western Slope, San Luis Valley
  'CO-Denver_Intl_Ap',
  'CO-Denver_Centennial_Golden_Nrel',
  'CO-Colorado_Springs_Muni_Ap',
  'CO-Grand_Junction_Walker_Field',
  'CO-Alamosa_San_Luis_Valley_Rgnl',
  'CT-Hartford_Bradley_Intl_Ap',
  'DE-Wilmington_New_Castle_Cnty_Ap',
  // TMY3 has no station inside DC; Reagan National (Arlington, VA) is 5 km from the Mall and is DC's station here.
  'VA-Washington_Dc_Reagan_Ap',
  // Florida: south-east, Gulf coast, central, north, Keys, panhandle
  'FL-Miami_Intl_Ap',
  'FL-Tampa_International_Ap',
  'FL-Orlando_Intl_Arpt',
  'FL-Jacksonville_Intl_Arpt',
  'FL-Tallahassee_Regional_Ap_Isis',
  'FL-Key_West_Intl_Arpt',
  'FL-Pensacola_Regional_Ap',
  'GA-Atlanta_Hartsfield_Intl_Ap',
  'GA-Savannah_Intl_Ap',
  // Hawaii: leeward Oahu, windward Big Island, Maui, Kauai
  'HI-Honolulu_Intl_Arpt',
  'HI-Hilo_International_Ap',
  'HI-Kahului_Airport',
  'HI-Lihue_Airport',
  'IA-Des_Moines_Intl_Ap',
  'IA-Sioux_City_Sioux_Gateway_Ap',
  'ID-Boise_Air_Terminal_Uo',
  'ID-Pocatello_Regional_Ap',
  'IL-Chicago_Ohare_Intl_Ap',
  'IL-Springfield_Capital_Ap',
  'IN-Indianapolis_Intl_Ap',
  'IN-Evansville_Regional_Ap',
  'KS-Wichita_Midcontinent_Ap',
  'KS-Topeka_Municipal_Ap',
  'KS-Goodland_Renner_Field',
  'KY-Louisville_Standiford_Field',
  'KY-Lexington_Bluegrass_Ap',
  'LA-New_Orleans_Intl_Arpt',
  'LA-Shreveport_Regional_Arpt',
  'MA-Boston_Logan_Intl_Arpt',
  'MA-Worchester_Regional_Arpt',
  'MD-Baltimore_Bltwashngtn_Intl',
  'ME-Portland_Intl_Jetport',
  'ME-Caribou_Municipal_Arpt',
  'MI-Detroit_Metropolitan_Arpt',
  'MI-Grand_Rapids_Kent_County_Int',
  'MI-Sault_Ste_Marie_Sanderson_Fie',
  'MN-Minneapolisst_Paul_Intl_Arp',
  'MN-Duluth_International_Arpt',
  'MN-International_Falls_Intl_Ap',
  'MO-St_Louis_Lambert_Intl_Arpt',
  'MO-Kansas_City_Intl_Arpt',
  'MS-Jackson_International_Ap',
  'MS-Gulfport_Biloxi_Int',
  'MT-Billings_Logan_Intl_Arpt',
  'MT-Missoula_International_Ap',
  'MT-Great_Falls_Intl_Arpt',
  'NC-Charlotte_Douglas_Intl_Arpt',
  'NC-Raleigh_Durham_International',
  'NC-Asheville_Regional_Arpt',
  'ND-Fargo_Hector_International_Ap',
  'ND-Bismarck_Municipal_Arpt_Isis',
  'NE-Omaha_Eppley_Airfield',
  'NE-North_Platte_Regional_Ap',
  'NH-Concord_Municipal_Arpt',
  'NJ-Newark_International_Arpt',
  // New Mexico: Rio Grande valley, south-east plains, north-west plateau, southern desert
  'NM-Albuquerque_Intl_Arpt_Isis',
  'NM-Roswell_Industrial_Air_Park',
  'NM-Farmington_Four_Corners_Regl',
  'NM-Las_Cruces_Intl',
  // Nevada: Mojave, Great Basin west, north-east, central
  'NV-Las_Vegas_Mccarran_Intl_Ap',
  'NV-Reno_Tahoe_International_Ap',
  'NV-Elko_Municipal_Arpt',
  'NV-Tonopah_Airport',
  // New York: the city, Hudson valley, Great Lakes snow belt, Southern Tier
  'NY-New_York_Laguardia_Arpt',
  'NY-Albany_County_Ap',
  'NY-Buffalo_Niagara_Intl_Ap',
  'NY-Syracuse_Hancock_Intl_Arpt',
  'NY-Binghamton_Edwin_A_Link_Field',
  'OH-Cincinnati_Municipal_Ap_Lunki',
  'OH-Columbus_Port_Columbus_Intl_A',
  'OH-Cleveland_Hopkins_Intl_Ap',
  'OK-Oklahoma_City_Will_Rogers_Wor',
  'OK-Tulsa_International_Airport',
  // Oregon: Willamette valley, southern valley, high desert, coast
  'OR-Portland_International_Ap',
  'OR-Eugene_Mahlon_Sweet_Arpt_Uo',
  'OR-Medford_Rogue_Valley_Intl_Ap_Ashland_Uo',
  'OR-Redmond_Roberts_Field',
  'OR-North_Bend_Muni_Airport',
  'PA-Philadelphia_International_Ap',
  'PA-Pittsburgh_International_Ap',
  'PA-Middletown_Harrisburg_Intl_Ap',
  // Puerto Rico: the wetter north coast and the drier south coast (Ponce)
  'PR-San_Juan_L_M_Marin_Intl_Ap',
  'PR-Mercedita',
  'RI-Providence_T_F_Green_State_Ar',
  'SC-Greer_Greenvlspartanbrg_Ap',
  'SC-Columbia_Metro_Arpt',
  'SC-Charleston_Intl_Arpt',
  'SD-Sioux_Falls_Foss_Field',
  'SD-Rapid_City_Regional_Arpt',
  'TN-Nashville_International_Ap',
  'TN-Memphis_International_Ap',
  'TN-Knoxville_Mcghee_Tyson_Ap',
  // Texas: humid Gulf coast, north, Hill Country, Chihuahuan desert, High Plains, Permian Basin, Rio Grande valley
  'TX-Dallasfort_Worth_Intl_Ap',
  'TX-Houston_Bush_Intercontinental',
  'TX-San_Antonio_Intl_Ap',
  'TX-Austin_Mueller_Municipal_Ap_Ut',
  'TX-El_Paso_International_Ap_Ut',
  'TX-Lubbock_International_Ap',
  'TX-Amarillo_International_Ap_Canyon_Ut',
  'TX-Midland_International_Ap',
  'TX-Corpus_Christi_Intl_Arpt_Ut',
  'TX-Brownsville_S_Padre_Isl_Intl',
  'TX-Abilene_Regional_Ap_Ut',
  'UT-Salt_Lake_City_Intl_Arpt_Isis',
  'UT-Cedar_City_Municipal_Ap',
  'UT-Saint_George_Awos',
  'VA-Norfolk_International_Ap',
  'VA-Richmond_International_Ap',
  'VA-Roanoke_Regional_Ap',
  'VT-Burlington_International_Ap',
  // Washington: Puget Sound, the inland Northwest, Yakima valley, outer coast, north Sound
  'WA-Seattle_Seattletacoma_Intl_A',
  'WA-Spokane_International_Ap_Cheney_Uo',
  'WA-Yakima_Air_Terminal',
  'WA-Quillayute_State_Airport',
  'WA-Bellingham_Intl_Ap',
  'WI-Milwaukee_Mitchell_Intl_Ap',
  'WI-Madison_Dane_Co_Regional_Arpt_Isis',
  'WV-Charleston_Yeager_Arpt',
  'WY-Cheyenne_Municipal_Arpt',
  'WY-Casper_Natrona_Co_Intl_Ap',
];

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
  station: Omit<WeatherStation, 'dataset'>;
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
  let totalBytes = 0;
  let totalDiffuseCapped = 0;
  for (const fileName of SELECTED_FILES) {
    const { station, year, diffuseCapped } = parseTmy3(git(mirror, 'show', `${commit}:US/${fileName}.tmy3`), fileName);
    if (stations.some((other) => other.id === station.id)) throw new Error(`${fileName}: station ${station.id} chosen twice`);
    const bytes = encodeWeatherYear(year);
    writeFileSync(join(OUTPUT_DIR, `${station.id}.bin`), bytes);
    totalBytes += bytes.byteLength;
    totalDiffuseCapped += diffuseCapped;
    stations.push({ ...station, state: STATE_OVERRIDES[fileName] ?? station.state, dataset: DATASET_ID });
  }
  // Formatted as the repository's Prettier config would, so a rebuild from the same mirror changes nothing.
  const prettierOptions = await prettier.resolveConfig(STATIONS_MODULE);
  writeFileSync(
    STATIONS_MODULE,
    await prettier.format(stationsModule(dataset, stations), { ...prettierOptions, filepath: STATIONS_MODULE }),
  );
  const states = new Set(stations.map((station) => station.state));
  console.log(
    `${stations.length} stations, ${states.size} states/territories, ${totalBytes} bytes in data/weather/ (commit ${commit}); DHI lowered to GHI in ${totalDiffuseCapped} hours`,
  );
}

// Run as a script, not when a script imports the parser.
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
