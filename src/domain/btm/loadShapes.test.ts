import { describe, expect, it } from 'vitest';
import { formatQuantity } from '../format.ts';
import { HOURS_PER_YEAR } from '../typicalYear.ts';
import {
  DAYLIGHT_SAVING_2017_HOURS,
  LOAD_SHAPE_CALENDAR_YEAR,
  LOAD_SHAPE_CLIMATES,
  LOAD_SHAPE_KINDS,
  LOAD_SHAPES,
  LoadShapeScaleError,
  decodeLoadShape,
  loadShapeUrl,
  nearestLoadShapeClimate,
  peakRangeKW,
  scaleLoadShape,
  withoutDaylightSaving,
  type LoadShapeClimate,
  type LoadShapeKind,
} from './loadShapes.ts';

/*
 * Every file of public/load-shapes/, as text. Read through Vite's glob rather than node:fs because
 * src/domain may not import node modules (eslint.config.js), tests included.
 */
const FILES: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../../public/load-shapes/*', { query: '?raw', import: 'default', eager: true })).map(
    ([path, text]) => [path.slice(path.lastIndexOf('/') + 1), text],
  ),
);

function shapeOf(climate: LoadShapeClimate, kind: LoadShapeKind): Float64Array {
  const name = `${climate}-${kind}.json`;
  const text = FILES[name];
  if (text === undefined) throw new Error(`public/load-shapes/${name} is missing`);
  return decodeLoadShape(JSON.parse(text), name);
}

const sumOf = (values: ArrayLike<number>) => Array.from(values).reduce((sum, value) => sum + value, 0);
const maxOf = (values: ArrayLike<number>) => Math.max(...Array.from(values));
const minOf = (values: ArrayLike<number>) => Math.min(...Array.from(values));
const argMax = (values: ArrayLike<number>) => Array.from(values).indexOf(maxOf(values));

/** Mean daily energy of each weekday (0 = Sunday, as 1 January 2017 was), over the mean day. */
function weekdayRatios(shape: Float64Array): number[] {
  const days = Array.from({ length: 365 }, (_, day) => sumOf(shape.subarray(day * 24, day * 24 + 24)));
  const meanDay = sumOf(days) / 365;
  return Array.from({ length: 7 }, (_, weekday) => {
    const these = days.filter((_, day) => day % 7 === weekday);
    return sumOf(these) / these.length / meanDay;
  });
}

/**
 * Figures of each shape from the research extraction's manifest (scratch loads/manifest.json,
 * computed with numpy from REopt.jl @ 029db01d): peak and minimum over the mean, and the peak's
 * hour of the year. They pin each file to the source it claims.
 */
const MANIFEST: Record<`${LoadShapeClimate}-${LoadShapeKind}`, { peakOverMean: number; minOverMean: number; peakHour: number }> = {
  'chicago-office': { peakOverMean: 3.4797, minOverMean: 0.1828, peakHour: 702 },
  'chicago-retail': { peakOverMean: 2.7552, minOverMean: 0.0941, peakHour: 4670 },
  'chicago-warehouse': { peakOverMean: 3.0818, minOverMean: 0.1503, peakHour: 4406 },
  'chicago-datahall': { peakOverMean: 1.2455, minOverMean: 0.7857, peakHour: 5175 },
  'san-francisco-office': { peakOverMean: 3.3176, minOverMean: 0.2245, peakHour: 30 },
  'san-francisco-retail': { peakOverMean: 2.6037, minOverMean: 0.1075, peakHour: 6519 },
  'san-francisco-warehouse': { peakOverMean: 2.7737, minOverMean: 0.1988, peakHour: 6495 },
  'san-francisco-datahall': { peakOverMean: 1.1266, minOverMean: 0.9279, peakHour: 4379 },
  'los-angeles-office': { peakOverMean: 2.5701, minOverMean: 0.21, peakHour: 5271 },
  'los-angeles-retail': { peakOverMean: 2.591, minOverMean: 0.0993, peakHour: 6419 },
  'los-angeles-warehouse': { peakOverMean: 2.6379, minOverMean: 0.2029, peakHour: 5269 },
  'los-angeles-datahall': { peakOverMean: 1.0943, minOverMean: 0.9297, peakHour: 5267 },
  'houston-office': { peakOverMean: 2.9409, minOverMean: 0.1828, peakHour: 390 },
  'houston-retail': { peakOverMean: 2.7019, minOverMean: 0.0819, peakHour: 5079 },
  'houston-warehouse': { peakOverMean: 3.3561, minOverMean: 0.1667, peakHour: 5822 },
  'houston-datahall': { peakOverMean: 1.0856, minOverMean: 0.8077, peakHour: 4764 },
  'baltimore-office': { peakOverMean: 3.4874, minOverMean: 0.1881, peakHour: 390 },
  'baltimore-retail': { peakOverMean: 2.881, minOverMean: 0.0946, peakHour: 4956 },
  'baltimore-warehouse': { peakOverMean: 3.356, minOverMean: 0.1608, peakHour: 5487 },
  'baltimore-datahall': { peakOverMean: 1.1769, minOverMean: 0.7902, peakHour: 5295 },
  'phoenix-office': { peakOverMean: 3.2886, minOverMean: 0.1769, peakHour: 3807 },
  'phoenix-retail': { peakOverMean: 2.9014, minOverMean: 0.0812, peakHour: 4312 },
  'phoenix-warehouse': { peakOverMean: 3.4373, minOverMean: 0.1529, peakHour: 5103 },
  'phoenix-datahall': { peakOverMean: 1.1112, minOverMean: 0.8604, peakHour: 4861 },
};

