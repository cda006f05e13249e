import * as z from 'zod/mini';
import { LEAD_PROJECT_TYPES, LEAD_SOURCES, LEAD_STATUSES } from '../constants.ts';
import { emailField, optionalText, requiredText } from './fields.ts';

/**
 * The contact / lead form (SPEC §3, §5) with the spec's messages, shared by the form and
 * POST /api/leads. `website` is a honeypot: people never see it, bots fill it in.
 */
export const leadSchema = z.object({
  firstName: requiredText('First name is required', { min: 2, max: 100 }),
  lastName: requiredText('Last name is required', { min: 2, max: 100 }),
  organizationName: requiredText('Organization is required', { min: 2, max: 200 }),
  email: emailField('Valid email is required'),
  projectType: z.enum(LEAD_PROJECT_TYPES, { error: 'Project type is required' }),
  details: optionalText({ max: 5000 }),
  source: z._default(z.enum(LEAD_SOURCES, { error: `Source must be one of: ${LEAD_SOURCES.join(', ')}` }), 'contact'),
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type LeadInput = z.input<typeof leadSchema>;

/** PATCH /api/leads/{id}/status: an admin may set any status (SPEC §4). */
export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of: ${LEAD_STATUSES.join(', ')}` }),
});
