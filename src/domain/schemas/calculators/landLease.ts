import * as z from 'zod/mini';
import type { Flat, SearchForm } from './fromSearch.ts';
import { boundedNumber, stateCode, type Bounds } from './numbers.ts';

/** SPEC §5 land lease bounds: full form and the home page's mini calculator. */
export const LEASE_BOUNDS = { acres: [1, 10000], distanceToSubstation: [0, 50] } as const satisfies Bounds;
export const LEASE_MINI_BOUNDS = { acres: [1, 5000], distanceToSubstation: [0, 25] } as const satisfies Bounds;
export const LEASE_DEFAULTS = { acres: 100, distanceToSubstation: 2.5, state: 'TX' } as const;
/** SPEC §9 state choices. */
export const LEASE_STATES = ['AL', 'AZ', 'CA', 'FL', 'GA', 'NC', 'NV', 'NY', 'TX', 'VA'] as const;
export const LEASE_MINI_STATES = ['TX', 'CA', 'NC', 'VA', 'FL', 'AZ', 'GA'] as const;

function landLeaseSchema(bounds: { acres: readonly [number, number]; distanceToSubstation: readonly [number, number] }) {
  return z.object({
    acres: boundedNumber(...bounds.acres),
    distanceToSubstation: boundedNumber(...bounds.distanceToSubstation),
    state: stateCode(),
    address: z.optional(z.string().check(z.trim(), z.maxLength(300, 'String must contain at most 300 character(s)'))),
  });
}

export const landLeaseRequestSchema = /* @__PURE__ */ landLeaseSchema(LEASE_BOUNDS);
export const landLeaseMiniSchema = /* @__PURE__ */ landLeaseSchema(LEASE_MINI_BOUNDS);
export type LandLeaseRequest = z.output<typeof landLeaseRequestSchema>;

const LEASE_FIELDS = { acres: 'number', distanceToSubstation: 'number', state: 'string', address: 'string' } as const;

/** The full land lease estimator's inputs from its URL (read with fromSearch). */
export const LEASE_SEARCH_FORM: SearchForm<keyof typeof LEASE_FIELDS> = {
  fields: LEASE_FIELDS,
  schema: landLeaseRequestSchema,
  request: (values) => ({ ...LEASE_DEFAULTS, ...values }),
  flat: (request) => request as Flat,
  choices: { state: LEASE_STATES },
};
