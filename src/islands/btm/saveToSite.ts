import type { BtmAnswer } from '~/domain/btm/answer';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import type { UpdateSiteRequest } from '~/domain/schemas/sites';
import type { SiteDesign } from '~/domain/sites/design';
import type { Site } from '~/domain/sites/site';
import type { SiteEconomics } from '~/domain/sites/usage';
import { getSite, storeSiteLoad, updateSite } from '~/client/sites';

/**
 * An optimizer answer saved to one of the user's sites (docs/sites.md, decision 105): the year of
 * load it solved becomes the site's interval data; its tariff and export rule the site's; the
 * battery it solved (or chose) and, when it chose one, its PV size the site's first design's; its
 * finance, when given, the site's. The site models its own PV at its point, as it does for every design.
 */

/** kW and kWh as a design keeps them: to the watt. */
const watts = (value: number) => Math.round(value * 1000) / 1000;

/** The site's change: its usage reading the stored interval data, the first design's battery (and PV size), the finance. */
export function siteUpdateFrom(
  site: Pick<Site, 'designs'>,
  { request, answer }: { request: BtmRequestInput; answer: BtmAnswer },
  pvSizeKWdc: number | undefined,
): UpdateSiteRequest {
  const [first, ...others] = site.designs as [SiteDesign, ...SiteDesign[]];
  const chosenPvKW = answer.system ? answer.system.size.pvKW : pvSizeKWdc;
  const { battery } = answer;
  const design: SiteDesign = {
    ...first,
    pv: chosenPvKW && chosenPvKW > 0 ? { ...first.pv, systemSizeKWdc: watts(chosenPvKW) } : first.pv,
    battery: battery.energyKWh > 0 && battery.powerKW > 0 ? { powerKW: watts(battery.powerKW), energyKWh: watts(battery.energyKWh) } : null,
  };
  // The export price lives in the export rule: a URDB record's own would be given twice.
  const { exportPricePerKWh: _price, ...tariff } = request.tariff as Record<string, unknown>;
  return {
    designs: [design, ...others],
    usage: {
      load: { metered: true },
      tariff: { urdb: request.export ? tariff : (request.tariff as Record<string, unknown>) },
      ...(request.export ? { export: request.export as NonNullable<UpdateSiteRequest['usage']>['export'] } : {}),
    },
    ...(request.economics ? { economics: siteEconomicsOf(request.economics) } : {}),
  };
}

/** The optimizer's finance without its sizing fields, which a site's designs fix. */
function siteEconomicsOf(economics: NonNullable<BtmRequestInput['economics']>): SiteEconomics {
  const { pv, battery, ...rest } = economics;
  const { referenceKW: _reference, minKW: _pvMin, maxKW: _pvMax, ...pvCosts } = pv ?? {};
  const { minKW: _kwMin, maxKW: _kwMax, minKWh: _kwhMin, maxKWh: _kwhMax, ...batteryCosts } = battery ?? {};
  return { ...rest, ...(pv ? { pv: pvCosts } : {}), ...(battery ? { battery: batteryCosts } : {}) } as SiteEconomics;
}

/** Stores the load as the site's interval data, then points the site's usage, first design and finance at the answer. */
export async function saveToSite(
  siteId: number,
  loadName: string,
  solved: { request: BtmRequestInput; answer: BtmAnswer },
  pvSizeKWdc: number | undefined,
): Promise<Site> {
  const { request } = solved;
  await storeSiteLoad(siteId, { name: loadName, intervalMinutes: request.intervalMinutes, year: request.year, loadKW: request.loadKW });
  const site = await getSite(siteId);
  return updateSite(siteId, siteUpdateFrom(site, solved, pvSizeKWdc));
}
