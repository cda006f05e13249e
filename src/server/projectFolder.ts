import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A folder at the project's root that the server reads at run time (content/, data/weather/):
 * `override` (an environment variable) when set, else the one found from this module's place in
 * the source tree (the CLI, tests, the Vercel function, which ships it via includeFiles), else the
 * one in the working directory (the Node server's bundle lives under dist/).
 */
export function projectFolder(relative: string, override?: string): string {
  const candidates = [override, fileURLToPath(new URL(`../../${relative}`, import.meta.url)), path.resolve(relative)];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!)) ?? path.resolve(relative);
}
