import { useState } from 'react';
import type { RfqStatus } from '~/domain/constants';
import { nextRfqStatuses, type RfqDetail, type RfqItem } from '~/domain/rfqs';
import { staffRfqStatusSchema } from '~/domain/schemas/staffRfqs';
import { handleUnauthorized } from '~/browser/session';
import { apiErrorBody, ApiRequestError } from '~/client/http';
import { setRfqStatus } from '~/client/rfqs';
import { SubmitRow } from '../forms/SubmitRow';
import { TextAreaField } from '../forms/TextAreaField';
import { useApiForm } from '../forms/useApiForm';
import { emptyQuoteDraft, QuoteFields, quoteRequest, type QuoteDraft } from './QuoteFields';

type StaffMove = Extract<RfqStatus, 'under_review' | 'quoted' | 'closed'>;
const MOVE_LABELS: Record<StaffMove, string> = { under_review: 'Start review', quoted: 'Send a quote', closed: 'Close' };

/** Why there is no next step for staff, by status. */
const NOTHING_TO_DO: Partial<Record<RfqStatus, string>> = {
  draft: 'The buyer has not submitted this RFQ yet.',
  closed: 'This RFQ is closed: nothing more to do.',
  withdrawn: 'The buyer withdrew this RFQ: nothing more to do.',
};

/** What a refused move says (409: another admin, or the buyer, moved the RFQ first), else a retry. */
export function moveFailure(onConflict: () => void) {
  return (error: unknown): string => {
    if (handleUnauthorized(error)) return '';
    if (error instanceof ApiRequestError && error.status === 409) {
      onConflict();
      return `This move is not allowed: ${apiErrorBody(error)?.error ?? 'the RFQ has changed'}. The RFQ has been reloaded.`;
    }
    return 'Failed to update the RFQ. Please try again.';
  };
}

/**
 * Maps the API's `charges.N.field` to the row on screen: rows without an amount are not sent, so
 * the Nth charge sent may be a later row.
 */
export function chargeFieldOf(chargeRows: readonly number[]) {
  return (path: string) => path.replace(/^charges\.(\d+)\./, (_, index: string) => `charges.${chargeRows[Number(index)] ?? index}.`);
}

interface Props {
  rfq: RfqDetail;
  /** The RFQ's lines: a quote may price each of them. Not loaded yet: a quote of one total. */
  items?: readonly RfqItem[];
  onMoved(rfq: RfqDetail): void;
  /** The move was refused (409): another admin moved the RFQ first, so it should be read again. */
  onConflict(): void;
}

/**
 * The next step of an RFQ on the desk: the moves staff may make from its status
 * (`nextRfqStatuses` in src/domain/rfqs.ts): start the review (a note to the buyer), quote (each
 * line's price and lead time with charges, or one total; the valid-until date; a note) or close (a
 * reason). 400 issues land under their fields; a 409 says the move is no longer allowed. Replacing a
 * standing quote is RfqQuoteRevision's.
 */
export function RfqMoveForm({ rfq, items = [], onMoved, onConflict }: Props) {
  const moves = nextRfqStatuses('staff', rfq.status) as readonly StaffMove[];
  const [move, setMove] = useState<StaffMove | undefined>(moves[0]);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [quote, setQuote] = useState<QuoteDraft>(emptyQuoteDraft);
  const request = quoteRequest(quote, items);
  // The request in the schema's shape, from what the form holds now.
  const body = () => {
    if (move === 'under_review') return { status: move, note };
    if (move === 'quoted') return request.body;
    return { status: move, reason };
  };
  const { errors, formError, pending, submit, onInput } = useApiForm({
    schema: staffRfqStatusSchema,
    // A message clears as its field becomes valid.
    values: body(),
    send: (input) => setRfqStatus(rfq.id, input),
    fieldOf: chargeFieldOf(request.chargeRows),
    failure: { log: 'RFQ status change failed', inline: moveFailure(onConflict) },
    onSuccess: onMoved,
  });

  if (moves.length === 0 || !move) {
    return (
      <section aria-labelledby="rfq-move" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <h3 id="rfq-move" className="text-lg font-semibold text-ink">
          Next step
        </h3>
        <p className="mt-1 text-sm text-slate-700">{NOTHING_TO_DO[rfq.status] ?? 'Nothing for staff to do at this step.'}</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="rfq-move" className="rounded-2xl border border-brand-200 bg-brand-50/40 p-5">
      <h3 id="rfq-move" className="text-lg font-semibold text-ink">
        Next step
      </h3>
      {rfq.status === 'declined' && (
        <p className="mt-1 text-sm text-slate-700">The buyer declined the quote: send a new one, or close the RFQ.</p>
      )}
      {rfq.status === 'accepted' && (
        <p className="mt-1 text-sm text-slate-700">The buyer accepted the quote: close the RFQ once the order is done.</p>
      )}
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
        {move === 'quoted' && <QuoteFields draft={quote} setDraft={setQuote} items={items} errors={errors} />}
        {move === 'under_review' && (
          <TextAreaField
            label="Note to the buyer (optional)"
            name="note"
            rows={3}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
          />
        )}
        {move === 'closed' && (
          <TextAreaField
            label="Reason for closing"
            name="reason"
            rows={3}
            hint="The buyer reads this on their RFQ."
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
          />
        )}
        <SubmitRow label={MOVE_LABELS[move]} pendingLabel="Saving..." pending={pending} error={formError || undefined} />
      </form>
    </section>
  );
}
