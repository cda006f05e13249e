import { useState } from 'react';
import type { Site } from '~/domain/sites/site';
import { reportFailure } from '~/browser/session';
import { requestSiteQuotes, shareSite, siteExportUrl, siteReportUrl, unshareSite, type SiteQuoteRequest } from '~/client/sites';
import { toast } from '~/stores/toasts';
import { primaryButton, secondaryButton } from '../ui/buttons';

const failed = (description: string) => (error: unknown) => reportFailure(error, { title: 'Error', description, variant: 'destructive' });
const PART_LABELS: Record<SiteQuoteRequest['lines'][number]['part'], string> = {
  modules: 'modules',
  inverters: 'inverters',
  battery: 'battery units',
};

/**
 * What a site leads on to: its report as a PDF and its figures as CSV and JSON, a draft RFQ of a design's equipment (one draft a
 * design), and a read-only link for a colleague or a financier, shown once when made.
 */
export function SiteActions({ site, onShared }: { site: Site; onShared(shared: boolean): void }) {
  const [designId, setDesignId] = useState(site.designs[0]!.id);
  const chosen = site.designs.find((design) => design.id === designId) ?? site.designs[0]!;
  const [quotes, setQuotes] = useState<SiteQuoteRequest | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState<'quotes' | 'share' | null>(null);

  async function requestQuotes() {
    setBusy('quotes');
    try {
      const request = await requestSiteQuotes(site.id, chosen.id);
      setQuotes(request);
      toast({
        title: `${request.created ? 'Draft RFQ' : 'Refilled draft RFQ'} #${request.rfqId}`,
        description: `${chosen.name}: ${request.lines.map((line) => `${line.quantity.toLocaleString('en-US')} ${PART_LABELS[line.part]}`).join(', ')}.`,
        action: { label: `Open draft RFQ #${request.rfqId}`, href: request.url },
      });
    } catch (error) {
      failed('Failed to request quotes for the design. Please try again.')(error);
    } finally {
      setBusy(null);
    }
  }

  async function share() {
    setBusy('share');
    try {
      setLink((await shareSite(site.id)).url);
      onShared(true);
    } catch (error) {
      failed('Failed to make a share link. Please try again.')(error);
    } finally {
      setBusy(null);
    }
  }

  async function revoke() {
    setBusy('share');
    try {
      await unshareSite(site.id);
      setLink(null);
      onShared(false);
      toast({ title: 'Share link revoked', description: 'The link no longer opens the site.' });
    } catch (error) {
      failed('Failed to revoke the share link. Please try again.')(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-6 text-sm md:grid-cols-3">
      <div>
        <h3 className="font-semibold text-ink">Report</h3>
        <p className="mt-1 text-slate-700">
          The answer to the inputs as they stand, with the assumptions and sources; its figures for a spreadsheet or a program.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={siteReportUrl(site.id)} download className={secondaryButton}>
            Download the report (PDF)
          </a>
          <a href={siteExportUrl(site.id, 'csv')} download className={secondaryButton}>
            Download the figures (CSV)
          </a>
          <a href={siteExportUrl(site.id, 'json')} download className={secondaryButton}>
            Download the figures (JSON)
          </a>
        </div>
      </div>
      <div>
        <h3 className="font-semibold text-ink">Equipment</h3>
        <p className="mt-1 text-slate-700">Modules, inverters and battery in whole catalog units, in a draft RFQ of its own.</p>
        {site.designs.length > 1 && (
          <label className="mt-3 block">
            <span className="font-medium text-ink">Design</span>
            <select
              value={chosen.id}
              onChange={(event) => setDesignId(event.target.value)}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            >
              {site.designs.map((design) => (
                <option key={design.id} value={design.id}>
                  {design.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" onClick={() => void requestQuotes()} disabled={busy !== null} className={`${primaryButton} mt-3`}>
          {busy === 'quotes' ? 'Requesting...' : 'Request quotes for this design'}
        </button>
        {quotes && (
          <p className="mt-2 text-slate-700" role="status">
            {quotes.lines.length} lines in draft RFQ #{quotes.rfqId}.{' '}
            <a href={quotes.url} className="font-semibold text-brand-800 hover:underline">
              Open draft RFQ #{quotes.rfqId}
            </a>
          </p>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-ink">Share</h3>
        <p className="mt-1 text-slate-700">
          {site.shared ? 'Anyone with the link can read this site; no sign-in needed.' : 'A read-only link for a colleague or a financier.'}
        </p>
        {link && (
          <label className="mt-3 block">
            <span className="font-medium text-ink">Share link (shown once)</span>
            <input
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" onClick={() => void share()} disabled={busy !== null} className={secondaryButton}>
            {site.shared ? 'Make a new link' : 'Make a share link'}
          </button>
          {site.shared && (
            <button type="button" onClick={() => void revoke()} disabled={busy !== null} className={secondaryButton}>
              Revoke the link
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
