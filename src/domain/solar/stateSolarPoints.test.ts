import { describe, expect, it } from 'vitest';
import { US_STATES } from '../usStates.ts';
import { SOLAR_BOUNDS } from '../schemas/calculators/solar.ts';
import { greatCircleKm } from './geo.ts';
import { STATE_REPRESENTATIVE_STATION } from './stateStations.ts';
import { WEATHER_STATIONS } from './stations.ts';
import { STATE_SOLAR_POINTS } from './stateSolarPoints.ts';

describe("each state's representative point of its solar installations", () => {
  it('has one point for every state, DC and Puerto Rico', () => {
    expect(STATE_SOLAR_POINTS.map((point) => point.state).sort()).toEqual([...US_STATES, 'PR'].sort());
  });

  it.each(STATE_SOLAR_POINTS.map((point) => [point.state, point] as const))(
    '%s carries its source, edition and licence',
    (_state, point) => {
      for (const field of ['source', 'retrieved', 'edition', 'licence', 'name'] as const) expect(point[field].trim(), field).not.toBe('');
      expect(point.latitude).toBeGreaterThanOrEqual(SOLAR_BOUNDS.latitude[0]);
      expect(point.latitude).toBeLessThanOrEqual(SOLAR_BOUNDS.latitude[1]);
      expect(point.longitude).toBeGreaterThanOrEqual(SOLAR_BOUNDS.longitude[0]);
      expect(point.longitude).toBeLessThanOrEqual(SOLAR_BOUNDS.longitude[1]);
    },
  );

  const estimates = STATE_SOLAR_POINTS.filter((point) => point.estimate);
  const installations = STATE_SOLAR_POINTS.filter((point) => !point.estimate);

  it('is an installation of the USPVDB, weighted by capacity, where the state has any', () => {
    expect(installations).toHaveLength(48);
    for (const point of installations) {
      expect(point.facilities, point.state).toBeGreaterThan(0);
      expect(point.capacityMWdc, point.state).toBeGreaterThan(0);
      expect(point.source, point.state).toMatch(/USPVDB/);
    }
  });

  it("is the state's weather station, marked an estimate, where the USPVDB has no installation", () => {
    expect(estimates.map((point) => point.state)).toEqual(['AK', 'ND', 'WV', 'PR']);
    for (const point of estimates) {
      expect(point.facilities, point.state).toBe(0);
      const station = WEATHER_STATIONS.find((candidate) => candidate.id === STATE_REPRESENTATIVE_STATION[point.state])!;
      expect(greatCircleKm(point.latitude, point.longitude, station.latitude, station.longitude), point.state).toBeLessThan(0.01);
    }
  });

  it("puts California's in the Mojave, where its capacity is, not on the coast at Los Angeles", () => {
    const california = STATE_SOLAR_POINTS.find((point) => point.state === 'CA')!;
    expect(california.name).toMatch(/Kern County/);
    expect(greatCircleKm(california.latitude, california.longitude, 33.94, -118.41)).toBeGreaterThan(100);
  });
});
