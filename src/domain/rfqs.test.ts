import { describe, expect, it } from 'vitest';
import { RFQ_STATUSES } from './constants.ts';
import { canMoveRfq, isActiveRfq, isEditable, nextRfqStatuses } from './rfqs.ts';

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
    const allowed = new Set(['owner:draft>submitted', 'staff:submitted>under_review', 'staff:submitted>closed', 'staff:under_review>quoted', 'staff:under_review>closed', 'staff:quoted>closed']);
    for (const actor of ['owner', 'staff'] as const) {
      for (const from of RFQ_STATUSES) {
        for (const to of RFQ_STATUSES) expect(canMoveRfq(actor, from, to), `${actor}: ${from} → ${to}`).toBe(allowed.has(`${actor}:${from}>${to}`));
      }
    }
  });

  it('counts submitted and under-review RFQs as active projects, and only drafts as editable (SPEC §4)', () => {
    expect(RFQ_STATUSES.filter((status) => isActiveRfq({ status }))).toEqual(['submitted', 'under_review']);
    expect(RFQ_STATUSES.filter((status) => isEditable({ status }))).toEqual(['draft']);
  });
});
