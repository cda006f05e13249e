import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server-rendered HTML, true once React has hydrated the island. Forms keep their
 * submit button disabled until then: a click that lands before hydration would otherwise submit
 * the form natively and reload the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
