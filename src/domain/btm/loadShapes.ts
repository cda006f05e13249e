import { formatNumber, formatQuantity } from '../format.ts';
import { nearestOf } from '../solar/geo.ts';
import { HOURS_PER_YEAR } from '../typicalYear.ts';

/*
 * Typical commercial load shapes for a site without interval data: a year of hourly load of an
 * office, a retail store, a warehouse or a data hall in one of six climates, normalised to sum 1,
 * which the page scales to the site's annual energy (and peak) before the optimizer sees it.
 *
 * The shapes are the U.S. DOE Commercial Reference Buildings' EnergyPlus results as NREL's REopt.jl
 * ships them; the files live in public/load-shapes/ (with NOTICE.txt) and the page fetches the one
 * it needs, so this module names them but never reads them.
 *
 * Time basis: hour h of a shape is hour h of the typical year (../typicalYear.ts), from 1 January
 * 00:00 local standard time, like the solar model's hours. The reference buildings' schedules
 * follow daylight saving time, so between 12 March and 5 November a building that opens at 08:00
 * on the clock opens at 07:00 standard time in the shape. That is what a real building in a
 * daylight-saving state does, so the files are kept as REopt ships them, on the same hours as the
 * weather and the solar output. Two consequences follow. A tariff's time-of-use hours are clock
 * hours, so laid on standard-time hours they move one hour earlier in that period (16:00–21:00
 * daylight time is 15:00–20:00 standard). A site that keeps standard time all year (Arizona,
 * Hawaii) runs its schedules an hour later than the shape says in that period, which
 * `withoutDaylightSaving` corrects.
 */

/**
 * The calendar year the shapes were simulated on: 1 January 2017 was a Sunday, so the shapes'
 * weekends fall on the 2017 Saturdays and Sundays and their low holiday days on the 2017 US
 * holidays (16 January, 20 February, 29 May, 4 July, 4 September, 9 October, 23 November). A
 * tariff's weekday and weekend schedules must be laid on this same calendar, or an office's quiet
 * Sundays would be billed at weekday peak rates and its busy Mondays at weekend rates.
 */
export const LOAD_SHAPE_CALENDAR_YEAR = 2017;

export const LOAD_SHAPE_KINDS = [
  {
    id: 'office',
    label: 'Office',
    description: 'Weekday office hours and a short Saturday, low nights and Sundays; a morning warm-up peak on cold days.',
  },
  {
    id: 'retail',
    label: 'Retail store',
    description: 'Open every day, with shorter, quieter hours on Sundays and holidays; peaks on summer afternoons.',
  },
  {
    id: 'warehouse',
    label: 'Warehouse',
    description: 'Weekday working hours and a Saturday morning shift, with a low base the rest of the time.',
  },
  {
    id: 'datahall',
    label: 'Data hall (24/7)',
    description: 'A flat IT load with cooling that rises in hot weather (an assumed shape, not a simulated building).',
  },
] as const;
export type LoadShapeKind = (typeof LOAD_SHAPE_KINDS)[number]['id'];

/**
 * The climates, each one of REopt's reference-building cities with its ASHRAE 169 climate zone.
 * Latitude and longitude are REopt's own points for those cities (REopt picks a site's city by
 * them), so San Francisco's is downtown San José.
 */
export const LOAD_SHAPE_CLIMATES = [
  {
    id: 'chicago',
    city: 'Chicago',
    reoptCity: 'Chicago',
    ashraeZone: '5A',
    zoneLabel: 'cool, humid',
    latitude: 41.878114,
    longitude: -87.629798,
  },
  {
    id: 'san-francisco',
    city: 'San Francisco',
    reoptCity: 'SanFrancisco',
    ashraeZone: '3C',
    zoneLabel: 'warm, marine',
    latitude: 37.3382,
    longitude: -121.8863,
  },
  {
    id: 'los-angeles',
    city: 'Los Angeles',
    reoptCity: 'LosAngeles',
    ashraeZone: '3B',
    zoneLabel: 'warm, dry',
    latitude: 34.052234,
    longitude: -118.243685,
  },
  {
    id: 'houston',
    city: 'Houston',
    reoptCity: 'Houston',
    ashraeZone: '2A',
    zoneLabel: 'hot, humid',
    latitude: 29.760427,
    longitude: -95.369803,
  },
  {
    id: 'baltimore',
    city: 'Baltimore',
    reoptCity: 'Baltimore',
    ashraeZone: '4A',
    zoneLabel: 'mixed, humid',
    latitude: 39.290385,
    longitude: -76.612189,
  },
  {
    id: 'phoenix',
    city: 'Phoenix',
    reoptCity: 'Phoenix',
    ashraeZone: '2B',
    zoneLabel: 'hot, dry',
    latitude: 33.448377,
    longitude: -112.074037,
  },
] as const;
export type LoadShapeClimate = (typeof LOAD_SHAPE_CLIMATES)[number]['id'];