describe('the load shape files', () => {
  it('are exactly the catalogue, one per climate and kind, with the NOTICE', () => {
    const expected = [...LOAD_SHAPES.map((entry) => entry.url.slice('/load-shapes/'.length)), 'NOTICE.txt'].sort();
    expect(Object.keys(FILES).sort()).toEqual(expected);
    expect(LOAD_SHAPES).toHaveLength(LOAD_SHAPE_CLIMATES.length * LOAD_SHAPE_KINDS.length);
  });

  it('credit REopt.jl, its Apache-2.0 NOTICE and the DOE reference buildings, and say what is derived or synthetic', () => {
    const notice = FILES['NOTICE.txt'] ?? '';
    expect(notice).toContain('Copyright 2023 Alliance for Sustainable Energy, LLC');
    expect(notice).toContain('Licensed under the Apache License, Version 2.0');
    expect(notice).toContain('TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION');
    expect(notice).toContain('Commercial Reference Buildings');
    expect(notice).toContain('029db01dc17ddfc726b3fc5bb7fb72b8541cff0e');
    expect(notice).toMatch(/DERIVED:\s+<city>-retail\.json/);
    expect(notice).toMatch(/SYNTHETIC[^\n]*\n\s+<city>-datahall\.json/);
  });

  it.each(LOAD_SHAPES.map((entry) => [`${entry.climate}-${entry.kind}`, entry] as const))('%s has its provenance', (_, entry) => {
    const { provenance } = entry;
    expect(entry.url).toBe(loadShapeUrl(entry.climate, entry.kind));
    expect(provenance.source).toBe('NREL REopt.jl (DOE Commercial Reference Buildings)');
    expect(provenance.repository).toBe('https://github.com/NREL/REopt.jl');
    expect(provenance.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(provenance.blob).toMatch(/^[0-9a-f]{40}$/);
    const { reoptCity } = LOAD_SHAPE_CLIMATES.find((climate) => climate.id === entry.climate)!;
    expect(provenance.path).toMatch(new RegExp(`^data/load_profiles/(electric|cooling)/crb8760_norm_${reoptCity}_[A-Za-z]+\\.dat$`));
    expect(provenance.edition).toContain('1989');
    expect(provenance.licence).toContain('Apache-2.0');
    expect(provenance.licence).toContain('Alliance for Sustainable Energy');
    expect(Boolean(provenance.synthetic), 'only the data hall is synthetic').toBe(entry.kind === 'datahall');
    expect(Boolean(provenance.derived), 'only retail is shifted').toBe(entry.kind === 'retail');
  });

  it.each(LOAD_SHAPES.map((entry) => [entry.climate, entry.kind] as const))(
    '%s %s decodes to 8,760 hours summing to 1, with the figures of its source',
    (climate, kind) => {
      const shape = shapeOf(climate, kind);
      expect(shape).toHaveLength(HOURS_PER_YEAR);
      expect(sumOf(shape)).toBeCloseTo(1, 12);
      const mean = 1 / HOURS_PER_YEAR;
      const expected = MANIFEST[`${climate}-${kind}`];
      expect(maxOf(shape) / mean).toBeCloseTo(expected.peakOverMean, 3);
      expect(minOf(shape) / mean).toBeCloseTo(expected.minOverMean, 3);
      expect(argMax(shape)).toBe(expected.peakHour);
    },
  );

  it('put the Chicago office peak at 3.480 × its mean, on a January morning warm-up', () => {
    const shape = shapeOf('chicago', 'office');
    expect((maxOf(shape) * HOURS_PER_YEAR).toFixed(3)).toBe('3.480');
    expect(argMax(shape)).toBe(29 * 24 + 6); // 30 January 2017, 06:00 standard time
  });

  it.each(LOAD_SHAPE_CLIMATES.flatMap((climate) => (['office', 'warehouse'] as const).map((kind) => [climate.id, kind] as const)))(
    '%s %s uses less on Saturdays and Sundays than on any weekday of 2017, and less on 4 July',
    (climate, kind) => {
      const shape = shapeOf(climate, kind);
      const [sunday, monday, tuesday, wednesday, thursday, friday, saturday] = weekdayRatios(shape) as [number, ...number[]];
      const leastWeekday = Math.min(monday!, tuesday!, wednesday!, thursday!, friday!);
      expect(sunday).toBeLessThan(leastWeekday);
      expect(saturday).toBeLessThan(leastWeekday);
      // 4 July 2017 (day 184, a Tuesday) against the Tuesdays a week either side.
      const day = (index: number) => sumOf(shape.subarray(index * 24, index * 24 + 24));
      expect(day(184)).toBeLessThan(0.8 * Math.min(day(177), day(191)));
    },
  );

  it.each(LOAD_SHAPE_CLIMATES.map((climate) => climate.id))('%s retail is quiet on the 2017 Sundays, busy on Saturdays', (climate) => {
    const [sunday, ...rest] = weekdayRatios(shapeOf(climate, 'retail')) as [number, ...number[]];
    expect(sunday).toBeLessThan(0.7);
    for (const other of rest) expect(other).toBeGreaterThan(0.95);
  });

  it.each(LOAD_SHAPE_CLIMATES.map((climate) => climate.id))('%s data hall is near flat through the week, 24/7', (climate) => {
    const ratios = weekdayRatios(shapeOf(climate, 'datahall'));
    expect(maxOf(ratios) / minOf(ratios)).toBeLessThan(1.04);
  });
});

describe('LOAD_SHAPE_CALENDAR_YEAR', () => {
  it('is a year starting on a Sunday, the day the shapes are quietest', () => {
    expect(new Date(Date.UTC(LOAD_SHAPE_CALENDAR_YEAR, 0, 1)).getUTCDay()).toBe(0);
    const ratios = weekdayRatios(shapeOf('chicago', 'office'));
    expect(ratios.indexOf(minOf(ratios))).toBe(0);
  });
});

describe('nearestLoadShapeClimate', () => {
  it.each([
    [41.88, -87.63, 'chicago'],
    [32.72, -117.16, 'los-angeles'], // San Diego
    [40.71, -74.01, 'baltimore'], // New York
    [47.61, -122.33, 'san-francisco'], // Seattle
    [32.78, -96.8, 'houston'], // Dallas
    [32.22, -110.97, 'phoenix'], // Tucson
  ] as const)('%f, %f is nearest %s', (latitude, longitude, climate) => {
    expect(nearestLoadShapeClimate(latitude, longitude).climate).toBe(climate);
  });
});

/** 8,760 hours alternating 1 and 3, normalised: mean(s) = 1/8,760, min = 0.5 × mean, max = 1.5 × mean. */
const twoLevel = Float64Array.from({ length: HOURS_PER_YEAR }, (_, hour) => (hour % 2 === 0 ? 1 : 3) / (2 * HOURS_PER_YEAR));

describe('decodeLoadShape', () => {
  const file = (values: number[], scale = 1000) => ({ scale, values });
  const even = Array.from({ length: HOURS_PER_YEAR }, () => 1000 / HOURS_PER_YEAR);

  it('divides by the scale', () => {
    const values = Array.from({ length: HOURS_PER_YEAR }, (_, hour) => (hour === 0 ? 1000 : 0));
    const shape = decodeLoadShape(file(values));
    expect(shape[0]).toBe(1);
    expect(shape[1]).toBe(0);
  });

  it.each([
    ['an array', even, /expected an object \{ scale, values \}, got an array/],
    ['a missing scale', { values: even }, /"scale" must be a positive number/],
    ['no values', { scale: 1 }, /"values" must be an array/],
    ['a leap year', file([...even, 0, 0, 0]), /expected 8760 hourly values \(a year of 365 days\), got 8763/],
    ['a negative hour', file(even.map((value, hour) => (hour === 5 ? -value : value))), /hour 5 is -0\.114\d*, not a non-negative number/],
    ['a text hour', file(even.map((value, hour) => (hour === 7 ? ('x' as unknown as number) : value))), /hour 7 is "x"/],
    ['a sum of 2', file(even.map((value) => 2 * value)), /sum to 2\.0*\d*, not 1/],
  ])('refuses %s, naming the file', (_, json, message) => {
    expect(() => decodeLoadShape(json, '/load-shapes/x.json')).toThrow(message);
    expect(() => decodeLoadShape(json, '/load-shapes/x.json')).toThrow(/^\/load-shapes\/x\.json: /);
  });
});

describe('scaleLoadShape', () => {
  const office = () => shapeOf('chicago', 'office');
  const annualKWh = 1_000_000;

  it('with the annual energy only, multiplies the shape', () => {
    const shape = office();
    const load = scaleLoadShape(shape, { annualKWh });
    expect(load).toHaveLength(HOURS_PER_YEAR);
    expect(sumOf(load)).toBeCloseTo(annualKWh, 6);
    expect(load[702]).toBeCloseTo(shape[702]! * annualKWh, 9);
    expect(maxOf(load)).toBeCloseTo((annualKWh * 3.4797) / HOURS_PER_YEAR, 0);
  });

  it('gives the exact energy and peak on the shape’s own peak hour, lower or higher than the shape’s', () => {
    for (const peakKW of [150, 300, 397, 450]) {
      const load = scaleLoadShape(office(), { annualKWh, peakKW });
      expect(sumOf(load)).toBeCloseTo(annualKWh, 6);
      expect(maxOf(load)).toBeCloseTo(peakKW, 9);
      expect(argMax(load)).toBe(702);
      expect(minOf(load)).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps the worked example: a two-level shape scaled to 17,520 kWh', () => {
    const annual = 2 * HOURS_PER_YEAR; // mean 2 kW
    const range = peakRangeKW(twoLevel, annual);
    expect(range.minKW).toBe(2);
    expect(range.maxKW).toBeCloseTo(4, 9);
    expect(range.shapePeakKW).toBeCloseTo(3, 9);
    const at = (peakKW: number) => scaleLoadShape(twoLevel, { annualKWh: annual, peakKW }).slice(0, 2);
    expect(at(3).map((kW) => +kW.toFixed(9))).toEqual([1, 3]); // the shape's own peak: a plain multiply
    expect(at(2.5).map((kW) => +kW.toFixed(9))).toEqual([1.5, 2.5]); // a = 1 kW of base, b halved
    expect(at(4).map((kW) => +kW.toFixed(9))).toEqual([0, 4]); // the highest: quiet hours at zero
    expect(at(2)).toEqual([2, 2]); // the lowest: flat
  });

  it('allows a peak equal to the mean load, which is a flat load', () => {
    const meanKW = annualKWh / HOURS_PER_YEAR;
    const load = scaleLoadShape(office(), { annualKWh, peakKW: meanKW });
    expect(maxOf(load) - minOf(load)).toBeLessThan(1e-9);
    expect(sumOf(load)).toBeCloseTo(annualKWh, 6);
  });

  it('allows the highest peak exactly, with the quietest hour at zero', () => {
    const shape = office();
    const { maxKW } = peakRangeKW(shape, annualKWh);
    const load = scaleLoadShape(shape, { annualKWh, peakKW: maxKW });
    expect(minOf(load)).toBeCloseTo(0, 9);
    expect(maxOf(load)).toBeCloseTo(maxKW, 9);
    expect(sumOf(load)).toBeCloseTo(annualKWh, 6);
  });

  it('refuses a peak the shape cannot reach without negative hours, saying the highest it can', () => {
    const shape = office();
    const range = peakRangeKW(shape, annualKWh);
    const peakKW = Math.ceil(range.maxKW) + 50;
    let error: unknown;
    try {
      scaleLoadShape(shape, { annualKWh, peakKW });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LoadShapeScaleError);
    const { message, range: given } = error as LoadShapeScaleError;
    expect(given).toEqual(range);
    expect(message).toContain(`A peak of ${formatQuantity(peakKW, 1)} kW is too high for this shape with 1,000,000 kWh a year`);
    const suggested = Math.floor(range.maxKW * 10) / 10;
    expect(message).toContain(`at most ${formatQuantity(suggested, 1)} kW`);
    expect(message).toContain(`on its own peaks at ${formatQuantity(range.shapePeakKW, 1)} kW`);
    // The suggested figure is itself accepted.
    expect(maxOf(scaleLoadShape(shape, { annualKWh, peakKW: suggested }))).toBeCloseTo(suggested, 9);
  });

  it('refuses a peak below the mean load, saying the lowest and highest it can take', () => {
    expect(() => scaleLoadShape(twoLevel, { annualKWh: 2 * HOURS_PER_YEAR, peakKW: 1.5 })).toThrow(
      'A peak of 1.5 kW is below the average load of 17,520 kWh a year (2 kW = annual energy ÷ 8,760 hours)',
    );
    expect(() => scaleLoadShape(twoLevel, { annualKWh: 2 * HOURS_PER_YEAR, peakKW: 1.5 })).toThrow(
      /Enter a peak of at least 2 kW \(a flat load\) and at most 4 kW; this shape on its own peaks at 3 kW/,
    );
  });

  it.each([
    [{ annualKWh: 0 }, /Annual energy must be a positive number of kWh, got 0/],
    [{ annualKWh: Number.NaN }, /Annual energy must be a positive number of kWh, got NaN/],
    [{ annualKWh: 1000, peakKW: 0 }, /Peak demand must be a positive number of kW, got 0/],
    [{ annualKWh: 1000, peakKW: Number.POSITIVE_INFINITY }, /Peak demand must be a positive number of kW, got Infinity/],
  ])('refuses %o', (scale, message) => {
    expect(() => scaleLoadShape(twoLevel, scale)).toThrow(message);
  });

  it('scales a flat shape to a flat load, whose only peak is its mean', () => {
    const flat = new Float64Array(HOURS_PER_YEAR).fill(1 / HOURS_PER_YEAR);
    const load = scaleLoadShape(flat, { annualKWh: HOURS_PER_YEAR, peakKW: 1 });
    expect(maxOf(load) - minOf(load)).toBeLessThan(1e-12);
    expect(load[0]).toBeCloseTo(1, 12);
    expect(() => scaleLoadShape(flat, { annualKWh: HOURS_PER_YEAR, peakKW: 2 })).toThrow(/Enter a peak of at most 1 kW/);
  });

  it('refuses a shape that is not a year of hours', () => {
    expect(() => scaleLoadShape([0.5, 0.5], { annualKWh: 1000 })).toThrow(/8760 hourly values, got 2/);
  });
});

describe('withoutDaylightSaving', () => {
  /** An office's evening close: the first hour after noon below a quarter of the way from the day's lowest hour to its highest. */
  const closingHour = (shape: Float64Array, day: number) => {
    const hours = shape.subarray(day * 24, day * 24 + 24);
    const threshold = minOf(hours) + 0.25 * (maxOf(hours) - minOf(hours));
    for (let hour = 12; hour < 24; hour++) if (hours[hour]! < threshold) return hour;
    return 24;
  };

  it('moves the daylight-saving months one hour later and keeps the sum at 1', () => {
    const shape = shapeOf('phoenix', 'office');
    const shifted = withoutDaylightSaving(shape);
    expect(sumOf(shifted)).toBeCloseTo(1, 12);
    const { first, end } = DAYLIGHT_SAVING_2017_HOURS;
    expect([first, end]).toEqual([70 * 24 + 2, 308 * 24 + 1]);
    const factor = shifted[0]! / shape[0]!;
    expect(shifted[first - 1]! / shape[first - 1]!).toBeCloseTo(factor, 12);
    expect(shifted[4000]! / shape[3999]!).toBeCloseTo(factor, 12);
    expect(shifted[end + 1]! / shape[end + 1]!).toBeCloseTo(factor, 12);
    // A March weekday before the change closes at the same standard hour as a July one after the shift.
    expect(closingHour(shape, 193)).toBe(closingHour(shape, 66) - 1); // as shipped: an hour early in summer
    expect(closingHour(shifted, 193)).toBe(closingHour(shape, 66));
  });
});
