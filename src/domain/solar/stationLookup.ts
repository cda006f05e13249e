import { greatCircleKm, nearestOf } from './geo.ts';
import { STATE_REPRESENTATIVE_STATION } from './stateStations.ts';
import { WEATHER_STATIONS } from './stations.ts';
import { oceanKm } from './usShapes.ts';
import type { WeatherStation } from './weather.ts';

/** The weather station nearest a point, over all stations regardless of state. */
export function nearestStation(latitude: number, longitude: number): { station: WeatherStation; distanceKm: number } {
  return nearestOf(WEATHER_STATIONS, latitude, longitude);
}

export function stationForState(state: string): WeatherStation {
  const code = state.trim().toUpperCase();
  const id = STATE_REPRESENTATIVE_STATION[code];
  const station = id === undefined ? undefined : WEATHER_STATIONS.find((candidate) => candidate.id === id);
  if (!station) throw new Error(`No weather station for state '${state}'`);
  return station;
}

/*
 * The station whose typical year stands in for a site: not simply the nearest, but the nearest in climate
 * (docs/weather.md, docs/decisions/076). Each station gets an effective distance:
 *
 *   great-circle km + ELEVATION_KM_PER_M × |height difference, m| + |site's − station's distance to the ocean, km|
 *
 * the height term only when the site's elevation is known, the ocean distances capped at 50 km (the marine band:
 * a coastal station does not describe a site 50 km inland, and two sites 60 and 200 km inland share a climate).
 */

/** 100 m of height counts as 10 km: about 0.65 °C of air and a different cloud regime at a mountain's flank. */
export const ELEVATION_KM_PER_M = 0.1;
/** Beyond these the answer warns that the station may not describe the site. */
export const FAR_STATION_KM = 50;
export const HIGH_ELEVATION_DIFFERENCE_M = 300;

export interface StationCandidate {
  station: WeatherStation;
  distanceKm: number;
  /** Station minus site, m; null when the site's elevation is not known. */
  elevationDifferenceM: number | null;
  /** The site's distance to the ocean minus the station's, km, each capped at 50. */
  oceanDifferenceKm: number;
  /** The distance the choice ranks by, km. */
  effectiveKm: number;
}

/** The `count` stations nearest in climate to a site, best first. */
export function rankStations(latitude: number, longitude: number, elevationM?: number, count = 3): StationCandidate[] {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) throw new Error(`rankStations: invalid point ${latitude}, ${longitude}`);
  const siteOceanKm = oceanKm(latitude, longitude);
  const ranked: StationCandidate[] = [];
  for (const station of WEATHER_STATIONS) {
    const distanceKm = greatCircleKm(latitude, longitude, station.latitude, station.longitude);
    const elevationDifferenceM = elevationM === undefined ? null : station.elevationM - elevationM;
    const oceanDifferenceKm = siteOceanKm - station.oceanKm;
    const effectiveKm = distanceKm + ELEVATION_KM_PER_M * Math.abs(elevationDifferenceM ?? 0) + Math.abs(oceanDifferenceKm);
    // Keep the best `count` in order: a short insertion, no sort of 1,013.
    if (ranked.length === count && effectiveKm >= ranked[count - 1]!.effectiveKm) continue;
    const at = ranked.findIndex((other) => effectiveKm < other.effectiveKm);
    ranked.splice(at < 0 ? ranked.length : at, 0, { station, distanceKm, elevationDifferenceM, oceanDifferenceKm, effectiveKm });
    if (ranked.length > count) ranked.pop();
  }
  return ranked;
}

/** What the answer says when a chosen station may not describe the site. */
export function stationWarnings(candidate: Omit<StationCandidate, 'effectiveKm' | 'oceanDifferenceKm'>): string[] {
  const warnings: string[] = [];
  if (candidate.distanceKm > FAR_STATION_KM) {
    warnings.push(
      `The weather station ${candidate.station.name} is ${Math.round(candidate.distanceKm)} km from the site (more than ${FAR_STATION_KM} km): its typical year may not describe the site's climate.`,
    );
  }
  const height = candidate.elevationDifferenceM;
  if (height !== null && Math.abs(height) > HIGH_ELEVATION_DIFFERENCE_M) {
    warnings.push(
      `The weather station ${candidate.station.name} is ${Math.abs(Math.round(height))} m ${height > 0 ? 'above' : 'below'} the site (more than ${HIGH_ELEVATION_DIFFERENCE_M} m): temperature and cloud may differ.`,
    );
  }
  return warnings;
}
