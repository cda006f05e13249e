import { lazy, Suspense, type ReactNode } from 'react';
import { SHARED_SITE_NOT_FOUND_MESSAGE, type SharedSite } from '~/domain/sites/site';
import { ApiRequestError } from '~/client/http';
import { getSharedSite } from '~/client/sites';
import { LoadFailed, LoadingRows } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';
import { useHydrated } from '../ui/useHydrated';
import { useUrlSearch } from '../ui/useUrlSearch';
import { Panel, ResultsPanel, SiteBand, SitePlace } from './sitePage';

/** The comparison shows only for a site of two designs or more: most have one. */
const DesignComparison = lazy(() => import('./DesignComparison').then((module) => ({ default: module.DesignComparison })));

/** A revoked or mistyped link reads as one message, whatever the reason. */
async function sharedOrNull(token: string): Promise<SharedSite | null> {
  try {
    return await getSharedSite(token);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

function Band({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <SiteBand above="Shared site · read-only" title={title}>
      {children}
    </SiteBand>
  );
}

const body = 'mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8';

/**
 * A site as its share link shows it to anyone holding the link (the token in the address): where it
 * stands, its designs, and the figures last computed with each stale one marked. Nothing to change,
 * nothing of its owner.
 */
export default function SharedSiteView() {
  const hydrated = useHydrated();
  const token = useUrlSearch().get('token');
  // Anyone with the link reads it: no signed-in user to wait for.
  const read = useApiData(
    token ? `shared#${token}` : null,
    () => sharedOrNull(token!),
    { toast: 'Failed to fetch the shared site' },
    { signedOut: true },
  );
  if (!hydrated || (token && read.state.status === 'loading'))
    return (
      <>
        <Band title="Shared site" />
        <div className={body}>
          <LoadingRows />
        </div>
      </>
    );
  if (token && read.state.status === 'failed')
    return (
      <>
        <Band title="Shared site" />
        <div className={body}>
          <LoadFailed message="The shared site could not be loaded." onRetry={read.reload} />
        </div>
      </>
    );
  const site = read.state.status === 'ready' ? read.state.data : null;
  if (!token || !site)
    return (
      <Band title="Shared site not found">
        <p className="mt-2 text-lg text-slate-700">{SHARED_SITE_NOT_FOUND_MESSAGE}.</p>
      </Band>
    );
  return (
    <>
      <Band title={site.name}>
        <SitePlace site={site} />
      </Band>
      <div className={body}>
        <ResultsPanel id="shared-results" site={site} answer={site.answer} none="Its owner has not computed this site yet." />
        {site.designs.length > 1 && (
          <Panel id="shared-compare" title="Compare designs">
            <Suspense>
              <DesignComparison site={site} answer={site.answer} />
            </Suspense>
          </Panel>
        )}
      </div>
    </>
  );
}
