import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const vercelOutput = path.resolve('.vercel/output');
const functionDir = path.join(vercelOutput, 'functions/api/index.func');

export type VercelHandlers = Record<
  'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS',
  (request: Request) => Promise<Response>
>;

export interface DeployedFunction {
  /** Imports the handler module afresh (a new module instance, so start-up checks run again). */
  load(): Promise<VercelHandlers>;
  dispose(): Promise<void>;
}

let loads = 0;

/**
 * Lays the built api function out as Vercel deploys it: its folder plus the files of filePathMap, each
 * at its path (linked to its source: over a thousand data files, which the function only reads).
 */
export async function deployVercelFunction(): Promise<DeployedFunction> {
  const dir = await mkdtemp(path.join(tmpdir(), 'voltfield-vercel-fn-'));
  await cp(functionDir, dir, { recursive: true, dereference: true });
  const vcConfig = JSON.parse(await readFile(path.join(functionDir, '.vc-config.json'), 'utf8')) as {
    handler: string;
    filePathMap: Record<string, string>;
  };
  const folders = new Set(Object.keys(vcConfig.filePathMap).map((target) => path.dirname(path.join(dir, target))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all(Object.entries(vcConfig.filePathMap).map(([target, source]) => symlink(path.resolve(source), path.join(dir, target))));
  const entry = pathToFileURL(path.join(dir, vcConfig.handler)).href;
  return {
    load: async () => (await import(`${entry}?load=${(loads += 1)}`)) as VercelHandlers,
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
