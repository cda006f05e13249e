import { PRODUCT_CATEGORIES, type ProductCategory } from '~/domain/constants';
import { facetValueAccepted, facetsOf, PRODUCT_FACETS, type FacetDefinition } from '~/domain/productFacets';
import { CATALOG_PAGE_SIZE, MAX_COMPARED_PRODUCTS, MAX_SEARCH_LENGTH, PRODUCT_SORTS } from '~/domain/products';

/**
 * The catalog page keeps its state in its URL, in the API's own parameters (src/domain/schemas/
 * products.ts), so a search, a filter or a page can be bookmarked and shared, and the page's query
 * is the API's query. `compare` (ids being compared) is the page's alone. A value the API would
 * refuse never reaches it: the page drops it from its URL (withoutUnknownValues).
 */

export function categoryOf(params: URLSearchParams): ProductCategory | undefined {
  const category = params.get('category');
  return PRODUCT_CATEGORIES.find((candidate) => candidate === category);
}

/** The parameter names a facet uses: `key` for a choice or a flag, `key.min`/`key.max` for a range. */
export function facetParameters(definition: FacetDefinition): string[] {
  return definition.kind === 'range' ? [`${definition.key}.min`, `${definition.key}.max`] : [definition.key];
}

/** The params with one parameter set (or removed when empty); any change but paging returns to page 1. */
export function withParameter(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  if (name !== 'page' && name !== 'compare') next.delete('page');
  return next;
}

/** Another category: its facets replace the old category's. */
export function withCategory(params: URLSearchParams, category: ProductCategory | undefined): URLSearchParams {
  const next = withoutFacets(params);
  return withParameter(next, 'category', category ?? null);
}

/** The params with every facet filter removed (search, category and sort kept). */
export function withoutFacets(params: URLSearchParams): URLSearchParams {
  const category = categoryOf(params);
  const next = new URLSearchParams(params);
  for (const name of category ? facetsOf(category).flatMap(facetParameters) : []) next.delete(name);
  next.delete('page');
  return next;
}

/** How many facet filters are set. */
export function activeFacetCount(params: URLSearchParams): number {
  const category = categoryOf(params);
  if (!category) return 0;
  return facetsOf(category).filter((definition) => facetParameters(definition).some((name) => params.has(name))).length;
}

/** The ids being compared, in the order they were chosen. */
export function comparedIds(params: URLSearchParams): number[] {
  return (params.get('compare') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, MAX_COMPARED_PRODUCTS);
}

export function withCompared(params: URLSearchParams, ids: number[]): URLSearchParams {
  return withParameter(params, 'compare', ids.join(','));
}

/**
 * The API's query for the page's state: one page of CATALOG_PAGE_SIZE products. Only parameters
 * the API knows are passed on (a link may carry others, a campaign tag say).
 */
export function apiQuery(params: URLSearchParams): URLSearchParams {
  const category = categoryOf(params);
  const known = new Set(['category', 'q', 'sort', ...(category ? facetsOf(category).flatMap(facetParameters) : [])]);
  const query = new URLSearchParams([...params].filter(([name, value]) => known.has(name) && value !== ''));
  query.set('page', String(pageOf(params)));
  query.set('pageSize', String(CATALOG_PAGE_SIZE));
  return query;
}

export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Every facet parameter of every category. */
const ALL_FACET_PARAMETERS = new Set(Object.values(PRODUCT_FACETS).flatMap((definitions) => definitions.flatMap(facetParameters)));

/**
 * The params without the values the API would refuse (answering 400): an old or mistyped link
 * (`?category=modules`, `?sort=cheapest`, an option that is gone, `?page=0`) still shows the
 * catalog, without what it cannot apply. The filters of another category than the chosen one go
 * too, as do compared ids that are not ids; any other parameter (a campaign tag) stays.
 */
export function withoutUnknownValues(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  if (next.has('category') && !categoryOf(next)) next.delete('category');
  if (next.has('page') && next.get('page') !== String(pageOf(next))) next.delete('page');
  const category = categoryOf(next);
  const own = new Set(category ? facetsOf(category).flatMap(facetParameters) : []);
  for (const name of ALL_FACET_PARAMETERS) if (!own.has(name)) next.delete(name);
  // The API's own rules decide the rest (src/domain/schemas/products.ts applies the same ones).
  if (next.has('sort') && !PRODUCT_SORTS.some((sort) => sort === next.get('sort'))) next.delete('sort');
  if ((next.get('q') ?? '').length > MAX_SEARCH_LENGTH) next.delete('q');
  for (const definition of category ? facetsOf(category) : []) {
    for (const name of facetParameters(definition)) {
      const value = next.get(name);
      if (value !== null && value !== '' && !facetValueAccepted(definition, value)) next.delete(name);
    }
  }
  if (next.has('compare')) {
    const ids = comparedIds(next);
    if (ids.length > 0) next.set('compare', ids.join(','));
    else next.delete('compare');
  }
  return next;
}
