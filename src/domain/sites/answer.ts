import type { LandLeaseResult } from '../finance/lease.ts';
import type { PrescreenResult } from '../interconnection/prescreen/types.ts';
import type { DesignBill } from './usage.ts';

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
 * every design's; with the site's load and tariff, each design's bills and economics (the first's
 * as the headline); and the prescreen and lease when the site has their inputs.
 */
export interface SiteAnswer {
  production: DesignProduction;
  bill?: Pick<DesignBill, 'before' | 'withPv' | 'withPvAndBattery'>;
  economics?: DesignBill['economics'];
  designs: { id: string; name: string; production: DesignProduction; bill?: DesignBill }[];
  interconnection?: PrescreenResult;
  landLease?: LandLeaseResult;
  stale: string[];
  warnings: string[];
}
