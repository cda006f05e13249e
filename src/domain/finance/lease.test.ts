import { describe, expect, it } from 'vitest';
import { distanceFactor, estimateLandLease, LEASE_BANDS, leaseIncomeProjection, leaseReportRows, NATIONAL_LEASE_BAND } from './lease.ts';

describe('distanceFactor', () => {
  it.each([
    [0, 1.1],
    [1, 1.1],
    [2, 1.05],
    [3, 1.0],
    [6.5, 0.85],
    [10, 0.7],
    [17.5, 0.6],
    [25, 0.5],
    [50, 0.5],
  ])('%s miles → %s', (miles, factor) => {
    expect(distanceFactor(miles)).toBeCloseTo(factor, 12);
  });
});

describe('estimateLandLease', () => {
  it('gives three scenarios per usable acre and in total (100 acres, 2.5 miles, Texas)', () => {
    const result = estimateLandLease({ acres: 100, distanceToSubstation: 2.5, state: 'TX' });
    expect(result.totalAcres).toBe(100);
    expect(result.usableAcres).toBe(75);
    expect(result.conservative.perAcre).toBeCloseTo(300 * 1.025, 9);
    expect(result.likely).toEqual({ perAcre: 512.5, total: 38_437.5 });
    expect(result.aggressive.total).toBeCloseTo(1000 * 1.025 * 75, 9);
    expect(result.assumptions).toMatchObject({ state: 'TX', band: 'state', usableShare: 0.75, distanceFactor: 1.025 });
    expect(result.warnings).toEqual([]);
  });

  it("has a band for each of the full form's ten states, ordered conservative ≤ likely ≤ aggressive", () => {
    expect(Object.keys(LEASE_BANDS).sort()).toEqual(['AL', 'AZ', 'CA', 'FL', 'GA', 'NC', 'NV', 'NY', 'TX', 'VA']);
    for (const band of [...Object.values(LEASE_BANDS), NATIONAL_LEASE_BAND]) {
      expect(band.conservative).toBeLessThanOrEqual(band.likely);
      expect(band.likely).toBeLessThanOrEqual(band.aggressive);
    }
  });

  it('warns below 50 acres instead of refusing', () => {
    const result = estimateLandLease({ acres: 20, distanceToSubstation: 0.5, state: 'ny' });
    expect(result.likely.total).toBeCloseTo(1200 * 1.1 * 15, 9);
    expect(result.warnings).toEqual([
      'Most utility-scale solar projects need at least 50 acres; smaller parcels suit community or on-site solar, where terms vary more.',
    ]);
  });

  it('falls back to the national range for other states, and warns about distant sites', () => {
    const result = estimateLandLease({ acres: 500, distanceToSubstation: 12, state: 'OH' });
    expect(result.assumptions.band).toBe('national');
    expect(result.likely.perAcre).toBeCloseTo(600 * distanceFactor(12), 9);
    expect(result.warnings).toEqual([
      'We have no state-specific lease data for OH; the national range is used.',
      'Sites more than 10 miles from a substation are rarely leased for solar: the line to connect them costs too much.',
    ]);
  });
});

describe('leaseIncomeProjection', () => {
  it('sums 25 years flat and escalating 2.5 %/yr exactly', () => {
    const projection = leaseIncomeProjection(38_437.5);
    expect(projection.base).toBe(960_937.5);
    // Σ_{t=1..25} 1.025^(t−1) = (1.025^25 − 1) / 0.025 = 34.157764…
    expect(projection.escalated).toBeCloseTo(38_437.5 * 34.1577639, 0);
    expect(projection.multiplier).toBeCloseTo(1.366311, 6);
  });
});

describe('leaseReportRows', () => {
  it("lists the likely rent of each of the 25 years, escalating 2.5 %/yr, as the CSV report's rows", () => {
    const rows = leaseReportRows(estimateLandLease({ acres: 100, distanceToSubstation: 2.5, state: 'TX' }));
    expect(rows).toHaveLength(25);
    expect(rows[0]).toEqual({ year: 1, rent: 38_437.5 });
    expect(rows[24]).toEqual({ year: 25, rent: Number((38_437.5 * 1.025 ** 24).toFixed(2)) });
  });
});
