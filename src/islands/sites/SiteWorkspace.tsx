import { useState, type ReactNode } from 'react';
import { MAX_DESIGNS_PER_SITE, type SiteDesign } from '~/domain/sites/design';
import type { SiteAnswer } from '~/domain/sites/answer';
import type { Site } from '~/domain/sites/site';
import { reportFailure } from '~/browser/session';
import { ApiRequestError } from '~/client/http';
import { computeSite, getSite, updateSite } from '~/client/sites';
import { toast } from '~/stores/toasts';
import { RadioChoice } from '../forms/RadioChoice';
import { ConfirmationDialog } from '../ui/ConfirmationDialog';
import { Dialog } from '../ui/Dialog';
import { LoadFailed, LoadingRows } from '../ui/ListStates';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons';
import { useApiData } from '../ui/useApiData';
import { useHydrated } from '../ui/useHydrated';
import { useUrlSearch } from '../ui/useUrlSearch';
import { DesignComparison } from './DesignComparison';
import { DesignForm } from './DesignForm';
import { RenameSiteForm } from './RenameSiteForm';
import { SiteInputsForm } from './SiteInputsForm';
import { ResultStates, SiteAnswerView } from './SiteResults';
import { formatPoint, siteIdOf } from './siteText';

/** Another account's site, one deleted, or one that never was: all the same to the reader. */
async function siteOrNull(id: number): Promise<Site | null> {
  try {
    return await getSite(id);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** The next design: a copy of `from` under the first id and name of the form d<n> / Design <n> the site has not used. */
export function nextDesign(designs: readonly SiteDesign[], from: SiteDesign): SiteDesign {
  let number = 1;
  while (designs.some((design) => design.id === `d${number}`)) number += 1;
  return { ...from, id: `d${number}`, name: `Design ${number}`, pv: { ...from.pv }, battery: from.battery && { ...from.battery } };
}

/** The page's title band: where it sits among the sites, its heading, and what it offers. */
function Band({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold text-brand-800">
          <a href="/sites" className="hover:underline">
            Sites
          </a>
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-4 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
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
  return <Workspace site={site} onChange={(changed) => read.update(() => changed)} />;
}

function Workspace({ site, onChange }: { site: Site; onChange(site: Site): void }) {
  const [answer, setAnswer] = useState<SiteAnswer | null>(null);
  const [computing, setComputing] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const [removing, setRemoving] = useState<SiteDesign | null>(null);
  const [working, setWorking] = useState(false);
  const design = site.designs.find((each) => each.id === chosen) ?? site.designs[0]!;
  const computedBefore = Object.keys(site.results).length > 0;

  async function compute() {
    setComputing(true);
    try {
      const computed = await computeSite(site.id);
      // The stored results' new times and marks come with the site.
      onChange(await getSite(site.id));
      setAnswer(computed);
      toast({ title: 'Site computed', description: 'Every result is up to date.' });
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to compute the site. Please try again.', variant: 'destructive' });
    } finally {
      setComputing(false);
    }
  }

  /** Saves a change to the designs made by a button rather than a form (adding or removing one). */
  async function saveDesigns(designs: SiteDesign[], done: { title: string; description: string }, select?: string) {
    setWorking(true);
    try {
      onChange(await updateSite(site.id, { designs }));
      setChosen(select);
      setRemoving(null);
      toast(done);
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to change the designs. Please try again.', variant: 'destructive' });
    } finally {
      setWorking(false);
    }
  }

  function saved(title: string) {
    return (changed: Site) => {
      onChange(changed);
      toast({ title, description: 'Results it changes are marked out of date until you recompute.' });
    };
  }

  const added = nextDesign(site.designs, design);
  return (
    <>
      <Band title={site.name}>
        <p className="mt-2 text-lg text-slate-700">
          {site.state}
          {site.zip && ` · ZIP ${site.zip}`} · {formatPoint(site)}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" onClick={() => void compute()} disabled={computing} className={primaryButton}>
            {computing ? 'Computing...' : computedBefore ? 'Recompute all' : 'Compute'}
          </button>
          <button type="button" onClick={() => setRenaming(true)} className={secondaryButton}>
            Rename
          </button>
        </div>
      </Band>

      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <Panel id="site-results" title="Results">
          <ResultStates site={site} />
          <div className="mt-4">
            {answer ? (
              <SiteAnswerView site={site} answer={answer} />
            ) : (
              <p className="text-sm text-slate-700">
                {computedBefore
                  ? // The API answers a stored result's state, not its figures (decision 102).
                    'Press Recompute all to see the figures: this page shows those it computed itself.'
                  : "Press Compute to see each design's production, and the interconnection prescreen and lease estimate once their inputs are saved."}
              </p>
            )}
          </div>
        </Panel>

        <div className="grid gap-6 lg:grid-cols-5">
          <div className="min-w-0 lg:col-span-3">
            <Panel id="site-designs" title="Designs">
              {site.designs.length > 1 && (
                <div className="mb-4">
                  <RadioChoice
                    label="Design to edit"
                    name="design"
                    value={design.id}
                    onChange={setChosen}
                    options={site.designs.map((each) => ({ value: each.id, label: each.name }))}
                  />
                </div>
              )}
              <DesignForm key={design.id} site={site} design={design} onSaved={saved('Design saved')} />
              <div className="mt-4 flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  disabled={working || site.designs.length >= MAX_DESIGNS_PER_SITE}
                  onClick={() =>
                    void saveDesigns(
                      [...site.designs, added],
                      { title: 'Design added', description: `${added.name} starts as a copy of ${design.name}.` },
                      added.id,
                    )
                  }
                  className={secondaryButton}
                >
                  Add a design
                </button>
                {site.designs.length > 1 && (
                  <button type="button" disabled={working} onClick={() => setRemoving(design)} className={dangerButton}>
                    Remove {design.name}
                  </button>
                )}
                <p className="text-xs text-slate-600">Up to {MAX_DESIGNS_PER_SITE} designs, compared side by side.</p>
              </div>
            </Panel>
          </div>
          <div className="min-w-0 lg:col-span-2">
            <Panel id="site-inputs" title="Interconnection and land">
              <SiteInputsForm site={site} onSaved={saved('Inputs saved')} />
            </Panel>
          </div>
        </div>

        {site.designs.length > 1 && (
          <Panel id="site-compare" title="Compare designs">
            <DesignComparison site={site} answer={answer} />
          </Panel>
        )}
      </div>

      <Dialog open={renaming} onClose={() => setRenaming(false)} title="Rename this site">
        {renaming && (
          <RenameSiteForm
            site={site}
            onRenamed={(renamed) => {
              onChange(renamed);
              setRenaming(false);
              toast({ title: 'Name saved', description: `The site is ${renamed.name} now.` });
            }}
          />
        )}
      </Dialog>

      <ConfirmationDialog
        open={removing !== null}
        title="Remove this design?"
        confirm="Remove"
        workingLabel="Removing..."
        working={working}
        danger
        onConfirm={() =>
          removing &&
          void saveDesigns(
            site.designs.filter((each) => each.id !== removing.id),
            { title: 'Design removed', description: `${removing.name} was removed.` },
          )
        }
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <p className="text-slate-800">
            <strong>{removing.name}</strong> and its production result will be removed from this site.
          </p>
        )}
      </ConfirmationDialog>
    </>
  );
}
