import type { IntervalPeriods, Tariff } from './model.ts';

/*
 * What exported energy earns, by the rule of the site's interconnection:
 * - none: export is not paid; PV the site cannot use is curtailed, and the battery never exports.
 * - flat: every exported kWh earns one price.
 * - net metering: an exported kWh is credited at the import energy rate of its interval (the
 *   period's base rate) less a non-bypassable charge; the credits offset energy charges only (not
 *   demand or fixed charges) and are trued up either monthly (a month's credits beyond its energy
 *   charges are forfeited) or annually (they carry over from month to month, and whatever is left
 *   at the year's end is forfeited). Decision 092.
 * - net billing: exports earn a price of their own, one for the year, one per interval, or one per
 *   month × hour × weekday/weekend (a 12 × 24 × 2 table, like California's export compensation).
 * Where a rule pays, the battery may export as PV does: the bill sees only the meter's net flow.
 */

/** A 12 × 24 × 2 table: [month 0–11][clock hour 0–23][0 weekday, 1 weekend or holiday], $/kWh. */
export type ExportTable = readonly (readonly (readonly number[])[])[];

export type ExportRule =
  | { rule: 'none' }
  | { rule: 'flat'; pricePerKWh: number }
  | { rule: 'net-metering'; nonBypassablePerKWh: number; trueUp?: 'monthly' | 'annual' }
  | { rule: 'net-billing'; pricePerKWh: number }
  | { rule: 'net-billing'; prices: ArrayLike<number> }
  | { rule: 'net-billing'; table: ExportTable };

export const EXPORT_RULES = ['none', 'flat', 'net-metering', 'net-billing'] as const;
export const TRUE_UPS = ['monthly', 'annual'] as const;

/** A rule's terms for each interval of the year. */
export interface ExportTerms {
  /** False: nothing is exported. */
  paid: boolean;
  /** $/kWh each interval's export earns before any true-up. */
  pricePerKWh: Float64Array;
  /** Net metering's true-up: over which span credits may offset energy charges; 'none' for the other rules. */
  trueUp: 'none' | 'monthly' | 'annual';
}

/** The rule of a tariff that carries its own export price (the request's older `tariff.exportPricePerKWh`). */
export function exportRuleOfTariff(tariff: Pick<Tariff, 'exportPricePerKWh'>): ExportRule {
  return tariff.exportPricePerKWh === null ? { rule: 'none' } : { rule: 'flat', pricePerKWh: tariff.exportPricePerKWh };
}

/** The rule's price in every interval (periods: where each interval falls in the tariff and the calendar). */
export function exportTermsOf(rule: ExportRule, tariff: Tariff, periods: IntervalPeriods): ExportTerms {
  const count = periods.month.length;
  const price = new Float64Array(count);
  switch (rule.rule) {
    case 'none':
      return { paid: false, pricePerKWh: price, trueUp: 'none' };
    case 'flat':
      return { paid: true, pricePerKWh: price.fill(rule.pricePerKWh), trueUp: 'none' };
    case 'net-metering':
      for (let t = 0; t < count; t++) price[t] = Math.max(0, tariff.energyRates[periods.energyPeriod[t]!]! - rule.nonBypassablePerKWh);
      return { paid: true, pricePerKWh: price, trueUp: rule.trueUp ?? 'monthly' };
    case 'net-billing':
      if ('pricePerKWh' in rule) price.fill(rule.pricePerKWh);
      else if ('prices' in rule) {
        if (rule.prices.length !== count) throw new RangeError(`Expected ${count} export prices, got ${rule.prices.length}`);
        price.set(Array.from(rule.prices));
      } else {
        for (let t = 0; t < count; t++) price[t] = rule.table[periods.month[t]!]![periods.hour[t]!]![periods.weekendSchedule[t]! ? 1 : 0]!;
      }
      return { paid: true, pricePerKWh: price, trueUp: 'none' };
  }
}

/**
 * The credit actually given, month by month, from the credit each month earned and its energy
 * charges: net metering's true-up takes back what may not offset energy. Annually, the year's
 * unused credit is taken from the last months first, so no month's credit goes below zero.
 */
export function trueUpCredits(terms: Pick<ExportTerms, 'trueUp'>, earned: readonly number[], energyCharges: readonly number[]): number[] {
  if (terms.trueUp === 'monthly') return earned.map((credit, month) => Math.min(credit, energyCharges[month]!));
  if (terms.trueUp === 'none') return [...earned];
  const credits = [...earned];
  let unused = credits.reduce((sum, c) => sum + c, 0) - energyCharges.reduce((sum, c) => sum + c, 0);
  for (let month = credits.length - 1; month >= 0 && unused > 0; month--) {
    const taken = Math.min(unused, credits[month]!);
    credits[month] = credits[month]! - taken;
    unused -= taken;
  }
  return credits;
}
