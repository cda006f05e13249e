/**
 * Irradiance on the plane of array, the way PVWatts (Dobos 2014, "PVWatts Version 5 Manual",
 * NREL/TP-6A20-62641) computes it: beam from DNI and the angle of incidence, sky diffuse by the
 * Perez 1990 model, ground-reflected by the isotropic (Liu–Jordan) view factor, and the glass
 * cover's angle-of-incidence loss on the beam. Angles in degrees, irradiance in W/m².
 */
import { RAD } from './sunPosition.ts';

/** The solar constant PVWatts uses, W/m². */
export const SOLAR_CONSTANT = 1367;

/**
 * Extraterrestrial normal irradiance for a day of the year (1–365): the solar constant times the
 * earth–sun distance factor of Spencer 1971 (Iqbal 1983, Eq. 1.2.1), Γ = 2π(n − 1)/365.
 */
export function extraterrestrialNormal(dayOfYear: number): number {
  const g = (2 * Math.PI * (dayOfYear - 1)) / 365;
  return (
    SOLAR_CONSTANT * (1.00011 + 0.034221 * Math.cos(g) + 0.00128 * Math.sin(g) + 0.000719 * Math.cos(2 * g) + 0.000077 * Math.sin(2 * g))
  );
}

/**
 * Relative optical air mass, Kasten & Young 1989 (Applied Optics 28(22) 4735–4738, their approximation formula):
 * AM = 1 / (cos z + 0.50572 (96.07995 − z)^−1.6364), z the apparent zenith in degrees; taken at
 * the horizon for a sun below it (the formula's own limit is z < 96°).
 */
export function relativeAirmass(zenith: number): number {
  const z = Math.min(zenith, 90);
  return 1 / (Math.cos(z * RAD) + 0.50572 * Math.pow(96.07995 - z, -1.6364));
}

/**
 * Perez et al. 1990, "Modeling daylight availability and irradiance components from direct and
 * global irradiance", Solar Energy 44(5) 271–289: the irradiance coefficients (the all-sites
 * composite table) for the eight sky-clearness bins, as f11, f12, f13, f21, f22, f23.
 */
const PEREZ_COEFFICIENTS: readonly (readonly [number, number, number, number, number, number])[] = [
  [-0.008, 0.588, -0.062, -0.06, 0.072, -0.022],
  [0.13, 0.683, -0.151, -0.019, 0.066, -0.029],
  [0.33, 0.487, -0.221, 0.055, -0.064, -0.026],
  [0.568, 0.187, -0.295, 0.109, -0.152, -0.014],
  [0.873, -0.392, -0.362, 0.226, -0.462, 0.001],
  [1.132, -1.237, -0.412, 0.288, -0.823, 0.056],
  [1.06, -1.6, -0.359, 0.264, -1.127, 0.131],
  [0.678, -0.327, -0.25, 0.156, -1.377, 0.251],
];
/** Upper bounds of the sky-clearness bins 1–7 (bin 8 is ε ≥ 6.2), Perez et al. 1990. */
const CLEARNESS_BIN_BOUNDS = [1.065, 1.23, 1.5, 1.95, 2.8, 4.5, 6.2];
const COS_85 = Math.cos(85 * RAD);

export interface PerezInput {
  dni: number;
  dhi: number;
  /** Apparent solar zenith, degrees. */
  zenith: number;
  /** cos of the angle of incidence on the plane. */
  cosIncidence: number;
  /** Plane tilt from horizontal, degrees. */
  tilt: number;
  /** Extraterrestrial normal irradiance (extraterrestrialNormal). */
  extraterrestrial: number;
  /** Relative air mass (relativeAirmass). */
  airmass: number;
}

/**
 * Sky diffuse irradiance on a tilted plane, Perez et al. 1990:
 * clearness ε = ((DHI + DNI)/DHI + κz³) / (1 + κz³), κ = 1.041, z in radians;
 * brightness Δ = DHI·AM / I0;
 * F1 = max(0, f11 + f12·Δ + f13·z), F2 = f21 + f22·Δ + f23·z (coefficients of ε's bin);
 * I_d = DHI·[(1 − F1)(1 + cos β)/2 + F1·a/b + F2·sin β], a = max(0, cos AOI), b = max(cos 85°, cos z).
 * Never negative (strong horizon darkening on a steep plane could make the sum so).
 */
export function perezSkyDiffuse(input: PerezInput): number {
  const { dni, dhi, tilt } = input;
  if (!(dhi > 0)) return 0;
  const zenithRad = Math.min(input.zenith, 90) * RAD;
  const kz3 = 1.041 * zenithRad * zenithRad * zenithRad;
  const clearness = ((dhi + Math.max(0, dni)) / dhi + kz3) / (1 + kz3);
  const brightness = (dhi * input.airmass) / input.extraterrestrial;
  let bin = 0;
  while (bin < CLEARNESS_BIN_BOUNDS.length && clearness >= CLEARNESS_BIN_BOUNDS[bin]!) bin += 1;
  const [f11, f12, f13, f21, f22, f23] = PEREZ_COEFFICIENTS[bin]!;
  const f1 = Math.max(0, f11 + f12 * brightness + f13 * zenithRad);
  const f2 = f21 + f22 * brightness + f23 * zenithRad;
  const a = Math.max(0, input.cosIncidence);
  const b = Math.max(COS_85, Math.cos(zenithRad));
  const tiltRad = tilt * RAD;
  const diffuse = dhi * ((1 - f1) * ((1 + Math.cos(tiltRad)) / 2) + (f1 * a) / b + f2 * Math.sin(tiltRad));
  return Math.max(0, diffuse);
}

