import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WEATHER_STATIONS } from '../../src/domain/solar/stations.ts';
import { ANNUAL_GHI_KWH_PER_M2, HOURS_PER_YEAR, type WeatherYear } from '../../src/domain/solar/weather.ts';
import { decodeWeatherYear } from '../../src/server/services/weatherFile.ts';

/** The built data/weather/<id>.bin files (scripts/weather/build.ts), one per station, read as the server reads them. */
const WEATHER_DIR = fileURLToPath(new URL('../../data/weather/', import.meta.url));

/** Every hour that breaks a physical bound, as text, so one failure lists them all. */
function implausibleHours(year: WeatherYear): string[] {
  const problems: string[] = [];
  for (let hour = 0; hour < HOURS_PER_YEAR; hour++) {
    const ghi = year.ghi[hour] as number;
    const dhi = year.dhi[hour] as number;
    const tempC = year.tempC[hour] as number;
    const albedo = year.albedo[hour] as number;
    if (ghi < 0 || ghi > 1400) problems.push(`hour ${hour}: GHI ${ghi}`);
    if (dhi > ghi + 5) problems.push(`hour ${hour}: DHI ${dhi} > GHI ${ghi} + 5`);
    if (tempC < -60 || tempC > 60) problems.push(`hour ${hour}: temperature ${tempC} °C`);
    if (albedo <= 0 || albedo >= 1) problems.push(`hour ${hour}: albedo ${albedo}`);
  }
  return problems;
}

describe('weather station files', () => {
  it('are every TMY3 station of the 50 states, DC and PR that passes the physical checks: 1,013 of 1,020 files', () => {
    expect(WEATHER_STATIONS).toHaveLength(1013);
    // Barrow/Utqiagvik, the Arctic coast's measured year, is above the floor (docs/weather.md).
    expect(WEATHER_STATIONS.find((station) => station.id === '700260')?.state).toBe('AK');
  });

  it('keep the whole set compact: under 32 MB on disk for the serverless function (limit 250 MB)', () => {
    const bytes = readdirSync(WEATHER_DIR).reduce((sum, name) => sum + statSync(`${WEATHER_DIR}${name}`).size, 0);
    expect(bytes).toBeLessThan(32_000_000);
  });

  it('hold one file per station and no others', () => {
    const files = readdirSync(WEATHER_DIR).filter((name) => name.endsWith('.bin'));
    expect(files.sort()).toEqual(WEATHER_STATIONS.map((station) => `${station.id}.bin`).sort());
  });

  it.each(WEATHER_STATIONS.map((station) => [station.id, station.name] as const))('%s (%s) decodes to a plausible typical year', (id) => {
    const path = `${WEATHER_DIR}${id}.bin`;
    expect(existsSync(path), path).toBe(true);
    const year = decodeWeatherYear(readFileSync(path));
    for (const values of Object.values(year)) expect(values).toHaveLength(HOURS_PER_YEAR);
    expect(implausibleHours(year)).toEqual([]);
    const annualGhiKwhPerM2 = year.ghi.reduce((sum, ghi) => sum + ghi, 0) / 1000;
    expect(annualGhiKwhPerM2).toBeGreaterThanOrEqual(ANNUAL_GHI_KWH_PER_M2[0]);
    expect(annualGhiKwhPerM2).toBeLessThanOrEqual(ANNUAL_GHI_KWH_PER_M2[1]);
  });
});
