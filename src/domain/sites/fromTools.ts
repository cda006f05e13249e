import type { UpdateSiteRequest } from '../schemas/sites.ts';
import type { SiteDesign } from './design.ts';
import type { Site } from './site.ts';
import type { SiteEconomics } from './usage.ts';

/**
 * A calculator's inputs saved back to the site it was opened for (docs/sites.md): the part of the
 * site each tool reads, from the calculator's request, the reverse of toolInputs.ts. What a tool
 * takes from the site as a whole (its point and state, the first design's size) stays the site's.
 */

/** The calculators a site's page opens, and whose inputs it takes back. */
export const SITE_CALCULATORS = ['solar', 'interconnection', 'land_lease', 'ppa_epc', 'bess_value'] as const;
export type SiteCalculator = (typeof SITE_CALCULATORS)[number];

/** The calculators that answer for one design of the site (the rest, for the site as a whole). */
export const DESIGN_CALCULATORS: readonly SiteCalculator[] = ['solar', 'bess_value'];

const ARRAY_FIELDS = [
  'systemSizeKWdc',
  'tracking',
  'tiltDeg',
  'azimuthDeg',
  'gcr',
  'dcAcRatio',
  'lossesPercent',
  'rotationLimitDeg',
] as const;
const INTERCONNECTION_FIELDS = ['distanceToSubstationMiles', 'interconnectionVoltageKV', 'substationAvailableMW', 'queuedAheadMW'] as const;

/** What the site keeps of a tool's inputs, in words: shown beside the save. */
export const WHAT_IS_SAVED: Record<SiteCalculator, string> = {
  solar: "the array (size, tracking, tilt, azimuth, ratio, losses) as the design's; the site keeps its point",
  interconnection: 'the distance to the substation and the pre-application figures; the site keeps its state and its designs’ size',
  land_lease: 'the acres; the site keeps its state and its distance to the substation',
  ppa_epc:
    "the EPC price, ITC, O&M, degradation, term, WACC, escalation and taxes as the site's finance assumptions, for every design; the site keeps its designs' size and yield",
  bess_value: "the battery's power and energy as the design's; the site bills it on its own tariff",
};

/** A fraction of the PPA calculator's as the site's percent, without the float's tail (0.07 → 7). */
const percent = (fraction: unknown) => (typeof fraction === 'number' ? Number((fraction * 100).toPrecision(10)) : undefined);

const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));

/** The site's change for a calculator's request: null when the site has no such design. */
export function siteChangeFromTool(
  site: Pick<Site, 'designs' | 'economics'>,
  tool: SiteCalculator,
  request: Readonly<Record<string, unknown>>,
  designId?: string,
): UpdateSiteRequest | null {
  if (DESIGN_CALCULATORS.includes(tool)) {
    const design = site.designs.find((each) => each.id === designId) ?? (designId === undefined ? site.designs[0] : undefined);
    if (!design) return null;
    const changed: SiteDesign =
      tool === 'solar'
        ? { ...design, pv: { ...design.pv, ...defined(Object.fromEntries(ARRAY_FIELDS.map((field) => [field, request[field]]))) } }
        : { ...design, battery: { powerKW: request.batteryCapacityKW as number, energyKWh: request.batteryCapacityKWh as number } };
    return { designs: site.designs.map((each) => (each.id === design.id ? changed : each)) };
  }
  if (tool === 'interconnection')
    return {
      interconnection: defined(
        Object.fromEntries(INTERCONNECTION_FIELDS.map((field) => [field, request[field]])),
      ) as unknown as NonNullable<UpdateSiteRequest['interconnection']>,
    };
  if (tool === 'land_lease') return { land: { acres: request.acres as number } };
  return { economics: economicsFromPpa(site.economics ?? {}, request) };
}

/**
 * The site's finance assumptions with the PPA calculator's (the reverse of sitePpaRequest): the EPC
 * price as the PV's cost, the ITC less the site's adders, O&M, degradation, the term as the
 * analysis, the WACC as the discount rate, the escalation as the tariff's, and the taxes of an
 * after-tax solve. What the request leaves out stays as the site has it.
 */
function economicsFromPpa(economics: SiteEconomics, request: Readonly<Record<string, unknown>>): SiteEconomics {
  const adder = economics.pv?.itcAdderPercent ?? 0;
  const itc = typeof request.itcPercent === 'number' ? request.itcPercent : undefined;
  const afterTax = request.taxMode === 'after-tax';
  return {
    ...economics,
    ...defined({
      analysisYears: request.termYears as number | undefined,
      discountRatePercent: percent(request.wacc),
      tariffEscalationPercent: percent(request.escalationPercent),
      incomeTaxPercent: afterTax ? percent(request.federalTaxRate) : undefined,
      bonusDepreciationPercent: afterTax ? (request.bonusDepreciationPercent as number | undefined) : undefined,
    }),
    pv: {
      ...economics.pv,
      ...defined({
        capexPerW: request.epcPricePerW as number | undefined,
        omPerKWYear: request.omCostPerKWYear as number | undefined,
        degradationPercent: percent(request.degradationPercent),
        itcPercent: itc === undefined ? undefined : Math.max(0, itc - adder),
        itcAdderPercent: itc === undefined ? undefined : Math.min(adder, itc),
      }),
    },
  };
}
