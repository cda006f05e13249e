import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WEATHER_STATIONS } from '../../src/domain/solar/stations.ts';
import { HOURS_PER_YEAR, type WeatherYear } from '../../src/domain/solar/weather.ts';
import { decodeWeatherYear } from '../../src/domain/solar/weatherFile.ts';

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
    expect(annualGhiKwhPerM2).toBeGreaterThanOrEqual(800);
    expect(annualGhiKwhPerM2).toBeLessThanOrEqual(2600);
  });
});
