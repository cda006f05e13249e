/** Distances on the earth, for choosing a site's weather station. */

const EARTH_RADIUS_KM = 6371.0088; // IUGG mean radius

/** Great-circle distance by the haversine formula, in km. */
export function greatCircleKm(latitudeA: number, longitudeA: number, latitudeB: number, longitudeB: number): number {
  const radians = Math.PI / 180;
  const deltaLatitude = (latitudeB - latitudeA) * radians;
  const deltaLongitude = (longitudeB - longitudeA) * radians;
  const a =
    Math.sin(deltaLatitude / 2) ** 2 + Math.cos(latitudeA * radians) * Math.cos(latitudeB * radians) * Math.sin(deltaLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The place of a list nearest a point (east-positive longitude), with its distance. */
export function nearestOf<T extends { latitude: number; longitude: number }>(
  places: readonly T[],
  latitude: number,
  longitude: number,
): { station: T; distanceKm: number } {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) throw new Error(`nearestStation: invalid point ${latitude}, ${longitude}`);
  let best: { station: T; distanceKm: number } | undefined;
  for (const station of places) {
    const distanceKm = greatCircleKm(latitude, longitude, station.latitude, station.longitude);
    if (!best || distanceKm < best.distanceKm) best = { station, distanceKm };
  }
  if (!best) throw new Error('nearestStation: no weather stations');
  return best;
}
