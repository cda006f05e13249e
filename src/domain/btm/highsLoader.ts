import type { Highs } from 'highs';

/**
 * Loads HiGHS, the LP solver the optimizer runs (WebAssembly), for the server and the page's worker
 * alike: fetched and compiled once, when the first solve asks for it; a load that failed is
 * forgotten, so the next solve tries again. `locateFile` says where the .wasm file is served (the
 * worker passes the URL its bundler gave the file); without it the package finds the file beside
 * itself, as it does in Node.
 */
export function highsLoader(locateFile?: (file: string) => string): () => Promise<Highs> {
  let highs: Promise<Highs> | undefined;
  return () => {
    highs ??= import('highs').then((module) => module.default(locateFile ? { locateFile } : undefined));
    highs.catch(() => (highs = undefined));
    return highs;
  };
}
