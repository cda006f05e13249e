import * as z from 'zod/mini';

/** How a PV array is mounted: fixed tilt, or on one-axis trackers (north–south axis). Shared by the solar and PPA requests. */
export const SOLAR_TRACKING = ['fixed', 'single-axis'] as const;
export type SolarTracking = (typeof SOLAR_TRACKING)[number];

export const SOLAR_TRACKING_LABELS: Readonly<Record<SolarTracking, string>> = {
  fixed: 'Fixed tilt',
  'single-axis': 'Single-axis tracking',
};

export const trackingSchema = /* @__PURE__ */ z.enum(SOLAR_TRACKING, {
  error: (issue) => (issue.input === undefined ? 'Required' : "Invalid enum value. Expected 'fixed' | 'single-axis'"),
});
