import type { ProductCategory } from '../../../domain/constants.ts';
import type {
  BOS_TYPES,
  INVERTER_TYPES,
  MODULE_TECHNOLOGIES,
  STORAGE_CHEMISTRIES,
  SWITCHGEAR_TYPES,
} from '../../../domain/productFacets.ts';

/** Numbers and tags the catalog filters, compares and normalises prices on. */
export type ProductFacets =
  | {
      category: 'solar_modules';
      powerW: number;
      efficiencyPct: number;
      technology: (typeof MODULE_TECHNOLOGIES)[number];
      bifacial: boolean;
      domesticContent: boolean;
    }
  | {
      category: 'inverters';
      acPowerKW: number;
      type: (typeof INVERTER_TYPES)[number];
      cecEfficiencyPct: number;
      maxDcVoltageV: number;
      mppts: number;
    }
  | {
      category: 'storage';
      usableEnergyKWh: number;
      powerKW: number;
      durationHours: number;
      chemistry: (typeof STORAGE_CHEMISTRIES)[number];
      roundTripEfficiencyPct: number;
      cycleLife: number;
      ul9540: boolean;
    }
  | { category: 'balance_of_system'; type: (typeof BOS_TYPES)[number] }
  | {
      category: 'switchgear';
      voltageClassKV: number;
      continuousCurrentA: number;
      interruptingKA: number;
      type: (typeof SWITCHGEAR_TYPES)[number];
    };

export interface CatalogProduct {
  name: string;
  manufacturer: string;
  model: string; // unique per manufacturer
  category: ProductCategory; // equal to facets.category
  /** Indicative US list price in dollars per unitType, 2 decimals as a string; null = quoted on request (use null for ~15% of products, e.g. large central inverters, substation gear). */
  price: string | null;
  /** What one unit is: 'module', 'inverter', 'unit', 'container', 'system', 'W', 'MW', 'lineup', 'ft', 'transformer'. */
  unitType: string;
  /** Spec-sheet fields as display strings with units, in the order a buyer reads them; the FIRST FOUR are shown on the product card, so make them the headline ones (e.g. rated power, efficiency, technology, warranty). 8–16 entries each. Include the fields buyers compare for the category: modules Pmax, efficiency, Voc, Isc, Vmp, Imp, temperature coefficient of Pmax, bifaciality, dimensions, weight, max system voltage, product and power warranty, certifications (UL 61730, IEC 61215/61730), country of assembly; inverters AC rating, max/CEC efficiency, MPPTs, MPPT range, max DC voltage, max DC current, grid code (IEEE 1547-2018, UL 1741 SB), enclosure rating, warranty; storage usable energy, power, duration, chemistry, round-trip efficiency (say where measured: DC or AC), cycle life at DoD, UL 9540 / UL 9540A / UL 1973 / NFPA 855, thermal management, enclosure, warranty; BoS ratings (tracker wind rating, stow, modules per row; cable kV and size; transformer kVA, voltages, impedance, cooling); switchgear voltage class, continuous current, interrupting rating, BIL, standards (IEEE C37, UL 891/1558). */
  specifications: Record<string, string>;
  facets: ProductFacets;
  /** Typical lead time in weeks, where a public figure or a reasonable industry figure exists. */
  leadTimeWeeks?: number;
}
