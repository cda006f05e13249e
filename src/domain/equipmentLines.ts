import { formatEnergy, formatPower } from './formatEnergy.ts';
import { formatNumber, formatQuantity } from './format.ts';
import type { Product } from './products.ts';

/*
 * Equipment in whole units of a catalog product for a size a design or an answer needs: the rule
 * the optimizer's quote request and a site design's RFQ share (decisions 065 and 099).
 */

/** A catalog product in the whole units a size needs, and how they compare with it ("3 × 1,000 kWh units for 2,600 kWh, rounded up to whole units"). */
export interface EquipmentLine {
  product: Product;
  units: number;
  sizing: string;
}

const facet = (product: Product, name: string) => Number((product.facets as Record<string, unknown>)[name]);
/** A hair under a whole unit is that unit: sizes are floats. */
const wholeUnits = (needed: number, unit: number) => Math.ceil(needed / unit - 1e-9);
const priceOf = (line: EquipmentLine) => (line.product.price === null ? Infinity : Number(line.product.price) * line.units);
const sizingText = (units: number, unit: number, needed: number, format: (value: number) => string, formatNeeded = format) => {
  const text = `${formatNumber(units)} × ${format(unit)} units for ${formatNeeded(needed)}`;
  return units * unit > needed + 1e-6 ? `${text}, rounded up to whole units` : text;
};

type BatterySize = { powerKW: number; energyKWh: number };

/** Whole units of `product` giving at least the battery's energy and power; none for a product whose facets do not give its energy. */
export function batteryLine(product: Product, { powerKW, energyKWh }: BatterySize): EquipmentLine | undefined {
  const unitKWh = facet(product, 'usableEnergyKWh');
  const unitKW = facet(product, 'powerKW');
  if (!(unitKWh > 0)) return undefined;
  const byEnergy = wholeUnits(energyKWh, unitKWh);
  const byPower = unitKW > 0 ? wholeUnits(powerKW, unitKW) : 0;
  const units = Math.max(1, byEnergy, byPower);
  const [unit, needed, format] = byPower > byEnergy ? [unitKW, powerKW, formatPower] : [unitKWh, energyKWh, formatEnergy];
  return { product, units, sizing: sizingText(units, unit, needed, format) };
}

/** The catalog battery that gives the size with the least energy beyond it (then the fewest units, then the lowest price). */
export function closestBatteryLine(products: readonly Product[], battery: BatterySize): EquipmentLine | undefined {
  const installedKWh = (line: EquipmentLine) => line.units * facet(line.product, 'usableEnergyKWh');
  return products
    .map((product) => batteryLine(product, battery))
    .filter((line): line is EquipmentLine => line !== undefined)
    .sort((a, b) => installedKWh(a) - installedKWh(b) || a.units - b.units || priceOf(a) - priceOf(b))[0];
}

const formatWatts = (watts: number) => `${formatNumber(watts)} W`;
/** An array's size as designs give it: "1,000 kWdc", not a million watts. */
const formatKWdc = (watts: number) => `${formatQuantity(watts / 1000)} kWdc`;

/** Whole modules of `product` for a DC size; none for a product whose facets do not give its watts. */
export function moduleLine(product: Product, kWdc: number): EquipmentLine | undefined {
  const watts = facet(product, 'powerW');
  if (!(watts > 0)) return undefined;
  const units = Math.max(1, wholeUnits(kWdc * 1000, watts));
  return { product, units, sizing: sizingText(units, watts, kWdc * 1000, formatWatts, formatKWdc) };
}

/**
 * The catalog module a design takes unless it names one: the lowest price per watt (the catalog's
 * own unit price), then the most watts per module (fewer to mount); unpriced modules last.
 */
export function cheapestModuleLine(products: readonly Product[], kWdc: number): EquipmentLine | undefined {
  const perWatt = (line: EquipmentLine) => (line.product.unitPrice === null ? Infinity : Number(line.product.unitPrice.amount));
  return products
    .map((product) => moduleLine(product, kWdc))
    .filter((line): line is EquipmentLine => line !== undefined)
    .sort((a, b) => perWatt(a) - perWatt(b) || facet(b.product, 'powerW') - facet(a.product, 'powerW'))[0];
}

/** Whole inverters of `product` for an AC size; none for a product whose facets do not give its AC rating. */
export function inverterLine(product: Product, kWac: number): EquipmentLine | undefined {
  const unitKW = facet(product, 'acPowerKW');
  if (!(unitKW > 0)) return undefined;
  const units = Math.max(1, wholeUnits(kWac, unitKW));
  return { product, units, sizing: sizingText(units, unitKW, kWac, formatPower) };
}

/** The catalog inverter a design takes unless it names one: the least AC rating beyond the need in whole units, then the fewest units, then the lowest price. */
export function closestInverterLine(products: readonly Product[], kWac: number): EquipmentLine | undefined {
  const installedKW = (line: EquipmentLine) => line.units * facet(line.product, 'acPowerKW');
  return products
    .map((product) => inverterLine(product, kWac))
    .filter((line): line is EquipmentLine => line !== undefined)
    .sort((a, b) => installedKW(a) - installedKW(b) || a.units - b.units || priceOf(a) - priceOf(b))[0];
}

/** "Sungrow PowerStack 255CS: 4 × 257 kWh units for 1,000 kWh, rounded up to whole units". */
export const lineText = ({ product, sizing }: EquipmentLine) => `${product.manufacturer} ${product.model}: ${sizing}`;
