/**
 * A weather station's typical meteorological year, as the solar model reads it. The stations'
 * list and their files are built by scripts/weather/ from public-domain typical-year data
 * (docs/weather.md names each dataset, its edition and licence).
 */

/** A dataset the stations come from: every station names one, and a data test fails on a station without it. */
export interface WeatherDataset {
  id: string;
  title: string;
  /** Who published it. */
  source: string;
  /** Where our copy was taken from, when not from the publisher itself. */
  retrieved?: string;
  /** Edition or period of record, e.g. 'TMY3 (1991–2005)'. */
  edition: string;
  licence: string;
  /** What is synthesised rather than measured or modelled by the publisher, if anything. */
  synthetic?: string;
}

export interface WeatherStation {
  /** Stable id, the file's name: data/weather/<id>.bin. */
  id: string;
  name: string;
  /** Two-letter USPS code (50 states, DC, PR). */
  state: string;
  latitude: number;
  /** East positive: US sites are negative. */
  longitude: number;
  elevationM: number;
  /** Distance to the ocean's shore in km, capped at 50 (usShapes.ts's oceanKm): the station choice's coastal test. */
  oceanKm: number;
  /** Local standard time's offset from UTC in hours (−5 for Eastern), the file's clock. */
  utcOffsetHours: number;
  /** WeatherDataset.id */
  dataset: string;
}

/**
 * 8,760 hourly values of a non-leap year in local standard time. Row i is the hour that ends at
 * i + 1 o'clock (TMY3's hour-ending convention): row 0 is 00:00–01:00 on 1 January.
 */
export interface WeatherYear {
  /** Global horizontal, direct normal and diffuse horizontal irradiance, W/m². */
  ghi: Float32Array;
  dni: Float32Array;
  dhi: Float32Array;
  /** Dry-bulb air temperature, °C. */
  tempC: Float32Array;
  /** Wind speed at 10 m, m/s. */
  windMs: Float32Array;
  /** Ground albedo (0–1); where a file has none, 0.2. */
  albedo: Float32Array;
  /** Station pressure, mbar. */
  pressureMbar: Float32Array;
}

/**
 * The least and most annual GHI a typical year may have, kWh/m²: outside them a file is not a plausible US year.
 * The floor sits below the Arctic coast (Barrow/Utqiagvik, 71.3° N, about 713: two months of polar night and
 * overcast summers, as measured) and above a year with whole months missing.
 */
export const ANNUAL_GHI_KWH_PER_M2 = [600, 2600] as const;

/** The typical year's hours, here beside the year they count. */
export { HOURS_PER_YEAR } from '../typicalYear.ts';
