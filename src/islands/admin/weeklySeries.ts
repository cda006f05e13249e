/** 'Mar 2' for an ISO week named by its Monday (YYYY-MM-DD, UTC). */
export function weekLabel(monday: string): string {
  return new Date(`${monday}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/**
 * Rows of (week, key, count) as one series per key over every week, zeros where a row is missing,
 * in the keys' order: what a stacked chart and its table draw.
 */
export function weeklySeries<R extends { week: string; count: number }, K extends string>(
  weeks: readonly string[],
  rows: readonly R[],
  keyOf: (row: R) => string,
  keys: readonly K[],
): { key: K; values: number[] }[] {
  const index = new Map(weeks.map((week, position) => [week, position]));
  const series = keys.map((key) => ({ key, values: weeks.map(() => 0) }));
  const byKey = new Map<string, { key: K; values: number[] }>(series.map((entry) => [entry.key, entry]));
  for (const row of rows) {
    const position = index.get(row.week);
    const entry = byKey.get(keyOf(row));
    if (position !== undefined && entry) entry.values[position]! += row.count;
  }
  return series;
}
