import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '../../../domain/constants.ts';
import { formatFacetValue, PRODUCT_FACETS } from '../../../domain/productFacets.ts';
import { balanceOfSystem, catalogProducts, inverters, solarModules, storage, switchgear } from './index.ts';
import type { CatalogProduct, ProductFacets } from './types.ts';

type Facets<C extends ProductFacets['category']> = Extract<ProductFacets, { category: C }>;

/** The first number in a display string ("4,600 kVA at 35 °C" → 4600, "-0.29 %/°C" → -0.29). */
function firstNumber(text: string): number {
  const match = /-?\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!match) throw new Error(`no number in "${text}"`);
  return Number(match[0].replace(/,/g, ''));
}

function spec(product: CatalogProduct, key: string): string {
  const value = product.specifications[key];
  if (value === undefined) throw new Error(`${product.manufacturer} ${product.model}: missing specification "${key}"`);
  return value;
}

function specNumber(product: CatalogProduct, key: string): number {
  return firstNumber(spec(product, key));
}

function label(product: CatalogProduct): string {
  return `${product.manufacturer} ${product.model}`;
}

function priceOf(product: CatalogProduct): number | null {
  return product.price === null ? null : Number(product.price);
}

function withFacets<C extends ProductFacets['category']>(products: CatalogProduct[], category: C): Array<[CatalogProduct, Facets<C>]> {
  return products.map((product) => {
    if (product.facets.category !== category) throw new Error(`${label(product)} is not in ${category}`);
    return [product, product.facets as Facets<C>];
  });
}

function expectBetween(value: number, min: number, max: number, what: string): void {
  expect(value, what).toBeGreaterThanOrEqual(min);
  expect(value, what).toBeLessThanOrEqual(max);
}

