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

/** $1,234,567 (whole dollars by default). */
export function formatCurrency(value: number, decimals = 0): string {
  return formatter({ style: 'currency', currency: 'USD', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** $4.2M, $850K: for chart axes and tight spaces. */
export function formatCompactCurrency(value: number): string {
  return formatter({ style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** 1,234.5 with a fixed number of decimals. */
export function formatNumber(value: number, decimals = 0): string {
  return formatter({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** 75, 7.5, 0.75: up to `maxDecimals`, trailing zeros dropped. */
export function formatQuantity(value: number, maxDecimals = 2): string {
  return formatter({ minimumFractionDigits: 0, maximumFractionDigits: maxDecimals }).format(value);
}

/** 6.5% from a fraction (0.065). */
export function formatPercent(fraction: number, decimals = 1): string {
  return formatter({ style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(fraction);
}

/** Energy in the unit that reads best: 850 kWh, 7,250 MWh, 1.2 GWh. */
export function formatEnergy(kWh: number): string {
  if (Math.abs(kWh) >= 1e6 * 10) return `${formatNumber(kWh / 1e6, 1)} GWh`;
  if (Math.abs(kWh) >= 1e4) return `${formatNumber(kWh / 1e3)} MWh`;
  return `${formatNumber(kWh)} kWh`;
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
