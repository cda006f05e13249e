import { useState } from 'react';
import { isQuoteExpired, type RfqDetail, type RfqItem } from '~/domain/rfqs';
import { staffRfqStatusSchema } from '~/domain/schemas/staffRfqs';
import { setRfqStatus } from '~/client/rfqs';
import { SubmitRow } from '../forms/SubmitRow';
import { useApiForm } from '../forms/useApiForm';
import { secondaryButton } from '../ui/buttons';
import { emptyQuoteDraft, QuoteFields, quoteDraftOf, quoteRequest, type QuoteDraft } from './QuoteFields';
import { chargeFieldOf, moveFailure } from './RfqMoveForm';

interface Props {
  rfq: RfqDetail;
  items: readonly RfqItem[];
  onMoved(rfq: RfqDetail): void;
  onConflict(): void;
}

/**
 * Replacing a standing quote (a better price, or a new date for one that expired): the form opens
 * with the quote's figures, and sends the version it replaces, so a quote the buyer accepted or
 * another admin replaced meanwhile is a 409 rather than overwritten. The buyer then answers the
 * new version.
 */
export function RfqQuoteRevision({ rfq, items, onMoved, onConflict }: Props) {
  const [open, setOpen] = useState(false);
  const [quote, setQuote] = useState<QuoteDraft>(emptyQuoteDraft);
  const version = rfq.quote?.version ?? 1;
  const request = quoteRequest(quote, items, version);
  const { errors, formError, pending, submit, onInput } = useApiForm({
    schema: staffRfqStatusSchema,
    values: request.body,
    send: (input) => setRfqStatus(rfq.id, input),
    fieldOf: chargeFieldOf(request.chargeRows),
    failure: { log: 'Quote revision failed', inline: moveFailure(onConflict) },
    onSuccess: (moved) => {
      setOpen(false);
      onMoved(moved);
    },
  });
  if (rfq.status !== 'quoted' || !rfq.quote) return null;
  const expired = isQuoteExpired(rfq.quote);

  return (
    <section aria-labelledby="rfq-revise" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="rfq-revise" className="text-lg font-semibold text-ink">
        Revise the quote
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {expired
          ? `Version ${version} has expired: send a new date to let the buyer accept it.`
          : `Version ${version} waits for the buyer.`}{' '}
        A new quote replaces it, and the buyer answers the new one.
      </p>
      {!open ? (
        <button
          type="button"
          onClick={() => {
            setQuote(quoteDraftOf(rfq, items));
            setOpen(true);
          }}
          className={`${secondaryButton} mt-3`}
        >
          Revise the quote
        </button>
      ) : (
        <form
          noValidate
          aria-label="Revise the quote"
          onSubmit={(event) => void submit(event, request.body)}
          onInput={onInput}
          className="mt-3 space-y-4"
        >
          <QuoteFields draft={quote} setDraft={setQuote} items={items} errors={errors} />
          <SubmitRow label="Send the new quote" pendingLabel="Saving..." pending={pending} error={formError || undefined} />
          <button type="button" onClick={() => setOpen(false)} className={`${secondaryButton} w-full`}>
            Cancel
          </button>
        </form>
      )}
    </section>
  );
}
