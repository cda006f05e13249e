import * as z from 'zod/mini';
import { known } from './knownFields.ts';
import { ppaRequestShape, withPpaRequestRules } from './ppaFull.ts';
import { solarRequestSchema } from './solar.ts';
import { solarSiteRequestSchema } from './solarSite.ts';

/**
 * POST /api/calculators/ppa as the server takes it: the PPA's inputs and the solar calculator's site and
 * array, whose modelled yield it prices. Apart from ppaFull.ts because the site's rules read the station
 * list (as solarSite.ts), which the page does not ship.
 */

/**
 * The solar request's fields the PPA takes as they are, by reference so the solar model's inputs flow
 * through: the coordinates and the array. Not its size (the PPA's is in MW), its state (the PPA's own)
 * or its tracking (the PPA's, which defaults to trackers).
 */
const { systemSizeKWdc: _size, state: _state, tracking: _tracking, ...SOLAR_SITE_SHAPE } = solarRequestSchema.shape;

type SolarSiteShape = typeof SOLAR_SITE_SHAPE;
type WithoutDefault<T> = T extends z.ZodMiniDefault<infer Inner> ? Inner : T;

/** Each optional and without the solar calculator's default: a request that leaves them out is answered, and saved, as before. */
const PPA_SITE_SHAPE = Object.fromEntries(
  Object.entries(SOLAR_SITE_SHAPE).map(([field, schema]) => [
    field,
    z.optional(schema._zod.def.type === 'default' ? (schema as z.ZodMiniDefault).def.innerType : schema),
  ]),
) as { [K in keyof SolarSiteShape]: z.ZodMiniOptional<WithoutDefault<SolarSiteShape[K]>> };

/** The solar request's fields the PPA passes on to the model as given (its site and array). */
export const PPA_SITE_FIELDS = Object.keys(SOLAR_SITE_SHAPE) as (keyof SolarSiteShape)[];

/** The solar calculator's own rules for a site: coordinates both or neither, within the covered area. */
function siteIssues(latitude: unknown, longitude: unknown) {
  const site = solarSiteRequestSchema.safeParse({ latitude, longitude, systemSizeKWdc: 1 });
  // Only the rules between the fields: each field's own bounds are the PPA schema's to report, once.
  return site.success ? [] : site.error.issues.filter((issue) => issue.code === 'custom');
}

export const ppaSiteRequestSchema = withPpaRequestRules(known.object({ ...ppaRequestShape(), ...PPA_SITE_SHAPE })).check(
  z.superRefine(
    ({ latitude, longitude }, ctx) => {
      if (latitude === undefined && longitude === undefined) return;
      for (const issue of siteIssues(latitude, longitude)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  ),
);

export type PpaRequest = z.output<typeof ppaSiteRequestSchema>;
