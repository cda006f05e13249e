import { usMapPoint } from '~/domain/usMapPoint';

/** The map's drawing size and projection live in src/domain/usMapPoint.ts, which the solar page's island uses too. */
export { US_MAP_VIEWBOX } from '~/domain/usMapPoint';

/** Where a longitude and latitude fall on the map, to a tenth of a unit (build-time HTML), or null outside it (Puerto Rico). */
export function onUsMap(longitude: number, latitude: number): { x: number; y: number } | null {
  const point = usMapPoint(longitude, latitude);
  return point ? { x: Math.round(point.x * 10) / 10, y: Math.round(point.y * 10) / 10 } : null;
}
