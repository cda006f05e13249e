import type { LandLeaseResult } from '../finance/lease.ts';
import type { PrescreenResult } from '../interconnection/prescreen/types.ts';

/** One design's production at its site, as POST /api/sites/{id}/compute answers it. */
export interface DesignProduction {
  annualKWh: number;
  specificYieldKWhPerKWdc: number;
  capacityFactorAC: number;
  monthlyKWh: number[];
  station: { id: string; name: string; state: string; distanceKm: number };
  warnings: string[];
}

/**
 * What computing a site answers (docs/sites.md): the first design's production as its headline,
 * every design's, and the prescreen and lease when the site has their inputs.
 */
export interface SiteAnswer {
  production: DesignProduction;
  designs: { id: string; name: string; production: DesignProduction }[];
  interconnection?: PrescreenResult;
  landLease?: LandLeaseResult;
  stale: string[];
  warnings: string[];
}
