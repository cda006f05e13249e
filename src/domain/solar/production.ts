import type { SolarRequest } from '../schemas/calculators/solar.ts';
import type { SolarTracking } from '../schemas/calculators/tracking.ts';
import { combinedLossPercent, LOSS_ITEMS, PV_DEFAULTS, simulatePv } from './simulate.ts';
import type { SolarSite } from './site.ts';
import { WEATHER_DATASETS } from './stations.ts';
import type { WeatherStation, WeatherYear } from './weather.ts';

/**
 * The solar calculator's answer: a PVWatts-style simulation of the request's array over the
 * typical year of the weather station nearest its site, with the station, the losses and the
 * sources it rests on. The weather is read by the caller (the server) and passed in.
 */

export interface SolarSource {
  title: string;
  detail: string;
}

/** The model's published references, beside the weather dataset's own entry. */
export const SOLAR_MODEL_SOURCES: readonly SolarSource[] = [
  {
    title: 'NREL PVWatts Version 5 Manual',
    detail: 'Dobos 2014, NREL/TP-6A20-62641: the plant model, losses and inverter curve PVWatts v8 keeps',
  },
  { title: 'Solar Position Algorithm', detail: 'Reda & Andreas 2004/2008, NREL/TP-560-34302' },
  { title: 'Perez sky diffuse model', detail: 'Perez et al. 1990, Solar Energy 44(5), 271–289' },
  { title: 'One-axis tracker rotation', detail: 'Marion & Dobos 2013, NREL/TP-6A20-58891, with backtracking' },
];

export interface SolarAlternative {
  id: string;
  name: string;
  state: string;
  distanceKm: number;
  elevationDifferenceM: number | null;
  specificYieldKWhPerKWdc: number;
}

export interface SolarResult {
  annualKWh: number;
  specificYieldKWhPerKWdc: number;
  /** AC energy over the AC rating × 8,760 h. */
  capacityFactorAC: number;
  /** AC energy over the DC nameplate × 8,760 h: PVWatts' convention (its `capacity_factor`). */
  capacityFactorDC: number;
  monthlyKWh: number[];
  /** 8,760 AC values of a non-leap year from 1 January 00:00 local standard time; each the hour that starts there. */
  hourlyKW: number[];
  /** The year's highest hour: never above the AC rating. */
  peakKW: number;
  acRatingKW: number;
  station: Pick<WeatherStation, 'id' | 'name' | 'state' | 'latitude' | 'longitude' | 'elevationM'> & {
    distanceKm: number;
    /** Station minus site, m; null when the request gave no site elevation (the choice then ignores height). */
    elevationDifferenceM: number | null;
  };
  /** The next two stations of the choice, with this system's specific yield on each one's typical year. */
  alternatives: SolarAlternative[];
  /** When the station may not describe the site: far (> 50 km) or much higher or lower (> 300 m). */
  warnings: string[];
  site: Pick<SolarSite, 'latitude' | 'longitude' | 'basis' | 'elevationM'>;
  system: {
    systemSizeKWdc: number;
    tracking: SolarTracking;
    tiltDeg: number;
    azimuthDeg: number;
    gcr: number;
    dcAcRatio: number;
    moduleTempCoeffPercentPerC: number;
    /** Trackers' largest rotation either way, degrees. */
    rotationLimitDeg: number;
  };
  losses: { totalPercent: number; items: { name: string; percent: number }[] | null };
  sources: SolarSource[];
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The next stations' specific yields, when the caller simulated them (the server does; a pure caller may not). */
export function solarProduction(
  request: SolarRequest,
  site: SolarSite,
  weather: WeatherYear,
  alternativeYields: readonly number[] = [],
): SolarResult {
  const { station } = site;
  const tracking = request.tracking;
  const pv = simulatePv(
    { latitude: site.latitude, longitude: site.longitude, elevationM: station.elevationM, utcOffsetHours: station.utcOffsetHours },
    weather,
    {
      ...PV_DEFAULTS,
      systemSizeKWdc: request.systemSizeKWdc,
      tracking,
      tilt: request.tiltDeg,
      azimuth: request.azimuthDeg,
      gcr: request.gcr,
      dcAcRatio: request.dcAcRatio,
      lossesPercent: request.lossesPercent,
      moduleTempCoeffPercentPerC: request.moduleTempCoeffPercentPerC,
      rotationLimitDeg: request.rotationLimitDeg,
    },
  );
  const dataset = WEATHER_DATASETS.find((candidate) => candidate.id === station.dataset)!;
  const defaultLosses = Math.abs(request.lossesPercent - combinedLossPercent(LOSS_ITEMS)) < 0.005;
  return {
    annualKWh: round(pv.annualKWh, 1),
    specificYieldKWhPerKWdc: round(pv.specificYieldKWhPerKWdc, 1),
    capacityFactorAC: round(pv.capacityFactorAC, 4),
    capacityFactorDC: round(pv.capacityFactorDC, 4),
    monthlyKWh: Array.from(pv.monthlyKWh, (value) => round(value, 1)),
    hourlyKW: Array.from(pv.hourlyKW, (value) => round(value, 3)),
    peakKW: round(pv.peakKW, 3),
    acRatingKW: round(pv.acRatingKW, 3),
    station: {
      id: station.id,
      name: station.name,
      state: station.state,
      latitude: station.latitude,
      longitude: station.longitude,
      elevationM: station.elevationM,
      distanceKm: round(site.distanceKm, 1),
      elevationDifferenceM: site.elevationDifferenceM,
    },
    alternatives: site.alternatives.flatMap((candidate, index) => {
      const specificYield = alternativeYields[index];
      if (specificYield === undefined) return [];
      const { id, name, state } = candidate.station;
      const { distanceKm, elevationDifferenceM } = candidate;
      return [
        { id, name, state, distanceKm: round(distanceKm, 1), elevationDifferenceM, specificYieldKWhPerKWdc: round(specificYield, 1) },
      ];
    }),
    warnings: site.warnings,
    site: { latitude: site.latitude, longitude: site.longitude, basis: site.basis, elevationM: site.elevationM },
    system: {
      systemSizeKWdc: request.systemSizeKWdc,
      tracking,
      tiltDeg: tracking === 'fixed' ? request.tiltDeg : 0,
      azimuthDeg: request.azimuthDeg,
      gcr: request.gcr,
      dcAcRatio: request.dcAcRatio,
      moduleTempCoeffPercentPerC: request.moduleTempCoeffPercentPerC,
      rotationLimitDeg: request.rotationLimitDeg,
    },
    // PVWatts's itemised default, or only the total the user gave.
    losses: {
      totalPercent: request.lossesPercent,
      items: defaultLosses ? LOSS_ITEMS.map(({ label, percent }) => ({ name: label, percent })) : null,
    },
    sources: [{ title: dataset.title, detail: `${dataset.source}; ${dataset.edition}; ${dataset.licence}` }, ...SOLAR_MODEL_SOURCES],
  };
}
