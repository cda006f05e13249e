import { describe, expect, it } from 'vitest';
import { RFQ_STATUSES } from './constants.ts';
import {
  canMoveRfq,
  currentDraft,
  earliestToday,
  estimateItems,
  isActiveRfq,
  isEditable,
  lineTotal,
  nextRfqStatuses,
  rfqTitle,
} from './rfqs.ts';

describe('RFQ transitions', () => {
  it('lets the owner submit a draft and nothing else', () => {
    expect(nextRfqStatuses('owner', 'draft')).toEqual(['submitted']);
    for (const from of RFQ_STATUSES.filter((status) => status !== 'draft')) expect(nextRfqStatuses('owner', from), from).toEqual([]);
  });

  it('lets staff take a submitted RFQ through review and quote to closed, and close it at any step', () => {
    expect(nextRfqStatuses('staff', 'submitted')).toEqual(['under_review', 'closed']);
    expect(nextRfqStatuses('staff', 'under_review')).toEqual(['quoted', 'closed']);
    expect(nextRfqStatuses('staff', 'quoted')).toEqual(['closed']);
    expect(nextRfqStatuses('staff', 'closed')).toEqual([]);
    expect(nextRfqStatuses('staff', 'draft')).toEqual([]);
  });

  it('refuses every move not listed, backwards included', () => {
    const allowed = new Set([
      'owner:draft>submitted',
      'staff:submitted>under_review',
      'staff:submitted>closed',
      'staff:under_review>quoted',
      'staff:under_review>closed',
      'staff:quoted>closed',
    ]);
    for (const actor of ['owner', 'staff'] as const) {
      for (const from of RFQ_STATUSES) {
        for (const to of RFQ_STATUSES)
          expect(canMoveRfq(actor, from, to), `${actor}: ${from} → ${to}`).toBe(allowed.has(`${actor}:${from}>${to}`));
      }
    }
  });

  it('counts submitted and under-review RFQs as active projects, and only drafts as editable', () => {
    expect(RFQ_STATUSES.filter((status) => isActiveRfq({ status }))).toEqual(['submitted', 'under_review']);
    expect(RFQ_STATUSES.filter((status) => isEditable({ status }))).toEqual(['draft']);
  });
});

describe('the cart', () => {
  const rfq = (id: number, status: 'draft' | 'submitted', updatedAt: string) => ({ id, status, updatedAt });
  it('is the draft changed last, the newer id breaking a tie', () => {
    expect(
      currentDraft([
        rfq(1, 'draft', '2026-11-01T10:00:00.000Z'),
        rfq(2, 'draft', '2026-11-02T10:00:00.000Z'),
        rfq(3, 'submitted', '2026-11-03T10:00:00.000Z'),
      ])?.id,
    ).toBe(2);
    expect(currentDraft([rfq(4, 'draft', '2026-11-01T10:00:00.000Z'), rfq(5, 'draft', '2026-11-01T10:00:00.000Z')])?.id).toBe(5);
  });

  it('does not exist without a draft', () => {
    expect(currentDraft([rfq(3, 'submitted', '2026-11-03T10:00:00.000Z')])).toBeUndefined();
    expect(currentDraft([])).toBeUndefined();
  });
});

describe('RFQ lines', () => {
  const line = (price: string | null, quantity: number) => ({
    quantity,
    product: { name: 'P', manufacturer: 'M', model: 'X', unitType: 'module', price },
  });
  it('total price × quantity, nothing for a product quoted on request', () => {
    expect(lineTotal(line('136.40', 3))).toBeCloseTo(409.2, 10);
    expect(lineTotal(line(null, 3))).toBeNull();
  });

  it('add up to the estimate of the priced lines, to the cent, counting the rest', () => {
    expect(estimateItems([line('0.10', 3), line('0.20', 1), line(null, 2)])).toEqual({ value: 0.5, onRequest: 1 });
    expect(estimateItems([])).toEqual({ value: 0, onRequest: 0 });
  });

  it("name an RFQ after its project, or 'RFQ #id'", () => {
    expect(rfqTitle({ id: 7, projectName: 'Plant 4' })).toBe('Plant 4');
    expect(rfqTitle({ id: 7, projectName: null })).toBe('RFQ #7');
    expect(rfqTitle({ id: 7, projectName: '' })).toBe('RFQ #7');
  });
});

describe('required-by dates', () => {
  it('are today somewhere until the day has ended in UTC−12, the last time zone to leave it', () => {
    expect(earliestToday(new Date('2026-11-25T11:59:59Z'))).toBe('2026-11-24');
    expect(earliestToday(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
    expect(earliestToday(new Date('2026-11-25T23:59:59Z'))).toBe('2026-11-25');
  });
});
