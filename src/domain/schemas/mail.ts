import * as z from 'zod/mini';
import { EMAILS_PAGE_SIZE, MAIL_KINDS, MAIL_STATUSES } from '../mail.ts';
import { wholeNumber } from './fields.ts';

const MAX_PAGE = 10_000;
const unknownParameter = { error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? 'Unknown parameter' : undefined) };

/** GET /api/admin/emails: the outbox, newest first, by status and kind, a page at a time. */
export const emailQuerySchema = z.pipe(
  z.strictObject(
    {
      status: z.optional(z.enum(MAIL_STATUSES, { error: `Status must be one of: ${MAIL_STATUSES.join(', ')}` })),
      kind: z.optional(z.enum(MAIL_KINDS, { error: `Kind must be one of: ${MAIL_KINDS.join(', ')}` })),
      page: z._default(wholeNumber(`Page must be a whole number from 1 to ${MAX_PAGE.toLocaleString('en-US')}`, 1, MAX_PAGE), 1),
    },
    unknownParameter,
  ),
  z.transform((query) => ({ ...query, pageSize: EMAILS_PAGE_SIZE })),
);
export type EmailQuery = z.output<typeof emailQuerySchema>;

/** POST /api/email/unsubscribe: the token of a message's unsubscribe link. */
export const unsubscribeSchema = z.object({
  token: z
    .string({ error: 'Token is required: open the link from the email' })
    .check(z.minLength(1, 'Token is required: open the link from the email'), z.maxLength(2000, 'Token must be at most 2,000 characters')),
});
