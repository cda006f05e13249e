import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { SiteAnswer } from '~/domain/sites/answer';
import type { Site } from '~/domain/sites/site';
import { reportFailure } from '~/browser/session';
import { ApiRequestError } from '~/client/http';
import { computeSite, getSite } from '~/client/sites';
import { toast } from '~/stores/toasts';
import { Dialog } from '../ui/Dialog';
import { LoadFailed, LoadingRows } from '../ui/ListStates';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { useApiData } from '../ui/useApiData';
import { useHydrated } from '../ui/useHydrated';
import { useUrlSearch } from '../ui/useUrlSearch';
import { SiteActions } from './SiteActions';
import { Panel, ResultsPanel, SiteBand, SitePlace } from './sitePage';
import { siteIdOf } from './siteText';

/**
 * The forms and the form kit's validation load as the island hydrates, beside the read of the site
 * they edit (which they wait for anyway), not with the page's first script (its JS budget).
 */
let forms: ReturnType<typeof importForms> | undefined;
const importForms = () => import('./siteForms');
const loadForms = () => (forms ??= importForms());
const DesignsEditor = lazy(() => loadForms().then((module) => ({ default: module.DesignsEditor })));
const SiteInputsForm = lazy(() => loadForms().then((module) => ({ default: module.SiteInputsForm })));
const UsageForm = lazy(() => loadForms().then((module) => ({ default: module.UsageForm })));
const RenameSiteForm = lazy(() => loadForms().then((module) => ({ default: module.RenameSiteForm })));
/** The comparison shows only for a site of two designs or more: most have one. */
const DesignComparison = lazy(() => import('./DesignComparison').then((module) => ({ default: module.DesignComparison })));

/** Another account's site, one deleted, or one that never was: all the same to the reader. */
async function siteOrNull(id: number): Promise<(Site & { answer: SiteAnswer | null }) | null> {
  try {
    return await getSite(id);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** The page's title band: where it sits among the sites, its heading, and what it offers. */
function Band({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <SiteBand
      above={
        <a href="/sites" className="hover:underline">
          Sites
        </a>
      }
      title={title}
    >
      {children}
    </SiteBand>
  );
}

/**
 * One site's workspace (its id in the address): where it stands, Compute (every tool the site has
 * inputs for) and the answer at a glance, each stored result's state, its designs to edit, add and
 * compare, its interconnection and land inputs, and its name. Another account's site, or an id no
 * site has, reads "Site not found".
 */
export default function SiteWorkspace() {
  const hydrated = useHydrated();
  const id = siteIdOf(useUrlSearch());
  const read = useApiData(id === null ? null : `site#${id}`, () => siteOrNull(id!), { toast: 'Failed to fetch the site' });
  useEffect(() => void loadForms(), []);

  if (!hydrated || (id !== null && read.state.status === 'loading'))
    return (
      <>
        <Band title="Site" />
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <LoadingRows />
        </div>
      </>
    );
  if (id !== null && read.state.status === 'failed')
    return (
      <>
        <Band title="Site" />
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <LoadFailed message="The site could not be loaded." onRetry={read.reload} />
        </div>
      </>
    );
  const site = read.state.status === 'ready' ? read.state.data : null;
  if (id === null || !site)
    return (
      <>
        <Band title="Site not found">
          <p className="mt-2 text-lg text-slate-700">This site does not exist, or it is not one of yours.</p>
        </Band>
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <a href="/sites" className={secondaryButton}>
            Back to your sites
          </a>
        </div>
      </>
    );
  return (
    <Workspace
      site={site}
      storedAnswer={site.answer}
      onChange={(changed) => read.update((current) => (current ? { ...changed, answer: current.answer } : current))}
    />
  );
}

function Workspace({ site, storedAnswer, onChange }: { site: Site; storedAnswer: SiteAnswer | null; onChange(site: Site): void }) {
  // The figures last computed, each marked where an input changed since (ResultStates); a compute replaces them.
  const [answer, setAnswer] = useState<SiteAnswer | null>(storedAnswer);
  const [computing, setComputing] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const computedBefore = Object.keys(site.results).length > 0;

  async function compute() {
    setComputing(true);
    try {
      const computed = await computeSite(site.id);
      // The stored results' new times and marks come with the site.
      const { answer: _stored, ...computedSite } = await getSite(site.id);
      onChange(computedSite);
      setAnswer(computed);
      toast({ title: 'Site computed', description: 'Every result is up to date.' });
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to compute the site. Please try again.', variant: 'destructive' });
    } finally {
      setComputing(false);
    }
  }

  function saved(title: string) {
    return (changed: Site) => {
      onChange(changed);
      toast({ title, description: 'Results it changes are marked out of date until you recompute.' });
    };
  }

  return (
    <>
      <Band title={site.name}>
        <SitePlace site={site} />
        <div className="mt-4 flex flex-wrap gap-2 print:hidden">
          <button type="button" onClick={() => void compute()} disabled={computing} className={primaryButton}>
            {computing ? 'Computing...' : computedBefore ? 'Recompute all' : 'Compute'}
          </button>
          <button type="button" onClick={() => setRenaming(true)} className={secondaryButton}>
            Rename
          </button>
        </div>
      </Band>

      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <ResultsPanel
          id="site-results"
          site={site}
          answer={answer}
          none={
            computedBefore
              ? 'Press Recompute all to see the figures of every design: the first design has not been computed since it changed.'
              : "Press Compute to see each design's production; its bills and returns once a load and tariff are saved; and the interconnection prescreen and lease estimate once their inputs are saved."
          }
        />

        {/* Printed, the page is a report: the title band, the results and the comparison; not the forms or actions. */}
        <div className="grid gap-6 lg:grid-cols-5 print:hidden">
          <div className="min-w-0 lg:col-span-3">
            <Panel id="site-designs" title="Designs">
              <Suspense fallback={<LoadingRows rows={4} />}>
                <DesignsEditor site={site} onChange={onChange} onSaved={saved('Design saved')} />
              </Suspense>
            </Panel>
          </div>
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <Panel id="site-usage" title="Load, tariff and finance">
              <Suspense fallback={<LoadingRows />}>
                <UsageForm site={site} onSaved={saved('Load and tariff saved')} />
              </Suspense>
            </Panel>
            <Panel id="site-inputs" title="Interconnection and land">
              <Suspense fallback={<LoadingRows />}>
                <SiteInputsForm site={site} onSaved={saved('Inputs saved')} />
              </Suspense>
            </Panel>
          </div>
        </div>

        <Panel id="site-actions" title="Report, quotes and sharing" className="print:hidden">
          <SiteActions site={site} onShared={(shared) => onChange({ ...site, shared })} />
        </Panel>

        {site.designs.length > 1 && (
          <Panel id="site-compare" title="Compare designs">
            <Suspense>
              <DesignComparison site={site} answer={answer} />
            </Suspense>
          </Panel>
        )}
      </div>

      <Dialog open={renaming} onClose={() => setRenaming(false)} title="Rename this site">
        {renaming && (
          <Suspense fallback={<LoadingRows rows={1} />}>
            <RenameSiteForm
              site={site}
              onRenamed={(renamed) => {
                onChange(renamed);
                setRenaming(false);
                toast({ title: 'Name saved', description: `The site is ${renamed.name} now.` });
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
