import type { ReactNode } from 'react';
import type { SiteAnswer } from '~/domain/sites/answer';
import type { Site } from '~/domain/sites/site';
import { ResultStates, SiteAnswerView, type SiteView } from './SiteResults';
import { formatPoint } from './siteText';

/** A site page's title band: what the page is among the sites (`above`), its heading, and what follows. */
export function SiteBand({ above, title, children }: { above: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold text-brand-800">{above}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** One part of a site page, named by its heading; `className` adds to its own (e.g. print:hidden). */
export function Panel({ id, title, className = '', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      <h2 id={id} className="mb-4 text-lg font-semibold text-ink print:break-after-avoid">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where the site stands, under its name: its state, ZIP code (when placed by one) and point. */
export function SitePlace({ site }: { site: Pick<Site, 'state' | 'zip' | 'latitude' | 'longitude'> }) {
  return (
    <p className="mt-2 text-lg text-slate-700">
      {site.state}
      {site.zip && ` · ZIP ${site.zip}`} · {formatPoint(site)}
    </p>
  );
}

/** The site's results: each one's state, then its figures, or `none` while there are none to show. */
export function ResultsPanel({ id, site, answer, none }: { id: string; site: SiteView; answer: SiteAnswer | null; none: ReactNode }) {
  return (
    <Panel id={id} title="Results">
      <ResultStates site={site} />
      <div className="mt-4">
        {answer ? <SiteAnswerView site={site} answer={answer} /> : <p className="text-sm text-slate-700">{none}</p>}
      </div>
    </Panel>
  );
}