describe('catalog shape', () => {
  it('has at least 60 products and the per-category minimums', () => {
    expect(catalogProducts.length).toBeGreaterThanOrEqual(60);
    const minimums: Record<(typeof PRODUCT_CATEGORIES)[number], number> = {
      solar_modules: 18,
      inverters: 12,
      storage: 12,
      balance_of_system: 12,
      switchgear: 8,
    };
    for (const category of PRODUCT_CATEGORIES) {
      const count = catalogProducts.filter((p) => p.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(minimums[category]);
    }
  });

  it('concatenates the category lists', () => {
    expect(catalogProducts).toEqual([...solarModules, ...inverters, ...storage, ...balanceOfSystem, ...switchgear]);
  });

  it('has a unique model per manufacturer', () => {
    const keys = catalogProducts.map((p) => `${p.manufacturer}\u0000${p.model}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps category equal to facets.category', () => {
    for (const product of catalogProducts) expect(product.facets.category, label(product)).toBe(product.category);
  });

  it('has 8–16 non-empty specifications per product', () => {
    for (const product of catalogProducts) {
      const entries = Object.entries(product.specifications);
      expectBetween(entries.length, 8, 16, label(product));
      for (const [key, value] of entries) {
        expect(key.trim().length, label(product)).toBeGreaterThan(0);
        expect(value.trim().length, `${label(product)} ${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('writes prices as strings with 2 decimals, or null for quote-on-request', () => {
    for (const product of catalogProducts.filter((p) => p.price !== null)) {
      expect(product.price, label(product)).toMatch(/^\d+\.\d{2}$/);
    }
    const nullShare = catalogProducts.filter((p) => p.price === null).length / catalogProducts.length;
    expectBetween(nullShare, 0.08, 0.2, 'share of quote-on-request products');
  });

  it('has names, manufacturers, models, unit types and plausible lead times', () => {
    for (const product of catalogProducts) {
      expect(product.name.trim(), label(product)).not.toBe('');
      expect(product.manufacturer.trim(), label(product)).not.toBe('');
      expect(product.model.trim(), label(product)).not.toBe('');
      expect(product.unitType.trim(), label(product)).not.toBe('');
    }
    const leadTimes = catalogProducts.flatMap((p) => (p.leadTimeWeeks === undefined ? [] : [{ p, weeks: p.leadTimeWeeks }]));
    expect(leadTimes.length).toBeGreaterThan(0);
    for (const { p, weeks } of leadTimes) {
      expect(Number.isInteger(weeks), label(p)).toBe(true);
      expectBetween(weeks, 1, 156, label(p));
    }
  });

  it('puts the headline fields first (they are shown on the product card)', () => {
    const headlines: Array<[(typeof PRODUCT_CATEGORIES)[number], string[]]> = [
      ['solar_modules', ['Rated power (Pmax)', 'Module efficiency', 'Cell technology', 'Power warranty']],
      ['inverters', ['AC power', 'CEC efficiency', 'Inverter type', 'Warranty']],
      ['storage', ['Usable energy', 'Rated power', 'Duration', 'Chemistry']],
      ['switchgear', ['Voltage class', 'Continuous current', 'Interrupting rating', 'Construction']],
    ];
    for (const [category, expected] of headlines) {
      for (const product of catalogProducts.filter((p) => p.category === category)) {
        expect(Object.keys(product.specifications).slice(0, 4), label(product)).toEqual(expected);
      }
    }
  });
});

describe('solar modules', () => {
  const modules = withFacets(solarModules, 'solar_modules');
  const technologyPattern: Record<Facets<'solar_modules'>['technology'], RegExp> = {
    TOPCon: /TOPCon|Q\.ANTUM NEO/,
    PERC: /PERC/,
    HJT: /heterojunction|HJT/i,
    'Back contact': /back[ -]contact/i,
    CdTe: /CdTe/,
  };

  it('derives efficiency from the listed dimensions within 0.3 points', () => {
    for (const [product, facets] of modules) {
      const dims = /(\d+(?:\.\d+)?)\s*×\s*(\d+(?:\.\d+)?)/.exec(spec(product, 'Dimensions'));
      expect(dims, label(product)).not.toBeNull();
      const lengthM = Number(dims?.[1]) / 1000;
      const widthM = Number(dims?.[2]) / 1000;
      const computed = (facets.powerW / (lengthM * widthM * 1000)) * 100;
      expect(Math.abs(computed - facets.efficiencyPct), `${label(product)}: ${computed.toFixed(2)}%`).toBeLessThanOrEqual(0.3);
    }
  });

  it('has Vmp × Imp within 2% of Pmax, Voc > Vmp and Isc > Imp', () => {
    for (const [product, facets] of modules) {
      const vmp = specNumber(product, 'Voltage at Pmax (Vmp)');
      const imp = specNumber(product, 'Current at Pmax (Imp)');
      const voc = specNumber(product, 'Open-circuit voltage (Voc)');
      const isc = specNumber(product, 'Short-circuit current (Isc)');
      expect(Math.abs((vmp * imp) / facets.powerW - 1), label(product)).toBeLessThanOrEqual(0.02);
      expect(voc, label(product)).toBeGreaterThan(vmp);
      expect(isc, label(product)).toBeGreaterThan(imp);
    }
  });

  it('keeps specification strings in agreement with the facets', () => {
    for (const [product, facets] of modules) {
      expect(specNumber(product, 'Rated power (Pmax)'), label(product)).toBe(facets.powerW);
      expect(specNumber(product, 'Module efficiency'), label(product)).toBe(facets.efficiencyPct);
      expect(spec(product, 'Cell technology'), label(product)).toMatch(technologyPattern[facets.technology]);
      expect(spec(product, 'Bifaciality') !== 'Monofacial', label(product)).toBe(facets.bifacial);
      expect(/(?<!not )domestic-content eligible/.test(spec(product, 'Country of assembly')), label(product)).toBe(facets.domesticContent);
      expect(specNumber(product, 'Temperature coefficient (Pmax)'), label(product)).toBeLessThan(0);
      expect(spec(product, 'Certifications'), label(product)).toMatch(/UL 61730/);
      for (const key of ['Max system voltage', 'Weight', 'Product warranty']) spec(product, key);
    }
  });

  it('prices modules at $0.24–0.40/W', () => {
    for (const [product, facets] of modules) {
      expect(product.unitType, label(product)).toBe('module');
      const price = priceOf(product);
      if (price !== null) expectBetween(price / facets.powerW, 0.24, 0.4, label(product));
    }
  });

  it('charges a premium for domestic content on average', () => {
    const perWatt = (domestic: boolean) => {
      const values = modules
        .filter(([product, facets]) => facets.domesticContent === domestic && product.price !== null)
        .map(([product, facets]) => Number(product.price) / facets.powerW);
      return values.reduce((sum, v) => sum + v, 0) / values.length;
    };
    expect(perWatt(true)).toBeGreaterThan(perWatt(false));
  });

  it('covers every cell technology', () => {
    const technologies = new Set(modules.map(([, facets]) => facets.technology));
    expect([...technologies].sort()).toEqual(['Back contact', 'CdTe', 'HJT', 'PERC', 'TOPCon']);
  });
});

describe('inverters', () => {
  const units = withFacets(inverters, 'inverters');

  it('keeps specification strings in agreement with the facets', () => {
    for (const [product, facets] of units) {
      expect(specNumber(product, 'AC power'), label(product)).toBe(facets.acPowerKW);
      expect(specNumber(product, 'CEC efficiency'), label(product)).toBe(facets.cecEfficiencyPct);
      expect(specNumber(product, 'Max DC voltage'), label(product)).toBe(facets.maxDcVoltageV);
      expect(specNumber(product, 'MPPTs'), label(product)).toBe(facets.mppts);
      expect(spec(product, 'Grid code'), label(product)).toMatch(/IEEE 1547-2018/);
      expectBetween(specNumber(product, 'Max efficiency'), facets.cecEfficiencyPct, 99.5, label(product));
      expect(spec(product, 'Inverter type').toLowerCase(), label(product)).toContain(facets.type.toLowerCase());
      expect(facets.mppts === 0, `${label(product)}: only battery PCS have no MPPT`).toBe(facets.type === 'PCS');
    }
  });

  it('prices string inverters at $0.04–0.12/W AC and central/modular/PCS at $0.03–0.07/W AC', () => {
    for (const [product, facets] of units) {
      expect(['inverter', 'unit'], label(product)).toContain(product.unitType);
      const price = priceOf(product);
      if (price === null) continue;
      const perWatt = price / (facets.acPowerKW * 1000);
      if (facets.type === 'String') expectBetween(perWatt, 0.04, 0.12, label(product));
      else expectBetween(perWatt, 0.03, 0.07, label(product));
    }
  });
});

describe('storage', () => {
  const systems = withFacets(storage, 'storage');

  it('has duration = usable energy / power within 1%', () => {
    for (const [product, facets] of systems) {
      const duration = facets.usableEnergyKWh / facets.powerKW;
      expect(Math.abs(facets.durationHours / duration - 1), label(product)).toBeLessThanOrEqual(0.01);
    }
  });

  it('keeps specification strings in agreement with the facets', () => {
    for (const [product, facets] of systems) {
      expect(specNumber(product, 'Usable energy'), label(product)).toBe(facets.usableEnergyKWh);
      expect(specNumber(product, 'Rated power'), label(product)).toBe(facets.powerKW);
      expect(specNumber(product, 'Duration'), label(product)).toBe(facets.durationHours);
      expect(spec(product, 'Chemistry'), label(product)).toContain(facets.chemistry);
      const rte = spec(product, 'Round-trip efficiency');
      expect(firstNumber(rte), label(product)).toBe(facets.roundTripEfficiencyPct);
      expect(rte, `${label(product)} says where RTE is measured`).toMatch(/\((AC|DC)\b/);
      expect(specNumber(product, 'Cycle life'), label(product)).toBe(facets.cycleLife);
      expect(/UL 9540(?!A)/.test(spec(product, 'Certifications')), label(product)).toBe(facets.ul9540);
      for (const key of ['Thermal management', 'Enclosure', 'Warranty']) spec(product, key);
      expectBetween(facets.roundTripEfficiencyPct, 80, 98, label(product));
    }
  });

  it('prices storage at $150–350/kWh usable', () => {
    for (const [product, facets] of systems) {
      expect(['unit', 'container', 'system'], label(product)).toContain(product.unitType);
      const price = priceOf(product);
      if (price !== null) expectBetween(price / facets.usableEnergyKWh, 150, 350, label(product));
    }
  });
});

describe('balance of system', () => {
  const items = withFacets(balanceOfSystem, 'balance_of_system');
  const bands: Record<Facets<'balance_of_system'>['type'], { unitType: string; min: number; max: number }> = {
    Tracker: { unitType: 'W', min: 0.08, max: 0.14 },
    'Fixed-tilt racking': { unitType: 'W', min: 0.05, max: 0.1 },
    eBOS: { unitType: 'W', min: 0.02, max: 0.06 },
    Combiner: { unitType: 'unit', min: 1000, max: 10000 },
    Cable: { unitType: 'ft', min: 0.1, max: 40 },
    'MV transformer': { unitType: 'transformer', min: 25, max: 90 }, // per kVA
    Monitoring: { unitType: 'MW', min: 1000, max: 20000 },
  };

  it('uses the unit type and price band of its product type', () => {
    for (const [product, facets] of items) {
      const band = bands[facets.type];
      expect(product.unitType, label(product)).toBe(band.unitType);
      const price = priceOf(product);
      if (price === null) continue;
      const normalised = facets.type === 'MV transformer' ? price / specNumber(product, 'Rated power') : price;
      expectBetween(normalised, band.min, band.max, label(product));
    }
  });

  it('lists the ratings buyers compare for each type', () => {
    const required: Record<Facets<'balance_of_system'>['type'], string[]> = {
      Tracker: ['Configuration', 'Tracking range', 'Modules per row', 'Wind stow', 'Design wind speed'],
      'Fixed-tilt racking': ['Configuration', 'Tilt range', 'Wind/snow rating'],
      eBOS: ['System voltage', 'Certification'],
      Combiner: ['System voltage', 'Inputs', 'Certification'],
      Cable: ['Voltage rating', 'Conductor size', 'Conductor', 'Insulation'],
      'MV transformer': ['Rated power', 'Primary (HV) voltage', 'Secondary (LV) voltage', 'Impedance', 'Cooling'],
      Monitoring: ['Scope', 'Protocols'],
    };
    for (const [product, facets] of items) {
      expect(Object.keys(product.specifications), label(product)).toEqual(expect.arrayContaining(required[facets.type]));
    }
  });

  it('includes trackers, fixed-tilt racking, eBOS, combiners, cable, MV transformers and monitoring', () => {
    const types = new Set(items.map(([, facets]) => facets.type));
    expect(types.size).toBe(Object.keys(bands).length);
  });
});

describe('switchgear', () => {
  const gear = withFacets(switchgear, 'switchgear');

  it('keeps specification strings in agreement with the facets', () => {
    for (const [product, facets] of gear) {
      expect(specNumber(product, 'Voltage class'), label(product)).toBe(facets.voltageClassKV);
      expect(specNumber(product, 'Continuous current'), label(product)).toBe(facets.continuousCurrentA);
      expect(specNumber(product, 'Interrupting rating'), label(product)).toBe(facets.interruptingKA);
      expect(spec(product, 'Standards'), label(product)).toMatch(/IEEE C37|UL 1558|UL 891|IEC 62271/);
    }
  });

  it('prices priced gear at $10k–1.5M per unit or lineup', () => {
    for (const [product] of gear) {
      expect(['unit', 'lineup'], label(product)).toContain(product.unitType);
      const price = priceOf(product);
      if (price !== null) expectBetween(price, 10_000, 1_500_000, label(product));
    }
  });
});

describe('facets as the catalog filters on them (src/domain/productFacets.ts)', () => {
  it('gives every product a value for each facet of its category, and nothing else', () => {
    for (const product of catalogProducts) {
      const { category, ...values } = product.facets;
      const definitions = PRODUCT_FACETS[category];
      expect(Object.keys(values).sort(), label(product)).toEqual(definitions.map((definition) => definition.key).sort());
      for (const definition of definitions) {
        const value = (values as Record<string, unknown>)[definition.key];
        const fits = {
          range: typeof value === 'number',
          flag: typeof value === 'boolean',
          choice: definition.kind === 'choice' && definition.options.includes(value as string),
        }[definition.kind];
        expect(fits, `${label(product)} ${definition.key}: ${String(value)}`).toBe(true);
      }
    }
  });

  it('offers only choices some product has', () => {
    for (const category of PRODUCT_CATEGORIES) {
      for (const definition of PRODUCT_FACETS[category]) {
        if (definition.kind !== 'choice') continue;
        const used = new Set(
          catalogProducts
            .filter((product) => product.category === category)
            .map((product) => (product.facets as Record<string, unknown>)[definition.key]),
        );
        // NMC is a real option buyers filter on even while the demo catalog carries none.
        for (const option of definition.options.filter((option) => option !== 'NMC'))
          expect(used, `${category} ${definition.key} ${option}`).toContain(option);
      }
    }
  });
});

/**
 * The units a specification states figures in, each as a multiple of its quantity's base unit:
 * kW and MW are both watts, while kVA (apparent power) is another quantity altogether.
 */
const UNITS: Readonly<Record<string, { base: string; scale: number }>> = {
  W: { base: 'W', scale: 1 },
  kW: { base: 'W', scale: 1e3 },
  MW: { base: 'W', scale: 1e6 },
  VA: { base: 'VA', scale: 1 },
  kVA: { base: 'VA', scale: 1e3 },
  MVA: { base: 'VA', scale: 1e6 },
  Wh: { base: 'Wh', scale: 1 },
  kWh: { base: 'Wh', scale: 1e3 },
  MWh: { base: 'Wh', scale: 1e6 },
  V: { base: 'V', scale: 1 },
  kV: { base: 'V', scale: 1e3 },
  A: { base: 'A', scale: 1 },
  kA: { base: 'A', scale: 1e3 },
  '%': { base: '%', scale: 1 },
  h: { base: 'h', scale: 1 },
  cycles: { base: 'cycles', scale: 1 },
};
const QUANTITY = /(-?\d[\d,]*(?:\.\d+)?)\s?(MVA|kVA|VA|MWh|kWh|Wh|MW|kW|W|kV|V|kA|A|%|h|cycles)(?![A-Za-z])/g;

/** The first figure a specification line states in the unit's quantity, in that unit ("8.8 MW" → 8,800 kW), or undefined. */
function statedIn(line: string, unit: string): number | undefined {
  if (unit === '') {
    const bare = /^\D*?(-?\d[\d,]*(?:\.\d+)?)(?!\s?[A-Za-z%])/.exec(line);
    return bare ? Number(bare[1]!.replace(/,/g, '')) : undefined;
  }
  const wanted = UNITS[unit];
  if (!wanted) throw new Error(`no unit "${unit}" in UNITS`);
  for (const [, number, stated] of line.matchAll(QUANTITY)) {
    const { base, scale } = UNITS[stated!]!;
    if (base === wanted.base) return (Number(number!.replace(/,/g, '')) * scale) / wanted.scale;
  }
  return undefined;
}

/** How a flag reads in its specification line. */
const FLAG_READINGS: Readonly<Record<string, (line: string) => boolean>> = {
  bifacial: (line) => line !== 'Monofacial',
  domesticContent: (line) => /(?<!not )domestic-content eligible/.test(line),
  ul9540: (line) => /UL 9540(?!A)/.test(line),
};

const plain = (text: string) => text.toLowerCase().replace(/-/g, ' ');

describe('key figures against the specification they restate', () => {
  /** What each product's key figures claim that its specification does not, as readable lines. */
  function contradictions(product: CatalogProduct): string[] {
    const found: string[] = [];
    const { category, ...values } = product.facets as { category: ProductFacets['category'] } & Record<string, number | string | boolean>;
    for (const definition of PRODUCT_FACETS[category]) {
      if (!definition.specification) continue;
      const value = values[definition.key]!;
      const line = product.specifications[definition.specification];
      const figure = `${definition.label} ${formatFacetValue(definition, value)}`;
      if (line === undefined) {
        found.push(`${label(product)}: ${figure}, but no "${definition.specification}" in its specification`);
        continue;
      }
      const agrees =
        definition.kind === 'range'
          ? Math.abs((statedIn(line, definition.unit) ?? Number.NaN) - (value as number)) <= 1e-9 * Math.abs(value as number)
          : definition.kind === 'choice'
            ? plain(line).includes(plain(value as string))
            : FLAG_READINGS[definition.key]!(line) === value;
      if (!agrees) found.push(`${label(product)}: ${figure}, but "${definition.specification}: ${line}"`);
    }
    return found;
  }

  it('every range of every category names the specification line it restates, and every flag has a reading', () => {
    const definitions = PRODUCT_CATEGORIES.flatMap((category) => PRODUCT_FACETS[category].map((definition) => ({ category, definition })));
    const unnamed = definitions.filter(({ definition }) => definition.kind === 'range' && !definition.specification);
    const unread = definitions.filter(({ definition }) => definition.kind === 'flag' && !FLAG_READINGS[definition.key]);
    expect([...unnamed, ...unread].map(({ category, definition }) => `${category} ${definition.key}`)).toEqual([]);
  });

  it('reads figures with their units: another quantity is no match, a larger unit of the same is', () => {
    expect(statedIn('8,800 kVA', 'kW')).toBeUndefined();
    expect(statedIn('8.8 MW (8 × 1.1 MW units)', 'kW')).toBe(8800);
    expect(statedIn('6.25 MWh', 'kWh')).toBe(6250);
    expect(statedIn('620 W (0/+3% tolerance)', '%')).toBe(3);
    expect(statedIn('0.635 kV (600 V AC nominal)', 'kV')).toBe(0.635);
    expect(statedIn('12 (36 string inputs)', '')).toBe(12);
    expect(statedIn('4 h (2–8 h configurations)', 'h')).toBe(4);
    expect(statedIn('Up to 10% N-S slope', 'h')).toBeUndefined();
  });

  it('no product of the demo catalog says one thing in its key figures and another in its specification', () => {
    expect(catalogProducts.flatMap(contradictions)).toEqual([]);
  });
});
