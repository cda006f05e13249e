import { describe, expect, it } from 'vitest';
import { comparisonColumns, compareRuns, runSummary, type CalculatorRun } from './calculatorRuns.ts';
import { differs, type ComparisonGroup } from './comparison.ts';
import { estimateBessValue } from './finance/bess.ts';
import { estimateLandLease } from './finance/lease.ts';
import { solvePpa } from './finance/ppa.ts';
import { prescreenInterconnection } from './interconnection/prescreen.ts';
import { formatPercent } from './format.ts';
import { PPA_DEFAULTS } from './schemas/calculators/ppa.ts';
import { solarResultOf } from '../../tests/fixtures/solar.ts';

const PPA = { ...PPA_DEFAULTS, solveFor: 'ppa' as const };

function saved(
  id: number,
  type: CalculatorRun['type'],
  inputs: object,
  outputs: object,
  changes: Partial<CalculatorRun> = {},
): CalculatorRun {
  return {
    id,
    type,
    name: null,
    createdAt: '2026-11-24T15:04:00.000Z',
    inputs: inputs as Record<string, unknown>,
    outputs: outputs as Record<string, unknown>,
    ...changes,
  };
}

function ppaRun(id: number, inputs: object, changes: Partial<CalculatorRun> = {}): CalculatorRun {
  const request = { ...PPA, ...inputs };
  return saved(id, 'ppa_epc', request, solvePpa(request as Parameters<typeof solvePpa>[0]), changes);
}

/** The rows of a comparison as label → values. */
function table(groups: ComparisonGroup[]): Record<string, Record<string, string[]>> {
  return Object.fromEntries(groups.map((group) => [group.title, Object.fromEntries(group.rows.map((row) => [row.label, row.values]))]));
}

describe('comparing saved runs', () => {
  it("labels each figure as the calculator's page does, with its unit and the page's format", () => {
    const small = ppaRun(1, {});
    const large = ppaRun(2, { systemSizeMW: 1000, taxMode: 'after-tax', state: 'AZ' });
    const groups = compareRuns([small, large]);
    expect(groups.map((group) => group.title)).toEqual(['Inputs', 'Outputs']);
    const rows = table(groups);
    expect(rows.Inputs!['System Size (MW)']).toEqual(['5', '1,000']);
    // Percent inputs in percent, as the page's form has them (the API keeps fractions).
    expect(rows.Inputs!['WACC (%)']).toEqual(['6.5', '6.5']);
    expect(rows.Inputs!['Degradation (%/yr)']).toEqual(['0.5', '0.5']);
    expect(rows.Inputs!['PPA Escalation (%/yr)']).toEqual(['2.5', '2.5']);
    expect(rows.Inputs!['Solve for']).toEqual(['PPA price', 'PPA price']);
    expect(rows.Inputs!.Model).toEqual(['Pre-tax, unlevered', 'After-tax, single owner']);
    expect(rows.Inputs!['Project location (solar resource)']).toEqual(['US average', 'AZ']);
    const outputs = rows.Outputs!;
    expect(outputs['PPA price, year 1']![0]).toMatch(/^\$0\.\d{4}\/kWh$/);
    // Money in whole dollars, never 845,557,105.8513.
    expect(outputs['Net capex']![1]).toMatch(/^\$[\d,]+$/);
    expect(outputs['Annual production']![0]).toMatch(/^[\d,.]+ (MWh|GWh)$/);
    expect(outputs['Project IRR']).toEqual(['—', expect.stringMatching(/^\d+\.\d{2}%$|^None$/)]);
    // The unlevered after-tax NPV is zero by construction (to a rounding error): $0, never -$0.
    expect(outputs['Project NPV']).toEqual(['—', '$0']);
  });

  it('leaves out what has no label: no raw field path, fraction or bare number reaches the table', () => {
    const groups = compareRuns([ppaRun(1, {}), ppaRun(2, { systemSizeMW: 12, wacc: 0.07 })]);
    const labels = groups.flatMap((group) => group.rows.map((row) => row.label));
    for (const raw of ['wacc', 'presentValues.energy', 'specificYield.source', 'systemSizeMW', 'viable', 'capex'])
      expect(labels).not.toContain(raw);
    expect(labels.every((label) => !/^[a-z]+([A-Z.][a-zA-Z]*)+$/.test(label))).toBe(true);
    for (const value of groups.flatMap((group) => group.rows.flatMap((row) => row.values))) expect(value, value).not.toMatch(/\d\.\d{5,}/);
    const wacc = groups[0]!.rows.find((row) => row.label === 'WACC (%)')!;
    expect(wacc.values).toEqual(['6.5', '7']);
    expect(differs(wacc)).toBe(true);
  });

  it('shows a figure one run lacks as a dash, and a row no run has not at all', () => {
    const plain = ppaRun(1, {});
    const levered = ppaRun(2, {
      taxMode: 'after-tax',
      targetEquityIrr: 0.1,
      debt: { dscr: 1.3, tenorYears: 18, interestRate: 0.065 },
    });
    const rows = table(compareRuns([plain, levered]));
    expect(rows.Inputs!.DSCR).toEqual(['—', '1.3']);
    expect(rows.Inputs!['Interest rate (%)']).toEqual(['—', '6.5']);
    expect(rows.Inputs!['Target equity IRR (%)']).toEqual(['—', '10']);
    expect(table(compareRuns([plain, ppaRun(3, {})])).Inputs!.DSCR).toBeUndefined();
  });

  it('covers every calculator', () => {
    const lease = { acres: 320, distanceToSubstation: 1.5, state: 'NC' };
    const leaseRows = table(compareRuns([saved(1, 'land_lease', lease, estimateLandLease(lease))]));
    expect(leaseRows.Inputs!['Total acres']).toEqual(['320']);
    expect(leaseRows.Outputs!.Likely![0]).toMatch(/^\$[\d,]+\/acre$/);
    expect(leaseRows.Outputs!['Likely, total']![0]).toMatch(/^\$[\d,]+\/yr$/);

    const bess = {
      batteryCapacityKW: 2000,
      batteryCapacityKWh: 8000,
      demandChargeRate: 18,
      touRates: { peak: 0.3, offPeak: 0.1 },
      roundTripEfficiency: 0.88,
      cyclesPerMonth: 25,
      includeResilience: true,
    };
    const bessRows = table(compareRuns([saved(2, 'bess_value', bess, estimateBessValue(bess))]));
    expect(bessRows.Inputs!['Round-trip efficiency (%)']).toEqual(['88']);
    expect(bessRows.Inputs!['Peak rate ($/kWh)']).toEqual(['0.3']);
    expect(bessRows.Inputs!['Include resilience value']).toEqual(['Yes']);
    expect(bessRows.Outputs!['Total annual value']![0]).toMatch(/^\$[\d,]+\/yr$/);

    const site = { state: 'PA', systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 };
    const prescreen = prescreenInterconnection(site as Parameters<typeof prescreenInterconnection>[0], new Date('2026-11-24T00:00:00Z'));
    const siteRows = table(compareRuns([saved(3, 'interconnection', site, prescreen)]));
    expect(siteRows.Inputs!.Technology).toEqual(['Solar']);
    expect(siteRows.Outputs!['Request to operation, typically']![0]).toMatch(/^[\d.]+ months$/);
    expect(siteRows.Outputs!.Process).toEqual([prescreen.process.name]);
  });
});

