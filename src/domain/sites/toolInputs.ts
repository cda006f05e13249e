import type { SiteDesign } from './design.ts';
import type { Site } from './site.ts';
import type { SiteEconomics } from './usage.ts';

/**
 * Each tool's inputs for a site, by the key of its result (docs/sites.md): what computing the site
 * asks each tool, what a stored result is compared with to tell it stale, and what the site page's
 * "open in the calculator" links fill a calculator's form with. A tool the site has no inputs for is absent.
 */

export const productionKey = (design: Pick<SiteDesign, 'id'>) => `production:${design.id}`;
export const billKey = (design: Pick<SiteDesign, 'id'>) => `bill:${design.id}`;
export const ppaKey = (design: Pick<SiteDesign, 'id'>) => `ppa:${design.id}`;

/** The AC size the interconnection sees: the PV inverters' rating, and a battery's kW beside them. */
export function exportCapacityMW(design: Pick<SiteDesign, 'pv' | 'battery'>): number {
  return (design.pv.systemSizeKWdc / design.pv.dcAcRatio + (design.battery?.powerKW ?? 0)) / 1000;
}

export type ProductionBasis = Pick<Site, 'latitude' | 'longitude'> & SiteDesign['pv'];

/** A design's PPA price comes from its production (the yield) and the site's finance assumptions (sitePpa.ts). */
export interface PpaBasis {
  production: ProductionBasis;
  economics: SiteEconomics | null;
}

/** What a site's tools are computed from: its point, state, designs and the inputs each tool takes. */
export type SiteInputs = Pick<Site, 'latitude' | 'longitude' | 'state' | 'designs' | 'interconnection' | 'land' | 'usage' | 'economics'>;

export function siteToolInputs(site: SiteInputs): Record<string, unknown> {
  const [first] = site.designs;
  const bases: Record<string, unknown> = {};
  for (const design of site.designs) {
    const production: ProductionBasis = { latitude: site.latitude, longitude: site.longitude, ...design.pv };
    bases[productionKey(design)] = production;
    bases[ppaKey(design)] = { production, economics: site.economics } satisfies PpaBasis;
  }
  if (site.usage)
    for (const design of site.designs)
      bases[billKey(design)] = {
        latitude: site.latitude,
        longitude: site.longitude,
        state: site.state,
        pv: design.pv,
        battery: design.battery,
        usage: site.usage,
        economics: site.economics,
      };
  if (site.interconnection && first)
    bases.interconnection = {
      state: site.state,
      systemSizeMW: Math.max(0.1, Math.round(exportCapacityMW(first) * 1000) / 1000),
      technology: first.battery ? 'hybrid' : 'solar',
      ...site.interconnection,
    };
  if (site.land)
    bases.landLease = {
      acres: site.land.acres,
      distanceToSubstation: site.interconnection?.distanceToSubstationMiles ?? 0,
      state: site.state,
    };
  return bases;
}
