import type { ReactNode } from 'react';
import { secondaryButton } from '../ui/buttons';

interface Props {
  id: string;
  title: string;
  /** A link beside the title (e.g. to the full list). */
  action?: { href: string; label: string };
  children: ReactNode;
}

/** A titled panel of the dashboard: a region named by its heading. */
export function DashboardCard({ id, title, action, children }: Props) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="min-w-0 text-lg font-semibold text-ink">
          {title}
        </h2>
        {action && (
          <a href={action.href} className="shrink-0 whitespace-nowrap text-sm font-semibold text-brand-800 hover:underline">
            {action.label}
          </a>
        )}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A list still loading: grey rows of the height the list will have. */
export function LoadingRows({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">Loading</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-12 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

/** A list that failed to load (its toast has said so), with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
      <p className="font-semibold text-red-900">{message}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButton} mt-3`}>
        Try again
      </button>
    </div>
  );
}

/** An empty list: what it will hold and how to start it. */
export function EmptyList({ title, text, action }: { title: string; text: string; action: { href: string; label: string } }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-center">
      <p className="font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <a href={action.href} className="mt-3 inline-block text-sm font-semibold text-brand-800 hover:underline">
        {action.label}
      </a>
    </div>
  );
}
