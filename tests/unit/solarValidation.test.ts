import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulatePv, PV_DEFAULTS, type PvSystem } from '~/domain/solar/simulate';
import { WEATHER_DATASETS, WEATHER_STATIONS } from '~/domain/solar/stations';
import { decodeWeatherYear } from '~/server/services/weatherFile';
import { loadWeatherYear } from '~/server/services/weather';
import allStations from '../fixtures/pvwatts-v8-all-stations.json' with { type: 'json' };
import reference from '../fixtures/pvwatts-v8-reference.json' with { type: 'json' };

/**
 * The hourly model against NREL's PVWatts v8 (SSC's pvwattsv8, tests/fixtures/pvwatts-v8-reference.json,
 * scripts/pvwatts-reference/README.md) on the same TMY3 years, for PVWatts's comparison system:
 * 1 kWdc, 14 % losses, DC/AC 1.2, 96 % inverter, standard module; fixed open rack at 20° facing
 * south, and single-axis trackers with backtracking (GCR 0.4, ±45°). docs/calculators.md tabulates it.
 */
const SYSTEMS = [
  { key: 'fixed_open_rack', system: { tracking: 'fixed' } },
  { key: 'single_axis_backtracking', system: { tracking: 'single-axis', backtracking: true } },
] as const;

/**
 * Annual energy within 3.5 % of PVWatts (measured: 2.9 % at worst, Anchorage's trackers; the bar a
 * screening model must clear is 7 %). Each month within 5 %, or within 0.5 % of the year's energy
 * where a month is too dark to compare by ratio (Anchorage's December is 1 % of its year).
 */
const ANNUAL_TOLERANCE = 0.035;
const MONTHLY_TOLERANCE = 0.05;
const DARK_MONTH_TOLERANCE = 0.005;

function modelled(stationId: string, system: Partial<PvSystem>) {
  const station = WEATHER_STATIONS.find((candidate) => candidate.id === stationId);
  if (!station) throw new Error(`No station ${stationId}`);
  const weather = decodeWeatherYear(readFileSync(new URL(`../../data/weather/${stationId}.bin`, import.meta.url)));
  return simulatePv(station, weather, { ...PV_DEFAULTS, ...system, systemSizeKWdc: 1, lossesPercent: 14 });
}

describe('the hourly PV model against PVWatts v8', () => {
  it.each(reference.stations.flatMap((station) => SYSTEMS.map(({ key, system }) => [station.name, key, station, system] as const)))(
    '%s, %s',
    (_name, key, station, system) => {
      const expected = station.systems[key];
      const result = modelled(station.station_id, system);
      expect(Math.abs(result.annualKWh / expected.annual_ac_kwh_per_kwdc - 1)).toBeLessThan(ANNUAL_TOLERANCE);
      result.monthlyKWh.forEach((kWh, month) => {
        const pvwatts = expected.monthly_ac_kwh_per_kwdc[month]!;
        const off = Math.abs(kWh - pvwatts);
        expect(
          off < MONTHLY_TOLERANCE * pvwatts || off < DARK_MONTH_TOLERANCE * expected.annual_ac_kwh_per_kwdc,
          `month ${month + 1}`,
        ).toBe(true);
      });
    },
  );

  it('follows the day of 21 June at Phoenix hour by hour (row i is the hour ending at i + 1 o’clock)', () => {
    const expected = reference.stations.find((station) => station.station_id === '722780')!.systems.fixed_open_rack.ac_w_21_june!;
    const result = modelled('722780', { tracking: 'fixed' });
    const day = Array.from(result.hourlyKW.slice(171 * 24, 172 * 24), (kW) => kW * 1000);
    day.forEach((watts, hour) => expect(Math.abs(watts - expected[hour]!), `hour ${hour}`).toBeLessThan(40));
  });
});

