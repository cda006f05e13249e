/**
 * A year of hourly PV production at a site, modelled the way NREL's PVWatts does: sun position by
 * SPA (sunPosition.ts), plane-of-array irradiance by Perez 1990 (irradiance.ts), fixed or
 * single-axis tracking (tracking.ts), cell temperature, DC power, losses and inverter (plant.ts).
 *
 * The weather is a typical year: row i is the hour ending at i + 1 o'clock local standard time,
 * dated in the fixed non-leap year 2019 (sunPosition.ts: SIMULATION_YEAR).
 *
 * Where this departs from PVWatts v8, knowingly:
 * - cell temperature by Sandia's open-rack model rather than Fuentes 1987 (plant.ts says why);
 * - row-to-row shading only for trackers without backtracking, as the beam lost on the shaded share
 *   of the width (PVWatts' self-shading model also derates diffuse and is non-linear); fixed rows
 *   are not shaded by one another (the 3 % shading loss item stands for all shade);
 * - no bifacial gain: a simple view-factor estimate of the rear side ran about 3 points of gain above PVWatts v8's
 *   bifacial model, and was taken out (decision 084);
 * - refraction from each hour's pressure and temperature; an hour without a pressure reading takes
 *   the standard atmosphere's at the site's elevation, without a temperature 15 °C, without wind
 *   1 m/s, without albedo 0.2; missing or negative irradiance counts as none.
 */
import { extraterrestrialNormal, incidenceAngleModifier, planeOfArray, relativeAirmass, type SkyState } from './irradiance.ts';
import { cellTemperature, combinedLossPercent, dcPower, inverterAcPower, LOSS_ITEMS } from './plant.ts';
import { refractionCorrection, sunYear, type Site } from './sunPosition.ts';
import { rowShadedFraction, trackerRotation, trackerSurface, trueTrackingAngle } from './tracking.ts';
import { HOURS_PER_YEAR, type WeatherYear } from './weather.ts';
import { MONTH_OF_DAY } from '../typicalYear.ts';

export { LOSS_ITEMS, combinedLossPercent };
export type { Site as PvSite };

export type TrackingMode = 'fixed' | 'single-axis';

export interface PvSystem {
  /** DC nameplate at standard test conditions, kW. */
  systemSizeKWdc: number;
  /** 'single-axis': a horizontal north–south axis; tilt and azimuth then do not apply. */
  tracking: TrackingMode;
  /** Fixed array's tilt from horizontal, degrees. */
  tilt: number;
  /** Fixed array's azimuth, degrees from north, eastward (180 = south). */
  azimuth: number;
  /** Ground coverage ratio of tracker rows (module width over row pitch). */
  gcr: number;
  rotationLimitDeg: number;
  backtracking: boolean;
  /** DC nameplate over the inverters' AC rating. */
  dcAcRatio: number;
  /** Total system losses, percent (LOSS_ITEMS combine to 14.08). */
  lossesPercent: number;
  /** Power temperature coefficient, %/°C (negative). */
  moduleTempCoeffPercentPerC: number;
  /** Inverter nominal efficiency, percent. */
  inverterEfficiencyPercent: number;
}

export const PV_DEFAULTS = {
  tracking: 'fixed',
  tilt: 20,
  azimuth: 180,
  gcr: 0.4,
  rotationLimitDeg: 45,
  backtracking: true,
  dcAcRatio: 1.2,
  lossesPercent: 14.08,
  moduleTempCoeffPercentPerC: -0.37,
  inverterEfficiencyPercent: 96,
} as const satisfies Omit<PvSystem, 'systemSizeKWdc'>;

export interface PvResult {
  /** AC output of each hour, kW (= kWh for the hour), 8,760 values. */
  hourlyKW: Float64Array;
  annualKWh: number;
  /** January to December. */
  monthlyKWh: number[];
  /** Highest hourly AC output; never above acRatingKW. */
  peakKW: number;
  /** annualKWh / (acRatingKW · 8,760). */
  capacityFactorAC: number;
  /** annualKWh / (systemSizeKWdc · 8,760): PVWatts' capacity factor, on the DC nameplate. */
  capacityFactorDC: number;
  /** annualKWh / systemSizeKWdc. */
  specificYieldKWhPerKWdc: number;
  /** systemSizeKWdc / dcAcRatio. */
  acRatingKW: number;
}

const EXTRATERRESTRIAL_BY_DAY = Array.from({ length: 365 }, (_, day) => extraterrestrialNormal(day + 1));

/** A finite, non-negative reading, or 0. */
function irradianceReading(value: number | undefined): number {
  return value !== undefined && value > 0 && Number.isFinite(value) ? value : 0;
}

