import { describe, expect, it } from 'vitest';
import {
  geocentricSun,
  incidenceAngle,
  interpolatedGeocentricSun,
  julianDay,
  observerTerms,
  rowStartJd,
  solarPosition,
  SIMULATION_DELTA_T,
  SUNRISE_ELEVATION,
  sunYear,
  topocentricSun,
} from './sunPosition.ts';
import { HOURS_PER_YEAR } from './weather.ts';

/** Reda & Andreas, NREL/TP-560-34302, Table A5.1: the paper's example. */
const PAPER_EXAMPLE = {
  year: 2003,
  month: 10,
  day: 17,
  hour: 12,
  minute: 30,
  second: 30,
  timezone: -7,
  latitude: 39.742476,
  longitude: -105.1786,
  elevationM: 1830.14,
  pressureMbar: 820,
  temperatureC: 11,
  deltaT: 67,
  slope: 30,
  azimuthRotation: -10,
};

describe('solarPosition (full SPA)', () => {
  it("reproduces the paper's test case to 1e-4°", () => {
    const result = solarPosition(PAPER_EXAMPLE);
    expect(Math.abs(result.zenith - 50.11162)).toBeLessThan(1e-4);
    expect(Math.abs(result.azimuth - 194.34024)).toBeLessThan(1e-4);
    expect(Math.abs(result.incidence - 25.187)).toBeLessThan(1e-4);
  });

  it("reproduces the paper's intermediate values (Table A5.2)", () => {
    const jd = julianDay(2003, 10, 17, (12 + 7 + 30.5 / 60) / 24);
    expect(jd).toBeCloseTo(2452930.312847, 6);
    const sun = geocentricSun(jd, 67);
    expect(sun.rightAscension).toBeCloseTo(202.22741, 5);
    expect(sun.declination).toBeCloseTo(-9.31434, 5);
    expect(sun.radius).toBeCloseTo(0.9965422974, 9);
    const topocentric = topocentricSun(sun, PAPER_EXAMPLE);
    expect(topocentric.geometricElevation).toBeCloseTo(39.872046, 5);
  });

  it('puts the sun in the east in the morning and the west in the afternoon, at noon due south at mid-latitudes', () => {
    const at = (hour: number) => solarPosition({ ...PAPER_EXAMPLE, hour, minute: 0, second: 0 });
    expect(at(9).azimuth).toBeGreaterThan(90);
    expect(at(9).azimuth).toBeLessThan(180);
    expect(at(15).azimuth).toBeGreaterThan(180);
    expect(at(15).azimuth).toBeLessThan(270);
    expect(at(3).zenith).toBeGreaterThan(90);
  });
});

describe('incidenceAngle', () => {
  it('is zero on a plane facing the sun and the zenith angle on a horizontal one', () => {
    expect(incidenceAngle(35, 140, 35, 140)).toBeCloseTo(0, 5);
    expect(incidenceAngle(62, 250, 0, 180)).toBeCloseTo(62, 9);
    expect(incidenceAngle(0, 0, 90, 180)).toBeCloseTo(90, 9);
  });
});

describe('the fast path', () => {
  const denver = { latitude: 39.742476, longitude: -105.1786, elevationM: 1830.14, utcOffsetHours: -7 };

  it('matches the full SPA to 0.01° at every hour of the year', () => {
    const year = sunYear(denver);
    const terms = observerTerms(denver);
    let worstElevation = 0;
    let worstAzimuth = 0;
    let worstCacheDifference = 0;
    for (let hour = 0; hour < HOURS_PER_YEAR; hour += 1) {
      const jd = rowStartJd(hour, denver.utcOffsetHours) + year.hourFraction[hour]! / 24;
      const full = topocentricSun(geocentricSun(jd, SIMULATION_DELTA_T), denver, terms);
      const fast = topocentricSun(interpolatedGeocentricSun(jd), denver, terms);
      worstElevation = Math.max(worstElevation, Math.abs(fast.geometricElevation - full.geometricElevation));
      worstAzimuth = Math.max(worstAzimuth, Math.abs(fast.azimuth - full.azimuth));
      const cached = year.geometricElevation[hour]!;
      if (!Number.isNaN(cached)) worstCacheDifference = Math.max(worstCacheDifference, Math.abs(cached - fast.geometricElevation));
    }
    expect(worstElevation).toBeLessThan(0.01);
    expect(worstAzimuth).toBeLessThan(0.01);
    expect(worstCacheDifference).toBeLessThan(1e-6);
  });

  it('places the sun mid-hour, and in the sunrise and sunset hours mid-way through the part of the hour it is up', () => {
    const year = sunYear(denver);
    let sunrises = 0;
    let sunsets = 0;
    let nightsWithSun = 0;
    let worstCrossing = 0;
    for (let hour = 0; hour < HOURS_PER_YEAR; hour += 1) {
      const fraction = year.hourFraction[hour]!;
      if (fraction === 0.5) continue;
      if (Number.isNaN(year.geometricElevation[hour])) nightsWithSun += 1;
      const start = rowStartJd(hour, denver.utcOffsetHours);
      const elevationAt = (f: number) => topocentricSun(geocentricSun(start + f / 24, SIMULATION_DELTA_T), denver).geometricElevation;
      // the sun rose at 2·fraction − 1 of the hour, or set at 2·fraction
      const crossing = fraction > 0.5 ? 2 * fraction - 1 : 2 * fraction;
      if (fraction > 0.5) sunrises += 1;
      else sunsets += 1;
      worstCrossing = Math.max(worstCrossing, Math.abs(elevationAt(crossing) - SUNRISE_ELEVATION));
    }
    expect(nightsWithSun).toBe(0);
    expect(sunrises).toBe(365);
    expect(sunsets).toBe(365);
    expect(worstCrossing).toBeLessThan(0.01);
    // 1 January, 07:00–08:00 MST: sunrise at Golden, Colorado is about 07:20.
    expect(year.hourFraction[7]).toBeGreaterThan(0.6);
    expect(year.hourFraction[7]).toBeLessThan(0.75);
    expect(Number.isNaN(year.geometricElevation[2])).toBe(true);
    expect(year.hourFraction[12]).toBe(0.5);
  });

  it('returns the cached year for the same site', () => {
    expect(sunYear({ ...denver })).toBe(sunYear(denver));
  });
});
