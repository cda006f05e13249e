import * as z from 'zod/mini';
import { MAX_SITES_PAGE_SIZE, MAX_SITES_PER_ACCOUNT, SITES_PAGE_SIZE } from '../sites/site.ts';
import { known } from './calculators/knownFields.ts';
import { boundedNumber } from './calculators/numbers.ts';
import { MAX_DESIGNS_PER_SITE } from '../sites/design.ts';
import { BATTERY_SIZE_BOUNDS } from './calculators/batterySize.ts';
import { INTERCONNECTION_BOUNDS } from './calculators/interconnection.ts';
import { LEASE_BOUNDS } from './calculators/landLease.ts';
import { SOLAR_BOUNDS } from './calculators/solar.ts';
import { trackingSchema } from './calculators/tracking.ts';
import { requiredText, rowId, wholeNumber } from './fields.ts';
import { EXAMPLE_TARIFFS } from '../btm/exampleTariffs.ts';
import { LOAD_SHAPE_CLIMATES, LOAD_SHAPE_KINDS } from '../btm/loadShapes.ts';
import { SITE_ANNUAL_KWH_BOUNDS } from '../sites/usage.ts';
import { btmEconomicsSchema } from './calculators/btmEconomics.ts';
import { exportRuleSchema } from './calculators/btmExport.ts';

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

const bounded = (bounds: readonly [number, number]) => boundedNumber(...bounds);

/** A design as the solar calculator takes its array (every field given: a design is stored whole), and a battery or null. */
const designSchema = known.object({
  id: z
    .string({ error: 'Design id must be 1 to 8 letters, digits or dashes' })
    .check(z.regex(/^[a-z0-9-]{1,8}$/i, 'Design id must be 1 to 8 letters, digits or dashes')),
  name: requiredText('Design name is required', { max: 60 }),
  pv: known.object({
    systemSizeKWdc: bounded(SOLAR_BOUNDS.systemSizeKWdc),
    tracking: trackingSchema,
    tiltDeg: bounded(SOLAR_BOUNDS.tiltDeg),
    azimuthDeg: bounded(SOLAR_BOUNDS.azimuthDeg),
    gcr: bounded(SOLAR_BOUNDS.gcr),
    dcAcRatio: bounded(SOLAR_BOUNDS.dcAcRatio),
    lossesPercent: bounded(SOLAR_BOUNDS.lossesPercent),
    rotationLimitDeg: bounded(SOLAR_BOUNDS.rotationLimitDeg),
  }),
  battery: z.nullable(known.object({ powerKW: bounded(BATTERY_SIZE_BOUNDS.powerKW), energyKWh: bounded(BATTERY_SIZE_BOUNDS.energyKWh) })),
  equipment: z.optional(
    known.object({
      moduleProductId: z.optional(rowId('Choose a module from the catalog')),
      inverterProductId: z.optional(rowId('Choose an inverter from the catalog')),
      batteryProductId: z.optional(rowId('Choose a battery from the catalog')),
    }),
  ),
});

export const DESIGNS_COUNT_MESSAGE = `A site has 1 to ${MAX_DESIGNS_PER_SITE} designs`;
export const DESIGN_IDS_MESSAGE = "Each design's id must differ from the others'";

const designsSchema = z.array(designSchema, { error: 'Expected array of designs' }).check(
  z.minLength(1, DESIGNS_COUNT_MESSAGE),
  z.maxLength(MAX_DESIGNS_PER_SITE, DESIGNS_COUNT_MESSAGE),
  z.refine((designs) => new Set(designs.map((design) => design.id.toLowerCase())).size === designs.length, DESIGN_IDS_MESSAGE),
);

/** What the prescreen needs beyond the site's state and its first design's size. */
const interconnectionSchema = known.object({
  distanceToSubstationMiles: bounded(INTERCONNECTION_BOUNDS.distanceToSubstationMiles),
  interconnectionVoltageKV: z.optional(bounded(INTERCONNECTION_BOUNDS.interconnectionVoltageKV)),
  substationAvailableMW: z.optional(bounded(INTERCONNECTION_BOUNDS.substationAvailableMW)),
  queuedAheadMW: z.optional(bounded(INTERCONNECTION_BOUNDS.queuedAheadMW)),
});

const landSchema = known.object({ acres: bounded(LEASE_BOUNDS.acres) });

const kindIds = LOAD_SHAPE_KINDS.map((kind) => kind.id);
const climateIds = LOAD_SHAPE_CLIMATES.map((climate) => climate.id);
const tariffIds = EXAMPLE_TARIFFS.map((tariff) => tariff.id);
export const SITE_TARIFF_MESSAGE = 'Give the tariff as one example ({ "example": … }) or a URDB record ({ "urdb": { … } })';

/**
 * The site's tariff: one of the optimizer's examples by id, or a URDB record (an object here; whether
 * the optimizer can read it the server checks, so that pages validating this schema do not ship the reader).
 */
