import type { Rfq, RfqItem, RfqWithRequester } from '~/domain/rfqs';
import type { SubmitRfqInput } from '~/domain/schemas/rfqs';
import { getJson, sendJson } from './http.ts';

/** The user's RFQs (every RFQ for an admin), newest first. */
export function listRfqs(): Promise<RfqWithRequester[]> {
  return getJson<RfqWithRequester[]>('/api/rfqs');
}

/** A new draft (SPEC §7: projectName 'New RFQ' or 'Product Inquiry'). */
export function createRfq(projectName: string): Promise<Rfq> {
  return sendJson('POST', '/api/rfqs', { projectName, status: 'draft' });
}

export function listRfqItems(rfqId: number): Promise<RfqItem[]> {
  return getJson<RfqItem[]>(`/api/rfqs/${rfqId}/items`);
}

/** Adds a product to a draft; the same product again raises its quantity. */
export function addRfqItem(rfqId: number, productId: number, quantity = 1): Promise<RfqItem> {
  return sendJson('POST', `/api/rfqs/${rfqId}/items`, { productId, quantity });
}

/** Submits a draft with the form of SPEC §5. */
export function submitRfq(rfqId: number, input: Omit<SubmitRfqInput, 'status'>): Promise<Rfq> {
  return sendJson('PATCH', `/api/rfqs/${rfqId}`, { ...input, status: 'submitted' });
}
