import { formatCalendarDate } from '~/domain/format';
import type { Rfq } from '~/domain/rfqs';

/** A submitted RFQ's form, read only: project, required-by date ('Not specified' without one), shipping address and notes. */
export function RfqSummary({ rfq }: { rfq: Rfq }) {
  const fields = [
    ['Project', rfq.projectName || '—'],
    ['Required By', rfq.neededBy ? formatCalendarDate(rfq.neededBy) : 'Not specified'],
    ['Shipping Address', rfq.shipToAddress || '—'],
    ['Notes', rfq.notes || '—'],
  ];
  return (
    <dl className="grid content-start gap-4 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
          <dd className="mt-1 whitespace-pre-line text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
