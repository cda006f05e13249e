import { describe, expect, it } from 'vitest';
import { formatFacetValue, PRODUCT_FACETS } from './productFacets.ts';
import { compareProducts } from './productComparison.ts';
import { formatListPrice, formatQuantityWithUnit, formatUnitPrice, makerAndModel, type Product } from './products.ts';

describe('product prices as a card shows them', () => {
  it('reads $price/unitType, with thousands separators and cents', () => {
    expect(formatListPrice({ price: '167.40', unitType: 'module' })).toBe('$167.40/module');
    expect(formatListPrice({ price: '1245000.00', unitType: 'unit' })).toBe('$1,245,000/unit');
    expect(formatListPrice({ price: '1245000.50', unitType: 'unit' })).toBe('$1,245,000.50/unit');
    expect(formatListPrice({ price: '999.00', unitType: 'unit' })).toBe('$999.00/unit');
    expect(formatListPrice({ price: '20.00', unitType: null })).toBe('$20.00');
    expect(formatListPrice({ price: null, unitType: 'unit' })).toBeNull();
  });

  it('keeps a third decimal for prices below a dollar (per watt, per foot)', () => {
    expect(formatListPrice({ price: '0.11', unitType: 'W' })).toBe('$0.11/W');
    expect(formatListPrice({ price: '0.045', unitType: 'W' })).toBe('$0.045/W');
  });

  it('normalises per watt to a tenth of a cent and per kWh to the dollar', () => {
    expect(formatUnitPrice({ amount: '0.2700', per: 'W' })).toBe('$0.270/W');
    expect(formatUnitPrice({ amount: '317.9265', per: 'kWh' })).toBe('$318/kWh');
  });
});

describe('quantities with their unit', () => {
  it.each([
    [1, 'module', '1 module'],
    [2, 'module', '2 modules'],
    [1200, 'inverter', '1,200 inverters'],
    [5_000_000, 'W', '5,000,000 W'],
    [3, 'ft', '3 ft'],
    [2, null, '2 units'],
    [1, null, '1 unit'],
    [4, 'units', '4 units'],
  ])('%d %s reads %s', (quantity, unit, expected) => {
    expect(formatQuantityWithUnit(quantity, unit)).toBe(expected);
  });
});

describe('facet values', () => {
  const [power, efficiency, technology, bifacial] = PRODUCT_FACETS.solar_modules;
  const mppts = PRODUCT_FACETS.inverters.find((definition) => definition.key === 'mppts')!;
  it('read with their unit, as Yes/No, or as the option', () => {
    expect(formatFacetValue(power!, 620)).toBe('620 W');
    expect(formatFacetValue(efficiency!, 22.95)).toBe('22.95%');
    expect(formatFacetValue(technology!, 'TOPCon')).toBe('TOPCon');
    expect(formatFacetValue(bifacial!, true)).toBe('Yes');
    expect(formatFacetValue(bifacial!, false)).toBe('No');
    expect(formatFacetValue(mppts, 12)).toBe('12');
    expect(formatFacetValue(power!, undefined)).toBe('—');
  });

  it("names the maker and model as a card and an RFQ line show them: 'maker - model'", () => {
    expect(makerAndModel({ manufacturer: 'JinkoSolar', model: 'JKM620N' })).toBe('JinkoSolar - JKM620N');
  });
});

describe('products compared side by side', () => {
  const product = (id: number, fields: Partial<Product>): Product => ({
    id,
    name: `P${id}`,
    manufacturer: 'M',
    model: `X${id}`,
    category: 'inverters',
    price: null,
    unitType: 'unit',
    specifications: {},
    datasheetUrl: `/api/products/${id}/datasheet.pdf`,
    facets: {},
    unitPrice: null,
    leadTimeWeeks: null,
    ...fields,
  });
  const inverter = product(1, {
    price: '222750.00',
    unitPrice: { amount: '0.0550', per: 'W' },
    leadTimeWeeks: 32,
    specifications: { 'AC power': '4,050 kW (4,050 kVA)', Cooling: 'Liquid' },
    facets: { type: 'PCS', acPowerKW: 4050, cecEfficiencyPct: 98.5, mppts: 0, maxDcVoltageV: 1500 },
  });
  const tracker = product(2, {
    category: 'balance_of_system',
    specifications: { Configuration: '1P', Cooling: 'None' },
    facets: { type: 'Tracker' },
  });

  it('in the groups a buyer reads, as comparison groups: price and delivery, key figures, specifications', () => {
    const groups = compareProducts([inverter, tracker]);
    expect(groups.map((group) => group.title)).toEqual(['Price and delivery', 'Key figures', 'Specifications']);
    const [terms, figures, specifications] = groups;
    expect(terms!.rows.map((row) => [row.label, row.values])).toEqual([
      ['Category', ['Inverters', 'Balance of System']],
      ['List price', ['$222,750/unit', 'On request']],
      ['Normalized price', ['$0.055/W', '—']],
      ['Lead time', ['32 weeks', 'On request']],
    ]);
    // 'Type' is a facet of both categories: one row, each product's own option.
    expect(figures!.rows.map((row) => [row.label, row.values])).toEqual([
      ['Type', ['PCS', 'Tracker']],
      ['AC power', ['4,050 kW', '—']],
      ['CEC efficiency', ['98.5%', '—']],
      ['MPPTs', ['0', '—']],
      ['Max DC voltage', ['1,500 V', '—']],
    ]);
    expect(specifications!.rows.map((row) => [row.label, row.values])).toEqual([
      ['AC power', ['4,050 kW (4,050 kVA)', '—']],
      ['Cooling', ['Liquid', 'None']],
      ['Configuration', ['—', '1P']],
    ]);
    expect(new Set(groups.flatMap((group) => group.rows.map((row) => row.key))).size).toBe(12);
  });
});
