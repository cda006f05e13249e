import { useState } from 'react';
import type { BtmAnswer } from '~/domain/btm/answer';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import { siteHref, type Site } from '~/domain/sites/site';
import { askToSignIn } from '~/browser/session';
import { apiErrorBody } from '~/client/http';
import { listSites } from '~/client/sites';
import { loadCurrentUser } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';
import { SelectField } from '../forms/SelectField';
import { TextField } from '../forms/TextField';
import { primaryButton, secondaryButton } from '../ui/buttons';

interface Props {
  solved: { request: BtmRequestInput; answer: BtmAnswer };
  /** What the load is called on the site, until the user names it otherwise: the file's name, or the typical building's. */
  loadName: string;
  /** The PV size our model was asked for, when the PV was modelled (a file's PV has no size here). */
  pvSizeKWdc: number | undefined;
  /** The site the page was opened for, chosen first. */
  siteId?: number;
}

type Step =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'choosing'; sites: Site[]; siteId: string; name: string; error?: string; pending?: boolean }
  | { kind: 'saved'; site: Site };

/**
 * "Save to a site": the answer's load, tariff, export rule, battery and finance into one of the
 * user's sites (saveToSite.ts), which then bills them for each design. Signed out, a sign-in prompt.
 */
export function SaveToSite({ solved, loadName, pvSizeKWdc, siteId }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });

  async function open() {
    if ((await loadCurrentUser()).status !== 'signed-in') return askToSignIn('Sign in to save this analysis to a site.');
    setStep({ kind: 'loading' });
    try {
      const { items } = await listSites({ pageSize: 100 });
      const first = items.find((site) => site.id === siteId) ?? items[0];
      setStep({ kind: 'choosing', sites: items, siteId: first ? String(first.id) : '', name: loadName });
    } catch (error) {
      console.error('Could not list the sites:', error);
      toast({ title: 'Error', description: 'Failed to load your sites. Please try again.', variant: 'destructive' });
      setStep({ kind: 'closed' });
    }
  }

  async function save(choosing: Extract<Step, { kind: 'choosing' }>) {
    if (!choosing.name.trim()) return setStep({ ...choosing, error: 'Name the load' });
    setStep({ ...choosing, pending: true, error: undefined });
    try {
      const { saveToSite } = await import('./saveToSite');
      const site = await saveToSite(Number(choosing.siteId), choosing.name.trim(), solved, pvSizeKWdc);
      setStep({ kind: 'saved', site });
      toast({
        title: `Saved to ${site.name}`,
        description: 'Compute the site to bill each of its designs.',
        action: { label: 'Open the site', href: siteHref(site.id) },
      });
    } catch (error) {
      console.error('Could not save to the site:', error);
      // The API's own words when it refused (a field of the analysis the site cannot hold), else a retry.
      const body = apiErrorBody(error);
      const message = body?.issues?.[0]
        ? `${body.issues[0].path}: ${body.issues[0].message}`
        : (body?.error ?? 'Failed to save to the site. Please try again.');
      setStep({ ...choosing, pending: false, error: message });
    }
  }

  if (step.kind === 'closed' || step.kind === 'loading')
    return (
      <button type="button" className={secondaryButton} onClick={() => void open()} disabled={step.kind === 'loading'}>
        {step.kind === 'loading' ? 'Loading your sites...' : 'Save to a site'}
      </button>
    );
  if (step.kind === 'saved')
    return (
      <p className="text-sm text-slate-700" role="status">
        Saved to{' '}
        <a href={siteHref(step.site.id)} className="font-medium text-brand-800 underline">
          {step.site.name}
        </a>
        : its interval data, tariff and first design&apos;s battery. Compute it there.
      </p>
    );
  if (step.sites.length === 0)
    return (
      <p className="text-sm text-slate-700" role="status">
        You have no sites yet:{' '}
        <a href="/sites" className="font-medium text-brand-800 underline">
          create one
        </a>
        , then save this analysis to it.
      </p>
    );
  return (
    <form
      aria-label="Save to a site"
      noValidate
      className="flex w-full flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save(step);
      }}
    >
      <SelectField
        label="Site"
        name="siteId"
        value={step.siteId}
        onChange={(event) => setStep({ ...step, siteId: event.target.value })}
        options={step.sites.map((site) => ({ value: String(site.id), label: `${site.name} (${site.state})` }))}
      />
      <TextField
        label="Name of the load"
        name="loadName"
        value={step.name}
        maxLength={120}
        onChange={(event) => setStep({ ...step, name: event.target.value })}
        error={step.error}
      />
      <p className="text-sm text-slate-700">
        The site takes this year of load as its interval data, this tariff and export rule, and this battery as its first design&apos;s
        {solved.answer.system ? ', with the PV size chosen and the finance' : ''}; it models its own PV at its point.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={step.pending}>
          {step.pending ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setStep({ kind: 'closed' })}>
          Cancel
        </button>
      </div>
    </form>
  );
}
