import type { ReactNode } from 'react';
import type { Loaded } from './useApiData';
import { secondaryButton } from './buttons';
import { LoadingRows } from './LoadingRows';

// In a module of its own so a calculator page's result fallback does not bring the list states with it.
export { LoadingRows };

/**
 * A list that could not be read: the message and Try again. Where no toast has said so (a read that
 * only logs its failure), `alert` has screen readers announce the message itself.
 */
export function LoadFailed({ message, onRetry, alert = false }: { message: string; onRetry(): void; alert?: boolean }) {
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-center text-sm">
      <p role={alert ? 'alert' : undefined} className="font-semibold text-red-900">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={`${secondaryButton} mt-3`}>
        Try again
      </button>
    </div>
  );
}

/** A list with nothing to show: what it will hold, and a way to start it. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: { href: string; label: string } }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-center">
      <p className="font-semibold text-ink">{title}</p>
      {children && <div className="mt-1 text-sm text-slate-700">{children}</div>}
      {action && (
        <a href={action.href} className="mt-3 inline-block text-sm font-semibold text-brand-800 hover:underline">
          {action.label}
        </a>
      )}
    </div>
  );
}

interface DataViewProps<T> {
  state: Loaded<T>;
  onRetry(): void;
  /** The message of a failed read. */
  failed: string;
  /** Announce that message (a read without a toast): see LoadFailed. */
  alert?: boolean;
  /** What shows while it loads (default: three grey rows). */
  loading?: ReactNode;
  /** When the data counts as empty, and what shows then. */
  empty?: { when(data: T): boolean; show: ReactNode };
  children(data: T): ReactNode;
}

/** The three states of a read and the empty list, each shown the one way: one switch for every screen. */
export function DataView<T>({ state, onRetry, failed, alert, loading, empty, children }: DataViewProps<T>) {
  if (state.status === 'loading') return <>{loading ?? <LoadingRows />}</>;
  if (state.status === 'failed') return <LoadFailed message={failed} onRetry={onRetry} alert={alert} />;
  if (empty?.when(state.data)) return <>{empty.show}</>;
  return <>{children(state.data)}</>;
}
