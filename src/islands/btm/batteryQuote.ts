import { formatCurrency, formatPercent } from '~/domain/format';
import { formatEnergy, formatPower } from '~/domain/formatEnergy';
import type { Product } from '~/domain/products';
import { yearBills } from './bills';
import type { Solved } from './useOptimization';

/*
 * What a request for a quote asks for an optimizer's battery: a catalog product in the whole units
 * the battery needs, the draft RFQ's name, and the analysis written into its notes.
 */

/** A battery's size: what the optimizer solved with or chose. */
type BatterySize = { powerKW: number; energyKWh: number };

/** A catalog product in the whole units a battery needs, and how they compare with it ("3 × 1,000 kWh units for 2,600 kWh, rounded up to whole units"). */
export interface BatteryLine {
  product: Product;
  units: number;
  sizing: string;
}

/** Whole units of `product` giving at least the battery's energy and power; none for a product whose facets do not give its energy. */
export function batteryLine(product: Product, { powerKW, energyKWh }: BatterySize): BatteryLine | undefined {
  const facets = product.facets as Record<string, unknown>;
  const unitKWh = Number(facets.usableEnergyKWh);
  const unitKW = Number(facets.powerKW);
  if (!(unitKWh > 0)) return undefined;
  // A hair under a whole unit is that unit: the optimizer's size is a float.
  const byEnergy = Math.ceil(energyKWh / unitKWh - 1e-9);
  const byPower = unitKW > 0 ? Math.ceil(powerKW / unitKW - 1e-9) : 0;
  const units = Math.max(1, byEnergy, byPower);
  const [unit, needed, format] = byPower > byEnergy ? [unitKW, powerKW, formatPower] : [unitKWh, energyKWh, formatEnergy];
  const sizing = `${units} × ${format(unit)} units for ${format(needed)}`;
  return { product, units, sizing: units * unit > needed + 1e-6 ? `${sizing}, rounded up to whole units` : sizing };
}

/** The catalog battery that gives the size with the least energy beyond it (then the fewest units, then the lowest price). */
export function closestBatteryLine(products: readonly Product[], battery: BatterySize): BatteryLine | undefined {
  const installedKWh = (line: BatteryLine) => line.units * Number((line.product.facets as Record<string, unknown>).usableEnergyKWh);
  const cost = (line: BatteryLine) => (line.product.price === null ? Infinity : Number(line.product.price) * line.units);
  return products
    .map((product) => batteryLine(product, battery))
    .filter((line): line is BatteryLine => line !== undefined)
    .sort((a, b) => installedKWh(a) - installedKWh(b) || a.units - b.units || cost(a) - cost(b))[0];
}

/** "Sungrow PowerStack 255CS: 4 × 257 kWh units for 1,000 kWh, rounded up to whole units". */
export const lineText = ({ product, sizing }: BatteryLine) => `${product.manufacturer} ${product.model}: ${sizing}`;

/** The draft's name: the battery's size. */
export const draftName = ({ powerKW, energyKWh }: BatterySize) =>
  `Battery for a behind-the-meter site: ${formatPower(powerKW)} / ${formatEnergy(energyKWh)}`;

/** The analysis as the RFQ's notes (at most a few hundred characters of the 4,000 an RFQ's notes take): what staff quote against. */
export function analysisNotes({ answer }: Solved, line: BatteryLine, today = new Date()): string {
  const { battery, annual, load, pv, tariff, economics, intervalMinutes } = answer;
  const share = annual.before > 0 ? ` (${formatPercent(annual.savings / annual.before, 1)} of the bill${pv ? ' with the PV' : ''})` : '';
  return [
    `Behind-the-meter optimizer analysis, ${today.toISOString().slice(0, 10)}.`,
    `Battery: ${formatPower(battery.powerKW)} / ${formatEnergy(battery.energyKWh)}${battery.sized ? ', sized by the optimizer at the costs given' : ''}; asked as ${lineText(line)}.`,
    `Site: ${formatEnergy(load.annualKWh)} a year of load, peak ${formatPower(load.peakKW)}, ${intervalMinutes === 60 ? 'hourly' : '15-minute'} intervals${pv ? `; PV ${formatEnergy(pv.annualKWh)} a year` : ''}.`,
    `Tariff: ${tariff.utility ? `${tariff.utility}: ` : ''}${tariff.name}${tariff.effectiveDate ? `, effective ${tariff.effectiveDate}` : ''}.`,
    `Bill a year: ${yearBills(answer)
      .map(({ label, value }) => `${label} ${formatCurrency(value)}`)
      .join('; ')}.`,
    `The battery saves ${formatCurrency(annual.savings)} a year${share}.`,
    ...(economics
      ? [
          `Returns: net capex ${formatCurrency(economics.netCapex)} after a ${economics.assumptions.itcPercent}% ITC; NPV ${formatCurrency(economics.npv)} at ${formatPercent(economics.assumptions.discountRate, 1)}; IRR ${economics.irr === null ? 'none' : formatPercent(economics.irr, 1)}; payback ${economics.paybackYear ? `in year ${economics.paybackYear}` : 'beyond the analysis'} (${economics.assumptions.analysisYears} years).`,
        ]
      : []),
    'The dispatch assumes perfect foresight of the year: a screen, not a bankable study.',
  ].join('\n');
}