function reading(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

/** Standard-atmosphere pressure at an elevation (mbar), for hours whose file has none. */
function standardPressure(elevationM: number): number {
  return 1013.25 * Math.pow(1 - 2.25577e-5 * Math.min(Math.max(elevationM, -500), 9000), 5.25588);
}

export function simulatePv(site: Site, weather: WeatherYear, system: PvSystem): PvResult {
  const sun = sunYear(site);
  const sizeKW = Math.max(0, system.systemSizeKWdc);
  const acRatingKW = system.dcAcRatio > 0 ? sizeKW / system.dcAcRatio : sizeKW;
  const derate = 1 - system.lossesPercent / 100;
  const temperatureCoefficient = system.moduleTempCoeffPercentPerC / 100;
  const inverterEfficiency = system.inverterEfficiencyPercent / 100;
  const tracking = system.tracking === 'single-axis';
  const tracker = { groundCoverageRatio: system.gcr, rotationLimitDeg: system.rotationLimitDeg, backtracking: system.backtracking };
  const defaultPressure = standardPressure(site.elevationM);

  const hourlyKW = new Float64Array(HOURS_PER_YEAR);
  const monthlyKWh = Array.from({ length: 12 }, () => 0);
  let annualKWh = 0;
  let peakKW = 0;
  const sky: SkyState = { ghi: 0, dni: 0, dhi: 0, albedo: 0.2, zenith: 0, azimuth: 0, extraterrestrial: 0, airmass: 1 };

  for (let hour = 0; hour < HOURS_PER_YEAR; hour += 1) {
    const geometricElevation = sun.geometricElevation[hour]!;
    if (Number.isNaN(geometricElevation)) continue; // night
    const ghi = irradianceReading(weather.ghi[hour]);
    const dni = irradianceReading(weather.dni[hour]);
    const dhi = irradianceReading(weather.dhi[hour]);
    if (ghi + dni + dhi === 0) continue;
    const airTempC = reading(weather.tempC[hour], 15);
    const pressure = reading(weather.pressureMbar[hour], 0);
    const elevation = geometricElevation + refractionCorrection(geometricElevation, pressure > 0 ? pressure : defaultPressure, airTempC); // SPA Eq. 43
    const day = Math.floor(hour / 24);
    sky.ghi = ghi;
    sky.dni = dni;
    sky.dhi = dhi;
    sky.albedo = Math.min(1, Math.max(0, reading(weather.albedo[hour], 0.2)));
    sky.zenith = 90 - elevation;
    sky.azimuth = sun.azimuth[hour]!;
    sky.extraterrestrial = EXTRATERRESTRIAL_BY_DAY[day]!;
    sky.airmass = relativeAirmass(sky.zenith);

    let tilt = system.tilt;
    let surfaceAzimuth = system.azimuth;
    let beamShade = 0;
    if (tracking) {
      const rotation = trackerRotation(sky.zenith, sky.azimuth, tracker);
      ({ tilt, azimuth: surfaceAzimuth } = trackerSurface(rotation));
      // Without backtracking, rows shade each other's beam at low sun: lost in proportion to the shaded share of the width.
      beamShade = rowShadedFraction(rotation, trueTrackingAngle(sky.zenith, sky.azimuth), system.gcr);
    }
    const poa = planeOfArray(sky, tilt, surfaceAzimuth);
    let transmitted = poa.transmitted;
    let incident = poa.total;
    if (beamShade > 0) {
      const lostBeam = poa.beam * beamShade;
      incident -= lostBeam;
      transmitted -= lostBeam * incidenceAngleModifier(poa.incidence);
    }
    const cellTempC = cellTemperature(incident, Math.max(0, reading(weather.windMs[hour], 1)), airTempC);
    const dcKW = dcPower(transmitted, cellTempC, sizeKW, temperatureCoefficient) * derate;
    const acKW = inverterAcPower(dcKW, acRatingKW, inverterEfficiency);
    hourlyKW[hour] = acKW;
    annualKWh += acKW;
    monthlyKWh[MONTH_OF_DAY[day]!]! += acKW;
    if (acKW > peakKW) peakKW = acKW;
  }

  return {
    hourlyKW,
    annualKWh,
    monthlyKWh,
    peakKW,
    capacityFactorAC: acRatingKW > 0 ? annualKWh / (acRatingKW * HOURS_PER_YEAR) : 0,
    capacityFactorDC: sizeKW > 0 ? annualKWh / (sizeKW * HOURS_PER_YEAR) : 0,
    specificYieldKWhPerKWdc: sizeKW > 0 ? annualKWh / sizeKW : 0,
    acRatingKW,
  };
}
