import { ppaRequestOf, type PpaHandOffRequest } from '../btm/ppaHandOff.ts';
import { systemCostsOf } from '../finance/cashFlow.ts';
import type { SiteDesign } from './design.ts';
import type { SiteEconomics } from './usage.ts';

/**
 * The PPA that pays for a design's PV at the site's finance assumptions (their defaults where the
 * site has none): the optimizer's hand-off to the PPA calculator (ppaHandOff.ts), the battery aside.
 */
export function sitePpaRequest(economics: SiteEconomics | null, design: Pick<SiteDesign, 'pv'>): PpaHandOffRequest {
  const costs = systemCostsOf(economics ?? {});
  return ppaRequestOf({
    pvKW: design.pv.systemSizeKWdc,
    capexPerW: costs.pv.capexPerW,
    itcPercent: costs.pv.itcPercent + costs.pv.itcAdderPercent,
    omPerKWYear: costs.pv.omPerKWYear,
    degradationPercent: costs.pv.degradationPercent,
    analysisYears: costs.analysisYears,
    discountRatePercent: costs.discountRatePercent,
    tariffEscalationPercent: costs.tariffEscalationPercent,
    incomeTaxPercent: costs.incomeTaxPercent,
    bonusDepreciationPercent: costs.bonusDepreciationPercent,
  });
}
