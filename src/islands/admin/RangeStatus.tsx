import type { Loaded } from '../ui/useApiData';
import { rangeSummary } from './paging';

/** The live line above a list: `text` once loaded, a spoken `loading` line before. */
export function ListStatus({
  state,
  text,
  loading,
  className,
}: {
  state: Loaded<unknown>;
  text: string;
  loading: string;
  className: string;
}) {
  return (
    <p role="status" className={`text-sm text-slate-700 ${className}`}>
      {state.status === 'ready' && text}
      {state.status === 'loading' && <span className="sr-only">{loading}</span>}
    </p>
  );
}

/** The live line above a paged list: 'Showing 26–50 of 120 leads' once loaded, a spoken 'Loading…' before. */
export function RangeStatus({
  state,
  page,
  pageSize,
  noun,
  loading,
  className,
}: {
  state: Loaded<{ total: number }>;
  page: number;
  pageSize: number;
  noun: [string, string];
  loading: string;
  className: string;
}) {
  const text = state.status === 'ready' ? rangeSummary(state.data.total, page, pageSize, noun) : '';
  return <ListStatus state={state} text={text} loading={loading} className={className} />;
}
