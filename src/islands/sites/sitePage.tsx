import type { ReactNode } from 'react';

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

/** One part of a site page, named by its heading. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-4 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
