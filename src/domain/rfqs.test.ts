import { describe, expect, it } from 'vitest';
import { RFQ_STATUSES, type RfqStatus } from './constants.ts';
import {
  canMoveRfq,
  currentDraft,
  earliestToday,
  estimateItems,
  isActiveRfq,
  isAnswerable,
  isEditable,
  isQuoteExpired,
  lineTotal,
  nextRfqStatuses,
  rfqTitle,
  staffMayQuote,
  timelineSteps,
  waitsOnStaff,
} from './rfqs.ts';

describe('RFQ transitions', () => {
  it('lets the owner submit a draft, withdraw it before a quote, answer a quote, and nothing else', () => {
    expect(nextRfqStatuses('owner', 'draft')).toEqual(['submitted']);
    expect(nextRfqStatuses('owner', 'submitted')).toEqual(['withdrawn']);
    expect(nextRfqStatuses('owner', 'under_review')).toEqual(['withdrawn']);
    expect(nextRfqStatuses('owner', 'quoted')).toEqual(['accepted', 'declined']);
    const answering = new Set(['draft', 'submitted', 'under_review', 'quoted']);
    for (const from of RFQ_STATUSES.filter((status) => !answering.has(status))) expect(nextRfqStatuses('owner', from), from).toEqual([]);
  });

  it('lets staff take a submitted RFQ through review and quote to closed, and close it at any step', () => {
    expect(nextRfqStatuses('staff', 'submitted')).toEqual(['under_review', 'closed']);
    expect(nextRfqStatuses('staff', 'under_review')).toEqual(['quoted', 'closed']);
    expect(nextRfqStatuses('staff', 'quoted')).toEqual(['closed']);
    expect(nextRfqStatuses('staff', 'closed')).toEqual([]);
    expect(nextRfqStatuses('staff', 'draft')).toEqual([]);
  });

  it("lets staff answer a decline with a new quote or a close, close an accepted quote's RFQ, and leave a withdrawn one be", () => {
    expect(nextRfqStatuses('staff', 'declined')).toEqual(['quoted', 'closed']);
    expect(nextRfqStatuses('staff', 'accepted')).toEqual(['closed']);
    expect(nextRfqStatuses('staff', 'withdrawn')).toEqual([]);
  });

  it('lets staff quote from review, after a decline, and over a standing quote (a new version), from nowhere else', () => {
    expect(RFQ_STATUSES.filter(staffMayQuote)).toEqual(['under_review', 'quoted', 'declined']);
  });

  it('refuses every move not listed, backwards included', () => {
    const allowed = new Set([
      'owner:draft>submitted',
      'staff:submitted>under_review',
      'staff:submitted>closed',
      'staff:under_review>quoted',
      'staff:under_review>closed',
      'staff:quoted>closed',
      // The buyer's answers and what staff do after them.
      'owner:submitted>withdrawn',
      'owner:under_review>withdrawn',
      'owner:quoted>accepted',
      'owner:quoted>declined',
      'staff:declined>quoted',
      'staff:declined>closed',
      'staff:accepted>closed',
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

describe('quotes in time', () => {
  const quote = { validUntil: '2026-11-30' };
  it('hold through their last day until it has ended in every time zone (noon UTC the next day)', () => {
    expect(isQuoteExpired(quote, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isQuoteExpired(quote, new Date('2026-12-01T11:59:59Z'))).toBe(false);
    expect(isQuoteExpired(quote, new Date('2026-12-01T12:00:00Z'))).toBe(true);
  });

  it('can be answered only while quoted and holding', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const standing = { amount: '1.00', validUntil: '2026-11-30', note: null, quotedAt: '2026-11-01T00:00:00Z' };
    expect(isAnswerable({ status: 'quoted', quote: standing }, now)).toBe(true);
    expect(isAnswerable({ status: 'quoted', quote: { ...standing, validUntil: '2026-11-18' } }, now)).toBe(false);
    expect(isAnswerable({ status: 'accepted', quote: standing }, now)).toBe(false);
    expect(isAnswerable({ status: 'quoted', quote: null }, now)).toBe(false);
  });

  it('wait on staff when new, in review, declined or expired; on the buyer while they hold', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const holding = { amount: '1.00', validUntil: '2026-11-30', note: null, quotedAt: '2026-11-01T00:00:00Z' };
    const waiting = RFQ_STATUSES.filter((status) => waitsOnStaff({ status, quote: holding }, now));
    expect(waiting).toEqual(['submitted', 'under_review', 'declined']);
    expect(waitsOnStaff({ status: 'quoted', quote: { ...holding, validUntil: '2026-11-01' } }, now)).toBe(true);
  });
});

describe('the timeline', () => {
  const none = new Set<RfqStatus>();
  it("awaits the buyer's answer after the quote (not a close), then ends with the answer", () => {
    expect(timelineSteps('submitted', none)).toEqual(['submitted', 'under_review', 'quoted', 'answer']);
    expect(timelineSteps('quoted', none)).toEqual(['submitted', 'under_review', 'quoted', 'answer']);
    expect(timelineSteps('accepted', none)).toEqual(['submitted', 'under_review', 'quoted', 'accepted']);
    expect(timelineSteps('declined', none)).toEqual(['submitted', 'under_review', 'quoted', 'declined']);
    expect(timelineSteps('withdrawn', none)).toEqual(['submitted', 'under_review', 'withdrawn']);
  });

  it("shows a closed RFQ's answer before its close, an acceptance before a decline it replaced", () => {
    expect(timelineSteps('closed', new Set<RfqStatus>(['accepted']))).toEqual([
      'submitted',
      'under_review',
      'quoted',
      'accepted',
      'closed',
    ]);
    expect(timelineSteps('closed', new Set<RfqStatus>(['declined', 'accepted']))).toEqual([
      'submitted',
      'under_review',
      'quoted',
      'accepted',
      'closed',
    ]);
    expect(timelineSteps('closed', none)).toEqual(['submitted', 'under_review', 'quoted', 'closed']);
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
