import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '~/domain/constants';
import { optionsOf } from '~/domain/labels';
import { CATALOG_PAGE_SIZE, MAX_COMPARED_PRODUCTS, PRODUCT_SORT_LABELS, PRODUCT_SORTS, type Product } from '~/domain/products';
import { reportFailure } from '~/browser/session';
import { searchProducts } from '~/client/products';
import { $cart, $cartCount, addToCart, loadCart } from '~/stores/rfqCart';
import { toast } from '~/stores/toasts';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { DataView, EmptyState } from '../ui/ListStates';
import { Pager } from '../ui/Pager';
import { SearchBox } from '../forms/SearchBox';
import { withItem } from '../ui/sets';
import { FilterSelect } from '../forms/FilterSelect';
import { useApiData } from '../ui/useApiData';
import { useSignedInUser } from '../ui/useSignedInUser';
import { replaceUrlSearch, useUrlSearch } from '../ui/useUrlSearch';
import {
  activeFacetCount,
  apiQuery,
  categoryOf,
  comparedIds,
  pageOf,
  withCategory,
  withCompared,
  withoutUnknownValues,
  withParameter,
} from './catalogQuery';
import { CompareDialog } from './CompareDialog';
import { FacetFilters } from './FacetFilters';
import { ProductCard } from './ProductCard';
import { ProductDialog } from './ProductDialog';
import { FilterForm } from '../forms/FilterForm';

/** Skeleton cards while the catalog loads: the shape of the page to come, not a spinner. */
const SKELETON_CARDS = 6;

const categoryOptions = optionsOf(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS);
const sortOptions = optionsOf(PRODUCT_SORTS, PRODUCT_SORT_LABELS);

/**
 * The product catalog: search as you type, category, the category's facets, sort and pages, all
 * kept in the URL; cards with View, the datasheet and Add to RFQ into the buyer's cart (their
 * current draft RFQ, docs/decisions/019-rfq-cart.md); compare up to four. A failed read offers Try
 * again; a session that ended starts the sign-in again.
 */
