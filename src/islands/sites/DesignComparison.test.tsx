import { describe, expect, it } from 'vitest';
import type { SiteAnswer } from '~/domain/sites/answer';
import { defaultDesign } from '~/domain/sites/design';
import { productionOf } from '../../../tests/fixtures/sites';
import { designGroups } from './DesignComparison';

const production = productionOf(1_842_300);
const bill = {
  before: 212_480.5,
  withPv: 161_020.25,
  withPvAndBattery: 150_000,
  economics: { npv: 1_234_000, irr: 0.142, paybackYears: null, capex: 1_800_000 },
  tariff: 'PG&E E-19',
  warnings: [],
};
const designs = [defaultDesign(), { ...defaultDesign(), id: 'd2', name: 'Design 2' }];
const at = '2026-11-28T16:00:00.000Z';
const valuesOf = (groups: ReturnType<typeof designGroups>, label: string) =>
  groups.flatMap((group) => group.rows).find((row) => row.label === label)?.values;

describe('the comparison of designs', () => {
  it("shows each design's figures, or why it has none: not computed, out of date, or not in the answer at hand", () => {
    const results = {
      'production:d1': { computedAt: at, stale: false },
      'production:d2': { computedAt: at, stale: true },
      'bill:d1': { computedAt: at, stale: false },
    };
    const answer = { designs: [{ id: 'd1', name: 'Design 1', production, bill }] } as unknown as SiteAnswer;
    const groups = designGroups({ designs, results }, answer);
    expect(valuesOf(groups, 'Annual production')).toEqual(['1,842.3 MWh', 'Out of date']);
    expect(valuesOf(groups, 'Bill with PV')).toEqual(['$161,020', 'Not computed']);
    expect(valuesOf(groups, 'Bill with PV and battery')).toEqual(['$150,000', 'Not computed']);
    expect(valuesOf(groups, 'Payback')).toEqual(['Not within the analysis', 'Not computed']);
    // A bill computed before the LCOE was added reads a dash.
    expect(valuesOf(groups, 'LCOE of the PV')).toEqual(['—', 'Not computed']);
    const priced = {
      designs: [{ id: 'd1', name: 'Design 1', production, bill: { ...bill, economics: { ...bill.economics, lcoe: 0.0612 } } }],
    };
    expect(valuesOf(designGroups({ designs, results }, priced as unknown as SiteAnswer), 'LCOE of the PV')).toEqual([
      '$0.0612/kWh',
      'Not computed',
    ]);
    // The PPA price: a dash where the calculator could not price it; a result stored before it was added is not computed.
    const withPpa = {
      designs: [{ id: 'd1', name: 'Design 1', production, ppa: { pricePerKWh: 0.065194, escalation: 0.02, termYears: 25 } }],
    } as unknown as SiteAnswer;
    const ppaResults = { ...results, 'ppa:d1': { computedAt: at, stale: false } };
    expect(valuesOf(designGroups({ designs, results: ppaResults }, withPpa), 'PPA price, year 1')).toEqual(['$0.0652/kWh', 'Not computed']);
    const unpriced = { designs: [{ ...withPpa.designs[0]!, ppa: { pricePerKWh: null, escalation: 0.02, termYears: 25, reason: 'r' } }] };
    expect(valuesOf(designGroups({ designs, results: ppaResults }, unpriced as unknown as SiteAnswer), 'PPA price, year 1')).toEqual([
      '—',
      'Not computed',
    ]);
    expect(valuesOf(groups, 'PPA price, year 1')).toEqual(['Not computed', 'Not computed']);
    // Stored but not in the answer at hand.
    expect(valuesOf(designGroups({ designs, results }, null), 'Bill, no system')).toEqual(['Recompute all to see', 'Not computed']);
    // No bill computed for any design: no bill rows at all.
    expect(
      valuesOf(designGroups({ designs, results: { 'production:d1': results['production:d1'] } }, answer), 'Bill with PV'),
    ).toBeUndefined();
  });
});
