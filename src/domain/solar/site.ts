import { rankStations, stationForState, stationWarnings, type StationCandidate } from './stationLookup.ts';
import { stateAt } from './usShapes.ts';
import type { WeatherStation } from './weather.ts';

/*
 * Where a solar request's array stands, and the weather station whose typical year stands in for it.
 */

export interface SolarSite {
  station: WeatherStation;
  /** Great-circle distance from the site to the station; 0 for a state's own station. */
  distanceKm: number;
  /** The site's coordinates: the request's, or the station's when the request names a state. */
  latitude: number;
  longitude: number;
  /** What the request gave: coordinates (the station nearest in climate serves them) or a state (its representative station). */
  basis: 'coordinates' | 'state';
  /** The site's elevation when the request gave it (a state's is its station's), else null: the choice then ignores height. */
  elevationM: number | null;
  /** Station minus site, m; null when the site's elevation is not known. */
  elevationDifferenceM: number | null;
  /** The next two stations in the choice's order, for the answer to offer. */
  alternatives: StationCandidate[];
  /** Why the station may not describe the site (far, or much higher or lower), for the answer's warnings. */
  warnings: string[];
}

/**
 * The station a request's site uses: the one nearest in climate to its coordinates (stationLookup.ts's
 * rankStations), else its state's representative one, with the next two candidates around that station.
 */
export function siteOf(request: { latitude?: number; longitude?: number; state?: string; elevationM?: number }): SolarSite {
  if (request.latitude !== undefined && request.longitude !== undefined) {
    const [chosen, ...alternatives] = rankStations(request.latitude, request.longitude, request.elevationM);
    return {
      station: chosen!.station,
      distanceKm: chosen!.distanceKm,
      latitude: request.latitude,
      longitude: request.longitude,
      basis: 'coordinates',
      elevationM: request.elevationM ?? null,
      elevationDifferenceM: chosen!.elevationDifferenceM,
      alternatives,
      warnings: stationWarnings(chosen!),
    };
  }
  const station = stationForState(request.state!);
  // The station's own point ranks the station first (distance, height and ocean differences all 0).
  const alternatives = rankStations(station.latitude, station.longitude, station.elevationM).filter(
    (candidate) => candidate.station !== station,
  );
  return {
    station,
    distanceKm: 0,
    latitude: station.latitude,
    longitude: station.longitude,
    basis: 'state',
    elevationM: station.elevationM,
    elevationDifferenceM: 0,
    alternatives: alternatives.slice(0, 2),
    warnings: [],
  };
}

/** Whether coordinates lie in the 50 states, DC or Puerto Rico (or just off their shore), by the map's shapes. */
export function isCovered(latitude: number, longitude: number): boolean {
  return stateAt(latitude, longitude) !== undefined;
}

export const OUTSIDE_COVERED_AREA_MESSAGE = 'Outside the covered area: the model covers the 50 states, DC and Puerto Rico';
