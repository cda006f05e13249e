import { geoBounds, geoContains } from 'd3-geo';
import type { Feature, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json' with { type: 'json' };

/*
 * Which state a point lies in and how far it is from the ocean, from us-atlas's states-10m (the Census Bureau's
 * 1:10,000,000 cartographic boundaries, public domain; docs/weather.md). Server-side: the page does not ship it.
 */

/** The jurisdictions the solar model covers, by their Census FIPS code: the 50 states, DC and Puerto Rico. */
// prettier-ignore
const STATE_BY_FIPS: Readonly<Record<string, string>> = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE', '11': 'DC', '12': 'FL',
  '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA', '20': 'KS', '21': 'KY', '22': 'LA', '23': 'ME',
  '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN', '28': 'MS', '29': 'MO', '30': 'MT', '31': 'NE', '32': 'NV', '33': 'NH',
  '34': 'NJ', '35': 'NM', '36': 'NY', '37': 'NC', '38': 'ND', '39': 'OH', '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI',
  '45': 'SC', '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT', '50': 'VT', '51': 'VA', '53': 'WA', '54': 'WV', '55': 'WI',
  '56': 'WY', '72': 'PR',
};

/**
 * How far outside the coarse outlines a point still counts, across water only: the 1:10,000,000 shapes cut
 * beaches, spits and bay shores by up to a few km. Land borders with Canada and Mexico get no tolerance.
 */
export const SHORE_TOLERANCE_KM = 5;

/** Box tests on a segment's midpoint, [south, north, west, east] in degrees. */
type Box = readonly [number, number, number, number];
const inBox = ([south, north, west, east]: Box, latitude: number, longitude: number) =>
  latitude >= south && latitude <= north && longitude >= west && longitude <= east;

/**
 * Where the outline is a land (or narrow river) border with Canada or Mexico, not a shore. The coarse shapes
 * have no neighbours to tell, so these are boxes around the borders' known courses. Alaska's panhandle border
 * is not among them: it is left as shore, which only matters for points within a few km of it in Canada.
 */
const LAND_BORDERS: readonly Box[] = [
  [48.95, 49.05, -123.35, -95.1], // the 49th parallel, Washington to Minnesota
  [48.0, 49.45, -95.2, -89.5], // Lake of the Woods and the Rainy River to the Pigeon River
  [46.2, 46.6, -84.65, -83.85], // the St Marys River (Sault Ste. Marie)
  [41.95, 43.05, -83.2, -82.4], // the St Clair and Detroit rivers
  [42.85, 43.3, -79.1, -78.9], // the Niagara River
  [44.05, 45.05, -76.4, -74.6], // the St Lawrence
  [44.95, 47.5, -74.6, -67.05], // New York and New England on Quebec and New Brunswick
  [60.2, 69.8, -141.05, -140.95], // Alaska on the Yukon, the 141st meridian
  [25.8, 32.8, -117.12, -97.5], // Mexico, the Pacific to the lower Rio Grande
  [25.8, 26.1, -97.5, -97.17], // the Rio Grande's last reach to the Gulf
];

/** The Great Lakes' shores: water (so within the tolerance) but not the ocean (so not coastal climate). */
const GREAT_LAKES: Box = [41.2, 49.1, -92.3, -74.6];

interface Segment {
  state: number;
  ocean: boolean;
  latitudeA: number;
  longitudeA: number;
  latitudeB: number;
  longitudeB: number;
}

interface Shapes {
  states: { state: string; shape: Feature<Polygon | MultiPolygon>; bounds: [[number, number], [number, number]] }[];
  /** Shore segments by 1° cell, `${floor(latitude)},${floor(longitude)}`, each in every cell its box touches. */
  cells: Map<string, Segment[]>;
}

const KM_PER_DEGREE = 111.195;
let shapes: Shapes | undefined;

