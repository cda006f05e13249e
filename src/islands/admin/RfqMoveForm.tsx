import { useState } from 'react';
import type { RfqStatus } from '~/domain/constants';
import { nextRfqStatuses, type RfqDetail } from '~/domain/rfqs';
import { staffRfqStatusSchema } from '~/domain/schemas/staffRfqs';
import { handleUnauthorized } from '~/lib/browser/session';
import { apiErrorBody, ApiRequestError } from '~/lib/client/http';
import { setRfqStatus } from '~/lib/client/rfqs';
import { SubmitRow } from '../forms/SubmitRow';
import { TextAreaField } from '../forms/TextAreaField';
import { TextField } from '../forms/TextField';
import { useApiForm } from '../forms/useApiForm';

type StaffMove = Exclude<RfqStatus, 'draft' | 'submitted'>;
const MOVE_LABELS: Record<StaffMove, string> = { under_review: 'Start review', quoted: 'Send a quote', closed: 'Close' };

/** Today as YYYY-MM-DD in the reader's time zone: the earliest day a quote may hold until. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

interface Props {
  rfq: RfqDetail;
  onMoved(rfq: RfqDetail): void;
  /** The move was refused (409): another admin moved the RFQ first, so it should be read again. */
  onConflict(): void;
}

/**
 * The next step of an RFQ on the desk: the moves staff may make from its status
 * (`nextRfqStatuses` in src/domain/rfqs.ts): start the review (a note to the buyer), quote (amount,
 * valid-until date, a note) or close (a reason). 400 issues land under their fields; a 409 says the
 * move is no longer allowed.
 */
export function RfqMoveForm({ rfq, onMoved, onConflict }: Props) {
  const moves = nextRfqStatuses('staff', rfq.status) as readonly StaffMove[];
  const [move, setMove] = useState<StaffMove | undefined>(moves[0]);
  const [values, setValues] = useState({ amount: '', validUntil: '', note: '', reason: '' });
  // The request in the schema's shape, from what the form holds now.
  const body = () => {
    if (move === 'under_review') return { status: move, note: values.note };
    if (move === 'quoted')
      return {
        status: move,
        amount: values.amount.trim() === '' ? undefined : Number(values.amount),
        validUntil: values.validUntil,
        note: values.note,
      };
    return { status: move, reason: values.reason };
  };
  const { errors, formError, pending, submit, onInput } = useApiForm({
    schema: staffRfqStatusSchema,
    // A message clears as its field becomes valid.
    values: body(),
    send: (input) => setRfqStatus(rfq.id, input),
    failure: {
      log: 'RFQ status change failed',
      inline: (error) => {
        if (handleUnauthorized(error)) return '';
        if (error instanceof ApiRequestError && error.status === 409) {
          onConflict();
          return `This move is not allowed: ${apiErrorBody(error)?.error ?? 'the RFQ has changed'}. The RFQ has been reloaded.`;
        }
        return 'Failed to update the RFQ. Please try again.';
      },
    },
    onSuccess: onMoved,
  });

  if (moves.length === 0 || !move) {
    return (
      <section aria-labelledby="rfq-move" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <h3 id="rfq-move" className="text-lg font-semibold text-ink">
          Next step
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {rfq.status === 'draft' ? 'The buyer has not submitted this RFQ yet.' : 'This RFQ is closed: nothing more to do.'}
        </p>
      </section>
    );
  }

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((old) => ({ ...old, [name]: value }));
    },
  });

  return (
    <section aria-labelledby="rfq-move" className="rounded-2xl border border-brand-200 bg-brand-50/40 p-5">
      <h3 id="rfq-move" className="text-lg font-semibold text-ink">
        Next step
      </h3>
      <form
        noValidate
        aria-label="Move this RFQ"
        onSubmit={(event) => void submit(event, body())}
        onInput={onInput}
        className="mt-3 space-y-4"
      >
        <fieldset>
          <legend className="text-sm font-medium text-ink">Move to</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {moves.map((value) => (
              <label
                key={value}
                className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-600/30"
              >
                <input
                  type="radio"
                  name="move"
                  value={value}
                  checked={move === value}
                  onChange={() => setMove(value)}
                  className="accent-brand-700"
                />
                {MOVE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        {move === 'quoted' && (
          <>
            <TextField label="Quoted amount (USD)" type="number" inputMode="decimal" min="0" step="0.01" {...field('amount')} />
            <TextField label="Valid until" type="date" min={today()} {...field('validUntil')} />
          </>
        )}
        {(move === 'quoted' || move === 'under_review') && (
          <TextAreaField label="Note to the buyer (optional)" rows={3} {...field('note')} />
        )}
        {move === 'closed' && (
          <TextAreaField label="Reason for closing" rows={3} hint="The buyer reads this on their RFQ." {...field('reason')} />
        )}
        <SubmitRow label={MOVE_LABELS[move]} pendingLabel="Saving..." pending={pending} error={formError || undefined} />
      </form>
    </section>
  );
}
