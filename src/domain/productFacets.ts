import type { ProductCategory } from './constants.ts';

/**
 * The numbers and tags buyers filter and compare products on, per category: the headline figures of
 * each kind's spec sheet (power, efficiency, energy, ratings) and its kind (technology, chemistry,
 * type). A product's `facets` holds one value per definition of its category; the
 * catalog API filters on them (`?powerW.min=600&technology=TOPCon,HJT&bifacial=true`), the catalog
 * page draws its filters from them and the compare view aligns products by them.
 *
 * Each key figure restates one line of the product's specification (`specification`), in the
 * figure's own unit: "AC power 8,800 kW" beside a specification of "8,800 kVA" would be two
 * different claims. The demo catalog's test holds every product to this.
 */
export type FacetDefinition =
  | { kind: 'range'; key: string; label: string; unit: string; filterable: boolean; specification: string }
  | { kind: 'choice'; key: string; label: string; options: readonly string[]; specification?: string }
  | { kind: 'flag'; key: string; label: string; specification: string };

/** A product's facet values by key (numbers for ranges, an option for choices, booleans for flags). */
export type FacetValues = Record<string, number | string | boolean>;

const range = (key: string, label: string, unit: string, specification: string, filterable = true): FacetDefinition => ({
  kind: 'range',
  key,
  label,
  unit,
  filterable,
  specification,
});
const choice = (key: string, label: string, options: readonly string[], specification?: string): FacetDefinition => ({
  kind: 'choice',
  key,
  label,
  options,
  ...(specification ? { specification } : {}),
});
const flag = (key: string, label: string, specification: string): FacetDefinition => ({ kind: 'flag', key, label, specification });

export const MODULE_TECHNOLOGIES = ['TOPCon', 'PERC', 'HJT', 'Back contact', 'CdTe'] as const;
export const INVERTER_TYPES = ['String', 'Central', 'Modular', 'PCS'] as const;
export const STORAGE_CHEMISTRIES = ['LFP', 'NMC', 'Sodium-ion'] as const;
export const BOS_TYPES = ['Tracker', 'Fixed-tilt racking', 'eBOS', 'Combiner', 'Cable', 'MV transformer', 'Monitoring'] as const;
export const SWITCHGEAR_TYPES = [
  'Metal-clad',
  'Metal-enclosed',
  'Ring main unit',
  'Recloser',
  'Pad-mounted',
  'Substation breaker',
] as const;

export const PRODUCT_FACETS: Readonly<Record<ProductCategory, readonly FacetDefinition[]>> = {
  solar_modules: [
    range('powerW', 'Rated power', 'W', 'Rated power (Pmax)'),
    range('efficiencyPct', 'Efficiency', '%', 'Module efficiency'),
    choice('technology', 'Cell technology', MODULE_TECHNOLOGIES, 'Cell technology'),
    flag('bifacial', 'Bifacial', 'Bifaciality'),
    flag('domesticContent', 'Domestic content', 'Country of assembly'),
  ],
  inverters: [
    choice('type', 'Type', INVERTER_TYPES, 'Inverter type'),
    // Active power at unity power factor, where a rating of n kVA is n kW.
    range('acPowerKW', 'AC power', 'kW', 'AC power'),
    range('cecEfficiencyPct', 'CEC efficiency', '%', 'CEC efficiency'),
    range('mppts', 'MPPTs', '', 'MPPTs'),
    range('maxDcVoltageV', 'Max DC voltage', 'V', 'Max DC voltage', false),
  ],
  storage: [
    choice('chemistry', 'Chemistry', STORAGE_CHEMISTRIES, 'Chemistry'),
    range('usableEnergyKWh', 'Usable energy', 'kWh', 'Usable energy'),
    range('powerKW', 'Power', 'kW', 'Rated power'),
    range('durationHours', 'Duration', 'h', 'Duration'),
    range('roundTripEfficiencyPct', 'Round-trip efficiency', '%', 'Round-trip efficiency'),
    range('cycleLife', 'Cycle life', 'cycles', 'Cycle life'),
    flag('ul9540', 'UL 9540 listed', 'Certifications'),
  ],
  balance_of_system: [choice('type', 'Type', BOS_TYPES)],
  switchgear: [
    choice('type', 'Type', SWITCHGEAR_TYPES, 'Construction'),
    range('voltageClassKV', 'Voltage class', 'kV', 'Voltage class'),
    range('continuousCurrentA', 'Continuous current', 'A', 'Continuous current'),
    range('interruptingKA', 'Interrupting rating', 'kA', 'Interrupting rating'),
  ],
};

