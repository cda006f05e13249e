/** What people read for each value of one of the business enumerations (src/domain/constants.ts). */
export type Labels<T extends string> = Readonly<Record<T, string>>;

/**
 * A value as people read it: its label, or, for a value no label names (a role a newer server
 * knows, say), the value itself with underscores to spaces, each word capitalized.
 */
export function labelOf<T extends string>(labels: Labels<T>, value: string): string {
  return (labels as Record<string, string>)[value] ?? humanize(value);
}

/** "project_manager" → "Project Manager" (underscores to spaces, each word capitalized). */
export function humanize(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The options of a select: every value with its label, in the enumeration's order. */
export function optionsOf<T extends string>(values: readonly T[], labels: Labels<T>): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
