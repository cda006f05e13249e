import { METHODS, type Result, type Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** Methods whose matches may be kept: the ones Hono routes by name, whatever method a request names. */
const KEPT_METHODS = new Set(METHODS.map((method) => method.toUpperCase()));

/**
 * Hono's trie router (its RegExpRouter refuses routes the spec fixes, decision 114), with the
 * match of a route's own path (no `:param`, no `*`) kept after the first request to it: the trie
 * walk sorts and builds the same handler list again for every request, about a microsecond and 1.5
 * KB each (decision 115). Only paths registered as routes are kept, once for each method, so what
 * is kept stays bounded by the routes whatever paths arrive; paths with parameters are matched
 * afresh each time. Hono reads a match without changing it, as it does its RegExpRouter's own
 * shared matches of static paths.
 */
export class KeptMatchRouter<T> implements Router<T> {
  readonly name = 'TrieRouter, route paths kept';
  readonly #trie = new TrieRouter<T>();
  readonly #routePaths = new Set<string>();
  readonly #kept = new Map<string, Map<string, Result<T>>>();

  add(method: string, path: string, handler: T): void {
    this.#trie.add(method, path, handler);
    if (!/[:*{?]/.test(path)) this.#routePaths.add(path);
    this.#kept.clear();
  }

  match(method: string, path: string): Result<T> {
    const kept = this.#kept.get(method)?.get(path);
    if (kept) return kept;
    const result = this.#trie.match(method, path);
    if (this.#routePaths.has(path) && KEPT_METHODS.has(method)) {
      let byPath = this.#kept.get(method);
      if (!byPath) this.#kept.set(method, (byPath = new Map()));
      byPath.set(path, result);
    }
    return result;
  }

  /** How many matches are kept. */
  get size(): number {
    let size = 0;
    for (const byPath of this.#kept.values()) size += byPath.size;
    return size;
  }
}
