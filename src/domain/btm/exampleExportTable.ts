import type { ExportTable } from './exports.ts';

/**
 * An ILLUSTRATIVE net-billing export table (month × clock hour × weekday/weekend, $/kWh): its
 * shape follows California's Net Billing Tariff export values (low at midday when solar floods the
 * grid, high in the summer and early-autumn evenings, highest in September), but its figures are
 * made up for this example, not any utility's. California's real values (the utilities' hourly
 * export rates by vintage, from the CPUC's Avoided Cost Calculator) could not be checked here, so
 * none are shipped: send the year's real 576 values as `export.table` to use them.
 * Source: none (illustrative); vintage: none; licence: this project's.
 */
export const ILLUSTRATIVE_EXPORT_TABLE_NOTE = 'Illustrative export values (California-like shape, made-up figures)';

function price(month: number, hour: number, weekend: boolean): number {
  const evening = hour >= 17 && hour < 22;
  const summer = month >= 5 && month <= 9; // June to October
  const base = hour >= 9 && hour < 16 ? 0.02 : 0.05;
  const peak = !evening ? 0 : month === 8 ? 0.6 : summer ? 0.25 : 0.08;
  return Number((base + peak * (weekend ? 0.7 : 1)).toFixed(3));
}

export const ILLUSTRATIVE_EXPORT_TABLE: ExportTable = Array.from({ length: 12 }, (_, month) =>
  Array.from({ length: 24 }, (_, hour) => [price(month, hour, false), price(month, hour, true)]),
);
