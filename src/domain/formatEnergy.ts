import { formatNumber } from './format.ts';

// Energy and power apart from the other formatters: the pages that show no energy (the PPA
// calculator's form among them) do not ship these.

/** kWh in a unit, and how many kWh the unit is. */
const ENERGY_UNITS = { kWh: 1, MWh: 1e3, GWh: 1e6 } as const;
type EnergyUnit = keyof typeof ENERGY_UNITS;

/** The unit that reads best for an amount: kWh below 10,000 kWh, GWh from 10 GWh, MWh between. */
function energyUnitOf(kWh: number): EnergyUnit {
  return Math.abs(kWh) >= 1e7 ? 'GWh' : Math.abs(kWh) >= 1e4 ? 'MWh' : 'kWh';
}

/** Energy in the unit that reads best: 850 kWh, 7,250 MWh, 1.2 GWh. */
export function formatEnergy(kWh: number): string {
  const unit = energyUnitOf(kWh);
  return `${formatNumber(kWh / ENERGY_UNITS[unit], unit === 'GWh' ? 1 : 0)} ${unit}`;
}

/**
 * One unit for amounts shown side by side (a chart's axis and bars, a set of panels): the unit
 * that reads best for the largest, with a decimal when it is below 100 of a unit larger than kWh,
 * so the smallest still say something ("14.2 MWh" beside "6.1 MWh").
 */
export function energyFormatFor(amounts: readonly number[]): (kWh: number) => string {
  const largest = Math.max(0, ...amounts.map(Math.abs));
  const unit = energyUnitOf(largest);
  const decimals = unit !== 'kWh' && largest / ENERGY_UNITS[unit] < 100 ? 1 : 0;
  return (kWh) => `${formatNumber(kWh / ENERGY_UNITS[unit], decimals)} ${unit}`;
}

/** "4.2 kW", "850 kW", "12.5 MW": a power in kW, shortened to MW from 10,000 kW. */
export function formatPower(kW: number): string {
  if (Math.abs(kW) >= 1e4) return `${formatNumber(kW / 1e3, 1)} MW`;
  return `${formatNumber(kW, Math.abs(kW) < 10 && kW !== 0 ? 1 : 0)} kW`;
}