describe('comparing saved solar runs', () => {
  it('labels each capacity factor with its basis, and shows the rotation limit of trackers', () => {
    const { hourlyKW: _hours, ...outputs } = solarResultOf();
    const tracker = { latitude: 33.45, longitude: -111.98, systemSizeKWdc: 2600, tracking: 'single-axis', rotationLimitDeg: 60 };
    const rows = table(compareRuns([saved(1, 'solar', tracker, outputs)]));
    expect(rows.Inputs!['Rotation limit (±°)']).toEqual(['60']);
    expect(rows.Outputs!['Capacity factor (DC, PVWatts convention)']).toEqual([formatPercent(outputs.capacityFactorDC, 1)]);
    expect(rows.Outputs!['Capacity factor (AC)']).toEqual([formatPercent(outputs.capacityFactorAC, 1)]);
  });
});

describe('telling saved runs apart', () => {
  it('sums a run up by its size and mode', () => {
    expect(runSummary(ppaRun(1, {}))).toBe('5 MW · Solve for PPA · Pre-tax');
    expect(runSummary(ppaRun(2, { systemSizeMW: 12, solveFor: 'epc', targetPPA: 0.06, taxMode: 'after-tax', state: 'AZ' }))).toBe(
      '12 MW · Solve for EPC · After-tax · AZ',
    );
    expect(runSummary(saved(3, 'land_lease', { acres: 320, distanceToSubstation: 1.5, state: 'NC' }, {}))).toBe(
      '320 acres · NC · 1.5 mi to substation',
    );
    expect(
      runSummary(
        saved(4, 'bess_value', { batteryCapacityKW: 2000, batteryCapacityKWh: 8000, cyclesPerMonth: 25, includeResilience: true }, {}),
      ),
    ).toBe('2,000 kW / 8,000 kWh · 25 cycles/month · With resilience');
    expect(runSummary(saved(5, 'interconnection', { state: 'PA', systemSizeMW: 150, technology: 'hybrid' }, {}))).toBe(
      '150 MW · Solar + storage (hybrid) · PA',
    );
    expect(runSummary(saved(6, 'ppa_epc', {}, {}))).toBe('');
  });

  it('heads compared columns by their name, else by what differs between them, with the date and time', () => {
    const columns = comparisonColumns(
      [
        ppaRun(1, {}, { createdAt: '2026-11-24T15:04:00.000Z' }),
        ppaRun(2, { systemSizeMW: 12 }, { createdAt: '2026-11-24T16:30:00.000Z' }),
        ppaRun(3, { systemSizeMW: 12, taxMode: 'after-tax' }, { name: 'Tucson after tax', createdAt: '2026-11-24T17:00:00.000Z' }),
      ],
      'UTC',
    );
    expect(columns).toEqual([
      { key: 1, title: '5 MW · Pre-tax', detail: 'Nov 24, 2026, 3:04 PM' },
      { key: 2, title: '12 MW · Pre-tax', detail: 'Nov 24, 2026, 4:30 PM' },
      { key: 3, title: 'Tucson after tax', detail: 'Nov 24, 2026, 5:00 PM' },
    ]);
    // Alike in every way: the calculator's name, told apart by the time.
    expect(comparisonColumns([ppaRun(4, {}), ppaRun(5, {})], 'UTC').map((column) => column.title)).toEqual(['PPA / EPC', 'PPA / EPC']);
  });
});
