import * as z from 'zod/mini';
import { known } from './knownFields.ts';
import { boundedNumber, stateCode } from './numbers.ts';

/** What the full estimator and the home page's mini calculator share: the defaults and the request's shape. */
export const LEASE_DEFAULTS = { acres: 100, distanceToSubstation: 2.5, state: 'TX' } as const;

export function landLeaseSchema(bounds: { acres: readonly [number, number]; distanceToSubstation: readonly [number, number] }) {
  return known.object({
    acres: boundedNumber(...bounds.acres),
    distanceToSubstation: boundedNumber(...bounds.distanceToSubstation),
    state: stateCode(),
    address: z.optional(z.string().check(z.trim(), z.maxLength(300, 'String must contain at most 300 character(s)'))),
  });
}
