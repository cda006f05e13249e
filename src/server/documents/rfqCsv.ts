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
] as const;

/**
 * An RFQ as CSV, one row per line with the RFQ's own fields repeated, so exports open in a
 * spreadsheet and concatenate into one table.
 */
export function rfqCsv(rfq: Rfq, items: readonly RfqItem[]): string {
  const rows = items.map((item, index): Record<(typeof FIELDS)[number], string | number> => {
    const total = lineTotal(item);
    return {
      RFQ: rfq.id,
      Project: rfqTitle(rfq),
      Status: labelOf(RFQ_STATUS_LABELS, rfq.status),
      Submitted: rfq.submittedAt?.slice(0, 10) ?? '',
      'Required by': rfq.neededBy ?? '',
      'Ship to': rfq.shipToAddress ?? '',
      Line: index + 1,
      Product: item.product.name,
      Manufacturer: item.product.manufacturer,
      Model: item.product.model,
      Quantity: item.quantity,
      Unit: item.product.unitType ?? 'unit',
      'Unit price (USD)': item.product.price ?? '',
      'Line total (USD)': total === null ? '' : total.toFixed(2),
      'Line note': item.specifications ?? '',
    };
  });
  return toCsv(FIELDS, rows);
}

export function rfqCsvFileName(rfq: Pick<Rfq, 'id'>): string {
  return `voltfield-rfq-${rfq.id}.csv`;
}
