import * as z from 'zod/mini';
import { MAX_SITES_PAGE_SIZE, MAX_SITES_PER_ACCOUNT, SITES_PAGE_SIZE } from '../sites/site.ts';
import { known } from './calculators/knownFields.ts';
import { boundedNumber } from './calculators/numbers.ts';
import { SOLAR_BOUNDS } from './calculators/solar.ts';
import { requiredText, wholeNumber } from './fields.ts';

/** The sites API's requests: create, rename or move, list (docs/sites.md). */

export const SITE_NAME_MESSAGE = 'Name is required';
export const SITE_POINT_MESSAGE = 'Give the site a point: latitude and longitude, or a ZIP code';
export const SITE_POINT_TWICE_MESSAGE = 'Give the site either latitude and longitude or a ZIP code, not both';
export const SITE_LONGITUDE_MESSAGE = 'Longitude is required with a latitude';
export const SITE_LATITUDE_MESSAGE = 'Latitude is required with a longitude';
export const ZIP_FORMAT_MESSAGE = 'ZIP code must be five digits';

const name = requiredText(SITE_NAME_MESSAGE, { max: 80 });
/** A point within the solar model's reach in degrees; whether it lies in a covered state the server checks. */
const latitude = boundedNumber(...SOLAR_BOUNDS.latitude);
const longitude = boundedNumber(...SOLAR_BOUNDS.longitude);
const zip = z.string({ error: ZIP_FORMAT_MESSAGE }).check(z.trim(), z.regex(/^\d{5}$/, ZIP_FORMAT_MESSAGE));

/** Where a site stands: both coordinates, or a ZIP code, and never both. */
function oneWayToPlace(required: boolean) {
  return z.superRefine((site: { latitude?: number; longitude?: number; zip?: string }, ctx) => {
    const hasCoordinates = site.latitude !== undefined || site.longitude !== undefined;
    if (hasCoordinates && site.zip !== undefined) ctx.addIssue({ code: 'custom', path: ['zip'], message: SITE_POINT_TWICE_MESSAGE });
    else if (site.latitude !== undefined && site.longitude === undefined)
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: SITE_LONGITUDE_MESSAGE });
    else if (site.longitude !== undefined && site.latitude === undefined)
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: SITE_LATITUDE_MESSAGE });
    else if (required && !hasCoordinates && site.zip === undefined)
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: SITE_POINT_MESSAGE });
  });
}

/** POST /api/sites: `{ name, latitude, longitude }` or `{ name, zip }`. */
export const createSiteSchema = known
  .object({ name, latitude: z.optional(latitude), longitude: z.optional(longitude), zip: z.optional(zip) })
  .check(oneWayToPlace(true));
export type CreateSiteRequest = z.output<typeof createSiteSchema>;

/** PATCH /api/sites/{id}: a new name, a new point, or both. */
export const updateSiteSchema = known
  .object({ name: z.optional(name), latitude: z.optional(latitude), longitude: z.optional(longitude), zip: z.optional(zip) })
  .check(
    oneWayToPlace(false),
    z.refine((site) => Object.values(site).some((value) => value !== undefined), {
      path: ['name'],
      error: 'Nothing to change: give a name or a point',
    }),
  );
export type UpdateSiteRequest = z.output<typeof updateSiteSchema>;

const MAX_PAGE = MAX_SITES_PER_ACCOUNT;
/** GET /api/sites?page=…&pageSize=…: newest change first, with X-Total-Count. */
export const sitesQuerySchema = z.pipe(
  known.object({
    page: z.optional(wholeNumber(`Page must be a whole number from 1 to ${MAX_PAGE}`, 1, MAX_PAGE)),
    pageSize: z.optional(wholeNumber(`Page size must be a whole number from 1 to ${MAX_SITES_PAGE_SIZE}`, 1, MAX_SITES_PAGE_SIZE)),
  }),
  z.transform(({ page = 1, pageSize = SITES_PAGE_SIZE }) => ({ page, pageSize })),
);
