import { RFQ_STATUS_LABELS, type RfqStatus } from '~/domain/constants';
import { formatMomentDate } from '~/domain/format';
import { AWAITED_ANSWER_LABEL, timelineSteps, type RfqEvent } from '~/domain/rfqs';

/** Statuses after which nothing more comes: a step not reached by then was skipped, not pending. */
const FINISHED: readonly RfqStatus[] = ['closed', 'withdrawn', 'accepted'];

/**
 * A submitted RFQ's progress (submitted, under review, quoted, the buyer's answer; a close:
 * `timelineSteps`) with the date of each step reached; what staff told the buyer, and the
 * buyer's reason, show under its step. A step reached twice (a new quote) shows its latest.
 */
export function RfqTimeline({ status, events }: { status: RfqStatus; events: readonly RfqEvent[] | null }) {
  const reached = new Map(events?.map((event) => [event.status, event] as const));
  const created = reached.get('draft');
  const steps = timelineSteps(status, new Set(reached.keys()));
  return (
    <section aria-labelledby="rfq-timeline" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="rfq-timeline" className="text-lg font-semibold text-ink">
        Status
      </h2>
      {created && <p className="mt-1 text-sm text-slate-600">Started {formatMomentDate(created.at)}</p>}
      <ol className="mt-4 space-y-0">
        {steps.map((step, index) => {
          const event = step === 'answer' ? undefined : reached.get(step);
          const current = step === status;
          const skipped = !event && FINISHED.includes(status);
          return (
            <li key={step} aria-current={current ? 'step' : undefined} className="relative flex gap-3 pb-5 last:pb-0">
              {index < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`absolute top-6 left-[0.6875rem] h-full w-0.5 ${event ? 'bg-brand-600' : 'bg-slate-200'}`}
                />
              )}
              <span
                aria-hidden="true"
                className={`relative z-10 mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${
                  event ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-400'
                }`}
              >
                {event ? '✓' : index + 1}
              </span>
              <div>
                <p className={`font-medium ${event ? 'text-ink' : 'text-slate-500'}`}>
                  {step === 'answer' ? AWAITED_ANSWER_LABEL : RFQ_STATUS_LABELS[step]}
                  {current && <span className="sr-only"> (current status)</span>}
                </p>
                <p className="text-sm text-slate-600">{event ? formatMomentDate(event.at) : skipped ? 'Skipped' : 'Pending'}</p>
                {event?.note && <p className="mt-1 rounded-lg bg-slate-50 p-2 text-sm text-slate-800">{event.note}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