/**
 * The rotation limit as an input, against pvwattsv8's `rotlim` (the fixture's 30° and 60° runs beside its 45° one):
 * the change in annual energy from ±45° agrees with PVWatts' within 1 percentage point (measured: 0.83 at worst,
 * Anchorage at 30°), and goes the same way wherever PVWatts' changes by more than 0.15 %.
 */
describe('the rotation limit against PVWatts v8', () => {
  const CHANGE_TOLERANCE_POINTS = 1;
  const SIGN_THRESHOLD_PERCENT = 0.15;
  it.each(reference.stations.flatMap((station) => ([30, 60] as const).map((limit) => [station.name, limit, station] as const)))(
    '%s, ±%d° against ±45°',
    (_name, limit, station) => {
      const pvwatts = station.systems[`single_axis_backtracking_rotlim_${limit}`].annual_ac_kwh_per_kwdc;
      const pvwattsChange = 100 * (pvwatts / station.systems.single_axis_backtracking.annual_ac_kwh_per_kwdc - 1);
      const tracker = { tracking: 'single-axis', backtracking: true } as const;
      const ours = modelled(station.station_id, { ...tracker, rotationLimitDeg: limit }).annualKWh;
      const ourChange = 100 * (ours / modelled(station.station_id, tracker).annualKWh - 1);
      expect(Math.abs(ourChange - pvwattsChange)).toBeLessThan(CHANGE_TOLERANCE_POINTS);
      const sameWay = Math.sign(ourChange) === Math.sign(pvwattsChange);
      expect(sameWay || Math.abs(pvwattsChange) <= SIGN_THRESHOLD_PERCENT, 'the same way as PVWatts').toBe(true);
    },
  );
});

/**
 * Every stored station against pvwattsv8 on the same TMY3 file (tests/fixtures/pvwatts-v8-all-stations.json: SSC run on
 * all 1,020 raw files of the weather source, scripts/pvwatts-reference/README.md), its year read as the server reads it.
 * The list is the stored stations', so it grows with them. Measured on the raw files (docs/calculators.md): where diffuse
 * light is under half the year's GHI, fixed within 2.4 % and trackers within 3.2 %; in the cloudiest climates (Alaska's
 * coasts, the Aleutians, the Pacific Northwest's and Appalachia's wettest stations) up to 5.2 % and 6.9 %.
 */
describe('every stored station against PVWatts v8', () => {
  const byId = new Map(allStations.stations.map((row) => [row[1] as string, row]));
  const column = (key: string) => allStations.columns.indexOf(key);
  const TOLERANCE = { clear: { fixed_open_rack: 0.03, single_axis_backtracking: 0.035 }, cloudy: 0.07 };
  const stations = WEATHER_STATIONS.filter((station) => byId.has(station.id));

  it('has PVWatts v8 figures for every stored station, from the weather commit the stations were built from', () => {
    expect(stations.map((station) => station.id)).toEqual(WEATHER_STATIONS.map((station) => station.id));
    for (const station of stations) {
      const dataset = WEATHER_DATASETS.find((candidate) => candidate.id === station.dataset);
      expect(dataset?.retrieved, station.id).toContain(allStations.weather.commit);
    }
  });

  it.each(stations.map((station) => [station.name, station] as const))('%s', async (_name, station) => {
    const weather = await loadWeatherYear(station.id);
    let ghi = 0;
    let dhi = 0;
    weather.ghi.forEach((value, hour) => ((ghi += value), (dhi += weather.dhi[hour]!)));
    const clear = dhi / ghi < 0.5;
    for (const { key, system } of SYSTEMS) {
      const pvwatts = byId.get(station.id)![column(key)] as number;
      const ours = simulatePv(station, weather, { ...PV_DEFAULTS, ...system, systemSizeKWdc: 1, lossesPercent: 14 }).annualKWh;
      expect(Math.abs(ours / pvwatts - 1), key).toBeLessThan(clear ? TOLERANCE.clear[key] : TOLERANCE.cloudy);
    }
  });
});
