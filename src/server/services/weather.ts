import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { WeatherYear } from '../../domain/solar/weather.ts';
import { decodeWeatherYear } from './weatherFile.ts';
import { projectFolder } from '../projectFolder.ts';

/**
 * The stations' typical years (data/weather/<id>.bin, docs/weather.md), read on first use and
 * kept for the next request: a station's year is about 250 KB decoded, and most requests ask for
 * the few stations near the sites people model.
 */
const KEPT_YEARS = 32;
const years = new Map<string, Promise<WeatherYear>>();

export function weatherRoot(): string {
  return projectFolder('data/weather', process.env.WEATHER_DIR);
}

/** A station's year by its id (from WEATHER_STATIONS: the request names a site, never a file). */
export function loadWeatherYear(stationId: string): Promise<WeatherYear> {
  if (!/^[A-Za-z0-9_-]+$/.test(stationId)) throw new Error(`Not a station id: ${stationId}`);
  let year = years.get(stationId);
  if (year) {
    // Most recently used last, so the oldest is the first to go.
    years.delete(stationId);
  } else {
    const reading = readFile(path.join(weatherRoot(), `${stationId}.bin`)).then((bytes) => decodeWeatherYear(bytes));
    // A failed read is not kept: the next request tries again.
    reading.catch(() => years.get(stationId) === reading && years.delete(stationId));
    year = reading;
  }
  years.set(stationId, year);
  if (years.size > KEPT_YEARS) years.delete(years.keys().next().value!);
  return year;
}