/** Where a shape comes from, what was done to it and under which terms it is served. */
export interface LoadShapeProvenance {
  source: 'NREL REopt.jl (DOE Commercial Reference Buildings)';
  repository: string;
  /** The REopt.jl commit the values were read at. */
  commit: string;
  /** The source file in that repository. */
  path: string;
  /** Its git blob hash at that commit, so a rebuild can prove it read the same bytes. */
  blob: string;
  /** REopt's name of the reference building the values come from. */
  buildingType: string;
  /** Which of the reference buildings' vintages REopt ships. */
  edition: string;
  licence: string;
  /** What is assumed rather than simulated, if anything. */
  synthetic?: string;
  /** What was changed beyond format and normalisation, if anything. */
  derived?: string;
}

export interface LoadShapeEntry {
  climate: LoadShapeClimate;
  kind: LoadShapeKind;
  /** Where the page fetches the file from. */
  url: string;
  provenance: LoadShapeProvenance;
}

const REPOSITORY = 'https://github.com/NREL/REopt.jl';
const COMMIT = '029db01dc17ddfc726b3fc5bb7fb72b8541cff0e';
const EDITION =
  'DOE Commercial Reference Buildings, "post-1980 construction" vintage (existing buildings, ASHRAE 90.1-1989): ' +
  'REopt.jl\'s data/load_profiles/README.md says "EnergyPlus building models (1989 code)"; not the new-construction (90.1-2004) models';
const LICENCE =
  'Apache-2.0 (REopt.jl\'s NOTICE: "Copyright 2023 Alliance for Sustainable Energy, LLC" — "Licensed under the Apache License, Version 2.0"); ' +
  'credit the U.S. DOE Commercial Reference Buildings and NREL REopt.jl; attribution and license text in /load-shapes/NOTICE.txt';

/** The REopt file each shape is built from: building type and folder of data/load_profiles/. */
const SOURCE_OF_KIND: Record<LoadShapeKind, { buildingType: string; folder: 'electric' | 'cooling' }> = {
  office: { buildingType: 'MediumOffice', folder: 'electric' },
  retail: { buildingType: 'RetailStore', folder: 'electric' },
  warehouse: { buildingType: 'Warehouse', folder: 'electric' },
  datahall: { buildingType: 'Hospital', folder: 'cooling' },
};

/** Git blob hashes of the source files at COMMIT, per `<climate>-<kind>`. */
const SOURCE_BLOBS: Record<`${LoadShapeClimate}-${LoadShapeKind}`, string> = {
  'chicago-office': '8275afa6b6004c5504ddf6aa4453e2dc67f8d72c',
  'chicago-retail': '7d2b26305d14ffd5db0e80e97da57fa1d36b035f',
  'chicago-warehouse': 'b39cf43142ab65acb2904801b786bd6c0cf74724',
  'chicago-datahall': '7a9dc858b71be68a80ce9d178a0b4c317b1debeb',
  'san-francisco-office': 'd8d1fada7a4f99a5182b541619798de50cb92af9',
  'san-francisco-retail': '368cfa879e470c859b019acc38ffd17b15443792',
  'san-francisco-warehouse': '44303dd9a79f4638d67bf69ef42d88b540b5cc99',
  'san-francisco-datahall': '8f185a25d4fe0ee38dd67cf7c87b6ee89178e1b7',
  'los-angeles-office': '8015264fc0ac67af56f098a28baeb6dcf64ccc7c',
  'los-angeles-retail': '8fed130c9b14543b8bda79a204edeef6acde9389',
  'los-angeles-warehouse': '003e1f8ed42db45589bc1bcd42fe02e72f325362',
  'los-angeles-datahall': '6c496dbc24315c1234e88d7bc3440ee9fa9eb91d',
  'houston-office': '5fcfcf2b3848e12daeeac9ef3a9108fe1e8fbdb5',
  'houston-retail': '27faab5c7c44895bf8d919c9c3b62fb8e0e7bd5e',
  'houston-warehouse': 'd0fbea50e83bc1e2f6077f864742c0266509d5f3',
  'houston-datahall': '60776de5fcb90adeebaf55eeb3a5f7ed59a3677d',
  'baltimore-office': 'a58f0cc2b3b5db04fd5e4cfc30904388f8f4ce13',
  'baltimore-retail': '826206501cab8560b0f2ad5d5ee33d0b90e5f200',
  'baltimore-warehouse': '5d31676083cca135b5c6e0a8b6a7e4bad11769c9',
  'baltimore-datahall': '5135fa271c327c48e32c17204a66598997919f71',
  'phoenix-office': '68497fe3547fa603570e72699b2e2d2aae67610e',
  'phoenix-retail': 'aa17cd73c155bc13493f9235c4ac5218a68b5333',
  'phoenix-warehouse': '3c2ffdff9577b9b16bb495573f920f5fd225ef71',
  'phoenix-datahall': '87f0f71a83387c3dc046d8a609dd52aace5809bf',
};

