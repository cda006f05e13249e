import type { ProductCategory } from './constants.ts';

/** A catalog product as the API answers it (SPEC §3 Product). */
export interface Product {
  id: number;
  name: string;
  manufacturer: string;
  model: string;
  category: ProductCategory;
  /** List price in US dollars per `unitType`, as a decimal string; null when quoted on request. */
  price: string | null;
  unitType: string | null;
  /** Spec-sheet fields in the order a buyer reads them; a card shows the first four (SPEC §9). */
  specifications: Record<string, string>;
  datasheetUrl: string | null;
}
