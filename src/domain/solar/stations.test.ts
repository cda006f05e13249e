import { describe, expect, it } from 'vitest';
import { STATE_REPRESENTATIVE_STATION } from './stateStations.ts';
import { greatCircleKm } from './geo.ts';
import { nearestStation, stationForState } from './stationLookup.ts';
import { WEATHER_DATASETS, WEATHER_STATIONS } from './stations.ts';

// prettier-ignore
const JURISDICTIONS = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS', 'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN',
  'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV', 'NY', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT',
  'WA', 'WI', 'WV', 'WY',
];

describe('weather datasets', () => {
  it.each(WEATHER_DATASETS.map((dataset) => [dataset.id, dataset] as const))('%s names its source, edition and licence', (_id, dataset) => {
    expect(dataset.source.trim()).not.toBe('');
    expect(dataset.edition.trim()).not.toBe('');
    expect(dataset.licence.trim()).not.toBe('');
  });

  it('every station names a dataset that exists', () => {
    const datasetIds = new Set(WEATHER_DATASETS.map((dataset) => dataset.id));
    expect(WEATHER_STATIONS.filter((station) => !datasetIds.has(station.dataset))).toEqual([]);
  });
});

describe('weather stations', () => {
  it('cover every state, DC and PR, and nothing else', () => {
    const states = new Set(WEATHER_STATIONS.map((station) => station.state));
    expect([...states].sort()).toEqual([...JURISDICTIONS].sort());
  });

  it('have unique six-digit TMY3 (USAF) ids', () => {
    const ids = WEATHER_STATIONS.map((station) => station.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^\d{6}$/.test(id))).toEqual([]);
  });

  it('lie inside the US, west-negative, on a US time zone', () => {
    for (const station of WEATHER_STATIONS) {
      expect(station.latitude, station.name).toBeGreaterThan(17.5);
      expect(station.latitude, station.name).toBeLessThan(71.5);
      expect(station.longitude, station.name).toBeGreaterThan(-180);
      expect(station.longitude, station.name).toBeLessThan(-64.5);
      expect(station.utcOffsetHours, station.name).toBeGreaterThanOrEqual(-10);
      expect(station.utcOffsetHours, station.name).toBeLessThanOrEqual(-4);
      expect(station.elevationM, station.name).toBeGreaterThan(-100);
      expect(station.elevationM, station.name).toBeLessThan(4000);
    }
  });

  it('include the reference cities', () => {
    const ids = new Set(WEATHER_STATIONS.map((station) => station.id));
    // Phoenix, Denver, Miami, Boston, Seattle, Chicago, Las Vegas, Albuquerque, Minneapolis, Anchorage, Honolulu.
    for (const id of ['722780', '725650', '722020', '725090', '727930', '725300', '723860', '723650', '726580', '702730', '911820']) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});

describe('station lookup', () => {
  it('measures great circles: one degree of latitude is about 111.2 km', () => {
    expect(greatCircleKm(40, -100, 41, -100)).toBeCloseTo(111.2, 1);
    expect(greatCircleKm(33.45, -112.07, 33.45, -112.07)).toBe(0);
  });

  it('finds Phoenix Sky Harbor for downtown Phoenix', () => {
    const { station, distanceKm } = nearestStation(33.45, -112.07);
    expect(station.id).toBe('722780');
    expect(distanceKm).toBeLessThan(15);
    expect(distanceKm).toBeCloseTo(greatCircleKm(33.45, -112.07, station.latitude, station.longitude), 9);
  });

  it('finds the nearest station, not the first in the list', () => {
    expect(nearestStation(21.31, -157.86).station.id).toBe('911820'); // Honolulu
    expect(nearestStation(61.22, -149.9).station.id).toBe('702735'); // Anchorage Merrill Field, downtown's own airfield
    expect(nearestStation(25.76, -80.19).station.id).toBe('722020'); // Miami
  });

  it('gives every state, DC and PR a representative station in that state', () => {
    expect(Object.keys(STATE_REPRESENTATIVE_STATION).sort()).toEqual([...JURISDICTIONS].sort());
    for (const state of JURISDICTIONS) expect(stationForState(state).state, state).toBe(state);
    expect(stationForState('az').id).toBe('722780');
    expect(stationForState('CO').id).toBe('725650');
  });

  it('throws for a code that is not a state', () => {
    expect(() => stationForState('XX')).toThrow(/XX/);
  });
});
