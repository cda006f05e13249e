import { nearestOf } from './geo.ts';
import { STATE_REPRESENTATIVE_STATION } from './stateStations.ts';
import { WEATHER_STATIONS } from './stations.ts';
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
