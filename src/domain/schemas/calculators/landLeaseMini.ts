import type { Bounds } from './numbers.ts';
import { landLeaseSchema } from './landLeaseCore.ts';

/** The home page's mini calculator: narrower bounds than the full estimator's, and seven states. */
export const LEASE_MINI_BOUNDS = { acres: [1, 5000], distanceToSubstation: [0, 25] } as const satisfies Bounds;
export const LEASE_MINI_STATES = ['TX', 'CA', 'NC', 'VA', 'FL', 'AZ', 'GA'] as const;
export const landLeaseMiniSchema = /* @__PURE__ */ landLeaseSchema(LEASE_MINI_BOUNDS);
