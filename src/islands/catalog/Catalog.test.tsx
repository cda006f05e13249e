// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { safeParse } from 'zod/v4/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '~/domain/products';
import { productCategoryQuerySchema, productSearchSchema } from '~/domain/schemas/products';
import { navigation } from '~/browser/session';
import { ApiRequestError } from '~/client/http';
import { searchProducts } from '~/client/products';
import { addRfqItem, createRfq } from '~/client/rfqs';
import { $auth } from '~/stores/currentUser';
import { $cart } from '~/stores/rfqCart';
import type * as RfqCart from '~/stores/rfqCart';
import { $toasts, dismissToast } from '~/stores/toasts';
import Catalog from './Catalog';

vi.mock('~/client/products', () => ({ searchProducts: vi.fn() }));
// Add to RFQ makes the cart's draft, then adds to it (src/stores/rfqCart.ts).
vi.mock('~/client/rfqs', () => ({ createRfq: vi.fn(), addRfqItem: vi.fn(), listRfqs: vi.fn(), listRfqItems: vi.fn() }));
vi.mock('~/stores/rfqCart', async (original) => ({
  ...(await original<typeof RfqCart>()),
  loadCart: vi.fn(async () => undefined),
}));

const module: Product = {
  id: 1,
  name: 'Tiger Neo 620',
  manufacturer: 'JinkoSolar',
  model: 'JKM620N',
  category: 'solar_modules',
  price: '167.40',
  unitType: 'module',
  specifications: { 'Rated power (Pmax)': '620 W' },
  datasheetUrl: '/api/products/1/datasheet.pdf',
  facets: { powerW: 620 },
  unitPrice: { amount: '0.2700', per: 'W' },
  leadTimeWeeks: 12,
};

/** What the API does with a query: a 400 for any value it does not know, else a page of 30 matches. */
async function api(query: URLSearchParams) {
  const values = Object.fromEntries(query);
  const category = safeParse(productCategoryQuerySchema, values);
  const search = category.success ? safeParse(productSearchSchema(category.data.category), values) : category;
  if (!search.success) throw new ApiRequestError(400, JSON.stringify({ error: 'Invalid request', issues: search.error.issues }));
  const page = Number(query.get('page') ?? '1');
  return { products: page <= 2 ? [module] : [], total: 30 };
}

beforeEach(() => {
  vi.mocked(searchProducts).mockImplementation(api);
  $auth.set({
    status: 'signed-in',
    user: { id: 'u1', email: 'buyer@voltfield.dev', firstName: 'Blake', lastName: 'Buyer', organizationName: null, role: 'buyer' },
  } as never);
});

afterEach(() => {
  cleanup();
  vi.mocked(searchProducts).mockReset();
  vi.mocked(createRfq).mockReset();
  vi.mocked(addRfqItem).mockReset();
  vi.restoreAllMocks();
  for (const toast of $toasts.get()) dismissToast(toast.id);
  $cart.set({ status: 'idle', draftId: null, quantities: {} });
  history.replaceState(null, '', '/');
});

async function open(search: string) {
  history.replaceState(null, '', `/catalog${search}`);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Catalog />);
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('an old or mistyped catalog link', () => {
  it('drops an unknown category and still shows the catalog', async () => {
    await open('?category=modules');
    expect(screen.queryByText('Failed to fetch products')).toBeNull();
    expect(screen.getByRole('article', { name: 'Tiger Neo 620' })).toBeTruthy();
    expect(location.search).toBe('');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('drops an unknown sort, facet option, flag, bound and page, keeping what holds', async () => {
    await open(
      '?category=solar_modules&sort=cheapest&technology=Perovskite&bifacial=maybe&powerW.min=600&efficiencyPct.max=high&page=0&utm_source=mail',
    );
    expect(screen.getByRole('article', { name: 'Tiger Neo 620' })).toBeTruthy();
    expect(location.search).toBe('?category=solar_modules&powerW.min=600&utm_source=mail');
    const asked = vi.mocked(searchProducts).mock.calls.map(([query]) => query.toString());
    expect(asked.at(-1)).toBe('category=solar_modules&powerW.min=600&page=1&pageSize=24');
  });

  it("drops another category's filters and compared ids that are not ids", async () => {
    await open('?category=inverters&powerW.min=600&compare=abc,1');
    expect(location.search).toBe('?category=inverters&compare=1');
  });

  it('goes to the last page from a page past it', async () => {
    await open('?page=9');
    expect(location.search).toBe('?page=2');
    expect(screen.getByRole('article', { name: 'Tiger Neo 620' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });
});

/** 24 products, a catalog page of them. */
const page = Array.from({ length: 24 }, (_, index): Product => ({ ...module, id: index + 1, name: `Module ${index + 1}` }));
const lastToast = () => $toasts.get().at(-1);

describe('what a buyer is told', () => {
  it('says so when nothing matches, and clearing the search brings the catalog back', async () => {
    vi.mocked(searchProducts).mockImplementation(async (query) =>
      query.get('q') ? { products: [], total: 0 } : { products: page, total: 24 },
    );
    await open('');
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'no such product anywhere' } });
    fireEvent.blur(search);
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(vi.mocked(searchProducts).mock.calls.at(-1)![0].get('q')).toBe('no such product anywhere');
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.blur(search);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
  });

  it("shows 'Failed to fetch products' when the catalog cannot be read, and loads on Try again", async () => {
    vi.mocked(searchProducts)
      .mockRejectedValueOnce(new ApiRequestError(503, '{"error":"Database unavailable"}'))
      .mockResolvedValue({ products: page, total: 24 });
    await open('');
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch products');
    expect(console.error).toHaveBeenCalledWith('Failed to fetch products', expect.any(ApiRequestError));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
  });

  it("a failed Add to RFQ says 'Failed to add product to RFQ. Please try again.', the cart still empty", async () => {
    vi.mocked(searchProducts).mockResolvedValue({ products: page, total: 24 });
    // A draft is made, then adding to it fails.
    vi.mocked(createRfq).mockResolvedValue({ id: 999_999, status: 'draft' } as never);
    vi.mocked(addRfqItem).mockRejectedValue(new ApiRequestError(500, 'boom'));
    await open('');
    fireEvent.click(within(screen.getByRole('article', { name: 'Module 1' })).getByRole('button', { name: /^Add to RFQ/ }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to add product to RFQ. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(addRfqItem).toHaveBeenCalledWith(999_999, 1, 1);
    expect(screen.getByRole('link', { name: 'RFQ Cart (0)' })).toBeTruthy();
  });

  it('a session that ended while browsing: the Unauthorized toast, then sign-in returning to the catalog', async () => {
    vi.mocked(searchProducts).mockResolvedValue({ products: page, total: 24 });
    vi.mocked(createRfq).mockRejectedValue(new ApiRequestError(401, '{"error":"Unauthorized"}'));
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    await open('');
    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(within(screen.getByRole('article', { name: 'Module 1' })).getByRole('button', { name: /^Add to RFQ/ }));
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(lastToast()).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
      expect(navigation.assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(500);
      expect(navigation.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fcatalog');
    } finally {
      vi.useRealTimers();
    }
  });
});