/*
 * REopt's RetailStore profiles put the store's Sunday-and-holiday schedule on the 2017 Saturdays
 * and the floating holidays a day early, as if simulated on a year starting on a Monday; laid on
 * 2017 they would make Saturday the quiet day and bill Sunday's full trading at weekday rates.
 */
const RETAIL_DERIVED =
  "Shifted one day later to fit the 2017 calendar: REopt's RetailStore profile has its Sunday-and-holiday schedule on the 2017 Saturdays " +
  '(as if simulated on a year starting on a Monday). Source day d became day d + 1, the first source day (a holiday) also stands for ' +
  '1 January, the last source day was dropped, and the result renormalized; the 4 July and 25 December dips fall on 5 July and 26 December.';
const DATAHALL_SYNTHETIC =
  'The DOE reference buildings have no data center. Assumed: 1.00 (IT load, flat) + 0.10 (UPS losses, distribution, lighting, flat) ' +
  "+ 0.30 × the same city's CRB Hospital cooling profile scaled to an annual mean of 1, normalized to sum 1: annual-mean PUE 1.40, " +
  "cooling following the hospital chiller's weather response, no economiser model.";

export function loadShapeUrl(climate: LoadShapeClimate, kind: LoadShapeKind): string {
  return `/load-shapes/${climate}-${kind}.json`;
}

export function loadShapeProvenance(climate: LoadShapeClimate, kind: LoadShapeKind): LoadShapeProvenance {
  const { buildingType, folder } = SOURCE_OF_KIND[kind];
  const { reoptCity } = LOAD_SHAPE_CLIMATES.find((entry) => entry.id === climate)!;
  return {
    source: 'NREL REopt.jl (DOE Commercial Reference Buildings)',
    repository: REPOSITORY,
    commit: COMMIT,
    path: `data/load_profiles/${folder}/crb8760_norm_${reoptCity}_${buildingType}.dat`,
    blob: SOURCE_BLOBS[`${climate}-${kind}`],
    buildingType: kind === 'datahall' ? 'Hospital (cooling profile only)' : buildingType,
    edition: EDITION,
    licence: LICENCE,
    ...(kind === 'datahall' ? { synthetic: DATAHALL_SYNTHETIC } : {}),
    ...(kind === 'retail' ? { derived: RETAIL_DERIVED } : {}),
  };
}

/** Every shape served, one per climate and kind. */
export const LOAD_SHAPES: readonly LoadShapeEntry[] = LOAD_SHAPE_CLIMATES.flatMap(({ id: climate }) =>
  LOAD_SHAPE_KINDS.map(({ id: kind }) => ({
    climate,
    kind,
    url: loadShapeUrl(climate, kind),
    provenance: loadShapeProvenance(climate, kind),
  })),
);

/**
 * The climate whose reference city is nearest a site, by great-circle distance. It is a distance,
 * not a climate-zone map: Denver comes out as Phoenix and Miami as Baltimore, so the page
 * should show the choice and let the user change it.
 */
export function nearestLoadShapeClimate(latitude: number, longitude: number): { climate: LoadShapeClimate; distanceKm: number } {
  const { station, distanceKm } = nearestOf(LOAD_SHAPE_CLIMATES, latitude, longitude);
  return { climate: station.id, distanceKm };
}

/** How far a shape file's values may sum from 1: rounding to 1e-9 per hour stays far inside it. */
const SUM_TOLERANCE = 1e-6;

/**
 * A shape file's values as fractions of the year's energy: `{ scale, values }`, each value divided
 * by `scale`. Throws, naming `source` (the URL, say), when the file is not 8,760 non-negative hourly
 * values summing to 1, so a truncated or wrong file never reaches the optimizer as a load.
 */
