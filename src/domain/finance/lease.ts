import { escalatedProjection } from './dcf.ts';

/**
 * Land lease estimator (docs/calculators.md, "Land lease"). Rent for utility-scale
 * solar in US dollars per acre per year, three scenarios per state:
 *
 *   perAcre_s = band_s(state) × distanceFactor(miles to substation)      s ∈ {conservative, likely, aggressive}
 *   usableAcres = acres × USABLE_SHARE
 *   total_s   = perAcre_s × usableAcres        (rent is paid on the leased, usable acres)
 *
 * Bands come from published lease ranges where we found them (sources beside each), else from
 * the regional figure noted; see the documentation for their strength.
 *
 * @example estimateLandLease({ acres: 100, distanceToSubstation: 2.5, state: 'TX' })
 * // usableAcres 75; distanceFactor 1.025; likely 500 × 1.025 = $512.50/acre, $38,437.50/yr
 */
export interface LeaseBand {
  conservative: number;
  likely: number;
  aggressive: number;
  /** Where the band comes from, in a few words (the full citations are in docs/calculators.md). */
  basis: string;
}

export const LEASE_BANDS: Readonly<Record<string, LeaseBand>> = {
  AL: { conservative: 300, likely: 500, aggressive: 900, basis: 'Southeast rate for tracts over 100 acres (~$500/acre)' },
  AZ: { conservative: 150, likely: 700, aggressive: 1000, basis: 'APS Foothills state-trust lease (~$714/acre/yr)' },
  CA: { conservative: 300, likely: 500, aggressive: 1000, basis: 'LandGate: $300–$700; small sites near substations above $1,000' },
  FL: { conservative: 500, likely: 850, aggressive: 1200, basis: 'Duke Energy–FAMU lease: $850 per usable acre, +2.5 %/yr' },
  GA: { conservative: 300, likely: 500, aggressive: 1000, basis: 'Southeast rate for tracts over 100 acres (~$500/acre)' },
  NC: { conservative: 300, likely: 600, aggressive: 1000, basis: 'NCSEA: $300–$700; NC State Extension example: $850' },
  NV: { conservative: 100, likely: 400, aggressive: 800, basis: 'No published private-land rate found; desert-Southwest estimate' },
  NY: { conservative: 800, likely: 1200, aggressive: 1500, basis: 'Community solar leases around $1,500/acre, +2 %/yr' },
  TX: { conservative: 300, likely: 500, aggressive: 1000, basis: 'Tracts over 100 acres: $300–$500; offers up to $1,000' },
  VA: { conservative: 500, likely: 800, aggressive: 1500, basis: 'PJM-region guidebook range: $800–$1,500' },
};

export const NATIONAL_LEASE_BAND: LeaseBand = {
  conservative: 250,
  likely: 600,
  aggressive: 2000,
  basis: 'National range quoted to landowners: $250–$2,000/acre/yr',
};

/** Share of a parcel a solar project typically leases after setbacks, wetlands, floodplain and roads. */
export const USABLE_SHARE = 0.75;

/** Below this, warn ("most utility-scale projects need at least 50 acres") rather than refuse. */
export const MIN_UTILITY_SCALE_ACRES = 50;

/**
 * How distance to a substation moves rent, as a multiplier. Developers pay a premium within about a
 * mile; every further mile is gen-tie line at roughly $0.8–2.1 M (NREL reVX 2019 costs for
 * 69–138 kV), which comes out of what they can pay for land, and beyond 10 miles few sites are
 * leased at all. Piecewise linear between (0–1 mi: 1.10), (3 mi: 1.00), (10 mi: 0.70), (25+ mi: 0.50).
 */
export function distanceFactor(miles: number): number {
  const points: [number, number][] = [
    [1, 1.1],
    [3, 1.0],
    [10, 0.7],
    [25, 0.5],
  ];
  if (miles <= points[0]![0]) return points[0]![1];
  for (let i = 1; i < points.length; i += 1) {
    const [x1, y1] = points[i]!;
    const [x0, y0] = points[i - 1]!;
    if (miles <= x1) return y0 + ((miles - x0) / (x1 - x0)) * (y1 - y0);
  }
  return points.at(-1)![1];
}

export interface LeaseScenario {
  perAcre: number;
  total: number;
}

export interface LandLeaseResult {
  conservative: LeaseScenario;
  likely: LeaseScenario;
  aggressive: LeaseScenario;
  totalAcres: number;
  usableAcres: number;
  assumptions: {
    state: string;
    band: 'state' | 'national';
    basis: string;
    usableShare: number;
    distanceToSubstation: number;
    distanceFactor: number;
  };
  warnings: string[];
}

export function estimateLandLease({
  acres,
  distanceToSubstation,
  state,
}: {
  acres: number;
  distanceToSubstation: number;
  state: string;
}): LandLeaseResult {
  const code = state.toUpperCase();
  const stateBand = LEASE_BANDS[code];
  const band = stateBand ?? NATIONAL_LEASE_BAND;
  const factor = distanceFactor(distanceToSubstation);
  const usableAcres = acres * USABLE_SHARE;
  const scenario = (rate: number): LeaseScenario => ({ perAcre: rate * factor, total: rate * factor * usableAcres });

  const warnings: string[] = [];
  if (acres < MIN_UTILITY_SCALE_ACRES) {
    warnings.push(
      `Most utility-scale solar projects need at least ${MIN_UTILITY_SCALE_ACRES} acres; smaller parcels suit community or on-site solar, where terms vary more.`,
    );
  }
  if (!stateBand) warnings.push(`We have no state-specific lease data for ${code}; the national range is used.`);
  if (distanceToSubstation > 10)
    warnings.push('Sites more than 10 miles from a substation are rarely leased for solar: the line to connect them costs too much.');

  return {
    conservative: scenario(band.conservative),
    likely: scenario(band.likely),
    aggressive: scenario(band.aggressive),
    totalAcres: acres,
    usableAcres,
    assumptions: {
      state: code,
      band: stateBand ? 'state' : 'national',
      basis: band.basis,
      usableShare: USABLE_SHARE,
      distanceToSubstation,
      distanceFactor: factor,
    },
    warnings,
  };
}

/** The 25-year view and its escalator, 2.5 %/yr, the one the page's 'With 2.5% Escalation' names. */
export const LEASE_PROJECTION_YEARS = 25;
export const LEASE_ESCALATION = 0.025;

/**
 * Lease income over the term: flat (annual × years) and with a yearly escalator, summed exactly.
 * A flat-sum shortcut of ×1.32 undercounts: 25 years at 2.5 % pay Σ 1.025^(t−1) = 34.158 years'
 * rent, 1.366 × the flat sum (docs/decisions/008-calculators.md).
 */
export function leaseIncomeProjection(annual: number, years = LEASE_PROJECTION_YEARS, escalation = LEASE_ESCALATION) {
  return escalatedProjection(annual, years, escalation);
}

/** The CSV report's rows: the likely rent of each year of the 25-year view, escalating. */
export function leaseReportRows(result: LandLeaseResult): Record<string, number>[] {
  return leaseIncomeProjection(result.likely.total).schedule.map((rent, index) => ({ year: index + 1, rent: Number(rent.toFixed(2)) }));
}
