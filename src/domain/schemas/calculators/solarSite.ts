import * as z from 'zod/mini';
import { isCovered, OUTSIDE_COVERED_AREA_MESSAGE } from '../../solar/site.ts';
import { solarRequestSchema } from './solar.ts';

/**
 * The solar request as the server takes it: the form's schema, and coordinates within reach of a
 * weather station (400 naming the latitude otherwise). Apart from solar.ts because it reads the
 * station list, which the page does not ship.
 */
export const solarSiteRequestSchema = solarRequestSchema.check(
  z.refine(
    (request) => request.latitude === undefined || request.longitude === undefined || isCovered(request.latitude, request.longitude),
    {
      path: ['latitude'],
      error: OUTSIDE_COVERED_AREA_MESSAGE,
    },
  ),
);
