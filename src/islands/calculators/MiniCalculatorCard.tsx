import type { ReactNode } from 'react';

/** The frame of a home-page calculator card: its title, a link to the full tool, the card's form, and its answer once there is one. */
export function MiniCalculatorCard({
  title,
  href,
  linkText,
  answer,
  children,
}: {
  title: string;
  href: string;
  linkText: string;
  answer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
        <a href={href} className="text-sm font-semibold text-brand-800 hover:underline">
          {linkText}
        </a>
      </div>
      {children}
      <div aria-live="polite">{answer && <div className="mt-4 rounded-lg bg-brand-50 p-4">{answer}</div>}</div>
    </div>
  );
}
