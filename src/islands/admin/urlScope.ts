import { replaceUrlSearch } from '../ui/useUrlSearch';
import { pageOf } from './paging';
import { withParameter } from './urlParameters';

/** A tab's part of the admin panel's URL, by the short names its controls use (`q` for `users.q`). */
export interface UrlScope {
  /** A parameter's value, '' when it is not set. */
  get(name: string): string;
  /** Sets a parameter ('' removes it) and replaces the URL; see withParameter for the page. */
  set(name: string, value: string): void;
  /** The page the tab shows. */
  page: number;
  /** Shows another page: the first is the URL without one. */
  setPage(page: number): void;
}

/** The parameters of `scope` (the leads' have none: `''`) in `params`, the URL's search. */
export function urlScope(params: URLSearchParams, scope = ''): UrlScope {
  const key = (name: string) => (scope ? `${scope}.${name}` : name);
  const set = (name: string, value: string) => replaceUrlSearch(withParameter(params, key(name), value));
  return {
    get: (name) => params.get(key(name)) ?? '',
    set,
    page: pageOf(params, scope),
    setPage: (page) => set('page', page > 1 ? String(page) : ''),
  };
}
