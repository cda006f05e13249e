import { formatCalendarDate, formatCurrency, formatMomentDate } from './format.ts';
import { isQuoteExpired, MAX_RFQ_VALUE, type Rfq } from './rfqs.ts';

/**
 * A quote's money, exact to the cent wherever it is computed: the staff's form shows the total as
 * it is typed, the server checks and stores the same figures. Unit prices are per the product's
 * catalog unit (a module, or a W for a product sold per W) and take 4 decimals ($0.2735/W; a module
 * priced per W is stored per module, `pricePerItem`), amounts 2; a line's total is unit price ×
 * quantity rounded half up to the cent. The arithmetic is in integers (BigInt): 10^9 W at $10,000/W would lose cents
 * in floating point.
 */

export const UNIT_PRICE_DECIMALS = 4;
export const AMOUNT_DECIMALS = 2;

/** A lead time longer than two years is a typing mistake; 0 means from stock. */
export const MAX_LEAD_TIME_WEEKS = 104;

/** Charges beside the lines (freight, crating, commissioning, …): a handful at most. */
export const MAX_QUOTE_CHARGES = 10;

/** The most a quote's total may be: what an RFQ's estimate may be (decision 029). */
export const MAX_QUOTE_TOTAL = MAX_RFQ_VALUE;
export const QUOTE_TOTAL_MESSAGE = `The quote's total must be at most $${MAX_QUOTE_TOTAL.toLocaleString('en-US')}`;

