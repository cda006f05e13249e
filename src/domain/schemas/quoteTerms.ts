import * as z from 'zod/mini';
import { QUOTE_TERMS_LABELS, QUOTE_TERMS_MAX_LENGTHS, type QuoteTerms } from '../quoteTerms.ts';
import { requiredText } from './fields.ts';

const term = (field: keyof QuoteTerms) =>
  requiredText(`${QUOTE_TERMS_LABELS[field]} is required`, { min: 2, max: QUOTE_TERMS_MAX_LENGTHS[field] });

/** PUT /api/admin/settings/quote: every term of the quote document, each required (the form starts from the ones in force). */
export const quoteTermsSchema = z.object({
  sellerName: term('sellerName'),
  sellerAddress: term('sellerAddress'),
  contact: term('contact'),
  paymentTerms: term('paymentTerms'),
  deliveryTerms: term('deliveryTerms'),
  warranty: term('warranty'),
  signatoryName: term('signatoryName'),
  signatoryTitle: term('signatoryTitle'),
});
export type QuoteTermsInput = z.input<typeof quoteTermsSchema>;
