/**
 * Our hourly model against PVWatts v8 on every raw TMY3 file: reads tests/fixtures/pvwatts-v8-all-stations.json (SSC's
 * annual energy per station, made by `driver --all`, README.md), parses each station's raw file with the weather build's
 * own parser, simulates the comparison systems and prints the distribution of the difference and the worst stations
 * (docs/calculators.md, "Validation against PVWatts v8").
 *
 *   npx node scripts/pvwatts-reference/all-stations.ts <weather-dir holding US/*.tmy3> [per-station.tsv]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { PV_DEFAULTS, simulatePv, type PvSystem } from '../../src/domain/solar/simulate.ts';
import { parseTmy3 } from '../weather/build.ts';
import reference from '../../tests/fixtures/pvwatts-v8-all-stations.json' with { type: 'json' };

const SYSTEMS: Record<string, Partial<PvSystem>> = {
  fixed_open_rack: { tracking: 'fixed' },
  single_axis_backtracking: { tracking: 'single-axis', backtracking: true },
};

interface Row {
  path: string;
  name: string;
  state: string;
  latitude: number;
  elevationM: number;
  /** Annual GHI, kWh/m², and the share of it that is diffuse. */
  ghi: number;
  diffuseShare: number;
  /** Hours whose DHI the parser lowered to GHI: a sign of a faulty file. */
  diffuseCapped: number;
  differences: Record<string, { ssc: number; ours: number; percent: number }>;
}

const percentile = (sorted: number[], p: number) => {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
};

const [weatherDir, tsvOut] = process.argv.slice(2);
if (!weatherDir) {
  console.error('usage: npx node scripts/pvwatts-reference/all-stations.ts <weather-dir> [per-station.tsv]');
  process.exit(2);
}
const columns = reference.columns;
const rows: Row[] = [];
const refusedByParser: { path: string; message: string }[] = [];
for (const entry of reference.stations) {
  const path = entry[0] as string;
  let parsed;
  try {
    parsed = parseTmy3(readFileSync(`${weatherDir}/${path}`, 'utf8'), path);
  } catch (error) {
    refusedByParser.push({ path, message: (error as Error).message.replace(`${path}: `, '') });
    continue;
  }
  const { station, year, diffuseCapped } = parsed;
  let ghi = 0;
  let dhi = 0;
  for (let hour = 0; hour < year.ghi.length; hour++) {
    ghi += year.ghi[hour]!;
    dhi += year.dhi[hour]!;
  }
  const differences: Row['differences'] = {};
  for (const [key, system] of Object.entries(SYSTEMS)) {
    const ssc = entry[columns.indexOf(key)] as number;
    const ours = simulatePv(station, year, { ...PV_DEFAULTS, ...system, systemSizeKWdc: 1, lossesPercent: 14 }).annualKWh;
    differences[key] = { ssc, ours, percent: 100 * (ours / ssc - 1) };
  }
  rows.push({
    path,
    name: station.name,
    state: station.state,
    latitude: station.latitude,
    elevationM: station.elevationM,
    ghi: ghi / 1000,
    diffuseShare: dhi / ghi,
    diffuseCapped,
    differences,
  });
}

console.log(
  `${reference.stations.length} stations SSC ran; ${reference.refused.length} SSC refused; ${refusedByParser.length} our parser refused; ${rows.length} compared`,
);
for (const key of Object.keys(SYSTEMS)) {
  const sorted = rows.map((row) => row.differences[key]!.percent).sort((a, b) => a - b);
  const within = (limit: number) => sorted.filter((value) => Math.abs(value) <= limit).length;
  console.log(
    `\n${key}: min ${sorted[0]!.toFixed(2)} %, p5 ${percentile(sorted, 0.05).toFixed(2)}, median ${percentile(sorted, 0.5).toFixed(2)}, ` +
      `p95 ${percentile(sorted, 0.95).toFixed(2)}, max ${sorted.at(-1)!.toFixed(2)}; within ±1 %: ${within(1)}, ±2 %: ${within(2)}, ±3 %: ${within(3)}, ±5 %: ${within(5)} of ${sorted.length}`,
  );
  const worst = [...rows].sort((a, b) => Math.abs(b.differences[key]!.percent) - Math.abs(a.differences[key]!.percent)).slice(0, 10);
  for (const row of worst) {
    const { ssc, ours, percent } = row.differences[key]!;
    console.log(
      `  ${row.path}\t${row.name} (${row.state})\tlat ${row.latitude}\telev ${row.elevationM} m\tGHI ${row.ghi.toFixed(0)} kWh/m²\tdiffuse ${(100 * row.diffuseShare).toFixed(0)} %\tDHI capped ${row.diffuseCapped} h\tSSC ${ssc.toFixed(1)}\tours ${ours.toFixed(1)}\t${percent.toFixed(2)} %`,
    );
  }
}
console.log('\nRefused by our parser:');
for (const { path, message } of refusedByParser) console.log(`  ${path}: ${message}`);
console.log('\nRefused by SSC:');
for (const { path, message } of reference.refused) console.log(`  ${path}: ${message}`);

if (tsvOut) {
  const header = ['path', 'name', 'state', 'latitude', 'elevationM', 'ghi', 'diffuseShare', 'diffuseCapped'];
  const keys = Object.keys(SYSTEMS);
  const lines = [
    [...header, ...keys.flatMap((key) => [`${key}_ssc`, `${key}_ours`, `${key}_percent`])].join('\t'),
    ...rows.map((row) =>
      [
        row.path,
        row.name,
        row.state,
        row.latitude,
        row.elevationM,
        row.ghi.toFixed(1),
        row.diffuseShare.toFixed(3),
        row.diffuseCapped,
        ...keys.flatMap((key) => [
          row.differences[key]!.ssc,
          row.differences[key]!.ours.toFixed(3),
          row.differences[key]!.percent.toFixed(3),
        ]),
      ].join('\t'),
    ),
  ];
  writeFileSync(tsvOut, `${lines.join('\n')}\n`);
}
