import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The committed SQL migrations. They sit beside this module in the source tree (CLI, tests, the
 * Vercel function, which ships the folder through vercel.json's includeFiles); in the Node server
 * bundle this module lives under dist/, so fall back to the project folder.
 */
export function migrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    fileURLToPath(new URL('./migrations', import.meta.url)),
    path.resolve('src/server/db/migrations'),
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta', '_journal.json')));
  if (!found) throw new Error(`No database migrations found (looked in ${candidates.join(', ')})`);
  return found;
}
