import type * as z from 'zod/mini';
import { LEASE_DEFAULTS, landLeaseSchema } from './landLeaseCore.ts';
import type { Bounds } from './numbers.ts';

/**
 * The land lease request: the full estimator's bounds, states and schema, which the API validates
 * with. The home page's mini calculator is in landLeaseMini.ts, the full page's form and URL in
 * landLeaseForm.ts: each page ships only its own.
 */
export { LEASE_DEFAULTS };
export const LEASE_BOUNDS = { acres: [1, 10000], distanceToSubstation: [0, 50] } as const satisfies Bounds;
/** The states with a published lease range (the estimator's choices). */
export const LEASE_STATES = ['AL', 'AZ', 'CA', 'FL', 'GA', 'NC', 'NV', 'NY', 'TX', 'VA'] as const;

export const landLeaseRequestSchema = /* @__PURE__ */ landLeaseSchema(LEASE_BOUNDS);
export type LandLeaseRequest = z.output<typeof landLeaseRequestSchema>;
