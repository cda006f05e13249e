/**
 * The sun's position: NREL's Solar Position Algorithm (SPA), Reda & Andreas, "Solar Position
 * Algorithm for Solar Radiation Applications", NREL/TP-560-34302 (2003, rev. 2008). Equation
 * numbers below are the paper's. Angles are degrees unless a name says otherwise.
 *
 * Two paths: `solarPosition` is the full algorithm for one instant (the paper's test case is its
 * unit test); `sunYear` gives the 8,760 hourly positions a simulation needs, computing the
 * geocentric sun once per day and interpolating to the hour (the paper's Appendix A.4), then
 * caching the result per site, since every simulation of a site reuses it.
 */
import { HOURS_PER_YEAR } from './weather.ts';
import {
  EARTH_B0,
  EARTH_B1,
  EARTH_L0,
  EARTH_L1,
  EARTH_L2,
  EARTH_L3,
  EARTH_L4,
  EARTH_L5,
  EARTH_R0,
  EARTH_R1,
  EARTH_R2,
  EARTH_R3,
  EARTH_R4,
  NUTATION_ABCD,
  NUTATION_Y,
} from './spaTables.ts';

export const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Wraps an angle into [0, 360). */
export function limitDegrees(degrees: number): number {
  const limited = degrees % 360;
  return limited < 0 ? limited + 360 : limited;
}

/** Julian day of a UT calendar date and fraction of day (Eq. 4; Gregorian calendar only). */
export function julianDay(year: number, month: number, day: number, dayFraction = 0): number {
  let y = year;
  let m = month;
  if (m <= 2) {
    y -= 1;
    m += 12;
  }
  const a = Math.trunc(y / 100);
  const b = 2 - a + Math.trunc(a / 4);
  return Math.trunc(365.25 * (y + 4716)) + Math.trunc(30.6001 * (m + 1)) + day + dayFraction + b - 1524.5;
}

/** Σ A·cos(B + C·JME) over a table of terms (Eq. 9–10). */
function periodicSum(terms: readonly number[], jme: number): number {
  let sum = 0;
  for (let i = 0; i < terms.length; i += 3) sum += terms[i]! * Math.cos(terms[i + 1]! + terms[i + 2]! * jme);
  return sum;
}

/** Earth's heliocentric longitude, latitude (degrees) and radius vector (AU), Eq. 11–13 and their B and R analogues. */
function heliocentric(jme: number): { longitude: number; latitude: number; radius: number } {
  const l =
    (periodicSum(EARTH_L0, jme) +
      jme *
        (periodicSum(EARTH_L1, jme) +
          jme *
            (periodicSum(EARTH_L2, jme) +
              jme * (periodicSum(EARTH_L3, jme) + jme * (periodicSum(EARTH_L4, jme) + jme * periodicSum(EARTH_L5, jme)))))) /
    1e8;
  const b = (periodicSum(EARTH_B0, jme) + jme * periodicSum(EARTH_B1, jme)) / 1e8;
  const r =
    (periodicSum(EARTH_R0, jme) +
      jme *
        (periodicSum(EARTH_R1, jme) +
          jme * (periodicSum(EARTH_R2, jme) + jme * (periodicSum(EARTH_R3, jme) + jme * periodicSum(EARTH_R4, jme))))) /
    1e8;
  return { longitude: limitDegrees(l * DEG), latitude: b * DEG, radius: r };
}

/** Nutation in longitude Δψ and obliquity Δε, degrees (Eq. 15–23). */
function nutation(jce: number): { longitude: number; obliquity: number } {
  const jce2 = jce * jce;
  const jce3 = jce2 * jce;
  // Eq. 15–19: mean elongation of the moon, anomalies of sun and moon, moon's argument of latitude, ascending node.
  const x0 = 297.85036 + 445267.11148 * jce - 0.0019142 * jce2 + jce3 / 189474;
  const x1 = 357.52772 + 35999.05034 * jce - 0.0001603 * jce2 - jce3 / 300000;
  const x2 = 134.96298 + 477198.867398 * jce + 0.0086972 * jce2 + jce3 / 56250;
  const x3 = 93.27191 + 483202.017538 * jce - 0.0036825 * jce2 + jce3 / 327270;
  const x4 = 125.04452 - 1934.136261 * jce + 0.0020708 * jce2 + jce3 / 450000;
  let dPsi = 0;
  let dEps = 0;
  for (let i = 0, y = 0, c = 0; i < 63; i += 1, y += 5, c += 4) {
    const argument =
      (x0 * NUTATION_Y[y]! + x1 * NUTATION_Y[y + 1]! + x2 * NUTATION_Y[y + 2]! + x3 * NUTATION_Y[y + 3]! + x4 * NUTATION_Y[y + 4]!) * RAD;
    dPsi += (NUTATION_ABCD[c]! + NUTATION_ABCD[c + 1]! * jce) * Math.sin(argument); // Eq. 20
    dEps += (NUTATION_ABCD[c + 2]! + NUTATION_ABCD[c + 3]! * jce) * Math.cos(argument); // Eq. 21
  }
  return { longitude: dPsi / 36_000_000, obliquity: dEps / 36_000_000 }; // Eq. 22–23
}

