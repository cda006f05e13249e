/** The parameter that pages a scope of the URL: `page` for the leads, `audit.page` for the audit log. */
export function pageParameter(scope: string): string {
  return scope ? `${scope}.page` : 'page';
}

/** The page a scope of the URL shows: 1 for anything not a positive whole number. */
export function pageOf(params: URLSearchParams, scope = ''): number {
  const page = Number(params.get(pageParameter(scope)) ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Showing 26–50 of 120 leads', or '3 leads' when they fit on one page. */
export function rangeSummary(total: number, page: number, pageSize: number, noun: [string, string]): string {
  const word = total === 1 ? noun[0] : noun[1];
  if (total <= pageSize) return `${total.toLocaleString('en-US')} ${word}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${word}`;
}
