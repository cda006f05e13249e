import type { LandLeaseResult } from '../finance/lease.ts';
import type { PrescreenResult } from '../interconnection/prescreen/types.ts';

/** What POST /api/sites/{id}/compute answers (docs/sites.md): each tool's result for the site. */

export interface DesignProduction {
  annualKWh: number;
  specificYieldKWhPerKWdc: number;
  capacityFactorAC: number;
  monthlyKWh: number[];
  station: { id: string; name: string; state: string; distanceKm: number };
  warnings: string[];
}

export interface SiteAnswer {
  /** The first design's production: the site's headline. */
  production: DesignProduction;
  designs: { id: string; name: string; production: DesignProduction }[];
  interconnection?: PrescreenResult;
  landLease?: LandLeaseResult;
  stale: string[];
  warnings: string[];
}
