import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|md|webmanifest)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every
 * compressible file of the built site, so the Node server sends compressed bytes without spending
 * CPU per request (src/server/node/staticFiles.ts). A variant that would not be smaller is skipped.
 * Returns how many files got variants.
 */
export async function precompress(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file)).map((file) => path.join(dir, file));
  let compressed = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const original = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: original.length },
        }),
        gzipAsync(original, { level: 9 }),
      ]);
      if (br.length < original.length) await writeFile(`${file}.br`, br);
      if (gz.length < original.length) await writeFile(`${file}.gz`, gz);
      compressed += 1;
    }),
  );
  return compressed;
}