export function decodeLoadShape(json: unknown, source = 'load shape'): Float64Array {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error(`${source}: expected an object { scale, values }, got ${Array.isArray(json) ? 'an array' : typeof json}`);
  }
  const { scale, values } = json as { scale?: unknown; values?: unknown };
  if (typeof scale !== 'number' || !Number.isFinite(scale) || scale <= 0) throw new Error(`${source}: "scale" must be a positive number`);
  if (!Array.isArray(values)) throw new Error(`${source}: "values" must be an array of ${HOURS_PER_YEAR} hourly values`);
  if (values.length !== HOURS_PER_YEAR) {
    throw new Error(`${source}: expected ${HOURS_PER_YEAR} hourly values (a year of 365 days), got ${values.length}`);
  }
  const shape = new Float64Array(HOURS_PER_YEAR);
  let sum = 0;
  for (let hour = 0; hour < HOURS_PER_YEAR; hour++) {
    const value: unknown = values[hour];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new Error(`${source}: hour ${hour} is ${JSON.stringify(value)}, not a non-negative number`);
    }
    shape[hour] = value / scale;
    sum += shape[hour]!;
  }
  if (Math.abs(sum - 1) > SUM_TOLERANCE) {
    throw new Error(`${source}: the hourly fractions sum to ${sum}, not 1: the file is not a normalized load shape`);
  }
  return shape;
}

/** What the site is known to use: a year's energy, and optionally its highest hourly demand. */
export interface LoadScale {
  annualKWh: number;
  peakKW?: number;
}

/** The peaks a shape can be scaled to for an annual energy (kW), and the peak it has when only multiplied. */
export interface PeakRange {
  /** The mean load: a peak equal to it leaves a flat load, and no load peaks below its mean. */
  minKW: number;
  /** The peak at which the shape's quietest hour falls to zero; above it some hours would be negative. */
  maxKW: number;
  /** The shape's own peak for that energy (`annualKWh × max(shape) / sum(shape)`). */
  shapePeakKW: number;
}

/** A peak the shape cannot reach for the annual energy given; `range` holds the peaks it can. */
export class LoadShapeScaleError extends RangeError {
  readonly range: PeakRange;
  constructor(message: string, range: PeakRange) {
    super(message);
    this.name = 'LoadShapeScaleError';
    this.range = range;
  }
}

/** Relative slack on the peak's limits, so a limit typed back in exactly is not refused for a rounding error. */
const PEAK_TOLERANCE = 1e-9;

interface ShapeStats {
  sum: number;
  min: number;
  /** The mean hour, kept within [min, max] against rounding. */
  mean: number;
  max: number;
  /** No spread beyond rounding: such a shape scales to a flat load whatever the peak asked. */
  flat: boolean;
}

function shapeStats(shape: ArrayLike<number>): ShapeStats {
  if (shape.length !== HOURS_PER_YEAR) throw new RangeError(`A load shape has ${HOURS_PER_YEAR} hourly values, got ${shape.length}`);
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let hour = 0; hour < shape.length; hour++) {
    const value = shape[hour]!;
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`Load shape hour ${hour} is ${value}, not a non-negative number`);
    sum += value;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  if (sum <= 0) throw new RangeError('A load shape needs some energy: every hour is zero');
  const mean = Math.min(max, Math.max(min, sum / shape.length));
  return { sum, min, mean, max, flat: max - min <= 1e-12 * max || mean <= min };
}

function checkAnnual(annualKWh: number): void {
  if (!Number.isFinite(annualKWh) || annualKWh <= 0) {
    throw new RangeError(`Annual energy must be a positive number of kWh, got ${annualKWh}`);
  }
}

/** The peaks a site's form can accept for a shape and an annual energy, to show before a peak is typed. */
export function peakRangeKW(shape: ArrayLike<number>, annualKWh: number): PeakRange {
  checkAnnual(annualKWh);
  return peakRange(annualKWh, shapeStats(shape));
}

function peakRange(annualKWh: number, { sum, min, mean, max, flat }: ShapeStats): PeakRange {
  const meanKW = annualKWh / HOURS_PER_YEAR;
  // With L = a + b·s, the quietest hour is meanKW − b·(mean(s) − min(s)); it reaches zero at this peak.
  const maxKW = flat ? meanKW : meanKW + (meanKW * (max - mean)) / (mean - min);
  return { minKW: meanKW, maxKW, shapePeakKW: (annualKWh * max) / sum };
}

/** A kW figure for a message, rounded toward the inside of the range so the suggested value is accepted when typed in. */
function kW(value: number, round: 'up' | 'down' | 'nearest' = 'nearest'): string {
  const decimals = value < 10 ? 2 : 1;
  const factor = 10 ** decimals;
  const rounded = round === 'up' ? Math.ceil(value * factor) / factor : round === 'down' ? Math.floor(value * factor) / factor : value;
  return `${formatQuantity(rounded, decimals)} kW`;
}

