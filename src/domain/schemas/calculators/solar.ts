import * as z from 'zod/mini';
import { US_STATES } from '../../constants.ts';
import { describeInput } from '../fields.ts';
import { flatSearchForm, formText, type CalculatorForm } from './form.ts';
import { known } from './knownFields.ts';
import { boundedNumber, fieldsOf, numberKinds, numbersOf, type Bounds } from './numbers.ts';
import { trackingSchema } from './tracking.ts';

/**
 * POST /api/calculators/solar: hourly production of a PV array at a US site. The site is a
 * latitude and longitude, or a state (its representative weather station); coordinates, when
 * given, decide. The array's inputs default as PVWatts's do. Whether a station is near enough is the
 * server's check (solarSite.ts), so the page does not carry the station list to validate a form.
 */
export const SOLAR_BOUNDS = {
  /** From Puerto Rico's south coast to Alaska's north slope. */
  latitude: [17, 72],
  /** East positive: from Alaska's Aleutians to Maine. */
  longitude: [-180, -64],
  systemSizeKWdc: [1, 1_000_000],
  tiltDeg: [0, 90],
  /** Degrees clockwise from north: 180 faces south. */
  azimuthDeg: [0, 360],
  gcr: [0.1, 0.9],
  dcAcRatio: [0.5, 2],
  lossesPercent: [0, 99],
  moduleTempCoeffPercentPerC: [-1, 0],
  /** The site's height above sea level, optional: from Death Valley to above the highest TMY3 station. */
  elevationM: [-100, 4500],
  /** Single-axis trackers' largest rotation either way from flat; modern trackers reach ±52–60°. */
  rotationLimitDeg: [5, 90],
} as const satisfies Bounds;

/** Every optional input's default: PVWatts v8's (fixed open rack at 20°, 14.08 % losses, DC/AC 1.2, standard module, trackers to ±45°). */
export const SOLAR_DEFAULTS = {
  tracking: 'fixed',
  tiltDeg: 20,
  azimuthDeg: 180,
  gcr: 0.4,
  dcAcRatio: 1.2,
  lossesPercent: 14.08,
  moduleTempCoeffPercentPerC: -0.37,
  rotationLimitDeg: 45,
} as const;

/** The answer to a request that still sends `bifaciality`: the bifacial gain is no longer modelled. */
export const BIFACIALITY_REFUSED =
  "Not accepted: bifacial gain is not modelled (this model's estimate ran about 3 points above PVWatts v8's bifacial model)";

/** What the page opens with: a 1 MWdc array at Denver's latitude and longitude. */
export const SOLAR_FORM_DEFAULTS = { latitude: 39.74, longitude: -104.99, systemSizeKWdc: 1000, ...SOLAR_DEFAULTS } as const;

export const solarRequestSchema = known
  .object({
    latitude: z.optional(boundedNumber(...SOLAR_BOUNDS.latitude)),
    longitude: z.optional(boundedNumber(...SOLAR_BOUNDS.longitude)),
    state: z.optional(
      z.pipe(
        z.string({ error: (issue) => `Expected string, received ${describeInput(issue.input)}` }).check(z.trim(), z.toUpperCase()),
        z.enum(US_STATES, { error: 'State must be a two-letter US state code' }),
      ),
    ),
    systemSizeKWdc: boundedNumber(...SOLAR_BOUNDS.systemSizeKWdc),
    tracking: z._default(trackingSchema, SOLAR_DEFAULTS.tracking),
    tiltDeg: z._default(boundedNumber(...SOLAR_BOUNDS.tiltDeg), SOLAR_DEFAULTS.tiltDeg),
    azimuthDeg: z._default(boundedNumber(...SOLAR_BOUNDS.azimuthDeg), SOLAR_DEFAULTS.azimuthDeg),
    gcr: z._default(boundedNumber(...SOLAR_BOUNDS.gcr), SOLAR_DEFAULTS.gcr),
    dcAcRatio: z._default(boundedNumber(...SOLAR_BOUNDS.dcAcRatio), SOLAR_DEFAULTS.dcAcRatio),
    lossesPercent: z._default(boundedNumber(...SOLAR_BOUNDS.lossesPercent), SOLAR_DEFAULTS.lossesPercent),
    moduleTempCoeffPercentPerC: z._default(
      boundedNumber(...SOLAR_BOUNDS.moduleTempCoeffPercentPerC),
      SOLAR_DEFAULTS.moduleTempCoeffPercentPerC,
    ),
    // The station choice weighs height only when it is given (docs/weather.md).
    elevationM: z.optional(boundedNumber(...SOLAR_BOUNDS.elevationM)),
    // Taken out (decision 084): refused by name, with why, rather than ignored.
    bifaciality: z.optional(z.never({ error: BIFACIALITY_REFUSED })),
    rotationLimitDeg: z._default(boundedNumber(...SOLAR_BOUNDS.rotationLimitDeg), SOLAR_DEFAULTS.rotationLimitDeg),
  })
  .check(
    // A site is coordinates (both) or a state: said beside the other fields' messages, not after them.
    z.refine((request) => request.latitude !== undefined || request.longitude !== undefined || request.state !== undefined, {
      path: ['latitude'],
      error: 'Required (or give a state)',
      when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value),
    }),
    z.refine((request) => request.longitude === undefined || request.latitude !== undefined, {
      path: ['latitude'],
      error: 'Required with a longitude',
    }),
    z.refine((request) => request.latitude === undefined || request.longitude !== undefined, {
      path: ['longitude'],
      error: 'Required with a latitude',
    }),
  );

export type SolarRequest = z.output<typeof solarRequestSchema>;
export type SolarRequestInput = z.input<typeof solarRequestSchema>;

const SOLAR_FIELDS = { ...numberKinds(SOLAR_BOUNDS), state: 'string', tracking: 'string' } as const;

/** The solar page's inputs from its URL (read with fromSearch). */
export const SOLAR_SEARCH_FORM = /* @__PURE__ */ flatSearchForm(SOLAR_FIELDS, solarRequestSchema, SOLAR_DEFAULTS);

/** The solar page's form: the request's own fields and units; a state is used when the coordinates are blank. */
export const SOLAR_FORM: CalculatorForm<typeof solarRequestSchema, SolarRequestInput> = {
  schema: solarRequestSchema,
  initial: formText({ ...SOLAR_FORM_DEFAULTS, state: '' }),
  input: (state) => ({
    ...numbersOf(state, fieldsOf(SOLAR_BOUNDS)),
    state: state.state ? state.state : undefined,
    tracking: state.tracking,
  }),
  request: (form) => form,
  search: SOLAR_SEARCH_FORM,
  // A link names coordinates or a state: the other stays blank, so the page's default site does not decide instead.
  fill: (inputs) =>
    formText(
      inputs.latitude === undefined && inputs.longitude === undefined
        ? { latitude: '', longitude: '', ...inputs }
        : { state: '', ...inputs },
    ),
};
