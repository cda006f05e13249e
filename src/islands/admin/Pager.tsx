import { secondaryButton } from '../ui/buttons';

/** Previous / Page n of m / Next under a list, when it has more than one page. */
export function Pager({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-4">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={secondaryButton}>
        Previous
      </button>
      <span className="text-sm text-slate-700">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className={secondaryButton}>
        Next
      </button>
    </nav>
  );
}

/** A list that could not be read: the spec's message and Try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-900">{message}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButton} mt-3`}>
        Try again
      </button>
    </div>
  );
}

/** A list with nothing to show, and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
      <p className="font-semibold text-ink">{title}</p>
      {children && <div className="mt-1 text-sm text-slate-700">{children}</div>}
    </div>
  );
}

/** Rows loading: grey bars, hidden from screen readers (the status line says it loads). */
export function SkeletonRows({ count = 5 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="space-y-2">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-16 animate-pulse rounded-xl bg-slate-100" />
      ))}
    </ul>
  );
}
