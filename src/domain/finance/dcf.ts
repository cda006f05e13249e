/**
 * Discounting helpers. Conventions used across the calculators: nominal dollars, end-of-year cash
 * flows, year 1 is the first operating year, rates as fractions (0.065 = 6.5 %/yr).
 */

/**
 * Present value, at `rate`, of a stream that pays 1 at the end of year 1 and grows by `growth`
 * each year after, for `years` years:
 *
 *   A = Σ_{t=1..n} g^(t−1) / (1+r)^t = (1 − x^n) / ((1+r)(1 − x)),  x = g / (1+r)
 *   and A = n / (1+r) when x = 1 (growth exactly offsets discounting; includes r = 0, g = 1).
 *
 * @param rate discount rate per year, fraction (≥ 0)
 * @param growth yearly growth factor of the stream, e.g. (1 + escalation) × (1 − degradation)
 * @param years whole years (≥ 1)
 * @example growingAnnuityFactor(0.1, 1, 2) // 1/1.1 + 1/1.21 = 1.735537…
 */
export function growingAnnuityFactor(rate: number, growth: number, years: number): number {
  const x = growth / (1 + rate);
  if (Math.abs(1 - x) < 1e-12) return years / (1 + rate);
  return (1 - x ** years) / ((1 + rate) * (1 - x));
}

/**
 * Undiscounted sum of a yearly amount that starts at `firstYear` and escalates by `escalation`:
 *   S = Σ_{t=1..n} a (1+e)^(t−1) = a ((1+e)^n − 1) / e,  and a n when e = 0.
 * @example escalatedSum(1, 0.025, 25) // 34.1578…: 25 years at 2.5 % pay 1.366 × the flat sum
 */
export function escalatedSum(firstYear: number, escalation: number, years: number): number {
  if (escalation === 0) return firstYear * years;
  return (firstYear * ((1 + escalation) ** years - 1)) / escalation;
}

/**
 * A yearly amount over a term, flat (first year × years) and escalating, summed exactly, with
 * each year's amount. The calculators' long-term views (lease income, battery savings) use it.
 */
export function escalatedProjection(firstYear: number, years: number, escalation: number) {
  return {
    years,
    escalation,
    base: firstYear * years,
    escalated: escalatedSum(firstYear, escalation, years),
    /** The escalated sum as a multiple of the flat one (1.366 for 25 years at 2.5 %). */
    multiplier: escalatedSum(1, escalation, years) / years,
    /** Year 1 first. */
    schedule: Array.from({ length: years }, (_, index) => firstYear * (1 + escalation) ** index),
  };
}

/**
 * Levelized cost of energy with a fixed charge rate, as NREL's SAM `lcoefcr` module computes it:
 *   LCOE = (FCR × TCC + FOC) / AEP + VOC
 * @param tcc total capital cost, $   @param foc fixed operating cost, $/yr
 * @param fcr fixed charge rate, fraction   @param aep annual energy production, kWh
 * @param voc variable operating cost, $/kWh (default 0)
 * @example fixedChargeRateLcoe({ tcc: 52e6, foc: 650e3, fcr: 0.0816026, aep: 105_741_824 }) // 0.0462762 $/kWh
 */
export function fixedChargeRateLcoe({
  tcc,
  foc,
  fcr,
  aep,
  voc = 0,
}: {
  tcc: number;
  foc: number;
  fcr: number;
  aep: number;
  voc?: number;
}): number {
  return (fcr * tcc + foc) / aep + voc;
}

/**
 * Capital recovery factor: the fixed charge rate of a loan-like recovery of capital at `rate`
 * over `years` (before taxes): CRF = r (1+r)^n / ((1+r)^n − 1), and 1/n when r = 0.
 */
export function capitalRecoveryFactor(rate: number, years: number): number {
  if (rate === 0) return 1 / years;
  return (rate * (1 + rate) ** years) / ((1 + rate) ** years - 1);
}

/** Net present value at `rate` of flows at the end of years 0, 1, 2, … (flows[0] undiscounted). */
export function netPresentValue(rate: number, flows: readonly number[]): number {
  // Horner's rule, multiplying by 1/(1+r) (a division per term doubled the IRR's cost).
  const factor = 1 / (1 + rate);
  let npv = 0;
  for (let t = flows.length - 1; t >= 0; t -= 1) npv = npv * factor + flows[t]!;
  return npv;
}

/**
 * Internal rate of return of flows at the end of years 0, 1, 2, …: the lowest rate in
 * (−99 %, 1,000 %) where the NPV changes sign, or null when it never does (flows all of one sign,
 * or a return beyond the range). Scans 30 rates spaced evenly in log(1 + r) for the first sign
 * change, then refines inside that bracket with Newton steps, bisecting whenever a step would
 * leave it. Flows that change sign once have exactly one root; for a stream with several, the
 * lowest the scan brackets is given.
 * @example internalRateOfReturn([-100, 110]) // 0.1
 */
export function internalRateOfReturn(flows: readonly number[]): number | null {
  const steps = 30;
  const logLow = Math.log1p(-0.99);
  const step = (Math.log1p(10) - logLow) / steps;
  let low = -0.99;
  let lowValue = netPresentValue(low, flows);
  for (let index = 1; index <= steps; index += 1) {
    if (lowValue === 0) return low;
    const high = Math.expm1(logLow + index * step);
    const highValue = netPresentValue(high, flows);
    if (highValue === 0) return high;
    if (Math.sign(highValue) !== Math.sign(lowValue)) return refineRoot(flows, low, high, Math.sign(lowValue));
    low = high;
    lowValue = highValue;
  }
  return null;
}

function refineRoot(flows: readonly number[], low: number, high: number, signLow: number): number {
  let rate = (low + high) / 2;
  for (let i = 0; i < 100; i += 1) {
    // NPV and its derivative in one pass.
    const factor = 1 / (1 + rate);
    let npv = 0;
    let slope = 0;
    let discount = 1;
    for (let t = 0; t < flows.length; t += 1) {
      npv += flows[t]! * discount;
      slope -= t * flows[t]! * discount * factor;
      discount *= factor;
    }
    if (npv === 0) return rate;
    if (Math.sign(npv) === signLow) low = rate;
    else high = rate;
    const newton = rate - npv / slope;
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - rate) < 1e-14 || high - low < 1e-14) return next;
    rate = next;
  }
  return rate;
}
