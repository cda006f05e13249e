import type { ReactNode } from 'react';
import { Pager } from '../ui/Pager';
import type { Loaded } from '../ui/useApiData';
import { CardList } from './CardList';
import { pageCount } from './paging';
import { RangeStatus } from './RangeStatus';
import type { UrlScope } from './urlScope';

/**
 * A page of an admin list (emails, users, the audit log): the live range line, the list's loading,
 * failed and empty states, the rows in one card, and the pager under them.
 */
export function PagedList<T>({
  state,
  onRetry,
  url,
  pageSize,
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
  /** The tab's part of the URL, which holds the page shown. */
  url: UrlScope;
  pageSize: number;
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
  return (
    <>
      <RangeStatus state={state} page={url.page} pageSize={pageSize} noun={noun} loading={`Loading ${what}…`} className="mt-4 mb-3" />
      <CardList
        state={state}
        onRetry={onRetry}
        failed={`Failed to fetch ${what}`}
        rows={state.status === 'ready' ? state.data.items : []}
        label={label}
        ordered={ordered}
        empty={empty}
      >
        {children}
      </CardList>
      {state.status === 'ready' && (
        <Pager label={pagerLabel} page={url.page} pages={pageCount(state.data.total, pageSize)} onPage={url.setPage} />
      )}
    </>
  );
}
