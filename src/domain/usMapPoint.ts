/**
 * The site's US map (us-atlas's pre-projected "albers" drawing: Albers USA at scale 1300 on 975 × 610,
 * Alaska and Hawaii inset): longitude and latitude to points of it and back, without d3-geo: the solar page's map turns a
 * click into a site and rings the site, and d3's projection machinery would cost the page more
 * than these few formulas. The parameters are d3-geo's `geoAlbersUsa` (USGS's standard parallels:
 * EPSG:3338 for Alaska, ESRI:102007 for Hawaii); a test holds them to d3-geo's own answers.
 */

/** The size of the map's drawing (us-atlas's "albers" files are projected for it). */
export const US_MAP_VIEWBOX = { width: 975, height: 610 } as const;
/** Albers USA at scale 1300, centred on that drawing. */
const SCALE = 1300;
const TRANSLATE = [US_MAP_VIEWBOX.width / 2, US_MAP_VIEWBOX.height / 2] as const;
const RADIANS = Math.PI / 180;

interface Part {
  /** Longitude the part is rotated by, degrees (d3's rotate[0]). */
  rotate: number;
  /** Its centre in the rotated frame, degrees. */
  center: readonly [number, number];
  parallels: readonly [number, number];
  /** Its scale as a share of the map's. */
  scale: number;
  /** Its centre's place on the map, as a share of the scale from the map's translate. */
  offset: readonly [number, number];
  /** Where it is drawn: [x0, y0, x1, y1] as shares of the scale from the map's translate. */
  extent: readonly [number, number, number, number];
}

const PARTS: readonly Part[] = [
  { rotate: 96, center: [-0.6, 38.7], parallels: [29.5, 45.5], scale: 1, offset: [0, 0], extent: [-0.455, -0.238, 0.455, 0.238] },
  { rotate: 154, center: [-2, 58.5], parallels: [55, 65], scale: 0.35, offset: [-0.307, 0.201], extent: [-0.425, 0.12, -0.214, 0.234] },
  { rotate: 157, center: [-3, 19.9], parallels: [8, 18], scale: 1, offset: [-0.205, 0.212], extent: [-0.214, 0.166, -0.115, 0.234] },
];

/** Snyder's Albers equal-area conic on the unit sphere, as d3-geo writes it (conicEqualAreaRaw). */
function conic([south, north]: readonly [number, number]) {
  const sinSouth = Math.sin(south * RADIANS);
  const n = (sinSouth + Math.sin(north * RADIANS)) / 2;
  const c = 1 + sinSouth * (2 * n - sinSouth);
  const r0 = Math.sqrt(c) / n;
  return {
    forward(lambda: number, phi: number): [number, number] {
      const r = Math.sqrt(c - 2 * n * Math.sin(phi)) / n;
      return [r * Math.sin(lambda * n), r0 - r * Math.cos(lambda * n)];
    },
    inverse(x: number, y: number): [number, number] {
      const r0y = r0 - y;
      let lambda = Math.atan2(x, Math.abs(r0y)) * Math.sign(r0y);
      if (r0y * n < 0) lambda -= Math.PI * Math.sign(x) * Math.sign(r0y);
      return [lambda / n, Math.asin((c - (x * x + r0y * r0y) * n * n) / (2 * n))];
    },
  };
}

const PROJECTIONS = PARTS.map((part) => {
  const raw = conic(part.parallels);
  const k = SCALE * part.scale;
  const centre = raw.forward(part.center[0] * RADIANS, part.center[1] * RADIANS);
  const tx = TRANSLATE[0] + part.offset[0] * SCALE;
  const ty = TRANSLATE[1] + part.offset[1] * SCALE;
  const [x0, y0, x1, y1] = part.extent.map((share, index) => TRANSLATE[index % 2]! + share * SCALE) as [number, number, number, number];
  const inside = (x: number, y: number) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
  return { part, raw, k, centre, tx, ty, inside };
});

/** Longitude wrapped to [−180, 180). */
const wrap = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;

/** Where a longitude and latitude fall on the map, or null off it (Puerto Rico, abroad). */
export function usMapPoint(longitude: number, latitude: number): { x: number; y: number } | null {
  for (const { part, raw, k, centre, tx, ty, inside } of PROJECTIONS) {
    const [px, py] = raw.forward(wrap(longitude + part.rotate) * RADIANS, latitude * RADIANS);
    const x = tx + k * (px - centre[0]);
    const y = ty - k * (py - centre[1]);
    if (inside(x, y)) return { x, y };
  }
  return null;
}

/** The longitude and latitude drawn at a point of the map (the part of the map it falls in: the lower 48, Alaska's or Hawaii's inset). */
export function usMapCoordinates(x: number, y: number): { longitude: number; latitude: number } {
  const share = [(x - TRANSLATE[0]) / SCALE, (y - TRANSLATE[1]) / SCALE] as const;
  const within = (extent: Part['extent']) => share[0] >= extent[0] && share[0] < extent[2] && share[1] >= extent[1] && share[1] < extent[3];
  // As d3-geo decides: a point in an inset's box is the inset's, any other the lower 48's.
  const [lower48, ...insets] = PROJECTIONS;
  const { part, raw, k, centre, tx, ty } = insets.find(({ part }) => within(part.extent)) ?? lower48!;
  const [lambda, phi] = raw.inverse((x - tx) / k + centre[0], -(y - ty) / k + centre[1]);
  return { longitude: wrap(lambda / RADIANS - part.rotate), latitude: phi / RADIANS };
}
