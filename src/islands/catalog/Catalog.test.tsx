// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { safeParse } from 'zod/v4/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '~/domain/products';
import { productCategoryQuerySchema, productSearchSchema } from '~/domain/schemas/products';
import { ApiRequestError } from '~/client/http';
import { searchProducts } from '~/client/products';
import { $auth } from '~/stores/currentUser';
import type * as RfqCart from '~/stores/rfqCart';
import Catalog from './Catalog';

vi.mock('~/client/products', () => ({ searchProducts: vi.fn() }));
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

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
  };
});

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
