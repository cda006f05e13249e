import * as z from 'zod/mini';
import { toPercentBounds, type Bounds } from './numbers.ts';
import { PPA_PERCENT_FIELDS, ppaCoreShape, withPriceForMode } from './ppaCore.ts';

/** The home page's embedded PPA card: its five inputs with narrower bounds than the full page's (API units). */
export const PPA_CARD_BOUNDS = {
  systemSizeMW: [0.1, 100],
  epcPricePerW: [0.5, 5],
  wacc: [0.01, 0.2],
  itcPercent: [0, 50],
  targetPPA: [0.01, 1],
} as const satisfies Bounds;

/** The card's defaults as its fields show them (WACC 7 %, i.e. 0.07). */
export const PPA_CARD_TEXT = { systemSizeMW: '5', wacc: '7', epcPricePerW: '1.5', targetPPA: '0.08', itcPercent: '30' };

/** The card in display units (WACC in percent). */
export const PPA_CARD_FORM_BOUNDS = /* @__PURE__ */ toPercentBounds(PPA_CARD_BOUNDS, PPA_PERCENT_FIELDS);
export const ppaCardFormSchema = /* @__PURE__ */ withPriceForMode(z.object(ppaCoreShape(PPA_CARD_FORM_BOUNDS)));
