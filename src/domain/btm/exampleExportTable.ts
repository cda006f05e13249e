import type { ExportTable } from './exports.ts';

/**
 * An ILLUSTRATIVE net-billing export table (month × clock hour × weekday/weekend, $/kWh): its
 * shape follows California's Net Billing Tariff export values (low at midday when solar floods the
 * grid, high in the summer and early-autumn evenings, highest in September), but its figures are
 * made up for this example, not any utility's, and far flatter than California's (whose September
 * evenings reach dollars a kWh). California's real values (the utilities' hourly
 * export rates by vintage, from the CPUC's Avoided Cost Calculator) could not be checked here, so
 * none are shipped: send the year's real 576 values as `export.table` to use them.
 * Source: none (illustrative); vintage: none; licence: this project's.
 */
export const ILLUSTRATIVE_EXPORT_TABLE_NOTE = 'Illustrative export values (California-like shape, made-up figures)';

/*
 * Kept below the import prices of common commercial tariffs (at most $0.065/kWh; the examples' cheapest is $0.066):
 * where export pays more than import, each interval needs an integer variable, and a month of many
 * may not be proved best in its time (optimize.ts: MIP_SECONDS).
 */
function price(month: number, hour: number, weekend: boolean): number {
  const evening = hour >= 17 && hour < 22;
  const summer = month >= 5 && month <= 9; // June to October
  const base = hour >= 9 && hour < 16 ? 0.01 : 0.03;
  const peak = !evening ? 0 : month === 8 ? 0.035 : summer ? 0.03 : 0.015;
  return Number((base + peak * (weekend ? 0.7 : 1)).toFixed(4));
}

export const ILLUSTRATIVE_EXPORT_TABLE: ExportTable = Array.from({ length: 12 }, (_, month) =>
  Array.from({ length: 24 }, (_, hour) => [price(month, hour, false), price(month, hour, true)]),
);