/** The sun as seen from the earth's centre at one instant: everything in SPA that does not depend on the observer. */
export interface GeocentricSun {
  /** Geocentric right ascension α and declination δ, degrees (Eq. 30–31). */
  rightAscension: number;
  declination: number;
  /** Apparent sidereal time at Greenwich ν, degrees (Eq. 29). */
  siderealTime: number;
  /** Equatorial horizontal parallax of the sun ξ, degrees (Eq. 33). */
  parallax: number;
  /** Earth–sun distance R, AU. */
  radius: number;
}

/** Eq. 5–31 for a Julian day (UT) and ΔT = TT − UT in seconds. */
export function geocentricSun(jd: number, deltaT: number): GeocentricSun {
  const jde = jd + deltaT / 86400; // Eq. 5
  const jc = (jd - 2451545) / 36525; // Eq. 6
  const jce = (jde - 2451545) / 36525; // Eq. 7
  const jme = jce / 10; // Eq. 8
  const earth = heliocentric(jme);
  const theta = limitDegrees(earth.longitude + 180); // Eq. 13: geocentric longitude Θ
  const beta = -earth.latitude; // Eq. 14: geocentric latitude β
  const nut = nutation(jce);
  const u = jme / 10;
  // Eq. 24: mean obliquity of the ecliptic ε0, arc seconds (Horner form of the paper's polynomial in U).
  const epsilon0 =
    84381.448 +
    u *
      (-4680.93 +
        u * (-1.55 + u * (1999.25 + u * (-51.38 + u * (-249.67 + u * (-39.05 + u * (7.12 + u * (27.87 + u * (5.79 + u * 2.45)))))))));
  const epsilon = epsilon0 / 3600 + nut.obliquity; // Eq. 25
  const aberration = -20.4898 / (3600 * earth.radius); // Eq. 26: Δτ
  const lambda = theta + nut.longitude + aberration; // Eq. 27: apparent sun longitude
  const nu0 = limitDegrees(280.46061837 + 360.98564736629 * (jd - 2451545) + 0.000387933 * jc * jc - (jc * jc * jc) / 38710000); // Eq. 28
  const nu = nu0 + nut.longitude * Math.cos(epsilon * RAD); // Eq. 29
  const lambdaR = lambda * RAD;
  const epsilonR = epsilon * RAD;
  const betaR = beta * RAD;
  const alpha = limitDegrees(
    Math.atan2(Math.sin(lambdaR) * Math.cos(epsilonR) - Math.tan(betaR) * Math.sin(epsilonR), Math.cos(lambdaR)) * DEG, // Eq. 30
  );
  const delta = Math.asin(Math.sin(betaR) * Math.cos(epsilonR) + Math.cos(betaR) * Math.sin(epsilonR) * Math.sin(lambdaR)) * DEG; // Eq. 31
  return { rightAscension: alpha, declination: delta, siderealTime: nu, parallax: 8.794 / (3600 * earth.radius), radius: earth.radius };
}

export interface Observer {
  latitude: number;
  /** East positive. */
  longitude: number;
  elevationM: number;
}

export interface TopocentricSun {
  /** Topocentric elevation without refraction e0 (Eq. 41). */
  geometricElevation: number;
  /** Topocentric azimuth Φ, from north, eastward (Eq. 46). */
  azimuth: number;
}

/**
 * Eq. 32–41, 45–46: from the geocentric sun to the observer's horizon, before refraction.
 * `precomputed` carries the observer's terms u, x, y (Eq. 34–36) when called many times.
 */
