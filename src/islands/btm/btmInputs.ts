import { useReducer } from 'react';
import { EXAMPLE_TARIFFS } from '~/domain/btm/exampleTariffs';
import { BATTERY_FORM_INITIAL, BUILT_TARIFF_INITIAL, COSTS_FORM_INITIAL, formOfBattery } from '~/domain/btm/form';
import type { Product } from '~/domain/products';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';

/*
 * What the optimizer's form holds, a part per section (the load, the tariff, solar, the battery),
 * in one reducer: each section changes its own part, and a group of its text fields (the typical
 * building, the built tariff, the battery's limits and costs) merges a change of some of them.
 */

export const LOAD_MODES = [
  { value: 'file', label: 'Upload interval data' },
  { value: 'typical', label: 'Use a typical building' },
] as const;
export type LoadMode = (typeof LOAD_MODES)[number]['value'];

export const TARIFF_MODES = [
  { value: 'example', label: 'An example' },
  { value: 'urdb', label: 'URDB JSON' },
  { value: 'form', label: 'Build one' },
] as const;
export type TariffMode = (typeof TARIFF_MODES)[number]['value'];

export const PV_MODES = [
  { value: 'none', label: 'None' },
  { value: 'model', label: 'Model it' },
  { value: 'file', label: 'Upload hours' },
] as const;
export type PvMode = (typeof PV_MODES)[number]['value'];

export interface LoadInputs {
  mode: LoadMode;
  /** A typical building's load, scaled to the site's year (when no interval file is used). */
  typical: { kind: string; climate: string; annualKWh: string; peakKW: string };
}

export const EXPORT_CHOICES = [
  { value: 'none', label: 'Nothing' },
  { value: 'flat', label: 'A flat price' },
  { value: 'net-metering', label: 'Net metering' },
  { value: 'net-billing-table', label: 'Net billing (illustrative)' },
] as const;
export type ExportChoice = (typeof EXPORT_CHOICES)[number]['value'];

export interface TariffInputs {
  mode: TariffMode;
  exampleId: string;
  urdbText: string;
  built: Readonly<Record<string, string>>;
  /** What exports earn: nothing, a flat price, net metering, or net billing by the illustrative table. */
  exportRule: ExportChoice;
  exportPrice: string;
  /** Net metering's non-bypassable charge ($/kWh) and its true-up. */
  nonBypassable: string;
  trueUp: 'monthly' | 'annual';
  /** Whether the site's clocks change for daylight saving: the tariff's hours are clock time. */
  daylightSaving: boolean;
}

export interface PvInputs {
  mode: PvMode;
  model: { state: string; latitude: string; longitude: string; systemSizeKWdc: string; tracking: string };
}

export interface BatteryInputs {
  /** Its power, energy, efficiency and state-of-charge limits. */
  limits: Readonly<Record<string, string>>;
  costs: Readonly<Record<string, string>>;
  withCosts: boolean;
  /** Let the optimizer choose the size, up to the limits. */
  size: boolean;
  /** The battery may charge from the grid (else from PV alone). */
  gridCharging: boolean;
  /** The catalog product the limits came from, if any. */
  product?: Product;
}

/** PV and battery after tax ("Costs and taxes"): off unless asked for. */
export interface EconomicsInputs {
  enabled: boolean;
  /** Let the optimizer choose PV and battery sizes together at these costs. */
  coSize: boolean;
  values: Readonly<Record<string, string>>;
}

export interface BtmInputs {
  load: LoadInputs;
  tariff: TariffInputs;
  pv: PvInputs;
  battery: BatteryInputs;
  economics: EconomicsInputs;
}

export const INITIAL_BTM_INPUTS: BtmInputs = {
  load: { mode: 'typical', typical: { kind: 'office', climate: 'los-angeles', annualKWh: '1500000', peakKW: '' } },
  tariff: {
    mode: 'example',
    exampleId: EXAMPLE_TARIFFS[0].id,
    urdbText: '',
    built: BUILT_TARIFF_INITIAL,
    exportRule: 'none',
    exportPrice: '0.04',
    nonBypassable: '0.025',
    trueUp: 'monthly',
    daylightSaving: true,
  },
  pv: { mode: 'none', model: { state: '', latitude: '', longitude: '', systemSizeKWdc: '500', tracking: 'fixed' } },
  battery: { limits: BATTERY_FORM_INITIAL, costs: COSTS_FORM_INITIAL, withCosts: true, size: false, gridCharging: true },
  // The fields' defaults arrive with the fields (EconomicsFields), loaded when first asked for.
  economics: { enabled: false, coSize: false, values: {} },
};

/** A change of a section's part: some of its fields, or a function of the part as it is when the change applies. */
export type Change<T> = Partial<T> | ((current: T) => Partial<T>);

/** What a section of the form is given: its part of the inputs, the setter of that part, and the request's messages by field. */
export interface SectionProps<T> {
  inputs: T;
  onChange(change: Change<T>): void;
  errors: Readonly<Record<string, string>>;
}

type Section = keyof BtmInputs;
type Action = { [S in Section]: { section: S; change: Change<BtmInputs[S]> } }[Section];

function reduce(inputs: BtmInputs, { section, change }: Action): BtmInputs {
  const current = inputs[section];
  const changes = typeof change === 'function' ? (change as (current: BtmInputs[Section]) => object)(current) : change;
  return { ...inputs, [section]: { ...current, ...changes } };
}

/** The optimizer's inputs, and for each section the setter of its part. */
export function useBtmInputs() {
  const [inputs, dispatch] = useReducer(reduce, INITIAL_BTM_INPUTS);
  const change =
    <S extends Section>(section: S) =>
    (change: Change<BtmInputs[S]>) =>
      dispatch({ section, change } as Action);
  return { inputs, change };
}

/** The setter of one group of a section's text fields: merges a change of some of them into the group as it then is. */
export function groupChange<T, G extends keyof T>(onChange: (change: Change<T>) => void, group: G) {
  return (changes: Partial<T[G]>) => onChange((current) => ({ [group]: { ...current[group], ...changes } }) as Partial<T>);
}

/** A catalog product chosen (or none): it fills in its power, energy, efficiency and price per kWh where it gives them. */
export function productChoice(product: Product | undefined): Change<BatteryInputs> {
  return (current) => {
    if (!product) return { product };
    const { powerKW, usableEnergyKWh, roundTripEfficiencyPct } = product.facets as Record<string, number | undefined>;
    const perKWh = product.unitPrice?.per === 'kWh' ? Number(product.unitPrice.amount) : undefined;
    return {
      product,
      limits: {
        ...current.limits,
        ...(powerKW ? { powerKW: String(powerKW) } : {}),
        ...(usableEnergyKWh ? { energyKWh: String(usableEnergyKWh) } : {}),
        ...(roundTripEfficiencyPct ? { roundTripEfficiency: String(roundTripEfficiencyPct) } : {}),
      },
      ...(perKWh ? { costs: { ...current.costs, capexPerKWh: String(perKWh) } } : {}),
    };
  };
}

/** A saved run reopened: the battery's fields show the size it was solved with. */
export function reopenedBattery(request: BtmRequestInput): Change<BatteryInputs> {
  return (current) => ({ limits: { ...current.limits, ...formOfBattery(request.battery) } });
}
