import { useEffect, useState } from 'react';
import { DESIGN_CALCULATORS, siteChangeFromTool, WHAT_IS_SAVED, type SiteCalculator } from '~/domain/sites/fromTools';
import { siteHref, type Site } from '~/domain/sites/site';
import { apiErrorBody, ApiRequestError } from '~/client/http';
import { computeSite, getSite, updateSite } from '~/client/sites';
import { reportFailure } from '~/browser/session';
import { toast } from '~/stores/toasts';
import { secondaryButton } from '../ui/buttons';

interface Props {
  tool: SiteCalculator;
  siteId: number;
  /** The design a design's calculator (solar, BESS) answers for, when the site's page named one. */
  designId?: string;
  /** The request of the result shown; none before the first. */
  request: Record<string, unknown> | undefined;
}

type Loaded = { kind: 'loading' } | { kind: 'site'; site: Site } | { kind: 'unreadable'; message: string };

/**
 * A calculator opened for a site: the site (and design) named above the form, the site kept in the
 * address after each result, and "Save to <site>", which puts the inputs of the result shown into
 * the site (fromTools.ts) and computes it, so the site keeps the result with the inputs it came from.
 */
export default function ForSite({ tool, siteId, designId, request }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    getSite(siteId).then(
      (site) => current && setLoaded({ kind: 'site', site }),
      (error: unknown) =>
        current &&
        setLoaded({
          kind: 'unreadable',
          message:
            error instanceof ApiRequestError && error.status === 401
              ? 'Sign in to save these inputs to your site.'
              : 'The site this page was opened for is not yours, or was deleted.',
        }),
    );
    return () => {
      current = false;
    };
  }, [siteId]);

  // Each result writes its inputs to the address; the site (and design) stay in it.
  useEffect(() => {
    if (!request) return;
    const query = new URLSearchParams(location.search);
    query.set('site', String(siteId));
    if (designId) query.set('design', designId);
    history.replaceState(history.state, '', `?${query}`);
  }, [request, siteId, designId]);

  if (loaded.kind === 'loading') return null;
  if (loaded.kind === 'unreadable') return <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{loaded.message}</p>;
  const { site } = loaded;
  const design = DESIGN_CALCULATORS.includes(tool) ? (site.designs.find((each) => each.id === designId) ?? site.designs[0]) : undefined;

  async function save() {
    const change = request && siteChangeFromTool(site, tool, request, design?.id);
    if (!change) return;
    setSaving(true);
    try {
      const saved = await updateSite(site.id, change);
      setLoaded({ kind: 'site', site: saved });
      await computeSite(site.id);
      toast({
        title: `Saved to ${site.name}`,
        description: 'The site keeps these inputs and their result.',
        action: { label: 'Open the site', href: siteHref(site.id) },
      });
    } catch (error) {
      const body = apiErrorBody(error);
      reportFailure(
        error,
        { title: 'Error', description: body?.issues?.[0]?.message ?? body?.error ?? 'Failed to save to the site. Please try again.' },
        'Could not save to the site:',
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <div
      role="region"
      aria-label="For your site"
      className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800"
    >
      <p>
        For the site{' '}
        <a href={siteHref(site.id)} className="font-semibold text-brand-800 underline">
          {site.name}
        </a>
        {design && `, ${design.name}`}. Saving keeps {WHAT_IS_SAVED[tool]}.
      </p>
      <div>
        <button type="button" className={secondaryButton} disabled={!request || saving} onClick={() => void save()}>
          {saving ? 'Saving...' : `Save to ${site.name}`}
        </button>
      </div>
    </div>
  );
}