export default function Catalog() {
  const user = useSignedInUser();
  const link = useUrlSearch();
  const params = withoutUnknownValues(link);
  const [viewing, setViewing] = useState<Product | null>(null);
  const [comparing, setComparing] = useState(false);
  const [adding, setAdding] = useState<ReadonlySet<number>>(new Set());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const cart = useStore($cart);
  const cartCount = useStore($cartCount);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const filtersId = useId();

  const update = replaceUrlSearch;

  // Hydration renders the prerendered (empty) query first; the page's own follows at once.
  const query = apiQuery(params);
  const { state: results, reload } = useApiData(query.toString(), () => searchProducts(query), { log: 'Failed to fetch products' });

  // A link with values the catalog does not know (an old or mistyped one) shows what it can, and
  // its address says so; a page past the last one becomes the last.
  const lastPage = results.status === 'ready' ? Math.max(1, Math.ceil(results.data.total / CATALOG_PAGE_SIZE)) : null;
  const address =
    lastPage !== null && pageOf(params) > lastPage ? withParameter(params, 'page', lastPage > 1 ? String(lastPage) : null) : params;
  useEffect(() => {
    if (address.toString() !== link.toString()) replaceUrlSearch(address);
  });

  useEffect(() => {
    if (user)
      loadCart(user.id).catch((error: unknown) =>
        reportFailure(error, { title: 'Error', description: 'Failed to fetch RFQs' }, 'Failed to fetch RFQs'),
      );
  }, [user]);

  async function add(product: Product): Promise<void> {
    setAdding((ids) => withItem(ids, product.id, true));
    try {
      await addToCart(product.id);
      toast({ title: 'Added to RFQ', description: 'Product has been added to your RFQ cart.' });
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to add product to RFQ. Please try again.' }, 'Add to RFQ failed');
    } finally {
      setAdding((ids) => withItem(ids, product.id, false));
    }
  }

  const compared = comparedIds(params);
  function setCompared(id: number, on: boolean): void {
    const next = on
      ? [...compared.filter((other) => other !== id), id].slice(0, MAX_COMPARED_PRODUCTS)
      : compared.filter((other) => other !== id);
    update(withCompared(params, next));
    if (next.length === 0) setComparing(false);
  }

  function goToPage(page: number): void {
    update(withParameter(params, 'page', page > 1 ? String(page) : null));
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  }

  const category = categoryOf(params);
  const facetCount = activeFacetCount(params);
  const page = pageOf(params);
  const pages = lastPage ?? 1;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-28 sm:px-6 lg:px-8">
      <FilterForm label="Search the catalog" className="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <SearchBox
          label="Search"
          value={params.get('q') ?? ''}
          placeholder="Name, manufacturer or model"
          onSearch={(text) => update(withParameter(params, 'q', text))}
          className="col-span-2 lg:col-span-1"
        />
        <FilterSelect
          label="Category"
          value={category ?? ''}
          all="All Categories"
          options={categoryOptions}
          onChange={(value) =>
            update(
              withCategory(
                params,
                PRODUCT_CATEGORIES.find((candidate) => candidate === value),
              ),
            )
          }
        />
        <FilterSelect
          label="Sort by"
          value={params.get('sort') ?? 'name'}
          options={sortOptions}
          onChange={(value) => update(withParameter(params, 'sort', value === 'name' ? null : value))}
        />
        <a href={cart.draftId ? `/rfq?id=${cart.draftId}` : '/rfq'} className={`${primaryButton} col-span-2 py-2.5 lg:col-span-1`}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M4 3a1 1 0 0 0 0 2h.6l1.7 7.6A2 2 0 0 0 8.3 14H15a1 1 0 1 0 0-2H8.3l-.2-1H15a1 1 0 0 0 1-.8l1-5A1 1 0 0 0 16 4H6.4l-.2-.8A1 1 0 0 0 5.2 3H4Zm4.5 13a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
          </svg>
          RFQ Cart ({cartCount})
        </a>
      </FilterForm>

      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="mb-6 lg:mb-0">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
            className={`${secondaryButton} w-full lg:hidden`}
          >
            Filters{facetCount > 0 ? ` (${facetCount})` : ''}
          </button>
          <div
            id={filtersId}
            className={`${filtersOpen ? 'mt-3' : 'hidden'} rounded-2xl border border-slate-200 bg-white p-4 lg:sticky lg:top-24 lg:mt-0 lg:block`}
          >
            <h2 className="mb-3 text-base font-semibold text-ink">Filters</h2>
            <FacetFilters params={params} onChange={update} />
          </div>
        </aside>

        <section aria-labelledby="catalog-results">
          <h2 id="catalog-results" ref={resultsHeading} className="sr-only scroll-mt-28">
            Products
          </h2>
          <p role="status" className="mb-4 text-sm text-slate-700">
            {results.status === 'ready' && results.data.total > 0 && summary(results.data.total, page)}
            {results.status === 'loading' && <span className="sr-only">Loading products…</span>}
          </p>
          <DataView
            state={results}
            onRetry={reload}
            failed="Failed to fetch products"
            alert
            loading={
              <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                  <li key={index} data-skeleton className="h-96 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />
                ))}
              </ul>
            }
            empty={{
              when: ({ products }) => products.length === 0,
              show: <EmptyState title="No products found">Try adjusting your search criteria</EmptyState>,
            }}
          >
            {({ products }) => (
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {products.map((product) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      inCart={cart.quantities[product.id] ?? 0}
                      adding={adding.has(product.id)}
                      compared={compared.includes(product.id)}
                      canCompare={compared.length < MAX_COMPARED_PRODUCTS}
                      onView={() => setViewing(product)}
                      onAdd={() => void add(product)}
                      onCompare={(on) => setCompared(product.id, on)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </DataView>
          {results.status === 'ready' && <Pager label="Pages" page={page} pages={pages} onPage={goToPage} />}
        </section>
      </div>

      {compared.length > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur">
          <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-ink">{compared.length}</span> of {MAX_COMPARED_PRODUCTS} selected to compare
            </p>
            <button
              type="button"
              onClick={() => update(withCompared(params, []))}
              className="ml-auto text-sm font-semibold text-slate-700 hover:underline"
            >
              Clear
            </button>
            <button type="button" onClick={() => setComparing(true)} disabled={compared.length < 2} className={primaryButton}>
              Compare
            </button>
          </div>
        </div>
      )}

      <ProductDialog
        product={viewing}
        inCart={viewing ? (cart.quantities[viewing.id] ?? 0) : 0}
        adding={viewing ? adding.has(viewing.id) : false}
        onAdd={() => viewing && void add(viewing)}
        onClose={() => setViewing(null)}
      />
      <CompareDialog open={comparing} ids={compared} onRemove={(id) => setCompared(id, false)} onClose={() => setComparing(false)} />
    </div>
  );
}

function summary(total: number, page: number): string {
  const first = (page - 1) * CATALOG_PAGE_SIZE + 1;
  const last = Math.min(total, page * CATALOG_PAGE_SIZE);
  const noun = total === 1 ? 'product' : 'products';
  return total <= CATALOG_PAGE_SIZE ? `${total} ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`;
}