/** Ground-reflected irradiance on a plane, isotropic ground (Liu & Jordan 1963): GHI·ρ·(1 − cos β)/2. */
export function groundReflected(ghi: number, albedo: number, tilt: number): number {
  return (ghi * albedo * (1 - Math.cos(tilt * RAD))) / 2;
}

/** cos of the angle of incidence on a plane (SPA Eq. 47 in cosine form), sun and plane azimuths from north. */
export function cosIncidence(zenith: number, azimuth: number, tilt: number, surfaceAzimuth: number): number {
  const z = zenith * RAD;
  const t = tilt * RAD;
  return Math.cos(z) * Math.cos(t) + Math.sin(z) * Math.sin(t) * Math.cos((azimuth - surfaceAzimuth) * RAD);
}

/** The module's glass cover as PVWatts models it: refractive index, extinction coefficient (1/m) and thickness (m). */
export const GLASS_COVER = { refractiveIndex: 1.526, extinctionPerM: 4, thicknessM: 0.002 } as const;

/**
 * Transmittance of the glass cover at an angle of incidence θ (De Soto, Klein & Beckman 2006,
 * Solar Energy 80(1) 78–88, after Duffie & Beckman §5.1–5.3): Snell θr = asin(sin θ / n);
 * Fresnel reflection of unpolarised light, ½[sin²(θr − θ)/sin²(θr + θ) + tan²(θr − θ)/tan²(θr + θ)];
 * Bouguer absorption exp(−K·L / cos θr). τ(θ) = exp(−KL/cos θr)·(1 − reflection).
 */
export function coverTransmittance(incidence: number): number {
  const { refractiveIndex: n, extinctionPerM: k, thicknessM: l } = GLASS_COVER;
  if (incidence >= 90) return 0;
  const theta = Math.max(incidence, 1e-4) * RAD; // at normal incidence the Fresnel ratios are 0/0: their limit is ((n − 1)/(n + 1))²
  const thetaR = Math.asin(Math.sin(theta) / n);
  const sinRatio = Math.sin(thetaR - theta) / Math.sin(thetaR + theta);
  const tanRatio = Math.tan(thetaR - theta) / Math.tan(thetaR + theta);
  const reflected = (sinRatio * sinRatio + tanRatio * tanRatio) / 2;
  return Math.exp((-k * l) / Math.cos(thetaR)) * (1 - reflected);
}

const NORMAL_TRANSMITTANCE =
  Math.exp(-GLASS_COVER.extinctionPerM * GLASS_COVER.thicknessM) *
  (1 - ((GLASS_COVER.refractiveIndex - 1) / (GLASS_COVER.refractiveIndex + 1)) ** 2);

/** Incidence angle modifier of the beam: τ(θ)/τ(0), 1 at normal incidence, 0 at grazing. */
export function incidenceAngleModifier(incidence: number): number {
  return coverTransmittance(incidence) / NORMAL_TRANSMITTANCE;
}

export interface PlaneOfArray {
  /** DNI·max(0, cos AOI). */
  beam: number;
  skyDiffuse: number;
  groundReflected: number;
  /** Incident: beam + sky diffuse + ground-reflected. */
  total: number;
  /**
   * Transmitted through the cover: beam·τ(AOI)/τ(0) + sky diffuse + ground-reflected. As in PVWatts
   * v5, only the beam gets the angle-of-incidence loss; diffuse and ground-reflected pass unmodified
   * (their cover loss is part of the module's rating at standard conditions, to first order).
   */
  transmitted: number;
  /** Angle of incidence, degrees. */
  incidence: number;
}

export interface SkyState {
  ghi: number;
  dni: number;
  dhi: number;
  albedo: number;
  /** Apparent zenith and azimuth (from north), degrees. */
  zenith: number;
  azimuth: number;
  extraterrestrial: number;
  airmass: number;
}

/** The plane-of-array irradiance of a plane of a given tilt and azimuth (from north) under `sky`. */
export function planeOfArray(sky: SkyState, tilt: number, surfaceAzimuth: number): PlaneOfArray {
  const cosAoi = Math.min(1, Math.max(-1, cosIncidence(sky.zenith, sky.azimuth, tilt, surfaceAzimuth)));
  const incidence = Math.acos(cosAoi) / RAD;
  const beam = sky.dni * Math.max(0, cosAoi);
  const skyDiffuse = perezSkyDiffuse({
    dni: sky.dni,
    dhi: sky.dhi,
    zenith: sky.zenith,
    cosIncidence: cosAoi,
    tilt,
    extraterrestrial: sky.extraterrestrial,
    airmass: sky.airmass,
  });
  const ground = groundReflected(sky.ghi, sky.albedo, tilt);
  const transmittedBeam = beam > 0 ? beam * incidenceAngleModifier(incidence) : 0;
  return {
    beam,
    skyDiffuse,
    groundReflected: ground,
    total: beam + skyDiffuse + ground,
    transmitted: transmittedBeam + skyDiffuse + ground,
    incidence,
  };
}
