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