export function facetsOf(category: ProductCategory): readonly FacetDefinition[] {
  return PRODUCT_FACETS[category];
}

/**
 * The unit a price is normalised to where that compares like with like: modules and inverters per
 * watt (DC nameplate for modules, AC rating for inverters), storage per usable kWh. `scale`
 * converts the facet to that unit. The database computes the normalised price from this.
 */
export const UNIT_PRICE_BASIS: Readonly<Partial<Record<ProductCategory, { per: 'W' | 'kWh'; facet: string; scale: number }>>> = {
  solar_modules: { per: 'W', facet: 'powerW', scale: 1 },
  inverters: { per: 'W', facet: 'acPowerKW', scale: 1000 },
  storage: { per: 'kWh', facet: 'usableEnergyKWh', scale: 1 },
};

/** Watts in one unit of a product priced in a unit of power. */
const WATTS_OF_UNIT: Readonly<Record<string, number>> = { W: 1, kW: 1_000, MW: 1_000_000 };

/**
 * The watts in one unit of a product as the catalog sells it (what a price per W is multiplied by):
 * 620 for a 620 W module, 4,600,000 for an inverter of 4,600 kW AC, 1 for a product priced per W;
 * null when the catalog does not know them (a transformer, a storage container, a module without
 * its rating).
 */
export function wattsPerUnit(product: { category: ProductCategory; unitType: string | null; facets: FacetValues }): number | null {
  const byUnit = product.unitType ? WATTS_OF_UNIT[product.unitType] : undefined;
  if (byUnit !== undefined) return byUnit;
  const basis = UNIT_PRICE_BASIS[product.category];
  const rating = basis?.per === 'W' ? product.facets[basis.facet] : undefined;
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating <= 0) return null;
  // To the milliwatt: 4.6 kW is 4,600 W, not 4,599.999…
  return Math.round(rating * basis!.scale * 1000) / 1000;
}

/** A facet value as people read it: "620 W", "98.5%", "LFP", "Yes". */
export function formatFacetValue(definition: FacetDefinition, value: number | string | boolean | undefined): string {
  if (value === undefined) return '—';
  if (definition.kind === 'flag') return value === true ? 'Yes' : 'No';
  if (definition.kind === 'choice' || typeof value !== 'number') return String(value);
  const number = value.toLocaleString('en-US', { maximumFractionDigits: 3 });
  if (!definition.unit) return number;
  return definition.unit === '%' ? `${number}%` : `${number} ${definition.unit}`;
}

/** A range filter's bound as the catalog's query writes it: a decimal of at most 9 and 6 digits. */
export const FACET_DECIMAL = /^-?\d{1,9}(\.\d{1,6})?$/;

/**
 * Whether a facet's query value is one it takes: a decimal for a range bound, options it offers
 * for a choice (comma-separated), true or false for a flag. The API's schema and the catalog page
 * (which drops from its URL what the API would refuse) apply the same rule; the page ships no
 * schema library for it.
 */
export function facetValueAccepted(definition: FacetDefinition, value: string): boolean {
  switch (definition.kind) {
    case 'range':
      return FACET_DECIMAL.test(value);
    case 'choice':
      return value.split(',').every((option) => definition.options.includes(option));
    case 'flag':
      return value === 'true' || value === 'false';
  }
}
