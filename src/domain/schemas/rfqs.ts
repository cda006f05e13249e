import * as z from 'zod/mini';
import { MAX_RFQ_QUANTITY } from '../rfqs.ts';
import {
  idParamSchema,
  isCalendarDate,
  isNonFiniteNumber,
  isWithinDateRange,
  NOT_FINITE_MESSAGE,
  optionalText,
  requiredText,
  rowId,
} from './fields.ts';

/** The most an RFQ's notes hold: as a draft's first notes and as the submit form sends them. */
const NOTES_MAX = 4000;

/** POST /api/rfqs: a new RFQ always starts as a draft, optionally with notes (the optimizer's analysis). */
export const createRfqSchema = z.object({
  projectName: optionalText({ max: 200 }),
  notes: optionalText({ max: NOTES_MAX }),
  status: z._default(z.literal('draft', { error: 'A new RFQ starts as a draft' }), 'draft'),
});

const quantityMessage = 'Quantity must be a whole number of at least 1';

const quantity = z
  .number({ error: (issue) => (isNonFiniteNumber(issue.input) ? NOT_FINITE_MESSAGE : quantityMessage) })
  .check(
    z.refine(Number.isInteger, quantityMessage),
    z.minimum(1, quantityMessage),
    z.maximum(MAX_RFQ_QUANTITY, `Quantity must be at most ${MAX_RFQ_QUANTITY.toLocaleString('en-US')}`),
  );

const LINE_NOTE_MAX = 2000;

/** POST /api/rfqs/{id}/items. */
export const addRfqItemSchema = z.object({
  productId: rowId('Choose a product'),
  quantity,
  specifications: optionalText({ max: LINE_NOTE_MAX }),
});

/** PATCH /api/rfqs/{id}/items/{itemId}: a draft line's quantity, its note (blank clears it), or both. */
export const updateRfqItemSchema = z
  .object({
    quantity: z.optional(quantity),
    specifications: z.optional(
      z.nullable(
        z.pipe(
          z.string().check(z.trim(), z.maxLength(LINE_NOTE_MAX, `Must be at most ${LINE_NOTE_MAX} characters`)),
          z.transform((value) => value || null),
        ),
      ),
    ),
  })
  .check(
    z.refine(
      (line) => line.quantity !== undefined || line.specifications !== undefined,
      'Send a quantity, a note (specifications) or both',
    ),
  );
export type UpdateRfqItemInput = z.input<typeof updateRfqItemSchema>;

/** A line in a path, e.g. /api/rfqs/{id}/items/{itemId}. */
export const rfqItemParamSchema = z.object({
  id: idParamSchema.shape.id,
  itemId: idParamSchema.shape.id,
});

/** A calendar date the RFQ columns take (2000–2099: outside, a typing mistake; PostgreSQL has no year 0). */
export function isRfqDate(value: string): boolean {
  return isCalendarDate(value) && isWithinDateRange(value);
}

/** A required-by date before today: the submit form and the API say so on `neededBy`. */
export const NEEDED_BY_PAST_MESSAGE = 'Required date cannot be in the past';

const neededBy = z
  .string({ error: 'Required date is needed' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Required date is needed', abort: true }),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2027-03-31', abort: true }),
    z.refine(isRfqDate, { error: 'Use a date like 2027-03-31', abort: true }),
  );

/**
 * PATCH /api/rfqs/{id}: submitting a draft with the form of Project Name, Shipping Address,
 * Required By Date and Additional Notes. The server refuses a required-by date that has passed
 * for every buyer (src/server/services/rfqs.ts); the form, one before the buyer's own today.
 */
export const submitRfqSchema = z.object({
  projectName: requiredText('Project name is required', { min: 2, max: 200 }),
  shipToAddress: requiredText('Shipping address is required', { min: 10, max: 500 }),
  neededBy,
  notes: optionalText({ max: NOTES_MAX }),
  status: z.literal('submitted', { error: 'Only submitting a draft is supported' }),
});
export type SubmitRfqInput = z.input<typeof submitRfqSchema>;

/** The submit form in the browser: the API's rules, and a required-by date from `today` (the buyer's) on. */
export function submitRfqFormSchema(today: string) {
  return z.extend(submitRfqSchema, {
    neededBy: neededBy.check(z.refine((value) => value >= today, NEEDED_BY_PAST_MESSAGE)),
  });
}

/**
 * PATCH /api/rfqs/{id}/status: the buyer answers. Accepting or declining names the version of the
 * quote they read (`quote.version`): if staff sent a new one meanwhile, the answer is refused (409)
 * rather than applied to a quote they have not seen. Declining says why; withdrawing (a request
 * staff have not quoted yet) may.
 */
export const rfqAnswerSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('accepted'), quoteVersion: rowId('Quote version is required') }),
    z.object({
      status: z.literal('declined'),
      quoteVersion: rowId('Quote version is required'),
      reason: requiredText('A reason for declining is required', { min: 3, max: 2000 }),
    }),
    z.object({ status: z.literal('withdrawn'), reason: optionalText({ max: 2000 }) }),
  ],
  { error: 'Status must be one of: accepted, declined, withdrawn' },
);
export type RfqAnswerInput = z.input<typeof rfqAnswerSchema>;
