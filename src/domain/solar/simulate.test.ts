import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearSkyWeatherYear } from './clearSky.ts';
import { combinedLossPercent, LOSS_ITEMS, PV_DEFAULTS, simulatePv, type PvSystem } from './simulate.ts';
import { sunYear } from './sunPosition.ts';
import { HOURS_PER_YEAR, type WeatherYear } from './weather.ts';

/** Golden, Colorado (NREL's campus): on the UTC−7 meridian's side, 105.18° W. */
const GOLDEN = { latitude: 39.742476, longitude: -105.1786, elevationM: 1830.14, utcOffsetHours: -7 };
const SYSTEM: PvSystem = { ...PV_DEFAULTS, systemSizeKWdc: 100 };
const clearSky = clearSkyWeatherYear(GOLDEN);

function constantWeather(values: Partial<Record<keyof WeatherYear, number>>): WeatherYear {
  const filled = (value: number) => new Float32Array(HOURS_PER_YEAR).fill(value);
  return {
    ghi: filled(values.ghi ?? 0),
    dni: filled(values.dni ?? 0),
    dhi: filled(values.dhi ?? 0),
    tempC: filled(values.tempC ?? 20),
    windMs: filled(values.windMs ?? 2),
    albedo: filled(values.albedo ?? 0.2),
    pressureMbar: filled(values.pressureMbar ?? 1013),
  };
}

describe('PV_DEFAULTS', () => {
  it("are PVWatts' defaults, the losses those of LOSS_ITEMS", () => {
    expect(PV_DEFAULTS).toMatchObject({
      tracking: 'fixed',
      tilt: 20,
      azimuth: 180,
      dcAcRatio: 1.2,
      inverterEfficiencyPercent: 96,
    });
    expect(PV_DEFAULTS.lossesPercent).toBe(Number(combinedLossPercent(LOSS_ITEMS).toFixed(2)));
  });
});

