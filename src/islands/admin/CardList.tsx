import type { ReactNode } from 'react';
import { DataView, LoadingRows } from '../ui/ListStates';
import type { Loaded } from '../ui/useApiData';

/**
 * An admin list read from the API: its loading and failed states, its empty state when no row is
 * left to show, and otherwise its rows in one card (an `ol` when their order means something).
 */
export function CardList<T>({
  state,
  onRetry,
  failed,
  rows,
  label,
  ordered = false,
  empty,
  children,
}: {
  state: Loaded<unknown>;
  onRetry(): void;
  /** The message of a failed read. */
  failed: string;
  /** The rows to show once read (a page of them, or those a filter keeps). */
  rows: readonly T[];
  /** The list's accessible name. */
  label: string;
  ordered?: boolean;
  empty: ReactNode;
  children(row: T): ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <DataView
      state={state}
      onRetry={onRetry}
      failed={failed}
      loading={<LoadingRows rows={5} height="h-16" />}
      empty={{ when: () => rows.length === 0, show: empty }}
    >
      {() => (
        <List
          aria-label={label}
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          {rows.map((row) => children(row))}
        </List>
      )}
    </DataView>
  );
}
