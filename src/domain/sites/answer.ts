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
 * The year-1 price of a PPA that pays for a design's PV at the site's finance assumptions, after tax
 * (single owner, the discount rate as its WACC), escalating yearly over the term; null with the
 * reason when the PPA calculator cannot price it (a size or an assumption outside its bounds).
 */
export interface DesignPpa {
  pricePerKWh: number | null;
  /** What was priced, as the PPA calculator takes it (sitePpa.ts and the design's yield): its link opens on these. */
  inputs: Record<string, string | number>;
  /** The price's yearly escalation (fraction) and the PPA's term in years, as priced. */
  escalation: number;
  termYears: number;
  reason?: string;
}

/**
 * What computing a site answers (docs/sites.md): the first design's production as its headline,
 * every design's, and the price of the PPA that pays for its PV (the first's as the headline);
 * with the site's load and tariff, each design's bills and economics (the first's as the
 * headline); and the prescreen and lease when the site has their inputs.
 */
export interface SiteAnswer {
  production: DesignProduction;
  bill?: Pick<DesignBill, 'before' | 'withPv' | 'withPvAndBattery'>;
  economics?: DesignBill['economics'];
  /** Absent from answers stored before the PPA price was added. */
  ppa?: DesignPpa;
  designs: { id: string; name: string; production: DesignProduction; ppa?: DesignPpa; bill?: DesignBill }[];
  interconnection?: PrescreenResult;
  landLease?: LandLeaseResult;
  stale: string[];
  warnings: string[];
}