export function topocentricSun(sun: GeocentricSun, observer: Observer, precomputed = observerTerms(observer)): TopocentricSun {
  const { sinLatitude, cosLatitude, x, y } = precomputed;
  const h = limitDegrees(sun.siderealTime + observer.longitude - sun.rightAscension) * RAD; // Eq. 32: local hour angle
  const xi = sun.parallax * RAD;
  const deltaR = sun.declination * RAD;
  const cosDelta = Math.cos(deltaR);
  const sinXi = Math.sin(xi);
  const cosH = Math.cos(h);
  const denominator = cosDelta - x * sinXi * cosH;
  const dAlpha = Math.atan2(-x * sinXi * Math.sin(h), denominator); // Eq. 37: parallax in right ascension
  const deltaPrime = Math.atan2((Math.sin(deltaR) - y * sinXi) * Math.cos(dAlpha), denominator); // Eq. 39
  const hPrime = h - dAlpha; // Eq. 40
  const cosHPrime = Math.cos(hPrime);
  const sinDeltaPrime = Math.sin(deltaPrime);
  const cosDeltaPrime = Math.cos(deltaPrime);
  const e0 = Math.asin(sinLatitude * sinDeltaPrime + cosLatitude * cosDeltaPrime * cosHPrime) * DEG; // Eq. 41
  // Eq. 45: astronomers' azimuth Γ (from south, westward); Eq. 46: Φ = Γ + 180.
  const gamma = Math.atan2(Math.sin(hPrime), cosHPrime * sinLatitude - (sinDeltaPrime / cosDeltaPrime) * cosLatitude) * DEG;
  return { geometricElevation: e0, azimuth: limitDegrees(gamma + 180) };
}

export interface ObserverTerms {
  sinLatitude: number;
  cosLatitude: number;
  x: number;
  y: number;
}

/** Eq. 34–36: the observer's geocentric position terms (earth's flattening 0.99664719, radius 6,378,140 m). */
export function observerTerms(observer: Observer): ObserverTerms {
  const phi = observer.latitude * RAD;
  const u = Math.atan(0.99664719 * Math.tan(phi));
  const height = observer.elevationM / 6378140;
  return {
    sinLatitude: Math.sin(phi),
    cosLatitude: Math.cos(phi),
    x: Math.cos(u) + height * Math.cos(phi),
    y: 0.99664719 * Math.sin(u) + height * Math.sin(phi),
  };
}

/** The sun's apparent radius (0.26667°) plus the refraction at the horizon (0.5667°): SPA's sunrise and sunset elevation. */
export const SUNRISE_ELEVATION = -(0.26667 + 0.5667);

/**
 * Eq. 42–43: atmospheric refraction Δe added to e0, for a pressure (mbar) and temperature (°C);
 * none below the sunrise elevation (as SPA's reference code does).
 */
export function refractionCorrection(geometricElevation: number, pressureMbar: number, temperatureC: number): number {
  if (geometricElevation < SUNRISE_ELEVATION) return 0;
  return (
    ((pressureMbar / 1010) * (283 / (273 + temperatureC)) * 1.02) /
    (60 * Math.tan((geometricElevation + 10.3 / (geometricElevation + 5.11)) * RAD))
  );
}

/** Eq. 47: angle of incidence on a surface of a given slope and azimuth (from north, eastward), degrees. */
export function incidenceAngle(zenith: number, azimuth: number, slope: number, surfaceAzimuth: number): number {
  const z = zenith * RAD;
  const s = slope * RAD;
  const cosine = Math.cos(z) * Math.cos(s) + Math.sin(s) * Math.sin(z) * Math.cos((azimuth - surfaceAzimuth) * RAD);
  return Math.acos(Math.min(1, Math.max(-1, cosine))) * DEG;
}

export interface SpaInput extends Observer {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Hours from UTC of the clock the time is given in (−7 for MST). */
  timezone: number;
  /** TT − UT, seconds. */
  deltaT: number;
  pressureMbar: number;
  temperatureC: number;
  /** Surface slope from horizontal and azimuth rotation from south (SPA's convention: east negative), for the incidence angle. */
  slope?: number;
  azimuthRotation?: number;
}

export interface SpaResult {
  /** Topocentric zenith angle, refraction included (Eq. 44). */
  zenith: number;
  /** Topocentric azimuth from north, eastward (Eq. 46). */
  azimuth: number;
  /** Incidence angle on the surface (Eq. 47), when slope and azimuth rotation are given. */
  incidence: number;
}

