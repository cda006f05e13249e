/** Number formatting for people (en-US, as the product's audience and currency are US). */

const cache = new Map<string, Intl.NumberFormat>();
function formatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let value = cache.get(key);
  if (!value) {
    value = new Intl.NumberFormat('en-US', options);
    cache.set(key, value);
  }
  return value;
}

/** The value, or 0 when it shows as zero at `decimals`: a tiny negative amount reads "0", never "-0". */
function unsignedZero(value: number, decimals: number): number {
  return Math.abs(value) < 0.5 * 10 ** -decimals ? 0 : value;
}

/**
 * Every amount of money shown: $1,234,567 (whole dollars by default), $0.0555 with 4 decimals, or
 * between `decimals` and `maxDecimals` ($0.270, $12.50); "$0" for anything that rounds to nothing.
 */
export function formatCurrency(value: number, decimals = 0, maxDecimals = decimals): string {
  return formatter({ style: 'currency', currency: 'USD', minimumFractionDigits: decimals, maximumFractionDigits: maxDecimals }).format(
    unsignedZero(value, maxDecimals),
  );
}

/** $4.2M, $850K: for chart axes and tight spaces. */
export function formatCompactCurrency(value: number): string {
  return formatter({ style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(unsignedZero(value, 1));
}

/** 1,234.5 with a fixed number of decimals. */
export function formatNumber(value: number, decimals = 0): string {
  return formatter({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(unsignedZero(value, decimals));
}

/** 75, 7.5, 0.75: up to `maxDecimals`, trailing zeros dropped. */
export function formatQuantity(value: number, maxDecimals = 2): string {
  return formatter({ minimumFractionDigits: 0, maximumFractionDigits: maxDecimals }).format(value);
}

/** 6.5% from a fraction (0.065). */
export function formatPercent(fraction: number, decimals = 1): string {
  return formatter({ style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(fraction);
}

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

const shortDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** "Mar 31, 2027" for a calendar date (YYYY-MM-DD): the same day wherever it is read. */
export function formatCalendarDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { ...shortDate, timeZone: 'UTC' });
}

/** "Nov 22, 2026" for a moment (an ISO timestamp), in the reader's time zone unless one is given. */
export function formatMomentDate(moment: string, timeZone?: string): string {
  return new Date(moment).toLocaleDateString('en-US', { ...shortDate, timeZone });
}

/** "Nov 22, 2026, 3:04 PM" for a moment (an ISO timestamp), in the reader's time zone unless one is given. */
export function formatMomentTime(moment: string, timeZone?: string): string {
  return new Date(moment).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
