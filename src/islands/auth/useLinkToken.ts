import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * The `token` of the emailed link this page was opened from: undefined while prerendering and
 * hydrating (the static HTML knows no query string), then the token, or null when the link has none.
 */
export function useLinkToken(): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get('token') || null,
    () => undefined,
  );
}