/** The full SPA for one instant. */
export function solarPosition(input: SpaInput): SpaResult {
  const dayFraction = (input.hour - input.timezone + (input.minute + input.second / 60) / 60) / 24;
  const jd = julianDay(input.year, input.month, input.day, dayFraction);
  const sun = topocentricSun(geocentricSun(jd, input.deltaT), input);
  const elevation = sun.geometricElevation + refractionCorrection(sun.geometricElevation, input.pressureMbar, input.temperatureC); // Eq. 43
  const zenith = 90 - elevation; // Eq. 44
  const incidence = incidenceAngle(zenith, sun.azimuth, input.slope ?? 0, limitDegrees((input.azimuthRotation ?? 0) + 180));
  return { zenith, azimuth: sun.azimuth, incidence };
}

// ——— The year, fast ———

/** The fixed, non-leap year weather rows are dated in (a typical year has no year of its own). */
export const SIMULATION_YEAR = 2019;
/** ΔT = TT − UT for 2019 (IERS: 69.2 s); a second's error moves the sun by about 0.004°. */
export const SIMULATION_DELTA_T = 69.2;

/**
 * The geocentric sun at 0 h UT of each day from 31 December of the year before to 2 January of
 * the year after, so every hour of the year has a day either side to interpolate with.
 */
interface DailySun {
  firstJd: number;
  rightAscension: Float64Array;
  declination: Float64Array;
  siderealTime: Float64Array;
  parallax: Float64Array;
}

let dailySunCache: DailySun | undefined;

function dailySun(): DailySun {
  if (dailySunCache) return dailySunCache;
  const firstJd = julianDay(SIMULATION_YEAR, 1, 1) - 1;
  const days = 365 + 3;
  const table: DailySun = {
    firstJd,
    rightAscension: new Float64Array(days),
    declination: new Float64Array(days),
    siderealTime: new Float64Array(days),
    parallax: new Float64Array(days),
  };
  for (let d = 0; d < days; d += 1) {
    const sun = geocentricSun(firstJd + d, SIMULATION_DELTA_T);
    table.rightAscension[d] = sun.rightAscension;
    table.declination[d] = sun.declination;
    table.siderealTime[d] = sun.siderealTime;
    table.parallax[d] = sun.parallax;
  }
  dailySunCache = table;
  return table;
}

/** A difference of two angles in (−180, 180]. */
function angleDifference(later: number, earlier: number): number {
  const difference = later - earlier;
  return difference > 180 ? difference - 360 : difference <= -180 ? difference + 360 : difference;
}

/**
 * The geocentric sun at any instant of the simulation year from the daily table: α and δ by the
 * three-point interpolation of Appendix A.4 (Eq. A.4: y = y0 + n(a + b + c·n)/2 around the nearest
 * day), ν by the sidereal rotation ν0 + 360.985647·n (Eq. A.2); ξ from the nearest day (it changes
 * by under 1e-6° a day).
 */
export function interpolatedGeocentricSun(jd: number): GeocentricSun {
  const table = dailySun();
  const offset = jd - table.firstJd;
  const day = Math.min(table.declination.length - 2, Math.max(1, Math.round(offset)));
  const n = offset - day;
  const ra = table.rightAscension;
  const a = angleDifference(ra[day]!, ra[day - 1]!);
  const b = angleDifference(ra[day + 1]!, ra[day]!);
  const dec = table.declination;
  const aDec = dec[day]! - dec[day - 1]!;
  const bDec = dec[day + 1]! - dec[day]!;
  return {
    rightAscension: limitDegrees(ra[day]! + (n * (a + b + (b - a) * n)) / 2),
    declination: dec[day]! + (n * (aDec + bDec + (bDec - aDec) * n)) / 2,
    siderealTime: table.siderealTime[day]! + 360.98564736629 * n,
    parallax: table.parallax[day]!,
    radius: 8.794 / (3600 * table.parallax[day]!),
  };
}

/**
 * The sun for each hour of the year at a site, before refraction (which depends on each hour's
 * pressure and temperature). Row i is the hour ending at i + 1 o'clock local standard time; as
 * PVWatts does, the sun is placed at the middle of the hour, and in the hours of sunrise and sunset at
 * the middle of the part of the hour the sun is up (up: e0 above SPA's sunrise elevation).
 */