/**
 * A year of hourly load (kW, each also the kWh of its hour) from a shape and what the site uses.
 *
 * Annual energy only: the shape multiplied by `annualKWh / sum(shape)`.
 *
 * With a peak: the affine map L = a + b·s, with b = (peak − mean) / (max(s) − mean(s)) and
 * a = mean − b·mean(s), which keeps the shape's hour-by-hour pattern, gives the annual energy and
 * the peak exactly, and puts the peak on the shape's own peak hour. A peak above the shape's own
 * lifts the spikes and digs the quiet hours; the limit is the peak at which the quietest hour
 * reaches zero. A peak below the shape's own adds a constant base and shrinks the pattern (a
 * site with a higher load factor than the typical building); it is allowed down to the mean load,
 * where the load is flat, because every peak in that range is a load that exists, and a flat load
 * is the only one whose peak equals its mean. Below the mean no load can exist. Outside the range
 * it throws a LoadShapeScaleError whose message gives the limits.
 */
export function scaleLoadShape(shape: ArrayLike<number>, { annualKWh, peakKW }: LoadScale): number[] {
  checkAnnual(annualKWh);
  const stats = shapeStats(shape);
  if (peakKW === undefined) {
    const factor = annualKWh / stats.sum;
    return Array.from(shape, (value) => value * factor);
  }
  if (!Number.isFinite(peakKW) || peakKW <= 0) throw new RangeError(`Peak demand must be a positive number of kW, got ${peakKW}`);
  const range = peakRange(annualKWh, stats);
  const energy = `${formatNumber(annualKWh)} kWh`;
  if (peakKW < range.minKW * (1 - PEAK_TOLERANCE)) {
    throw new LoadShapeScaleError(
      `A peak of ${kW(peakKW)} is below the average load of ${energy} a year (${kW(range.minKW)} = annual energy ÷ 8,760 hours), ` +
        `and no load peaks below its average. Enter a peak of at least ${kW(range.minKW, 'up')} (a flat load) and at most ` +
        `${kW(range.maxKW, 'down')}; this shape on its own peaks at ${kW(range.shapePeakKW)}. Or check the annual energy.`,
      range,
    );
  }
  if (peakKW > range.maxKW * (1 + PEAK_TOLERANCE)) {
    throw new LoadShapeScaleError(
      `A peak of ${kW(peakKW)} is too high for this shape with ${energy} a year: its quietest hours would have to go below zero. ` +
        `Enter a peak of at most ${kW(range.maxKW, 'down')} (the quietest hour then falls to zero; this shape on its own peaks at ` +
        `${kW(range.shapePeakKW)}), raise the annual energy, or use the site's interval data.`,
      range,
    );
  }
  const meanKW = range.minKW;
  // A flat shape has nothing to stretch: its only peak is its mean, which the checks above let through.
  const b = stats.flat ? 0 : Math.max(0, (peakKW - meanKW) / (stats.max - stats.mean));
  const a = meanKW - b * stats.mean;
  // At the highest allowed peak the quietest hour is zero give or take a rounding error; never hand the optimizer −1e-13 kW.
  return Array.from(shape, (value) => Math.max(0, a + b * value));
}

/**
 * The 2017 daylight-saving period in the shapes' standard-time hours: `first` is 12 March 02:00
 * (day 70), when clocks went forward; `end`, the first hour after it, is 5 November 01:00 standard
 * time (day 308), when clocks went back from 02:00 daylight time.
 */
export const DAYLIGHT_SAVING_2017_HOURS = { first: 70 * 24 + 2, end: 308 * 24 + 1 } as const;

/**
 * A shape for a site that keeps standard time all year (Arizona outside the Navajo Nation,
 * Hawaii): the reference buildings' schedules follow daylight saving time, an hour early for such
 * a site from March to November, so every hour of that period moves one hour later. The hour
 * before the period also fills its first hour and the hour after it is dropped (both the small
 * hours of a Sunday), then the shape is renormalised to sum 1.
 */
export function withoutDaylightSaving(shape: ArrayLike<number>): Float64Array {
  const { sum } = shapeStats(shape);
  const { first, end } = DAYLIGHT_SAVING_2017_HOURS;
  const shifted = Float64Array.from(shape);
  for (let hour = first; hour <= end; hour++) shifted[hour] = shape[hour - 1]!;
  const newSum = sum - shape[end]! + shape[first - 1]!;
  for (let hour = 0; hour < shifted.length; hour++) shifted[hour] = shifted[hour]! / newSum;
  return shifted;
}