describe('simulatePv', () => {
  it('produces nothing at night, even from a weather file that claims light', () => {
    const sun = sunYear(GOLDEN);
    const bright = constantWeather({ ghi: 500, dni: 400, dhi: 200 });
    for (const system of [SYSTEM, { ...SYSTEM, tracking: 'single-axis' as const }]) {
      const result = simulatePv(GOLDEN, bright, system);
      let nightOutput = 0;
      let nights = 0;
      for (let hour = 0; hour < HOURS_PER_YEAR; hour += 1) {
        if (!Number.isNaN(sun.geometricElevation[hour])) continue;
        nights += 1;
        nightOutput += result.hourlyKW[hour]!;
      }
      expect(nights).toBeGreaterThan(3500);
      expect(nightOutput).toBe(0);
    }
  });

  it('produces nothing without light', () => {
    const result = simulatePv(GOLDEN, constantWeather({}), SYSTEM);
    expect(result.annualKWh).toBe(0);
    expect(result.peakKW).toBe(0);
    expect(result.capacityFactorAC).toBe(0);
    expect(result.capacityFactorDC).toBe(0);
  });

  it('never makes more DC than the plane of array allows (horizontal plane: POA = GHI)', () => {
    const flat = { ...SYSTEM, tilt: 0 };
    const result = simulatePv(GOLDEN, clearSky, flat);
    const derate = 1 - flat.lossesPercent / 100;
    let worstRatio = 0;
    for (let hour = 0; hour < HOURS_PER_YEAR; hour += 1) {
      const ghi = clearSky.ghi[hour]!;
      if (ghi <= 0) continue;
      // cells are never colder than the 20 °C air: at most 5 °C of gain at −0.37 %/°C
      const ceiling = ((flat.systemSizeKWdc * ghi) / 1000) * (1 + 0.0037 * 5) * derate;
      worstRatio = Math.max(worstRatio, result.hourlyKW[hour]! / ceiling);
    }
    expect(worstRatio).toBeGreaterThan(0.8);
    expect(worstRatio).toBeLessThanOrEqual(1);
  });

  it('adds up: hours to months to the year, and the ratios from them', () => {
    const result = simulatePv(GOLDEN, clearSky, SYSTEM);
    const hourlySum = result.hourlyKW.reduce((sum, kw) => sum + kw, 0);
    expect(result.annualKWh).toBeCloseTo(hourlySum, 6);
    expect(result.monthlyKWh).toHaveLength(12);
    expect(result.monthlyKWh.reduce((sum, kwh) => sum + kwh, 0)).toBeCloseTo(hourlySum, 6);
    expect(result.peakKW).toBe(Math.max(...result.hourlyKW));
    expect(result.acRatingKW).toBeCloseTo(100 / 1.2, 12);
    expect(result.capacityFactorAC).toBeCloseTo(hourlySum / ((100 / 1.2) * 8760), 12);
    // PVWatts' convention: on the DC nameplate, so the AC one is it times the DC/AC ratio.
    expect(result.capacityFactorDC).toBeCloseTo(hourlySum / (100 * 8760), 12);
    expect(result.capacityFactorAC).toBeCloseTo(result.capacityFactorDC * 1.2, 12);
    expect(result.specificYieldKWhPerKWdc).toBeCloseTo(hourlySum / 100, 12);
    // January, 31 days: all of its output lies in its first 744 hours
    expect(result.monthlyKWh[0]).toBeCloseTo(
      result.hourlyKW.subarray(0, 744).reduce((sum, kw) => sum + kw, 0),
      6,
    );
  });

  it('clips at the AC rating', () => {
    const oversized = simulatePv(GOLDEN, clearSky, { ...SYSTEM, dcAcRatio: 2 });
    expect(oversized.peakKW).toBeCloseTo(oversized.acRatingKW, 9);
    expect(oversized.hourlyKW.filter((kw) => kw >= oversized.acRatingKW - 1e-9).length).toBeGreaterThan(100);
    expect(Math.max(...oversized.hourlyKW)).toBeLessThanOrEqual(oversized.acRatingKW);
  });

  it('gives sensible clear-sky years: tracking over fixed, south over north, east and west alike, tilted over flat', () => {
    const annual = (system: Partial<PvSystem>) => simulatePv(GOLDEN, clearSky, { ...SYSTEM, ...system }).annualKWh;
    const south = annual({});
    expect(south / 100).toBeGreaterThan(1500); // kWh/kWdc: a cloudless year at 1.8 km
    expect(south / 100).toBeLessThan(2300);
    expect(annual({ tracking: 'single-axis' })).toBeGreaterThan(south * 1.1);
    expect(annual({ azimuth: 0 })).toBeLessThan(south * 0.8);
    expect(annual({ tilt: 40 })).toBeGreaterThan(annual({ tilt: 0 }));
    const east = annual({ azimuth: 90 });
    const west = annual({ azimuth: 270 });
    expect(Math.abs(east - west) / east).toBeLessThan(0.03);
    const withoutBacktracking = simulatePv(GOLDEN, clearSky, { ...SYSTEM, tracking: 'single-axis', backtracking: false, gcr: 0.6 });
    expect(withoutBacktracking.annualKWh).toBeGreaterThan(0);
  });

  it('reads row i as the hour ending at i + 1 o’clock: 11–12 and 12–13 mirror each other on 15 April near the zone meridian', () => {
    // 15 April: equation of time ≈ 0; at 105° W and UTC−7, solar noon ≈ 12:01 MST
    const site = { ...GOLDEN, longitude: -105 };
    const result = simulatePv(site, clearSkyWeatherYear(site), SYSTEM);
    const day = 31 + 28 + 31 + 14;
    const before = result.hourlyKW[day * 24 + 11]!;
    const after = result.hourlyKW[day * 24 + 12]!;
    expect(before).toBeGreaterThan(0);
    expect(Math.abs(before - after) / before).toBeLessThan(0.01);
    expect(result.hourlyKW[day * 24 + 10]!).toBeLessThan(before);
  });

  it('never returns NaN, for any site, system or gaps in the weather', () => {
    const gappy = clearSkyWeatherYear(GOLDEN);
    for (let hour = 0; hour < HOURS_PER_YEAR; hour += 97) {
      gappy.ghi[hour] = Number.NaN;
      gappy.dni[hour + 1] = -5;
      gappy.tempC[hour + 2] = Number.NaN;
      gappy.pressureMbar[hour + 3] = 0;
      gappy.windMs[hour + 4] = Number.NaN;
      gappy.albedo[hour + 5] = Number.NaN;
    }
    fc.assert(
      fc.property(
        fc.record({
          latitude: fc.double({ min: 17, max: 71.5, noNaN: true }),
          longitude: fc.double({ min: -180, max: -64, noNaN: true }),
          elevationM: fc.double({ min: -90, max: 4400, noNaN: true }),
          utcOffsetHours: fc.integer({ min: -11, max: -4 }),
        }),
        fc.record({
          systemSizeKWdc: fc.double({ min: 0.1, max: 1e6, noNaN: true }),
          tracking: fc.constantFrom('fixed' as const, 'single-axis' as const),
          tilt: fc.double({ min: 0, max: 90, noNaN: true }),
          azimuth: fc.double({ min: 0, max: 360, noNaN: true }),
          gcr: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
          rotationLimitDeg: fc.double({ min: 0, max: 90, noNaN: true }),
          backtracking: fc.boolean(),
          dcAcRatio: fc.double({ min: 0.5, max: 3, noNaN: true }),
          lossesPercent: fc.double({ min: 0, max: 99, noNaN: true }),
          moduleTempCoeffPercentPerC: fc.double({ min: -1, max: 0, noNaN: true }),
          inverterEfficiencyPercent: fc.double({ min: 80, max: 99.5, noNaN: true }),
        }),
        (site, system) => {
          const result = simulatePv(site, gappy, system);
          expect(result.hourlyKW.every((kw) => Number.isFinite(kw) && kw >= 0)).toBe(true);
          for (const value of [
            result.annualKWh,
            result.peakKW,
            result.capacityFactorAC,
            result.specificYieldKWhPerKWdc,
            ...result.monthlyKWh,
          ]) {
            expect(Number.isFinite(value)).toBe(true);
          }
          expect(result.peakKW).toBeLessThanOrEqual(result.acRatingKW);
        },
      ),
      { numRuns: 40 },
    );
  });
});
