import { RFQ_STATUS_LABELS } from '../../domain/constants.ts';
import { labelOf } from '../../domain/labels.ts';
import { lineTotal, rfqTitle, type Rfq, type RfqItem } from '../../domain/rfqs.ts';
import { toCsv } from '../../domain/csv.ts';

const FIELDS = [
  'RFQ',
  'Project',
  'Status',
  'Submitted',
  'Required by',
  'Ship to',
  'Line',
  'Product',
  'Manufacturer',
  'Model',
  'Quantity',
  'Unit',
  'Unit price (USD)',
  'Line total (USD)',
  'Line note',
  // What staff quoted: appended, so the columns above keep their places.
  'Quoted unit price (USD)',
  'Lead time (weeks)',
  'Quoted line total (USD)',
  'Quote total (USD)',
  'Quote valid until',
] as const;

type Row = Record<(typeof FIELDS)[number], string | number>;

/** What the database holds to the ten-thousandth, to the cent at least: "158.1000" → "158.10", "0.2735" stays. */
function plainUnitPrice(unitPrice: string): string {
  return unitPrice.replace(/(\.\d{2}\d*?)0+$/, '$1');
}

/**
 * An RFQ as CSV, one row per line with the RFQ's own fields repeated, so exports open in a
 * spreadsheet and concatenate into one table. Once quoted, each line carries its quoted unit price,
 * lead time and total, each charge (freight…) follows as a row of its own (Line "Charge", its label
 * as the product), and every row carries the quote's total and last day: the quoted line totals of
 * an RFQ's rows add up to its quote's total.
 */
export function rfqCsv(rfq: Rfq, items: readonly RfqItem[]): string {
  const common = {
    RFQ: rfq.id,
    Project: rfqTitle(rfq),
    Status: labelOf(RFQ_STATUS_LABELS, rfq.status),
    Submitted: rfq.submittedAt?.slice(0, 10) ?? '',
    'Required by': rfq.neededBy ?? '',
    'Ship to': rfq.shipToAddress ?? '',
    'Quote total (USD)': rfq.quote?.amount ?? '',
    'Quote valid until': rfq.quote?.validUntil ?? '',
  };
  const lines = items.map((item, index): Row => {
    const total = lineTotal(item);
    return {
      ...common,
      Line: index + 1,
      Product: item.product.name,
      Manufacturer: item.product.manufacturer,
      Model: item.product.model,
      Quantity: item.quantity,
      Unit: item.product.unitType ?? 'unit',
      'Unit price (USD)': item.product.price ?? '',
      'Line total (USD)': total === null ? '' : total.toFixed(2),
      'Line note': item.specifications ?? '',
      'Quoted unit price (USD)': item.quote ? plainUnitPrice(item.quote.unitPrice) : '',
      'Lead time (weeks)': item.quote?.leadTimeWeeks ?? '',
      'Quoted line total (USD)': item.quote?.lineTotal ?? '',
    };
  });
  const charges = (rfq.quote?.charges ?? []).map((charge): Row => ({
    ...common,
    Line: 'Charge',
    Product: charge.label,
    Manufacturer: '',
    Model: '',
    Quantity: '',
    Unit: '',
    'Unit price (USD)': '',
    'Line total (USD)': '',
    'Line note': '',
    'Quoted unit price (USD)': '',
    'Lead time (weeks)': '',
    'Quoted line total (USD)': charge.amount,
  }));
  return toCsv(FIELDS, [...lines, ...charges]);
}

export function rfqCsvFileName(rfq: Pick<Rfq, 'id'>): string {
  return `voltfield-rfq-${rfq.id}.csv`;
}
