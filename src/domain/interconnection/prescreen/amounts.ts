import { formatCurrency, formatNumber, formatQuantity } from '../../format.ts';

/* MW, kW and dollars as the prescreen's sentences write them. */

export function formatMW(mw: number): string {
  return `${formatQuantity(mw, 1)} MW`;
}

export function formatKW(kW: number): string {
  return kW >= 1000 ? formatMW(kW / 1000) : `${formatNumber(kW)} kW`;
}

/** $4.2 million, $850,000. */
export function formatDollars(value: number): string {
  return value >= 1e6 ? `$${formatNumber(value / 1e6, 1)} million` : formatCurrency(value);
}
