import { geoAlbersUsa } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { usMapCoordinates, usMapPoint } from './usMapPoint';

/** The map's projection as d3-geo draws it (src/pageData/usMap.ts). */
const d3 = geoAlbersUsa().scale(1300).translate([487.5, 305]);

/** Points across the lower 48, Alaska and Hawaii, and some the map does not draw. */
const points: [number, number][] = [];
for (let longitude = -125; longitude <= -67; longitude += 2.5)
  for (let latitude = 25; latitude <= 49; latitude += 2) points.push([longitude, latitude]);
for (let longitude = -178; longitude <= -130; longitude += 4)
  for (let latitude = 52; latitude <= 71; latitude += 2) points.push([longitude, latitude]);
for (let longitude = -160.5; longitude <= -154.5; longitude += 0.5)
  for (let latitude = 18.5; latitude <= 22.5; latitude += 0.5) points.push([longitude, latitude]);
const abroad: [number, number][] = [
  [-66.1, 18.4], // San Juan: Albers USA leaves Puerto Rico out
  [-0.1, 51.5],
  [139.7, 35.7],
  [-99.1, 19.4],
];

describe('the US map without d3-geo', () => {
  it('places every point where d3-geo places it, and nothing it leaves out', () => {
    const all = [...points, ...abroad];
    const drawn = all.filter(([longitude, latitude]) => d3([longitude, latitude]) !== null);
    expect(drawn.length).toBeGreaterThan(300);
    for (const [longitude, latitude] of drawn) {
      const [x, y] = d3([longitude, latitude])!;
      const point = usMapPoint(longitude, latitude);
      expect(point, `${longitude}, ${latitude}`).not.toBeNull();
      expect(Math.abs(point!.x - x)).toBeLessThan(1e-6);
      expect(Math.abs(point!.y - y)).toBeLessThan(1e-6);
    }
    const left = all.filter(([longitude, latitude]) => d3([longitude, latitude]) === null);
    expect(left.length).toBeGreaterThanOrEqual(abroad.length);
    for (const [longitude, latitude] of left) expect(usMapPoint(longitude, latitude), `${longitude}, ${latitude}`).toBeNull();
  });

  it('reads back the longitude and latitude of every point of the map, as d3-geo inverts them', () => {
    for (const [longitude, latitude] of points) {
      const point = d3([longitude, latitude]);
      if (!point) continue;
      const expected = d3.invert!(point)!;
      const back = usMapCoordinates(point[0], point[1]);
      expect(Math.abs(back.longitude - expected[0])).toBeLessThan(1e-9);
      expect(Math.abs(back.latitude - expected[1])).toBeLessThan(1e-9);
    }
  });

  it('turns a city drawn on the map back into its own coordinates', () => {
    const cities: [string, number, number][] = [
      ['Lancaster, CA', -118.15, 34.7],
      ['Phoenix, AZ', -111.983, 33.45],
      ['Bangor, ME', -68.77, 44.8],
      ['Miami, FL', -80.29, 25.79],
      ['Utqiagvik, AK', -156.78, 71.29],
      ['Juneau, AK', -134.58, 58.36],
      ['Hilo, HI', -155.05, 19.72],
    ];
    for (const [name, longitude, latitude] of cities) {
      const point = usMapPoint(longitude, latitude)!;
      const back = usMapCoordinates(point.x, point.y);
      expect(Math.abs(back.longitude - longitude), name).toBeLessThan(1e-9);
      expect(Math.abs(back.latitude - latitude), name).toBeLessThan(1e-9);
    }
  });
});