const siteTariffSchema = z.custom<{ example: (typeof tariffIds)[number] } | { urdb: Record<string, unknown> }>().check(
  z.superRefine((value, ctx) => {
    const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
    if (keys.length !== 1 || !['example', 'urdb'].includes(keys[0]!))
      return void ctx.addIssue({ code: 'custom', message: SITE_TARIFF_MESSAGE });
    const { example, urdb } = value as { example?: unknown; urdb?: unknown };
    if (keys[0] === 'example' && !tariffIds.includes(example as (typeof tariffIds)[number]))
      ctx.addIssue({ code: 'custom', path: ['example'], message: `Tariff must be one of: ${tariffIds.join(', ')}` });
    if (keys[0] !== 'urdb') return;
    if (typeof urdb !== 'object' || urdb === null || Array.isArray(urdb))
      ctx.addIssue({ code: 'custom', path: ['urdb'], message: 'Expected a URDB record (an object)' });
  }),
);

export const KIND_MESSAGE = `Building must be one of: ${kindIds.join(', ')}`;
export const LOAD_TWICE_MESSAGE = 'Give a reference building or the stored interval data ({ "metered": true }), not both';
export const NO_METERED_LOAD_MESSAGE = 'This site has no interval data yet: store a file first (PUT /api/sites/{id}/load)';

/**
 * The load: a reference building scaled to a year's kWh, or `{ "metered": true }` for the interval
 * data stored with the site (PUT /api/sites/{id}/load), which the server then names by its summary.
 */
const loadSchema = known
  .object({
    kind: z.optional(z.enum(kindIds, { error: KIND_MESSAGE })),
    annualKWh: z.optional(bounded(SITE_ANNUAL_KWH_BOUNDS)),
    climate: z.optional(z.enum(climateIds, { error: `Climate must be one of: ${climateIds.join(', ')}` })),
    metered: z.optional(z.literal(true, { error: 'Expected true: the interval data stored with the site' })),
  })
  .check(
    z.superRefine(
      (load, ctx) => {
        if (load.metered !== undefined) {
          for (const key of ['kind', 'annualKWh', 'climate'] as const)
            if (load[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: LOAD_TWICE_MESSAGE });
          return;
        }
        if (load.kind === undefined) ctx.addIssue({ code: 'custom', path: ['kind'], message: KIND_MESSAGE });
        if (load.annualKWh === undefined) ctx.addIssue({ code: 'custom', path: ['annualKWh'], message: 'Required' });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
    ),
  );

/** What the site's meter sees and pays (src/domain/sites/usage.ts). */
const usageSchema = known.object({
  load: loadSchema,
  tariff: siteTariffSchema,
  export: z.optional(exportRuleSchema),
});

export const SITE_SIZE_FIELD_MESSAGE = "A site's designs give the sizes: remove this field";

/** The site's finance assumptions: the optimizer's economics without its sizing fields (each design is a fixed size). */
const siteEconomicsSchema = btmEconomicsSchema.check(
  z.superRefine((economics, ctx) => {
    for (const [part, fields] of [
      ['pv', ['referenceKW', 'minKW', 'maxKW']],
      ['battery', ['minKW', 'maxKW', 'minKWh', 'maxKWh']],
    ] as const) {
      const given = economics[part] as Record<string, unknown> | undefined;
      for (const field of fields)
        if (given?.[field] !== undefined) ctx.addIssue({ code: 'custom', path: [part, field], message: SITE_SIZE_FIELD_MESSAGE });
    }
  }),
);

/**
 * PATCH /api/sites/{id}: any of a new name, a new point, its designs, its interconnection, its land,
 * its load and tariff (usage) and its finance assumptions (null clears the last four).
 */
export const updateSiteSchema = known
  .object({
    name: z.optional(name),
    latitude: z.optional(latitude),
    longitude: z.optional(longitude),
    zip: z.optional(zip),
    designs: z.optional(designsSchema),
    interconnection: z.optional(z.nullable(interconnectionSchema)),
    land: z.optional(z.nullable(landSchema)),
    usage: z.optional(z.nullable(usageSchema)),
    economics: z.optional(z.nullable(siteEconomicsSchema)),
  })
  .check(
    oneWayToPlace(false),
    z.refine((site) => Object.values(site).some((value) => value !== undefined), {
      path: ['name'],
      error: 'Nothing to change: give a name, a point, designs, interconnection, land, usage or economics',
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

/** POST /api/sites/{id}/rfq: which design to request quotes for (the first when none is named). */
export const siteRfqSchema = known.object({
  designId: z.optional(z.string({ error: 'Design id must be text' }).check(z.maxLength(8, 'No design of this site has this id'))),
});

/** GET /api/shared-sites?token=…: a share link's token (43 base64url characters). */
export const sharedSiteQuerySchema = known.object({
  token: z.string({ error: 'Required' }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Not a share link')),
});
