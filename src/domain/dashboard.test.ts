import { describe, expect, it } from 'vitest';
import type { CalculatorRun } from './calculatorRuns.ts';
import { dashboardStats, newestFirst, nextSteps } from './dashboard.ts';
import { calculatorHref, compareRuns, runHeadline } from './calculatorRuns.ts';
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

function run(
  id: number,
  type: CalculatorRun['type'],
  outputs: Record<string, unknown>,
  inputs: Record<string, unknown> = {},
): CalculatorRun {
  return { id, type, name: null, createdAt: `2026-10-${String(id).padStart(2, '0')}T08:00:00.000Z`, inputs, outputs };
}

describe('the stat cards', () => {
  it('count submitted and under-review RFQs as active, drafts apart, runs, and sum every estimated value to the cent', () => {
    const rfqs = [
      rfq(1, 'draft'),
      rfq(2, 'draft', { totalEstimatedValue: null }),
      rfq(3, 'submitted', { totalEstimatedValue: '0.10' }),
      rfq(4, 'under_review', { totalEstimatedValue: '0.20' }),
      rfq(5, 'quoted', { totalEstimatedValue: '1234567.89' }),
      rfq(6, 'closed', { totalEstimatedValue: '1000' }),
    ];
    expect(dashboardStats(rfqs, [{}, {}, {}])).toEqual({ activeProjects: 2, draftRfqs: 2, calculations: 3, totalRfqValue: 1235568.19 });
  });

  it('are zero for a new account and unknown (null) for a list that failed to load', () => {
    expect(dashboardStats([], [])).toEqual({ activeProjects: 0, draftRfqs: 0, calculations: 0, totalRfqValue: 0 });
    expect(dashboardStats(null, [{}])).toEqual({ activeProjects: null, draftRfqs: null, calculations: 1, totalRfqValue: null });
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
  it('shows the figure of its type (SPEC §2): ppaPrice to 4 decimals, likely per acre, total annual', () => {
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
    expect(nextSteps([], []).map((step) => [step.title, step.href])).toEqual([
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
    expect(nextSteps([empty, ready, quoted, rfq(4, 'submitted')], [{}])).toEqual([
      { href: '/rfq?id=3', title: 'Review the quote for Project 3', text: 'Quoted $18,250.50, valid until Dec 31, 2026.' },
      { href: '/rfq?id=2', title: 'Submit Project 2', text: '2 items are ready for a quote.' },
      { href: '/catalog', title: 'Add products to RFQ #1', text: 'This draft has no items yet.' },
    ]);
    expect(nextSteps([empty, ready, quoted], [])[2]?.title).toBe('Run your first calculation');
  });

  it('suggests nothing from a list that failed to load', () => {
    expect(nextSteps(null, null)).toEqual([]);
    expect(nextSteps(null, []).map((step) => step.title)).toEqual(['Run your first calculation']);
  });
});

describe('compareRuns', () => {
  it('lines up the inputs and outputs of saved runs, nested fields by path, and marks what differs', () => {
    const rows = compareRuns([
      {
        inputs: { systemSizeMW: 5, wacc: 0.065, debt: { dscr: 1.3 } },
        outputs: { ppaPrice: 0.0473566, viable: true, cashFlows: [{ year: 1 }], afterTax: { npv: 0 } },
      },
      { inputs: { systemSizeMW: 12, wacc: 0.065 }, outputs: { ppaPrice: 0.05, viable: true, cashFlows: [] } },
    ]);
    expect(rows).toEqual([
      { section: 'Inputs', field: 'systemSizeMW', values: ['5', '12'], differs: true },
      { section: 'Inputs', field: 'wacc', values: ['0.065', '0.065'], differs: false },
      { section: 'Inputs', field: 'debt.dscr', values: ['1.3', '—'], differs: true },
      { section: 'Outputs', field: 'ppaPrice', values: ['0.0474', '0.05'], differs: true },
      { section: 'Outputs', field: 'viable', values: ['Yes', 'Yes'], differs: false },
      { section: 'Outputs', field: 'afterTax.npv', values: ['0', '—'], differs: true },
    ]);
  });
});
