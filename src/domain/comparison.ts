/**
 * A side-by-side comparison (products in the catalog, saved calculations on the dashboard): rows of
 * values as shown, one per compared item, in titled groups.
 */
export interface ComparisonRow {
  key: string;
  /** What the row is, as the item's own page labels it (with its unit). */
  label: string;
  /** One per compared item, formatted as that page shows it. */
  values: string[];
}

export interface ComparisonGroup {
  title: string;
  rows: ComparisonRow[];
}

/** Whether the compared items differ on a row: what a comparison highlights. */
export function differs(row: ComparisonRow): boolean {
  return new Set(row.values).size > 1;
}
