import type { Rfq, RfqDetail, RfqItem, RfqWithRequester } from '~/domain/rfqs';
import type { RfqAnswerInput, SubmitRfqInput, UpdateRfqItemInput } from '~/domain/schemas/rfqs';
import type { QuoteWarning } from '~/domain/quotes';
import type { QuoteTerms } from '~/domain/quoteTerms';
import type { QuoteTermsInput } from '~/domain/schemas/quoteTerms';
import type { StaffRfqStatusInput } from '~/domain/schemas/staffRfqs';
import { getJson, sendJson } from './http.ts';

/** The user's RFQs (every RFQ for an admin), newest first. */
export function listRfqs(): Promise<RfqWithRequester[]> {
  return getJson<RfqWithRequester[]>('/api/rfqs');
}

/** One RFQ with its timeline. */
export function getRfq(rfqId: number): Promise<RfqDetail> {
  return getJson<RfqDetail>(`/api/rfqs/${rfqId}`);
}

/** A new draft: 'New RFQ' from the RFQ page, 'Product Inquiry' from the catalog's Add to RFQ; the optimizer's with its analysis as notes. */
export function createRfq(projectName: string, notes?: string): Promise<Rfq> {
  return sendJson('POST', '/api/rfqs', { projectName, ...(notes ? { notes } : {}), status: 'draft' });
}

/** Deletes a draft and its lines. */
export function deleteRfq(rfqId: number): Promise<void> {
  return sendJson('DELETE', `/api/rfqs/${rfqId}`);
}

/** A new draft with the lines, address and notes of any of the user's RFQs. */
export function duplicateRfq(rfqId: number): Promise<Rfq> {
  return sendJson('POST', `/api/rfqs/${rfqId}/duplicate`, {});
}

/** Submits a draft with its form: project name, shipping address, required-by date, notes. */
export function submitRfq(rfqId: number, input: Omit<SubmitRfqInput, 'status'>): Promise<Rfq> {
  return sendJson('PATCH', `/api/rfqs/${rfqId}`, { ...input, status: 'submitted' });
}

/** The buyer's answer: accept or decline the quote they read (its version), or withdraw a request not yet quoted. 409 if the move is not allowed. */
export function answerRfq(rfqId: number, input: RfqAnswerInput): Promise<RfqDetail> {
  return sendJson('PATCH', `/api/rfqs/${rfqId}/status`, input);
}

/** Where an RFQ's quote downloads as a PDF (its owner and staff). */
export function quotePdfUrl(rfqId: number): string {
  return `/api/rfqs/${rfqId}/quote.pdf`;
}

/** Where an RFQ downloads as CSV. */
export function rfqCsvUrl(rfqId: number): string {
  return `/api/rfqs/${rfqId}/export.csv`;
}

export function listRfqItems(rfqId: number): Promise<RfqItem[]> {
  return getJson<RfqItem[]>(`/api/rfqs/${rfqId}/items`);
}

/** Adds a product to a draft; the same product again raises its quantity. */
export function addRfqItem(rfqId: number, productId: number, quantity = 1): Promise<RfqItem> {
  return sendJson('POST', `/api/rfqs/${rfqId}/items`, { productId, quantity });
}

/** Changes a draft line's quantity or note. */
export function updateRfqItem(rfqId: number, itemId: number, change: UpdateRfqItemInput): Promise<RfqItem> {
  return sendJson('PATCH', `/api/rfqs/${rfqId}/items/${itemId}`, change);
}

export function removeRfqItem(rfqId: number, itemId: number): Promise<void> {
  return sendJson('DELETE', `/api/rfqs/${rfqId}/items/${itemId}`);
}

/** Staff move an RFQ: under review, quoted (per line or one total, validity, note; a new version over a standing quote) or closed (reason). 409 if the move is not allowed. */
export function setRfqStatus(rfqId: number, input: StaffRfqStatusInput): Promise<RfqDetail & { warnings?: QuoteWarning[] }> {
  return sendJson('PATCH', `/api/admin/rfqs/${rfqId}/status`, input);
}

/** The quote settings in force: the seller and terms each new quote's document carries (admins only). */
export function getQuoteSettings(): Promise<QuoteTerms> {
  return getJson<QuoteTerms>('/api/admin/settings/quote');
}

/** Saves the quote settings; new quotes, and new versions of quotes, carry them. */
export function saveQuoteSettings(terms: QuoteTermsInput): Promise<QuoteTerms> {
  return sendJson('PUT', '/api/admin/settings/quote', terms);
}
