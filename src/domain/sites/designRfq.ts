import {
  closestBatteryLine,
  closestInverterLine,
  cheapestModuleLine,
  batteryLine,
  inverterLine,
  moduleLine,
  lineText,
  type EquipmentLine,
} from '../equipmentLines.ts';
import { formatEnergy, formatPower } from '../formatEnergy.ts';
import { formatNumber } from '../format.ts';
import type { Product } from '../products.ts';
import type { SiteDesign } from './design.ts';

/**
 * A design's request for quotes (decision 099): modules for its DC size, inverters for its AC size
 * (DC ÷ the DC/AC ratio), and its battery, each in whole units of a catalog product: the one the
 * design names, else the catalog's by the rules of equipmentLines.ts. Each line's note says which
 * site and design it came from and how its count follows from the design.
 */

export type DesignPart = 'modules' | 'inverters' | 'battery';

export interface DesignRfqLine {
  part: DesignPart;
  line: EquipmentLine;
  /** The line's note on the RFQ: where it came from and how it was counted. */
  specifications: string;
}

export interface DesignRfq {
  projectName: string;
  lines: DesignRfqLine[];
  /** The parts no catalog product fits ("Inverters for 770 kW AC: no catalog product fits; please propose one."). */
  missing: string[];
  notes: string;
}

/** One design's equipment as a request for quotes would hold it, without making one (GET /api/sites/{id}/equipment). */
export interface DesignEquipment {
  designId: string;
  /** `named`: the design names this product; else it is the catalog's choice by the rule. */
  lines: { part: DesignPart; productId: number; name: string; units: number; text: string; named: boolean }[];
  /** The parts no catalog product fits, and named products the catalog no longer has. */
  missing: string[];
}

export interface CatalogForDesign {
  modules: readonly Product[];
  inverters: readonly Product[];
  storage: readonly Product[];
}

const chosen = (products: readonly Product[], id: number | undefined) =>
  id === undefined ? undefined : products.find((product) => product.id === id);

/** The AC size the inverters serve: the array's DC size over its DC/AC ratio. */
export const inverterKWac = (design: SiteDesign) => design.pv.systemSizeKWdc / design.pv.dcAcRatio;

export function designRfq(site: { id: number; name: string }, design: SiteDesign, catalog: CatalogForDesign): DesignRfq {
  const { equipment = {} } = design;
  const source = `Site "${site.name}", ${design.name}`;
  const lines: DesignRfqLine[] = [];
  const missing: string[] = [];
  const add = (part: DesignPart, line: EquipmentLine | undefined, what: string, size: string) => {
    if (line) lines.push({ part, line, specifications: `${source}: ${what} for ${size}: ${line.sizing}.` });
    else missing.push(`${what} for ${size}: no catalog product fits; please propose one.`);
  };

  const kWdc = design.pv.systemSizeKWdc;
  const namedModule = chosen(catalog.modules, equipment.moduleProductId);
  add(
    'modules',
    namedModule ? moduleLine(namedModule, kWdc) : cheapestModuleLine(catalog.modules, kWdc),
    'PV modules',
    `${formatNumber(kWdc)} kWdc`,
  );

  const kWac = inverterKWac(design);
  const namedInverter = chosen(catalog.inverters, equipment.inverterProductId);
  add(
    'inverters',
    namedInverter ? inverterLine(namedInverter, kWac) : closestInverterLine(catalog.inverters, kWac),
    'Inverters',
    `${formatPower(kWac)} AC (DC/AC ratio ${design.pv.dcAcRatio})`,
  );

  if (design.battery) {
    const namedBattery = chosen(catalog.storage, equipment.batteryProductId);
    add(
      'battery',
      namedBattery ? batteryLine(namedBattery, design.battery) : closestBatteryLine(catalog.storage, design.battery),
      'Battery storage',
      `${formatPower(design.battery.powerKW)} / ${formatEnergy(design.battery.energyKWh)}`,
    );
  }

  const notes = [
    `From the site "${site.name}" (site #${site.id}), ${design.name}: ${formatNumber(kWdc)} kWdc of PV, ${design.pv.tracking === 'fixed' ? `fixed at ${design.pv.tiltDeg}° facing ${design.pv.azimuthDeg}°` : 'on single-axis trackers'}, DC/AC ${design.pv.dcAcRatio}${design.battery ? `, with a ${formatPower(design.battery.powerKW)} / ${formatEnergy(design.battery.energyKWh)} battery` : ''}.`,
    ...lines.map(({ line }) => `- ${lineText(line)}`),
    ...missing,
  ].join('\n');
  return { projectName: `${site.name}: ${design.name}`.slice(0, 120), lines, missing, notes };
}
