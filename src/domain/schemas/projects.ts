import * as z from 'zod/mini';
import { PROJECT_STATUSES, PROJECT_TYPES, US_STATES } from '../constants.ts';

/** GET /api/projects?type&status&state: each optional; an unknown value is a 400, not an empty list. */
export const projectQuerySchema = z.object({
  type: z.optional(z.enum(PROJECT_TYPES, { error: `Type must be one of: ${PROJECT_TYPES.join(', ')}` })),
  status: z.optional(z.enum(PROJECT_STATUSES, { error: `Status must be one of: ${PROJECT_STATUSES.join(', ')}` })),
  state: z.optional(z.pipe(z.string().check(z.toUpperCase()), z.enum(US_STATES, { error: 'State must be a two-letter US state code' }))),
  q: z.optional(z.string().check(z.maxLength(200, 'Search must be at most 200 characters'))),
});
