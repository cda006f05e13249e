import { ILLUSTRATIVE_EXPORT_TABLE } from '~/domain/btm/exampleExportTable';
import type { LoadFileResult } from '~/domain/btm/loadFile';
import { nearestLoadShapeClimate } from '~/domain/btm/loadShapes';
import type { SiteDesign } from '~/domain/sites/design';
import type { Site } from '~/domain/sites/site';
import { isMeteredLoad, NO_DAYLIGHT_SAVING_STATES, type MeteredLoad } from '~/domain/sites/usage';
import { getSite, getSiteLoad } from '~/client/sites';
import type { BtmInputs } from './btmInputs';
import type { Uploaded } from './useUploadedFile';

/**
 * The optimizer opened for a site (`?site=…&design=…`, from the site's page): its form filled with
 * what the site bills (docs/sites.md): the load (its interval data, or its reference building), the
 * tariff, the export rule the form can show, daylight saving by the state, PV modelled at the site's
 * point at the design's size, and the design's battery.
 */
export interface SiteOpening {
  site: Site;
  design: SiteDesign;
  /** Each section's fields to set. */
  changes: { [S in keyof BtmInputs]?: (current: BtmInputs[S]) => Partial<BtmInputs[S]> };
  /** The site's interval data, as the load file it came from. */
  loadFile?: Uploaded<LoadFileResult>;
  /** What of the site the form cannot show. */
  notes: string[];
}

/** Interval data as the load section shows a file: read once already, nothing filled. */
export function meteredLoadFile(load: MeteredLoad & { loadKW: number[] }): Uploaded<LoadFileResult> {
  const none = { count: 0, rangeCount: 0, ranges: [] };
  return {
    name: load.name,
    content: {
      intervalMinutes: load.intervalMinutes,
      loadKW: load.loadKW,
      year: load.year,
      format: 'plain',
      sourceIntervalMinutes: load.intervalMinutes,
      notes: ['Stored with the site: read when it was saved.'],
      gaps: { ...none, filled: 0 },
      duplicates: none,
      annualKWh: load.annualKWh,
      peakKW: load.peakKW,
    },
  };
}

export function optimizerInputsOfSite(site: Site, design: SiteDesign, load?: MeteredLoad & { loadKW: number[] }): SiteOpening {
  const notes: string[] = [];
  const changes: SiteOpening['changes'] = {
    pv: (pv) => ({
      mode: 'model',
      model: {
        ...pv.model,
        state: '',
        latitude: String(site.latitude),
        longitude: String(site.longitude),
        systemSizeKWdc: String(design.pv.systemSizeKWdc),
        tracking: design.pv.tracking,
      },
    }),
  };
  if (design.battery) {
    const { powerKW, energyKWh } = design.battery;
    changes.battery = (battery) => ({ limits: { ...battery.limits, powerKW: String(powerKW), energyKWh: String(energyKWh) }, size: false });
  }
  const usage = site.usage;
  if (!usage) return { site, design, changes, notes: ['The site has no load or tariff yet: the form keeps its own.'] };

  let loadFile: Uploaded<LoadFileResult> | undefined;
  if (isMeteredLoad(usage.load)) {
    if (load) {
      loadFile = meteredLoadFile(load);
      changes.load = () => ({ mode: 'file' });
    }
  } else {
    const { kind, annualKWh, climate } = usage.load;
    changes.load = (current) => ({
      mode: 'typical',
      typical: {
        ...current.typical,
        kind,
        annualKWh: String(annualKWh),
        climate: climate ?? nearestLoadShapeClimate(site.latitude, site.longitude).climate,
        peakKW: '',
      },
    });
  }

  const rule = usage.export;
  const exportFields =
    !rule || rule.rule === 'none'
      ? { exportRule: 'none' as const }
      : rule.rule === 'flat'
        ? { exportRule: 'flat' as const, exportPrice: String(rule.pricePerKWh) }
        : rule.rule === 'net-metering'
          ? { exportRule: 'net-metering' as const, nonBypassable: String(rule.nonBypassablePerKWh), trueUp: rule.trueUp ?? 'monthly' }
          : 'table' in rule && JSON.stringify(rule.table) === JSON.stringify(ILLUSTRATIVE_EXPORT_TABLE)
            ? { exportRule: 'net-billing-table' as const }
            : undefined;
  if (!exportFields) notes.push("The site's export prices are its own: the form cannot show them, so exports earn nothing here.");
  changes.tariff = () => ({
    ...('example' in usage.tariff
      ? { mode: 'example' as const, exampleId: usage.tariff.example }
      : { mode: 'urdb' as const, urdbText: JSON.stringify(usage.tariff.urdb, null, 2) }),
    ...(exportFields ?? { exportRule: 'none' as const }),
    daylightSaving: !NO_DAYLIGHT_SAVING_STATES.includes(site.state),
  });
  return { site, design, changes, ...(loadFile ? { loadFile } : {}), notes };
}

/** Reads the site (and its interval data when its usage reads it) and fills the form from it. */
export async function openSite(siteId: number, designId: string | undefined): Promise<SiteOpening> {
  const site = await getSite(siteId);
  const design = site.designs.find((each) => each.id === designId) ?? site.designs[0]!;
  const load = site.usage && isMeteredLoad(site.usage.load) ? await getSiteLoad(siteId) : undefined;
  return optimizerInputsOfSite(site, design, load);
}
