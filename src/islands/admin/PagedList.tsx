import type { ReactNode } from 'react';
import { DataView, LoadingRows } from '../ui/ListStates';
import { Pager } from '../ui/Pager';
import type { Loaded } from '../ui/useApiData';
import { pageCount } from './paging';
import { RangeStatus } from './RangeStatus';

/**
 * A page of an admin list (emails, users, the audit log): the live range line, the list's loading,
 * failed and empty states, the rows in one card, and the pager under them.
 */
export function PagedList<T>({
  state,
  onRetry,
  page,
  pageSize,
  onPage,
  noun,
  what,
  label,
  pagerLabel,
  ordered = false,
  empty,
  children,
}: {
  state: Loaded<{ items: T[]; total: number }>;
  onRetry: () => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** One and many, for the range line: ['email', 'emails']. */
  noun: [string, string];
  /** What is fetched, for the loading and failed lines: 'emails', 'the audit log'. */
  what: string;
  /** The list's accessible name, and its pager's. */
  label: string;
  pagerLabel: string;
  /** Numbered rows (an `ol`), when their order means something. */
  ordered?: boolean;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <RangeStatus state={state} page={page} pageSize={pageSize} noun={noun} loading={`Loading ${what}…`} className="mt-4 mb-3" />
      <DataView
        state={state}
        onRetry={onRetry}
        failed={`Failed to fetch ${what}`}
        loading={<LoadingRows rows={5} height="h-16" />}
        empty={{ when: (data) => data.items.length === 0, show: empty }}
      >
        {({ items }) => (
          <List
            aria-label={label}
            className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {items.map(children)}
          </List>
        )}
      </DataView>
      {state.status === 'ready' && <Pager label={pagerLabel} page={page} pages={pageCount(state.data.total, pageSize)} onPage={onPage} />}
    </>
  );
}
