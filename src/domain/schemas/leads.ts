import * as z from 'zod/mini';
import { LEAD_PROJECT_TYPES, LEAD_SOURCES, LEAD_STATUSES } from '../constants.ts';
import { LEAD_SORTS, LEADS_PAGE_SIZE, MAX_BULK_LEADS, MAX_LEADS_PAGE_SIZE } from '../leads.ts';
import { emailField, optionalText, queryDate, queryList, requiredText, rowId, wholeNumber } from './fields.ts';

/**
 * The contact / lead form with its field messages, shared by the form and
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

/** PATCH /api/leads/{id}/status: an admin may set any status, in any order. */
export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of: ${LEAD_STATUSES.join(', ')}` }),
});

const MAX_PAGE = 10_000;

/**
 * GET /api/leads (and /api/leads/export.csv): without parameters every lead (a client that knows
 * no paging still works); with any, a page of the filtered, sorted leads and the match count in
 * X-Total-Count.
 * `q` matches words in the name, email or organization; the lists are comma-separated; `from` and
 * `to` are days (UTC) the lead arrived on or between.
 */
export const leadSearchSchema = z.pipe(
  z
    .strictObject(
      {
        q: z.optional(z.string().check(z.maxLength(100, 'Search must be at most 100 characters'))),
        status: z.optional(queryList(LEAD_STATUSES, `Status must be one or more of: ${LEAD_STATUSES.join(', ')}`)),
        source: z.optional(queryList(LEAD_SOURCES, `Source must be one or more of: ${LEAD_SOURCES.join(', ')}`)),
        projectType: z.optional(queryList(LEAD_PROJECT_TYPES, `Project type must be one or more of: ${LEAD_PROJECT_TYPES.join(', ')}`)),
        from: z.optional(queryDate('From')),
        to: z.optional(queryDate('To')),
        sort: z._default(z.enum(LEAD_SORTS, { error: `Sort must be one of: ${LEAD_SORTS.join(', ')}` }), 'newest'),
        page: z.optional(wholeNumber(`Page must be a whole number from 1 to ${MAX_PAGE.toLocaleString('en-US')}`, 1, MAX_PAGE)),
        pageSize: z.optional(wholeNumber(`Page size must be a whole number from 1 to ${MAX_LEADS_PAGE_SIZE}`, 1, MAX_LEADS_PAGE_SIZE)),
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown parameter' : undefined) },
    )
    .check(
      z.refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'From must be on or before To', path: ['to'] }),
    ),
  z.transform(({ q, page, pageSize, ...filters }) => ({
    ...filters,
    words: (q ?? '').toLowerCase().split(/\s+/).filter(Boolean),
    page: page !== undefined || pageSize !== undefined ? { number: page ?? 1, size: pageSize ?? LEADS_PAGE_SIZE } : undefined,
  })),
);
export type LeadSearch = z.output<typeof leadSearchSchema>;

/** PATCH /api/leads/status: one status for several leads at once. */
export const bulkLeadStatusSchema = z.object({
  ids: z
    .array(rowId('Not a valid lead id'), { error: 'Ids must be a list of lead ids' })
    .check(z.minLength(1, 'Choose at least one lead'), z.maxLength(MAX_BULK_LEADS, `At most ${MAX_BULK_LEADS} leads at once`)),
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of: ${LEAD_STATUSES.join(', ')}` }),
});