export interface SunYear {
  /** Topocentric elevation before refraction, degrees; NaN for an hour the sun is down throughout. */
  geometricElevation: Float64Array;
  /** Azimuth from north, eastward, degrees. */
  azimuth: Float64Array;
  /** When in the hour the position is for: the fraction of the hour from its start (0.5 mostly). */
  hourFraction: Float64Array;
}

export interface Site extends Observer {
  utcOffsetHours: number;
}

const sunYearCache = new Map<string, SunYear>();
const SUN_YEAR_CACHE_SIZE = 16;

/** The hourly sun of `site`, cached per site (least recently used of 16 dropped). */
export function sunYear(site: Site): SunYear {
  const key = `${site.latitude},${site.longitude},${site.elevationM},${site.utcOffsetHours}`;
  const cached = sunYearCache.get(key);
  if (cached) {
    sunYearCache.delete(key);
    sunYearCache.set(key, cached);
    return cached;
  }
  const computed = computeSunYear(site);
  sunYearCache.set(key, computed);
  if (sunYearCache.size > SUN_YEAR_CACHE_SIZE) sunYearCache.delete(sunYearCache.keys().next().value!);
  return computed;
}

/** Julian day (UT) of the start of weather row `hour` (local standard time, hour-ending rows). */
export function rowStartJd(hour: number, utcOffsetHours: number): number {
  return julianDay(SIMULATION_YEAR, 1, 1) + (hour - utcOffsetHours) / 24;
}

function computeSunYear(site: Site): SunYear {
  const terms = observerTerms(site);
  const elevationAt = (jd: number): number => topocentricSun(interpolatedGeocentricSun(jd), site, terms).geometricElevation;
  const result: SunYear = {
    geometricElevation: new Float64Array(HOURS_PER_YEAR),
    azimuth: new Float64Array(HOURS_PER_YEAR),
    hourFraction: new Float64Array(HOURS_PER_YEAR),
  };
  const startJd = rowStartJd(0, site.utcOffsetHours);
  let elevationAtStart = elevationAt(startJd);
  for (let hour = 0; hour < HOURS_PER_YEAR; hour += 1) {
    const jd0 = startJd + hour / 24;
    const elevationAtEnd = elevationAt(jd0 + 1 / 24);
    const upAtStart = elevationAtStart >= SUNRISE_ELEVATION;
    const upAtEnd = elevationAtEnd >= SUNRISE_ELEVATION;
    let fraction = 0.5;
    if (upAtStart !== upAtEnd) {
      const crossing = horizonCrossing(elevationAt, jd0, elevationAtStart, elevationAtEnd);
      fraction = upAtEnd ? (crossing + 1) / 2 : crossing / 2;
    }
    const sun = topocentricSun(interpolatedGeocentricSun(jd0 + fraction / 24), site, terms);
    // Down at both ends and at the middle: night (a sun that peeks above the horizon mid-hour only, near the poles, counts).
    const up = upAtStart || upAtEnd || sun.geometricElevation >= SUNRISE_ELEVATION;
    result.geometricElevation[hour] = up ? sun.geometricElevation : Number.NaN;
    result.azimuth[hour] = sun.azimuth;
    result.hourFraction[hour] = fraction;
    elevationAtStart = elevationAtEnd;
  }
  return result;
}

/** The fraction of the hour at which the sun crosses the sunrise elevation, by regula falsi (Illinois variant), to about a second. */
function horizonCrossing(elevationAt: (jd: number) => number, jd0: number, atStart: number, atEnd: number): number {
  let lo = 0;
  let hi = 1;
  let fLo = atStart - SUNRISE_ELEVATION;
  let fHi = atEnd - SUNRISE_ELEVATION;
  let side = 0;
  for (let i = 0; i < 30 && hi - lo > 2e-4; i += 1) {
    const t = (lo * fHi - hi * fLo) / (fHi - fLo);
    const f = elevationAt(jd0 + t / 24) - SUNRISE_ELEVATION;
    if (Math.abs(f) < 1e-7) return t;
    if (f * fHi > 0) {
      hi = t;
      fHi = f;
      if (side === -1) fLo /= 2;
      side = -1;
    } else {
      lo = t;
      fLo = f;
      if (side === 1) fHi /= 2;
      side = 1;
    }
  }
  return (lo + hi) / 2;
}
