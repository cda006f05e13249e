import { useMemo, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('popstate', listener);
  };
}

/** Replaces the page's query string (no new history entry) and tells every island that reads it. */
export function replaceUrlSearch(next: URLSearchParams): void {
  const search = next.toString();
  history.replaceState(history.state, '', search ? `?${search}` : location.pathname);
  for (const listener of listeners) listener();
}

/**
 * The page's query string as state, for islands that keep theirs in the URL (shareable, kept on
 * reload). Empty in the prerendered HTML and while hydrating, the URL's right after.
 */
export function useUrlSearch(): URLSearchParams {
  const search = useSyncExternalStore(
    subscribe,
    () => location.search,
    () => '',
  );
  return useMemo(() => new URLSearchParams(search), [search]);
}