/** Read once, on the first lookup. */
function loaded(): Shapes {
  if (shapes) return shapes;
  const topology = statesTopology as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const states: Shapes['states'] = [];
  const cells = new Map<string, Segment[]>();
  for (const geometry of topology.objects.states.geometries) {
    const state = STATE_BY_FIPS[String(geometry.id)];
    if (!state) continue;
    const shape = feature(topology, geometry) as Feature<Polygon | MultiPolygon>;
    states.push({ state, shape, bounds: geoBounds(shape) });
    // The state's outline where no other state borders it: shore, or a border with Canada or Mexico.
    const outline = mesh(topology, topology.objects.states, (a, b) => a === b && a.id === geometry.id) as MultiLineString;
    for (const line of outline.coordinates) {
      for (let index = 1; index < line.length; index++) {
        const [longitudeA, latitudeA] = line[index - 1] as [number, number];
        const [longitudeB, latitudeB] = line[index] as [number, number];
        const latitude = (latitudeA + latitudeB) / 2;
        const longitude = (longitudeA + longitudeB) / 2;
        if (LAND_BORDERS.some((box) => inBox(box, latitude, longitude))) continue;
        const segment = {
          state: states.length - 1,
          ocean: !inBox(GREAT_LAKES, latitude, longitude),
          latitudeA,
          longitudeA,
          latitudeB,
          longitudeB,
        };
        for (
          let cellLatitude = Math.floor(Math.min(latitudeA, latitudeB));
          cellLatitude <= Math.floor(Math.max(latitudeA, latitudeB));
          cellLatitude++
        ) {
          for (
            let cellLongitude = Math.floor(Math.min(longitudeA, longitudeB));
            cellLongitude <= Math.floor(Math.max(longitudeA, longitudeB));
            cellLongitude++
          ) {
            const key = `${cellLatitude},${cellLongitude}`;
            const list = cells.get(key);
            if (list) list.push(segment);
            else cells.set(key, [segment]);
          }
        }
      }
    }
  }
  shapes = { states, cells };
  return shapes;
}

/** Distance from a point to a segment in km, on a local flat projection (good to well under 1 % within 100 km). */
function segmentKm(latitude: number, longitude: number, segment: Segment): number {
  const scale = Math.cos((latitude * Math.PI) / 180);
  const ax = (segment.longitudeA - longitude) * scale;
  const ay = segment.latitudeA - latitude;
  const bx = (segment.longitudeB - longitude) * scale;
  const by = segment.latitudeB - latitude;
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
  return Math.hypot(ax + t * dx, ay + t * dy) * KM_PER_DEGREE;
}

/** The nearest shore segment within `withinKm` (at most 100 km), with its distance, or undefined. */
function nearestShore(latitude: number, longitude: number, withinKm: number, oceanOnly: boolean) {
  const { cells } = loaded();
  const reachLatitude = Math.ceil(withinKm / KM_PER_DEGREE);
  const reachLongitude = Math.ceil(withinKm / (KM_PER_DEGREE * Math.max(0.05, Math.cos((latitude * Math.PI) / 180))));
  let best: { segment: Segment; km: number } | undefined;
  for (let dLatitude = -reachLatitude; dLatitude <= reachLatitude; dLatitude++) {
    for (let dLongitude = -reachLongitude; dLongitude <= reachLongitude; dLongitude++) {
      for (const segment of cells.get(`${Math.floor(latitude) + dLatitude},${Math.floor(longitude) + dLongitude}`) ?? []) {
        if (oceanOnly && !segment.ocean) continue;
        const km = segmentKm(latitude, longitude, segment);
        if (km <= withinKm && (!best || km < best.km)) best = { segment, km };
      }
    }
  }
  return best;
}

/**
 * The state (USPS code: the 50 states, DC, PR) a point lies in, or within SHORE_TOLERANCE_KM of across water;
 * undefined elsewhere (Canada, Mexico, the Caribbean, the open sea).
 */
export function stateAt(latitude: number, longitude: number): string | undefined {
  const { states } = loaded();
  for (const { state, shape, bounds } of states) {
    const [[west, south], [east, north]] = bounds;
    if (latitude < south || latitude > north) continue;
    // An outline across the antimeridian (the Aleutians) has west > east.
    if (west <= east ? longitude < west || longitude > east : longitude < west && longitude > east) continue;
    if (geoContains(shape, [longitude, latitude])) return state;
  }
  const shore = nearestShore(latitude, longitude, SHORE_TOLERANCE_KM, false);
  return shore && states[shore.segment.state]?.state;
}

/** How far inland a marine climate reaches, for the station choice: beyond it the distance to the ocean stops counting. */
export const MARINE_BAND_KM = 50;

/** Distance from a point to the ocean's shore (not the Great Lakes', not a land border), capped at MARINE_BAND_KM. */
export function oceanKm(latitude: number, longitude: number): number {
  return nearestShore(latitude, longitude, MARINE_BAND_KM, true)?.km ?? MARINE_BAND_KM;
}
