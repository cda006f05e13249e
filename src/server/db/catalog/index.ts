import { balanceOfSystem } from './balanceOfSystem.ts';
import { inverters } from './inverters.ts';
import { solarModules } from './solarModules.ts';
import { storage } from './storage.ts';
import { switchgear } from './switchgear.ts';
import type { CatalogProduct } from './types.ts';

export type { CatalogProduct, ProductFacets } from './types.ts';
export { balanceOfSystem, inverters, solarModules, storage, switchgear };

/** The demo catalog: every category concatenated, in PRODUCT_CATEGORIES order. */
export const catalogProducts: CatalogProduct[] = [...solarModules, ...inverters, ...storage, ...balanceOfSystem, ...switchgear];
