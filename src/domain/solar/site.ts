import { nearestStation, stationForState } from './stationLookup.ts';
import type { WeatherStation } from './weather.ts';

/*
 * Where a solar request's array stands, and the weather station whose typical year stands in for it.
 */

/** How far a site may be from its weather station: beyond it the typical year no longer describes the site. */
export const MAX_STATION_DISTANCE_KM = 400;

export interface SolarSite {
  station: WeatherStation;
  /** Great-circle distance from the site to the station; 0 for a state's own station. */
  distanceKm: number;
  /** The site's coordinates: the request's, or the station's when the request names a state. */
  latitude: number;
  longitude: number;
  /** What the request gave: coordinates (the nearest station serves them) or a state (its representative station). */
  basis: 'coordinates' | 'state';
}

/** The station a request's site uses: the nearest to its coordinates, else its state's representative one. */
export function siteOf(request: { latitude?: number; longitude?: number; state?: string }): SolarSite {
  if (request.latitude !== undefined && request.longitude !== undefined) {
    const { station, distanceKm } = nearestStation(request.latitude, request.longitude);
    return { station, distanceKm, latitude: request.latitude, longitude: request.longitude, basis: 'coordinates' };
  }
  const station = stationForState(request.state!);
  return { station, distanceKm: 0, latitude: station.latitude, longitude: station.longitude, basis: 'state' };
}

/** Whether coordinates lie within reach of a station: the model covers the 50 states, DC and Puerto Rico. */
export function isCovered(latitude: number, longitude: number): boolean {
  return nearestStation(latitude, longitude).distanceKm <= MAX_STATION_DISTANCE_KM;
}

export const OUTSIDE_COVERED_AREA_MESSAGE = `Outside the covered area: no weather station within ${MAX_STATION_DISTANCE_KM} km (the model covers the 50 states, DC and Puerto Rico)`;
