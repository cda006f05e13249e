import { lazy, Suspense, useState, type ReactNode } from 'react';
import { formatNumber } from '~/domain/format';
import { MAX_SITES_PER_ACCOUNT, siteHref, SITES_PAGE_SIZE, type Site } from '~/domain/sites/site';
import { reportFailure } from '~/browser/session';
import { deleteSite, listSites } from '~/client/sites';
import { toast } from '~/stores/toasts';
import { ConfirmationDialog } from '../ui/ConfirmationDialog';
import { DataView, EmptyState, LoadingRows } from '../ui/ListStates';
import { Pager } from '../ui/Pager';
import { dangerButton } from '../ui/buttons';
import { useApiData } from '../ui/useApiData';
import { useHydrated } from '../ui/useHydrated';
import { replaceUrlSearch, useUrlSearch } from '../ui/useUrlSearch';
import { formatMoment, placeOf } from './siteText';

/**
 * The new-site form and the form kit's validation load as the island hydrates, beside the reads
 * of the user and the list that the page waits for anyway, not with its first script (its JS budget).
 */
const NewSiteForm = lazy(() => import('./NewSiteForm').then((module) => ({ default: module.NewSiteForm })));

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The user's sites, a page at a time, the most recently changed first (the page in the address):
 * each opens its own page, and can be deleted after a confirmation. Beside them, the form that
 * adds one; a new site opens on its page.
 */
/** `children`: the US map drawn at build time, on which the new-site form places a site with a click. */
export default function SitesList({ children }: { children?: ReactNode }) {
  const search = useUrlSearch();
  const hydrated = useHydrated();
  const page = pageOf(search);
  const [version, setVersion] = useState(0);
  const list = useApiData(`sites?${page}#${version}`, () => listSites({ page, pageSize: SITES_PAGE_SIZE }), {
    toast: 'Failed to fetch your sites',
  });
  const listed = list.state.status === 'ready' ? list.state.data : null;
  const [deleting, setDeleting] = useState<Site | null>(null);
  const [working, setWorking] = useState(false);

  function setPage(next: number) {
    const query = new URLSearchParams(search);
    if (next > 1) query.set('page', String(next));
    else query.delete('page');
    replaceUrlSearch(query);
  }

  async function confirmDelete(site: Site) {
    setWorking(true);
    try {
      await deleteSite(site.id);
      setDeleting(null);
      toast({ title: 'Site deleted', description: `${site.name} was deleted.` });
      // The last one of a page that is not the first: show the page before it.
      if (listed && listed.items.length === 1 && page > 1) setPage(page - 1);
      setVersion((count) => count + 1);
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to delete the site. Please try again.', variant: 'destructive' });
    } finally {
      setWorking(false);
    }
  }

  const pages = listed ? Math.max(1, Math.ceil(listed.total / SITES_PAGE_SIZE)) : 1;
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <section
        aria-labelledby="sites-list"
        className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:col-span-2"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="sites-list" className="text-lg font-semibold text-ink">
            Your sites
          </h2>
          <p className="min-h-5 text-sm text-slate-700" aria-live="polite">
            {listed && (
              <>
                <strong className="tabular-nums text-ink">{formatNumber(listed.total)}</strong> {listed.total === 1 ? 'site' : 'sites'} of
                the {formatNumber(MAX_SITES_PER_ACCOUNT)} an account keeps
                {listed.total >= MAX_SITES_PER_ACCOUNT ? ': delete one to add another.' : '.'}
              </>
            )}
          </p>
        </div>
        <div className="mt-4">
          <DataView
            state={list.state}
            onRetry={list.reload}
            failed="Your sites could not be loaded."
            empty={{
              when: (data) => data.items.length === 0,
              show: (
                <EmptyState title="No sites yet">
                  A site is a place you study: name it and give its ZIP code or coordinates, and every tool answers for it.
                </EmptyState>
              ),
            }}
          >
            {(data) => (
              <>
                <ul className="divide-y divide-slate-200">
                  {data.items.map((site) => (
                    <li key={site.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <a href={siteHref(site.id)} className="font-semibold text-brand-800 hover:underline [overflow-wrap:anywhere]">
                          {site.name}
                        </a>
                        <p className="text-sm text-slate-700">{placeOf(site)}</p>
                        <p className="text-xs text-slate-600">Changed {formatMoment(site.updatedAt)}</p>
                      </div>
                      <button type="button" onClick={() => setDeleting(site)} aria-label={`Delete ${site.name}`} className={dangerButton}>
                        Delete
                      </button>
                    </li>
                  ))}
                </ul>
                <Pager label="Site pages" page={page} pages={pages} onPage={setPage} />
              </>
            )}
          </DataView>
        </div>
      </section>

      <section aria-labelledby="new-site" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="new-site" className="mb-4 text-lg font-semibold text-ink">
          New site
        </h2>
        {hydrated ? (
          <Suspense fallback={<LoadingRows />}>
            <NewSiteForm onCreated={(site) => location.assign(siteHref(site.id))} map={children} />
          </Suspense>
        ) : (
          <LoadingRows />
        )}
      </section>

      <ConfirmationDialog
        open={deleting !== null}
        title="Delete this site?"
        confirm="Delete"
        workingLabel="Deleting..."
        working={working}
        danger
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <p className="text-slate-800">
            <strong>{deleting.name}</strong> ({placeOf(deleting)}), its designs and its results will be deleted. This cannot be undone.
          </p>
        )}
      </ConfirmationDialog>
    </div>
  );
}