/** Whether a number has at most `decimals` decimals (0.1 + 0.2 counts as 0.3, 10.005 does not count as 2 decimals). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.round(scaled) === Number(scaled.toFixed(6));
}

/** A non-negative amount (a number, or a decimal string as the database sends it) in whole 10^-decimals. */
export function toUnits(value: number | string, decimals: number): bigint {
  const text = typeof value === 'number' ? value.toFixed(decimals) : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a non-negative decimal: ${text}`);
  const fraction = (match[2] ?? '').padEnd(decimals, '0');
  // Digits beyond `decimals` are rounded half up, as the database rounds numeric.
  const kept = BigInt(match[1]! + fraction.slice(0, decimals));
  return fraction.length > decimals && Number(fraction[decimals]) >= 5 ? kept + 1n : kept;
}

/** Whole 10^-decimals as a decimal string: 123456n, 2 → "1234.56". */
export function fromUnits(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A line's total in cents: unit price × quantity, half up. */
export function lineTotalCents(unitPrice: number | string, quantity: number): bigint {
  const exact = toUnits(unitPrice, UNIT_PRICE_DECIMALS) * BigInt(quantity);
  const perCent = 10n ** BigInt(UNIT_PRICE_DECIMALS - AMOUNT_DECIMALS);
  return (exact + perCent / 2n) / perCent;
}

export interface QuoteTotals {
  /** Each line's total, in the lines' order. */
  lineTotals: string[];
  /** The lines added up. */
  subtotal: string;
  /** The lines and the charges added up: the quote's amount. */
  total: string;
  /** The total is at most MAX_QUOTE_TOTAL. */
  withinLimit: boolean;
}

/** What priced lines and charges add up to, every figure a decimal string to the cent. */
export function quoteTotals(
  lines: readonly { unitPrice: number | string; quantity: number }[],
  charges: readonly { amount: number | string }[],
): QuoteTotals {
  const lineCents = lines.map((line) => lineTotalCents(line.unitPrice, line.quantity));
  const subtotal = lineCents.reduce((sum, cents) => sum + cents, 0n);
  const total = charges.reduce((sum, charge) => sum + toUnits(charge.amount, AMOUNT_DECIMALS), subtotal);
  return {
    lineTotals: lineCents.map((cents) => fromUnits(cents, AMOUNT_DECIMALS)),
    subtotal: fromUnits(subtotal, AMOUNT_DECIMALS),
    total: fromUnits(total, AMOUNT_DECIMALS),
    withinLimit: total <= BigInt(MAX_QUOTE_TOTAL) * 100n,
  };
}

/** Two amounts are the same to the cent ("285.5" and "285.50"). */
export function sameAmount(a: number | string, b: number | string): boolean {
  return toUnits(a, AMOUNT_DECIMALS) === toUnits(b, AMOUNT_DECIMALS);
}

/** "$0.2735", "$12.50", "$1,250.00": a unit price in dollars, with the cents and any further decimals it has (up to 4). */
export function formatUnitPrice(unitPrice: string | number): string {
  return formatCurrency(Number(unitPrice), 2, 4);
}

/**
 * What a quoted unit price is per: the catalog's unit of the product (`item`: a module, an inverter,
 * a kWh, as the product is sold) or a watt, for a product whose watts per unit the catalog knows.
 * A price per W is turned into a price per item before it is checked and stored.
 */
export const QUOTE_PRICE_UNITS = ['item', 'W'] as const;
export type QuotePriceUnit = (typeof QUOTE_PRICE_UNITS)[number];

/** "module", "inverter", "kWh", "unit": what one of a product is, as the catalog sells it. */
export function unitName(unitType: string | null): string {
  return unitType ?? 'unit';
}

/** A price per watt as a price per unit: $/W × the watts of one unit, half up to 4 decimals ($0.2735/W × 620 W = $169.57). */
export function pricePerItem(pricePerWatt: number | string, watts: number): string {
  const exact = toUnits(pricePerWatt, UNIT_PRICE_DECIMALS) * toUnits(watts, 3);
  return fromUnits((exact + 500n) / 1000n, UNIT_PRICE_DECIMALS);
}

/**
 * How far a quoted price may stray from the catalog's list price before staff are warned: under a
 * third, or over three times. A price per W typed as a price per module (or the reverse) is off by
 * hundreds; a real discount or surcharge stays inside.
 */
export const CATALOG_PRICE_FACTOR = 3;

/** What a quote sent says staff should check, by the field it is about (`lines.0.unitPrice`): it was sent all the same. */
export interface QuoteWarning {
  path: string;
  message: string;
}

/**
 * A warning when a quoted price per unit is far from the catalog's price of that unit, naming both
 * with the unit; null when it is close, or the product has no list price.
 */
export function catalogPriceWarning(unitPrice: number | string, product: { price: string | null; unitType: string | null }): string | null {
  const listed = product.price === null ? 0 : Number(product.price);
  if (!(listed > 0)) return null;
  const ratio = Number(unitPrice) / listed;
  const per = ` per ${unitName(product.unitType)}`;
  const quoted = `${formatUnitPrice(unitPrice)}${per}`;
  const catalog = `the catalog price (${formatUnitPrice(listed)}${per})`;
  if (ratio < 1 / CATALOG_PRICE_FACTOR) return `${quoted} is less than a third of ${catalog}: check the price and its unit`;
  if (ratio > CATALOG_PRICE_FACTOR) return `${quoted} is more than ${CATALOG_PRICE_FACTOR} times ${catalog}: check the price and its unit`;
  return null;
}

/** "6 weeks", "1 week", "From stock". */
export function formatLeadTime(weeks: number): string {
  if (weeks === 0) return 'From stock';
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

/**
 * Where a quote stands, in a sentence both sides read: valid until its date, expired on it, or the
 * buyer's answer with its date. Null without a quote. `timeZone` is the reader's (the server's
 * documents say UTC).
 */
export function quoteStanding(
  rfq: Pick<Rfq, 'status' | 'quote' | 'answer'>,
  now: Date = new Date(),
  timeZone?: string,
): { tone: 'open' | 'expired' | 'accepted' | 'declined' | 'closed'; text: string } | null {
  const { quote } = rfq;
  if (!quote) return null;
  const answer = rfq.answer;
  if (answer?.status === 'accepted') return { tone: 'accepted', text: `Accepted on ${formatMomentDate(answer.at, timeZone)}` };
  if (answer?.status === 'declined') return { tone: 'declined', text: `Declined on ${formatMomentDate(answer.at, timeZone)}` };
  if (rfq.status === 'closed') return { tone: 'closed', text: `Closed; the quote was valid until ${formatCalendarDate(quote.validUntil)}` };
  if (isQuoteExpired(quote, now)) return { tone: 'expired', text: `Expired: it was valid until ${formatCalendarDate(quote.validUntil)}` };
  return { tone: 'open', text: `Valid until ${formatCalendarDate(quote.validUntil)}` };
}
