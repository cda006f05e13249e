import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '~/domain/constants';
import type { Product } from '~/domain/products';
import { catalogProducts } from '~/server/db/catalog';
import { seedDemoData } from '~/server/db/seed';
import { pdfText } from '~/server/documents/pdfText';
import { apiContext } from '../setup/apiContext';
import { withCookies } from '../setup/testApp';

const api = apiContext();
beforeAll(async () => {
  await seedDemoData(api.db, { withDemoUsers: false });
});

const get = (path: string) => api.app.request(path, withCookies(api.buyer));

async function list(query = ''): Promise<{ products: Product[]; total: number }> {
  const response = await get(`/api/products${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return { products: (await response.json()) as Product[], total: Number(response.headers.get('x-total-count')) };
}

async function issues(query: string) {
  const response = await get(`/api/products${query}`);
  expect(response.status).toBe(400);
  return (await response.json()).issues;
}

const byBrowsingOrder = (a: Product, b: Product) =>
  PRODUCT_CATEGORIES.indexOf(a.category) - PRODUCT_CATEGORIES.indexOf(b.category) ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

describe('GET /api/products: the whole catalog, or one category', () => {
  it('answers the whole catalog in browsing order (category, then name), with the count in X-Total-Count', async () => {
    const { products, total } = await list();
    expect(products).toHaveLength(catalogProducts.length);
    expect(total).toBe(catalogProducts.length);
    expect(products.map((product) => product.category)).toEqual([...products].sort(byBrowsingOrder).map((product) => product.category));
    expect(products.map((product) => product.name)).toEqual([...products].sort(byBrowsingOrder).map((product) => product.name));
  });

  it('answers each product with its record, facets, normalised price, lead time and datasheet link', async () => {
    const { products } = await list();
    const source = catalogProducts.find((product) => product.model === 'JKM620N-66HL4M-BDV')!;
    const product = products.find((candidate) => candidate.model === source.model)!;
    const { category: _, ...facets } = source.facets;
    expect(product).toEqual({
      id: expect.any(Number),
      name: source.name,
      manufacturer: 'JinkoSolar',
      model: 'JKM620N-66HL4M-BDV',
      category: 'solar_modules',
      price: '167.40',
      unitType: 'module',
      specifications: source.specifications,
      datasheetUrl: `/api/products/${product.id}/datasheet.pdf`,
      facets,
      unitPrice: { amount: '0.2700', per: 'W' }, // 167.40 / 620 W
      leadTimeWeeks: source.leadTimeWeeks,
    });
    // Every key of a specification map keeps the order of the catalog record (a card shows the first four).
    expect(Object.keys(product.specifications)).toEqual(Object.keys(source.specifications));
  });

  it('normalises inverters per AC watt and storage per usable kWh, and nothing else', async () => {
    const { products } = await list();
    const basis = (product: Product): { per: 'W' | 'kWh'; divisor: number } | null => {
      const facets = product.facets as Record<string, number>;
      if (product.price === null) return null;
      if (product.category === 'solar_modules') return { per: 'W', divisor: facets.powerW! };
      if (product.category === 'inverters') return { per: 'W', divisor: facets.acPowerKW! * 1000 };
      if (product.category === 'storage') return { per: 'kWh', divisor: facets.usableEnergyKWh! };
      return null;
    };
    const expected = products.map((product) => {
      const normalised = basis(product);
      return normalised && { amount: (Number(product.price) / normalised.divisor).toFixed(4), per: normalised.per };
    });
    expect(
      products.map((product) => product.unitPrice && { amount: Number(product.unitPrice.amount).toFixed(4), per: product.unitPrice.per }),
    ).toEqual(expected);
    expect(expected.filter(Boolean).length).toBeGreaterThan(40);
  });

  it('filters by category', async () => {
    for (const category of PRODUCT_CATEGORIES) {
      const { products, total } = await list(`?category=${category}`);
      const expected = catalogProducts.filter((product) => product.category === category).length;
      expect(products.map((product) => product.category)).toEqual(Array(expected).fill(category));
      expect(total).toBe(expected);
    }
  });
});

describe('search, facets, sorting and pages', () => {
  it('matches every word in the name, manufacturer or model, ignoring case', async () => {
    const jinko = await list('?q=JINKO');
    expect(jinko.products.length).toBe(catalogProducts.filter((product) => product.manufacturer === 'JinkoSolar').length);
    expect(jinko.products.every((product) => product.manufacturer === 'JinkoSolar')).toBe(true);

    const byModel = await list('?q=jkm620n');
    expect(byModel.products.map((product) => product.model)).toEqual(['JKM620N-66HL4M-BDV']);

    const twoWords = await list(`?q=${encodeURIComponent('megapack xl 4-hour')}`);
    expect(twoWords.products.map((product) => product.model)).toEqual(['MP2XL-4H']);

    // LIKE's own characters are matched as text, not as wildcards.
    for (const character of ['%', '_', '\\']) {
      const expected = catalogProducts.filter((product) => `${product.name} ${product.manufacturer} ${product.model}`.includes(character));
      const found = await list(`?q=${encodeURIComponent(character)}`);
      expect(found.products.map((product) => product.model).sort(), character).toEqual(expected.map((product) => product.model).sort());
    }
    expect((await list('?q=133%25')).products.map((product) => product.manufacturer)).toEqual(['Prysmian']);
    expect((await list('?q=zzzz-no-such-product')).total).toBe(0);
  });

  it('filters storage by chemistry, energy range and UL 9540 listing', async () => {
    const sodium = await list('?category=storage&chemistry=Sodium-ion');
    expect(sodium.products.length).toBeGreaterThan(0);
    expect(sodium.products.every((product) => product.facets.chemistry === 'Sodium-ion')).toBe(true);

    const large = await list('?category=storage&usableEnergyKWh.min=5000&usableEnergyKWh.max=6000');
    const expected = catalogProducts.filter(
      (product) =>
        product.facets.category === 'storage' && product.facets.usableEnergyKWh >= 5000 && product.facets.usableEnergyKWh <= 6000,
    );
    expect(large.products.map((product) => product.model).sort()).toEqual(expected.map((product) => product.model).sort());
    expect(expected.length).toBeGreaterThan(0);

    const listed = await list('?category=storage&ul9540=true');
    expect(listed.products.every((product) => product.facets.ul9540 === true)).toBe(true);
    const unlisted = await list('?category=storage&ul9540=false');
    expect(listed.total + unlisted.total).toBe(catalogProducts.filter((product) => product.category === 'storage').length);
  });

  it('combines choices (any of) with flags and ranges (all of)', async () => {
    const { products } = await list('?category=solar_modules&technology=TOPCon,HJT&bifacial=true&powerW.min=600');
    const expected = catalogProducts.filter(
      (product) =>
        product.facets.category === 'solar_modules' &&
        ['TOPCon', 'HJT'].includes(product.facets.technology) &&
        product.facets.bifacial &&
        product.facets.powerW >= 600,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(products.map((product) => product.model).sort()).toEqual(expected.map((product) => product.model).sort());
  });

  it('sorts by normalised price, cheapest first, products without one last', async () => {
    const { products } = await list('?category=inverters&sort=unitPrice');
    const amounts = products.map((product) => (product.unitPrice ? Number(product.unitPrice.amount) : Infinity));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(amounts.at(-1)).toBe(Infinity);
    const byPrice = await list('?category=switchgear&sort=price');
    const prices = byPrice.products.map((product) => (product.price === null ? Infinity : Number(product.price)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages through the matches, the total counting them all', async () => {
    const all = (await list()).products;
    const second = await list('?page=2&pageSize=10');
    expect(second.products.map((product) => product.id)).toEqual(all.slice(10, 20).map((product) => product.id));
    expect(second.total).toBe(all.length);
    const firstOfStorage = await list('?category=storage&page=1');
    expect(firstOfStorage.products.length).toBe(Math.min(24, firstOfStorage.total));
    const beyond = await list('?page=50&pageSize=10');
    expect(beyond).toEqual({ products: [], total: all.length });
  });

  it('answers the products of a list of ids (the compare view)', async () => {
    const [a, b] = (await list('?category=storage')).products;
    const { products } = await list(`?ids=${b!.id},${a!.id}`);
    expect(products.map((product) => product.id).sort()).toEqual([a!.id, b!.id].sort());
  });

  it.each([
    // The catalog page drops such values from its own address; API callers are told.
    ['?category=modules', 'category', 'Category must be one of: solar_modules, inverters, storage, balance_of_system, switchgear'],
    ['?powerW.min=500', 'powerW.min', 'Filtering by powerW needs a category (solar_modules)'],
    ['?category=inverters&powerW.min=500', 'powerW.min', 'Not a filter for Inverters'],
    ['?category=storage&type=Tracker', 'type', 'Not a filter for Storage'],
    ['?colour=red', 'colour', 'Unknown parameter'],
    ['?category=solar_modules&powerW.min=lots', 'powerW.min', 'Rated power minimum must be a number'],
    ['?category=storage&chemistry=LFP,Lead-acid', 'chemistry', 'Chemistry must be one or more of: LFP, NMC, Sodium-ion'],
    ['?category=storage&ul9540=yes', 'ul9540', 'UL 9540 listed must be true or false'],
    ['?page=0', 'page', 'Page must be a whole number from 1 to 10,000'],
    ['?pageSize=500', 'pageSize', 'Page size must be a whole number from 1 to 100'],
    ['?sort=popularity', 'sort', 'Sort must be one of: name, price, unitPrice, leadTime'],
    [`?q=${'a'.repeat(101)}`, 'q', 'Search must be at most 100 characters'],
    ['?ids=1,two', 'ids', 'Ids must be up to 100 product ids separated by commas'],
    ['?ids=0', 'ids', 'Not a valid product id'],
  ])('refuses %s naming the parameter', async (query, path, message) => {
    expect(await issues(query)).toEqual([{ path, message }]);
  });
});

describe('GET /api/products/{id}/datasheet.pdf', () => {
  it('generates the datasheet from the product record', async () => {
    const product = (await list('?q=MP2XL-4H')).products[0]!;
    const response = await get(product.datasheetUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Tesla-MP2XL-4H-datasheet.pdf"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await getDocumentProxy(bytes);
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = (value: string) => value.replace(/\s+/g, ' ').trim();
    const content = flat(text);
    for (const expected of [
      product.name,
      'Tesla - MP2XL-4H',
      'Storage',
      '$1,245,000/unit',
      '$318/kWh',
      'About 40 weeks',
      'Key figures',
      'Chemistry',
      'LFP',
    ]) {
      expect(content).toContain(expected);
    }
    for (const [label, value] of Object.entries(product.specifications)) {
      expect(content).toContain(flat(pdfText(label)));
      expect(content).toContain(flat(pdfText(value)));
    }
    expect(content).toContain(`Generated by Voltfield from catalog record #${product.id}`);
  });

  it('answers 404 for a product that does not exist and 400 for a malformed id', async () => {
    const missing = await get('/api/products/999999/datasheet.pdf');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Product not found' });
    expect((await get('/api/products/abc/datasheet.pdf')).status).toBe(400);
  });

  it('is for signed-in users, like the catalog', async () => {
    const response = await api.app.request('/api/products/1/datasheet.pdf');
    expect(response.status).toBe(401);
  });
});
