import { describe, expect, it } from 'vitest';
import type { CalculatorRun } from './calculatorRuns.ts';
import { dashboardStats, newestFirst, nextSteps } from './dashboard.ts';
import { calculatorHref, runHeadline } from './calculatorRuns.ts';
import type { Rfq } from './rfqs.ts';

function rfq(id: number, status: Rfq['status'], changes: Partial<Rfq> = {}): Rfq {
  return {
    id,
    projectName: `Project ${id}`,
    status,
    shipToAddress: null,
    neededBy: null,
    notes: null,
    createdAt: `2026-11-${String(id).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: `2026-11-${String(id).padStart(2, '0')}T10:00:00.000Z`,
    submittedAt: null,
    totalEstimatedValue: null,
    userId: 'u1',
    itemCount: 0,
    quote: null,
    closedReason: null,
    ...changes,
  };
}

function quote(amount: string): Rfq['quote'] {
  return { amount, validUntil: '2026-12-31', note: null, quotedAt: '2026-11-20T10:00:00.000Z' };
}

function run(
  id: number,
  type: CalculatorRun['type'],
  outputs: Record<string, unknown>,
  inputs: Record<string, unknown> = {},
): CalculatorRun {
  return { id, type, name: null, createdAt: `2026-10-${String(id).padStart(2, '0')}T08:00:00.000Z`, inputs, outputs };
}

describe('the stat cards', () => {
  it('count the RFQs still open (submitted, under review or quoted) as active, drafts apart, and every saved run', () => {
    const rfqs = [
      rfq(1, 'draft'),
      rfq(2, 'draft', { totalEstimatedValue: null }),
      rfq(3, 'submitted', { totalEstimatedValue: '0.10' }),
      rfq(4, 'under_review', { totalEstimatedValue: '0.20' }),
      rfq(5, 'quoted', { totalEstimatedValue: '1234567.89' }),
      rfq(6, 'closed', { totalEstimatedValue: '1000' }),
    ];
    expect(dashboardStats(rfqs, 612)).toMatchObject({ activeProjects: 3, draftRfqs: 2, calculations: 612 });
  });

  it('keep a quoted RFQ active: staff quoting it does not make a project drop out', () => {
    const submitted = [rfq(1, 'submitted'), rfq(2, 'under_review')];
    const afterQuote = [rfq(1, 'submitted'), rfq(2, 'quoted', { quote: quote('900') })];
    expect(dashboardStats(submitted, 0).activeProjects).toBe(2);
    expect(dashboardStats(afterQuote, 0).activeProjects).toBe(2);
  });

  it('add up what the open RFQs are worth to the cent: the quoted amount once quoted, else the estimate; closed ones and drafts not at all', () => {
    const rfqs = [
      rfq(1, 'draft', { totalEstimatedValue: null }),
      rfq(2, 'submitted', { totalEstimatedValue: '0.10' }),
      rfq(3, 'under_review', { totalEstimatedValue: '0.20' }),
      rfq(4, 'quoted', { totalEstimatedValue: '48000.00', quote: quote('45250.50') }),
      rfq(5, 'closed', { totalEstimatedValue: '12000.00', quote: quote('11000.00') }),
    ];
    expect(dashboardStats(rfqs, 0).totalRfqValue).toBe(45250.8);
  });

  it('count an accepted quote as an active project worth its quote; declined and withdrawn RFQs as neither', () => {
    const rfqs = [
      rfq(1, 'quoted', { totalEstimatedValue: '1000.00', quote: quote('900.00') }),
      rfq(2, 'accepted', { totalEstimatedValue: '2000.00', quote: quote('1950.50') }),
      rfq(3, 'declined', { totalEstimatedValue: '3000.00', quote: quote('2900.00') }),
      rfq(4, 'withdrawn', { totalEstimatedValue: '4000.00' }),
      rfq(5, 'closed', { totalEstimatedValue: '5000.00', quote: quote('4800.00') }),
    ];
    expect(dashboardStats(rfqs, 0)).toMatchObject({ activeProjects: 2, totalRfqValue: 2850.5 });
  });

  it('are zero for a new account and unknown (null) for a list that failed to load', () => {
    expect(dashboardStats([], 0)).toEqual({ activeProjects: 0, draftRfqs: 0, calculations: 0, totalRfqValue: 0 });
    expect(dashboardStats(null, 1)).toEqual({ activeProjects: null, draftRfqs: null, calculations: 1, totalRfqValue: null });
    expect(dashboardStats([rfq(1, 'submitted')], null).calculations).toBeNull();
  });
});

describe('the recent lists', () => {
  it('hold the five newest, newest first, the higher id breaking a tie', () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map((id) => ({
      id,
      createdAt: id === 7 ? '2026-01-01T00:00:00.000Z' : `2026-02-0${id}T00:00:00.000Z`,
    }));
    items.push({ id: 8, createdAt: '2026-02-06T00:00:00.000Z' });
    expect(newestFirst(items).map((item) => item.id)).toEqual([8, 6, 5, 4, 3]);
  });
});

describe('a saved calculation', () => {
  it('shows the figure of its type: ppaPrice to 4 decimals, likely per acre, total annual', () => {
    expect(runHeadline(run(1, 'ppa_epc', { ppaPrice: 0.071249, maxEpcPrice: 1.2 }))).toEqual({ label: 'PPA price', value: '$0.0712/kWh' });
    expect(runHeadline(run(2, 'land_lease', { likely: { perAcre: 1234.4, total: 98765 }, conservative: { perAcre: 1 } }))).toEqual({
      label: 'Likely lease',
      value: '$1,234/acre',
    });
    expect(runHeadline(run(3, 'bess_value', { total: { annual: 456789.5, monthly: 38065 } }))).toEqual({
      label: 'Annual value',
      value: '$456,790/yr',
    });
  });

  it('shows nothing for outputs without the figure', () => {
    expect(runHeadline(run(1, 'ppa_epc', {}))).toBeNull();
    expect(runHeadline(run(2, 'land_lease', { likely: 'high' }))).toBeNull();
    expect(runHeadline(run(3, 'bess_value', { total: { annual: null } }))).toBeNull();
  });

  it('reopens in its calculator with its inputs in the query, nested ones spread flat', () => {
    expect(calculatorHref(run(1, 'ppa_epc', {}, { systemSizeMW: 5, wacc: 0.065, solveFor: 'epc', targetPPA: 0.08 }))).toBe(
      '/tools/ppa-calculator?systemSizeMW=5&wacc=0.065&solveFor=epc&targetPPA=0.08',
    );
    expect(calculatorHref(run(2, 'land_lease', {}, { acres: 320, state: 'NC', address: '1 Farm Rd, Wake' }))).toBe(
      '/tools/land-lease-estimator?acres=320&state=NC&address=1+Farm+Rd%2C+Wake',
    );
    expect(
      calculatorHref(run(3, 'bess_value', {}, { batteryCapacityKW: 1000, touRates: { peak: 0.3, offPeak: 0.1 }, includeResilience: true })),
    ).toBe('/tools/bess-calculator?batteryCapacityKW=1000&peak=0.3&offPeak=0.1&includeResilience=true');
    expect(calculatorHref(run(4, 'bess_value', {}, {}))).toBe('/tools/bess-calculator');
  });
});

describe('what to do next', () => {
  it('tells a new account to run a calculator and browse the catalog', () => {
    expect(nextSteps([], 0).map((step) => [step.title, step.href])).toEqual([
      ['Run your first calculation', '/tools'],
      ['Browse the catalog', '/catalog'],
    ]);
  });

  it('puts a quote first, then drafts ready to submit, then empty drafts; at most three', () => {
    const quoted = rfq(3, 'quoted', {
      quote: { amount: '18250.5', validUntil: '2026-12-31', note: null, quotedAt: '2026-11-20T10:00:00.000Z' },
    });
    const ready = rfq(2, 'draft', { itemCount: 2 });
    const empty = rfq(1, 'draft', { projectName: null });
    expect(nextSteps([empty, ready, quoted, rfq(4, 'submitted')], 1)).toEqual([
      { key: 'quote-3', href: '/rfq?id=3', title: 'Review the quote for Project 3', text: 'Quoted $18,250.50, valid until Dec 31, 2026.' },
      { key: 'submit-2', href: '/rfq?id=2', title: 'Submit Project 2', text: '2 items are ready for a quote.' },
      { key: 'fill-1', href: '/catalog', title: 'Add products to RFQ #1', text: 'This draft has no items yet.' },
    ]);
    expect(nextSteps([empty, ready, quoted], 0)[2]?.title).toBe('Run your first calculation');
  });

  it('gives every step its own key, even for two drafts of the same name, empty or not', () => {
    const twins = [
      rfq(1, 'draft', { projectName: 'Twin' }),
      rfq(2, 'draft', { projectName: 'Twin' }),
      rfq(3, 'draft', { projectName: 'Pair', itemCount: 1 }),
      rfq(4, 'draft', { projectName: 'Pair', itemCount: 1 }),
    ];
    const steps = nextSteps(twins, 1, 10);
    expect(steps.map((step) => step.title)).toEqual(['Submit Pair', 'Submit Pair', 'Add products to Twin', 'Add products to Twin']);
    expect(new Set(steps.map((step) => step.key)).size).toBe(4);
  });

  it('suggests nothing from a list that failed to load', () => {
    expect(nextSteps(null, null)).toEqual([]);
    expect(nextSteps(null, 0).map((step) => step.title)).toEqual(['Run your first calculation']);
  });
});
