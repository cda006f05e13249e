import { sql } from 'drizzle-orm';

/** `column IN ('a', 'b')` for a CHECK constraint over one of the business enumerations (src/domain/constants.ts). */
export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} IN (${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
}
