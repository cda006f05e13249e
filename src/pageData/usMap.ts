import { geoAlbersUsa } from 'd3-geo';

/** The size of the US map's drawing (us-atlas's "albers" files are projected for it). */
export const US_MAP_VIEWBOX = { width: 975, height: 610 } as const;

/**
 * The projection us-atlas's pre-projected "albers" files use: Albers USA (Alaska and Hawaii inset)
 * at scale 1300, centred on the 975 × 610 drawing. Points outside it (Puerto Rico) project to null.
 */
export function usMapProjection() {
  return geoAlbersUsa().scale(1300).translate([487.5, 305]);
}

/** Where a longitude and latitude fall on the map, or null outside it. */
export function onUsMap(longitude: number, latitude: number): { x: number; y: number } | null {
  const point = usMapProjection()([longitude, latitude]);
  return point ? { x: Math.round(point[0] * 10) / 10, y: Math.round(point[1] * 10) / 10 } : null;
}
