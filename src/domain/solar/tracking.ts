/**
 * Single-axis tracking on a horizontal north–south axis: the ideal rotation (Marion & Dobos 2013,
 * "Rotation Angle for the Optimum Tracking of One-Axis Trackers", NREL/TP-6A20-58891), backtracking
 * (Lorenzo et al. 2011, Prog. Photovolt. 19 747–753; in the form of Anderson & Mikofski 2020,
 * "Slope-Aware Backtracking for Single-Axis Trackers", NREL/TP-5K00-76626, with no cross-axis slope),
 * and the rotation limit. Rotation angles are degrees, positive toward the west (the axis points
 * south, right-handed about it), 0 = flat. Sun azimuths from north, eastward.
 */
import { RAD } from './sunPosition.ts';

/** The axis's azimuth: it runs north–south, its positive direction pointing south. */
export const TRACKER_AXIS_AZIMUTH = 180;

export interface TrackerSettings {
  /** Module width across the axis over the row pitch. */
  groundCoverageRatio: number;
  /** The largest rotation either way, degrees. */
  rotationLimitDeg: number;
  backtracking: boolean;
}

/**
 * The rotation that puts the sun in the plane through the axis and the module's normal, with
 * axis tilt βa = 0 (Marion & Dobos 2013, ideal rotation angle R): tan R = sin θz·sin(γs − γa) / cos θz,
 * taken with atan2 so that a sun below the horizon still gives the right side. It is also the
 * sun's zenith angle projected onto the plane normal to the axis.
 */
export function trueTrackingAngle(zenith: number, azimuth: number): number {
  const z = zenith * RAD;
  return Math.atan2(Math.sin(z) * Math.sin((azimuth - TRACKER_AXIS_AZIMUTH) * RAD), Math.cos(z)) / RAD;
}

/**
 * Backtracking (Lorenzo et al. 2011; Anderson & Mikofski 2020, their correction θc with cross-axis slope 0):
 * when |cos θT| < GCR the rows would shade each other, and the tracker turns back by
 * θc = −sign(θT)·acos(|cos θT| / GCR), so that the shadow of one row just reaches the next.
 */
export function backtrackedAngle(trueAngle: number, groundCoverageRatio: number): number {
  const ratio = Math.abs(Math.cos(trueAngle * RAD)) / groundCoverageRatio;
  if (ratio >= 1) return trueAngle;
  return trueAngle - Math.sign(trueAngle) * (Math.acos(ratio) / RAD);
}

/** The tracker's rotation for a sun position: true tracking, backtracked if asked, within the rotation limit; flat when the sun is down. */
export function trackerRotation(zenith: number, azimuth: number, settings: TrackerSettings): number {
  if (!(zenith < 90)) return 0;
  const trueAngle = trueTrackingAngle(zenith, azimuth);
  const angle = settings.backtracking ? backtrackedAngle(trueAngle, settings.groundCoverageRatio) : trueAngle;
  return Math.max(-settings.rotationLimitDeg, Math.min(settings.rotationLimitDeg, angle));
}

/**
 * The module plane of a horizontal-axis tracker at a rotation R (Marion & Dobos 2013 with βa = 0):
 * tilt β = |R|, azimuth γa + 90° when it faces west (R > 0), γa − 90° when east.
 */
export function trackerSurface(rotation: number): { tilt: number; azimuth: number } {
  return { tilt: Math.abs(rotation), azimuth: rotation >= 0 ? TRACKER_AXIS_AZIMUTH + 90 : TRACKER_AXIS_AZIMUTH - 90 };
}

/**
 * The share of a module's width in the shadow of the next row (2-D, infinitely long rows on level
 * ground): the sun's rays seen along the axis cross a module's width w with a footprint w·cos(R − θT)
 * and the pitch with pitch·cos θT, so the shaded fraction is max(0, 1 − cos θT / (GCR·cos(R − θT))).
 * Zero under backtracking (a rotation limit only turns the modules flatter, shrinking the footprint).
 */
export function rowShadedFraction(rotation: number, trueAngle: number, groundCoverageRatio: number): number {
  const footprint = groundCoverageRatio * Math.cos((rotation - trueAngle) * RAD);
  if (footprint <= 0) return 0;
  const shaded = 1 - Math.abs(Math.cos(trueAngle * RAD)) / footprint;
  return Math.min(1, Math.max(0, shaded));
}
