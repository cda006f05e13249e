import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { SiteCalculator } from '~/domain/sites/fromTools';

/** The bar loads only on a page opened for a site: most visits never fetch it. */
const ForSite = lazy(() => import('./ForSite'));

/** The address the page opened with, read once: each result rewrites it. Empty while prerendered and hydrating. */
let opened: URLSearchParams | undefined;
const EMPTY = new URLSearchParams();
const openedWith = () => (opened ??= new URLSearchParams(location.search));
const noChanges = () => () => undefined;

/**
 * The bar of a calculator opened from a site's page (`?site=…&design=…`): the site named, and a
 * save of the inputs back to it (ForSite). Nothing without a site in the address.
 */
export function useSiteBar(tool: SiteCalculator, request: Record<string, unknown> | undefined) {
  const query = useSyncExternalStore(noChanges, openedWith, () => EMPTY);
  const siteId = Number(query.get('site'));
  return siteId > 0 ? (
    <Suspense>
      <ForSite tool={tool} siteId={siteId} designId={query.get('design') ?? undefined} request={request} />
    </Suspense>
  ) : null;
}
