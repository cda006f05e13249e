import type { UpdateSiteRequest } from '../schemas/sites.ts';
import type { SiteDesign } from './design.ts';
import type { Site } from './site.ts';

/**
 * A calculator's inputs saved back to the site it was opened for (docs/sites.md): the part of the
 * site each tool reads, from the calculator's request, the reverse of toolInputs.ts. What a tool
 * takes from the site as a whole (its point and state, the first design's size) stays the site's.
 */

/** The calculators a site's page opens, and whose inputs it takes back. */
export const SITE_CALCULATORS = ['solar', 'interconnection', 'land_lease'] as const;
export type SiteCalculator = (typeof SITE_CALCULATORS)[number];

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
};

const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));

/** The site's change for a calculator's request: null when the site has no such design. */
export function siteChangeFromTool(
  site: Pick<Site, 'designs'>,
  tool: SiteCalculator,
  request: Readonly<Record<string, unknown>>,
  designId?: string,
): UpdateSiteRequest | null {
  if (tool === 'solar') {
    const design = site.designs.find((each) => each.id === designId) ?? (designId === undefined ? site.designs[0] : undefined);
    if (!design) return null;
    const array = defined(Object.fromEntries(ARRAY_FIELDS.map((field) => [field, request[field]])));
    const changed: SiteDesign = { ...design, pv: { ...design.pv, ...array } };
    return { designs: site.designs.map((each) => (each.id === design.id ? changed : each)) };
  }
  if (tool === 'interconnection')
    return {
      interconnection: defined(
        Object.fromEntries(INTERCONNECTION_FIELDS.map((field) => [field, request[field]])),
      ) as unknown as NonNullable<UpdateSiteRequest['interconnection']>,
    };
  return { land: { acres: request.acres as number } };
}
