/*
 * Tiered (block) energy rates: the price of a kWh rises with the month's kWh imported so far.
 * URDB writes them as tiers of each energy period with a `max` each (kWh a month, or kWh a day
 * times the month's days). The optimizer takes the form utilities bill tiered TOU rates in: each
 * period's base price (its first tier) plus a tier adder that is the same in every period (a
 * baseline credit or surcharge); a month's kWh fill the tiers in order, whatever the period.
 *
 *   energy charge of month m = Σₜ h·baseₜ·gₜ + Σₖ adderₖ·yₘ,ₖ,   Σₖ yₘ,ₖ = Σₜ h·gₜ,   0 ≤ yₘ,ₖ ≤ widthₖ
 *
 * With adders that never fall (increasing block rates) a linear program fills the cheap tiers
 * first of its own accord, so yₘ,ₖ are plain LP columns. Falling adders (declining block rates)
 * would need integer variables to force that order; they are refused (decision 093).
 */

export interface EnergyTiers {
  /** Where each tier but the last ends: cumulative kWh of the month (or of the day, when `daily`), increasing. */
  upToKWh: readonly number[];
  /** $/kWh added to the period's base price in each tier: the first is 0, none less than the one before. */
  adders: readonly number[];
  /** The limits are kWh a day (URDB's "kWh daily"): a month's are the days' sum. */
  daily: boolean;
}

/** A URDB tier as the reader has it. */
interface UrdbTier {
  rate: number;
  adj?: number | null;
  max?: number | null;
  unit?: string | null;
}

/** The kWh each tier holds in a month of `days` days (the last: Infinity). */
export function tierWidths(tiers: EnergyTiers, days: number): number[] {
  const scale = tiers.daily ? days : 1;
  return tiers.adders.map((_, k) =>
    k < tiers.upToKWh.length ? (tiers.upToKWh[k]! - (k > 0 ? tiers.upToKWh[k - 1]! : 0)) * scale : Infinity,
  );
}

/** The tier adders' charge on a month's imported kWh, filling the tiers in order. */
export function tierCharge(tiers: EnergyTiers, days: number, kWh: number): number {
  let left = kWh;
  let charge = 0;
  for (const [k, width] of tierWidths(tiers, days).entries()) {
    const used = Math.min(left, width);
    charge += used * tiers.adders[k]!;
    left -= used;
    if (left <= 0) break;
  }
  return charge;
}

/**
 * The energy structure's tiers: each period's base price (its first tier's rate + adj) and, if
 * any period's tiers differ in price, the shared tiers. `priceOf` is the reader's rounding of a
 * tier's price. Refused, each at its field: tiers priced per kWh/kW (they depend on demand), limits
 * that differ between periods or do not rise, adders that differ between periods or fall.
 */
export function readEnergyTiers(
  periods: readonly (readonly UrdbTier[])[],
  priceOf: (tier: UrdbTier) => number,
  issues: { path: PropertyKey[]; message: string }[],
): { basePrices: number[]; tiers?: EnergyTiers } {
  const field = 'energyratestructure';
  const basePrices = periods.map((tiers) => priceOf(tiers[0]!));
  // Tiers that all cost the same (URDB editors sometimes split a period at a max without changing the price) are one price.
  const tiered = periods.map((tiers, period) => tiers.some((tier) => Math.abs(priceOf(tier) - basePrices[period]!) > 1e-9));
  const first = tiered.indexOf(true);
  if (first < 0) return { basePrices };
  const model = periods[first]!;
  const adders = model.map((tier) => Number((priceOf(tier) - basePrices[first]!).toPrecision(12)));
  const upToKWh = model.slice(0, -1).map((tier) => tier.max ?? NaN);
  const unit = model[0]!.unit ?? 'kWh';
  const before = issues.length;
  if (unit !== 'kWh' && unit !== 'kWh daily') {
    issues.push({
      path: [field, first, 0, 'unit'],
      message: `Tiers counted in "${unit}" depend on the month's demand: only tiers of kWh a month ("kWh") or a day ("kWh daily") are supported`,
    });
  }
  model.slice(0, -1).forEach((tier, k) => {
    const max = tier.max;
    if (max == null || !(max > (k > 0 ? (model[k - 1]!.max ?? 0) : 0)))
      issues.push({ path: [field, first, k, 'max'], message: 'Every tier but the last needs a max (kWh) above the tier before' });
  });
  adders.forEach((adder, k) => {
    if (k > 0 && adder < adders[k - 1]!)
      issues.push({
        path: [field, first, k, 'rate'],
        message: `Tier ${k} costs less than tier ${k - 1}: declining block rates need integer variables, and the optimizer takes only tiers whose price never falls`,
      });
  });
  const differing = periods.flatMap((tiers, period) => {
    const same =
      tiers.length === model.length &&
      tiers.every(
        (tier, k) =>
          Math.abs(priceOf(tier) - basePrices[period]! - adders[k]!) <= 1e-9 &&
          (k === tiers.length - 1 || tier.max === model[k]!.max) &&
          (tier.unit == null || tier.unit === unit),
      );
    return same ? [] : [period];
  });
  if (differing.length > 0) {
    const named = differing.slice(0, 5).join(', ') + (differing.length > 5 ? ` and ${differing.length - 5} more` : '');
    issues.push({
      path: [field, first],
      message: `Period ${first} has tiers that differ in price; tiered rates need the same tiers in every period (the same max and unit, and the same price above the period's first tier), and period${differing.length === 1 ? '' : 's'} ${named} differ${differing.length === 1 ? 's' : ''}`,
    });
  }
  if (issues.length > before) return { basePrices };
  return { basePrices, tiers: { upToKWh, adders, daily: unit === 'kWh daily' } };
}
