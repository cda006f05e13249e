import { secondaryButton } from './buttons';

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
