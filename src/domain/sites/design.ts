import { SOLAR_FORM_DEFAULTS } from '../schemas/calculators/solar.ts';
import type { SolarTracking } from '../schemas/calculators/tracking.ts';

/**
 * A site's design: one PV array (as the solar calculator takes it) and, optionally, a battery. A
 * site keeps one to MAX_DESIGNS_PER_SITE, to compare side by side; the first is the one its
 * summary leads with.
 */
export interface SiteDesign {
  /** Stable within the site: results and RFQ lines name the design they came from. */
  id: string;
  name: string;
  pv: {
    systemSizeKWdc: number;
    tracking: SolarTracking;
    tiltDeg: number;
    azimuthDeg: number;
    gcr: number;
    dcAcRatio: number;
    lossesPercent: number;
    rotationLimitDeg: number;
  };
  battery: { powerKW: number; energyKWh: number } | null;
  /** Catalog products the design names; a part it does not name is chosen by the rules of its RFQ (designRfq.ts). */
  equipment?: { moduleProductId?: number; inverterProductId?: number; batteryProductId?: number };
}

export const MAX_DESIGNS_PER_SITE = 5;

/** A new site's one design: the solar calculator's own defaults (1 MWdc, fixed at 20° facing south, PVWatts's losses), no battery. */
export function defaultDesign(): SiteDesign {
  const { systemSizeKWdc, tracking, tiltDeg, azimuthDeg, gcr, dcAcRatio, lossesPercent, rotationLimitDeg } = SOLAR_FORM_DEFAULTS;
  return {
    id: 'd1',
    name: 'Design 1',
    pv: { systemSizeKWdc, tracking, tiltDeg, azimuthDeg, gcr, dcAcRatio, lossesPercent, rotationLimitDeg },
    battery: null,
  };
}
