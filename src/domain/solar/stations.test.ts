import { describe, expect, it } from 'vitest';
import { STATE_REPRESENTATIVE_STATION } from './stateStations.ts';
import { greatCircleKm } from './geo.ts';
import { siteOf } from './site.ts';
import { ELEVATION_KM_PER_M, nearestStation, rankStations, stationForState, stationWarnings } from './stationLookup.ts';
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

  it('are all 1,013 that passed the build, each with its distance to the ocean (capped at 50 km)', () => {
    expect(WEATHER_STATIONS).toHaveLength(1013);
    for (const station of WEATHER_STATIONS) {
      expect(station.oceanKm, station.name).toBeGreaterThanOrEqual(0);
      expect(station.oceanKm, station.name).toBeLessThanOrEqual(50);
    }
    const byId = (id: string) => WEATHER_STATIONS.find((station) => station.id === id)!;
    expect(byId('722950').oceanKm).toBeLessThan(5); // LAX, on Santa Monica Bay
    expect(byId('722780').oceanKm).toBe(50); // Phoenix
    expect(byId('725300').oceanKm).toBe(50); // Chicago: the Great Lakes are not the ocean
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

  it('finds the nearest station by distance alone, not the first in the list', () => {
    expect(nearestStation(21.31, -157.86).station.id).toBe('911820'); // Honolulu
    expect(nearestStation(61.22, -149.9).station.id).toBe('702735'); // Anchorage Merrill Field, downtown's own airfield
    expect(nearestStation(25.76, -80.19).station.id).toBe('722020'); // Miami
  });

  it('gives every state, DC and PR a representative station in that state', () => {
    expect(Object.keys(STATE_REPRESENTATIVE_STATION).sort()).toEqual([...JURISDICTIONS].sort());
    for (const state of JURISDICTIONS) expect(stationForState(state).state, state).toBe(state);
    expect(stationForState('az').id).toBe('722780');
    expect(stationForState('CO').id).toBe('724666');
  });

  it('throws for a code that is not a state', () => {
    expect(() => stationForState('XX')).toThrow(/XX/);
  });
});

/** Points with known answers: the station a site should take, and why. */
const CHOICES: { place: string; latitude: number; longitude: number; elevationM?: number; id: string; why: string }[] = [
  {
    place: 'Lancaster, CA',
    latitude: 34.7,
    longitude: -118.15,
    id: '723816',
    why: "the high desert's own station (Fox Field), not coastal LAX",
  },
  { place: 'Santa Monica, CA', latitude: 34.02, longitude: -118.49, id: '722885', why: 'a coastal site takes a coastal station' },
  {
    place: 'Cambria, CA coast',
    latitude: 35.6,
    longitude: -121.0,
    id: '722897',
    why: 'coastal San Luis Obispo (53 km) over inland Paso Robles (34 km)',
  },
  { place: 'Phoenix, AZ', latitude: 33.45, longitude: -112.07, id: '722780', why: 'Sky Harbor, downtown' },
  { place: 'Mount Washington summit', latitude: 44.27, longitude: -71.3, elevationM: 1900, id: '726130', why: 'the summit station' },
  {
    place: 'Pinkham Notch (valley)',
    latitude: 44.26,
    longitude: -71.25,
    elevationM: 620,
    id: '726160',
    why: 'a valley station (Berlin, 36 km), not the summit 4 km away',
  },
  { place: 'Leadville, CO', latitude: 39.25, longitude: -106.29, elevationM: 3094, id: '724673', why: "the town's own high station" },
  { place: 'Utqiagvik (Barrow), AK', latitude: 71.29, longitude: -156.79, id: '700260', why: 'the Arctic coast is served' },
  { place: 'Deadhorse, AK', latitude: 70.2, longitude: -148.47, id: '700637', why: 'the north slope is served' },
  { place: 'Honolulu, HI', latitude: 21.31, longitude: -157.86, id: '911820', why: 'Honolulu Intl' },
];

describe('station choice by climate', () => {
  it.each(CHOICES.map((choice) => [choice.place, choice] as const))('%s', (_place, { latitude, longitude, elevationM, id, why }) => {
    expect(rankStations(latitude, longitude, elevationM)[0]!.station.id, why).toBe(id);
  });

  it('ranks by distance, plus the height difference when the site gives one, plus the difference in distance to the ocean', () => {
    const candidates = rankStations(44.26, -71.25, 620);
    expect(candidates).toHaveLength(3);
    for (const candidate of candidates) {
      expect(candidate.elevationDifferenceM).toBe(candidate.station.elevationM - 620);
      expect(candidate.effectiveKm).toBeCloseTo(
        candidate.distanceKm + ELEVATION_KM_PER_M * Math.abs(candidate.elevationDifferenceM!) + Math.abs(candidate.oceanDifferenceKm),
        9,
      );
    }
    expect(candidates.map((candidate) => candidate.effectiveKm)).toEqual(
      [...candidates.map((candidate) => candidate.effectiveKm)].sort((a, b) => a - b),
    );
    // The summit station is the nearest, and without the site's height the choice takes it.
    expect(nearestStation(44.26, -71.25).station.id).toBe('726130');
    expect(rankStations(44.26, -71.25)[0]!.station.id).toBe('726130');
    expect(rankStations(44.26, -71.25)[0]!.elevationDifferenceM).toBeNull();
  });

  it('gives a point in Denver and the state of Colorado one station', () => {
    expect(siteOf({ latitude: 39.74, longitude: -104.99 }).station.id).toBe(siteOf({ state: 'CO' }).station.id);
  });

  it('offers the next two stations, for a point and for a state', () => {
    const lancaster = siteOf({ latitude: 34.7, longitude: -118.15 });
    expect(lancaster.alternatives.map((candidate) => candidate.station.id)).toEqual(['723820', '723810']); // Palmdale, Edwards AFB
    const colorado = siteOf({ state: 'CO' });
    expect(colorado.alternatives).toHaveLength(2);
    expect(colorado.alternatives.map((candidate) => candidate.station.id)).not.toContain(colorado.station.id);
  });

  it('warns when the station is far (> 50 km) or much higher or lower (> 300 m) than the site', () => {
    const bigBend = siteOf({ latitude: 29.25, longitude: -103.25 });
    expect(bigBend.station.id).toBe('722640'); // Marfa, 145 km
    expect(bigBend.warnings).toEqual([expect.stringMatching(/Marfa Ap is 145 km from the site \(more than 50 km\)/)]);
    const climax = siteOf({ latitude: 39.37, longitude: -106.19, elevationM: 3400 });
    expect(climax.station.id).toBe('724673');
    expect(climax.warnings).toEqual([expect.stringMatching(/374 m below the site \(more than 300 m\)/)]);
    expect(siteOf({ latitude: 34.7, longitude: -118.15, elevationM: 720 }).warnings).toEqual([]);
    const station = WEATHER_STATIONS[0]!;
    expect(stationWarnings({ station, distanceKm: 50, elevationDifferenceM: 300 })).toEqual([]);
    expect(stationWarnings({ station, distanceKm: 50, elevationDifferenceM: null })).toEqual([]);
  });
});
