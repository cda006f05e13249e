import { useState } from 'react';
import { formatCalendarDate, formatCurrency, formatMomentDate } from '~/domain/format';
import { isQuoteExpired, rfqTitle, type Rfq, type RfqDetail } from '~/domain/rfqs';
import { rfqAnswerSchema } from '~/domain/schemas/rfqs';
import { handleUnauthorized } from '~/browser/session';
import { answerRfq } from '~/client/rfqs';
import { apiErrorBody, ApiRequestError } from '~/client/http';
import { SubmitRow } from '../forms/SubmitRow';
import { useApiForm } from '../forms/useApiForm';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { AnswerDialog } from './AnswerDialog';
import { ReasonField } from './ReasonField';

interface Props {
  rfq: Rfq;
  onAnswered(rfq: RfqDetail): void;
  /** The answer was refused (409): the quote changed or expired meanwhile, so the RFQ should be read again. */
  onConflict(): void;
}

/** What a refused answer says: the server's reason for a 409, the lost session's flow, else a retry. */
export function answerFailure(onConflict: () => void) {
  return (error: unknown): string => {
    if (handleUnauthorized(error)) return '';
    if (error instanceof ApiRequestError && error.status === 409) {
      onConflict();
      return `${apiErrorBody(error)?.error ?? 'The RFQ has changed'}. The RFQ has been reloaded.`;
    }
    return 'Failed to send your answer. Please try again.';
  };
}

/**
 * The buyer's answer to a quote, beside it on /rfq: accept it (after confirming) or decline it with
 * a reason while it holds; once it has expired, that it can no longer be accepted; once answered,
 * the answer and when. Nothing before a quote (withdrawing is in the page's actions).
 */
export function QuoteAnswer({ rfq, onAnswered, onConflict }: Props) {
  const quote = rfq.quote;
  const answer = rfq.answer ?? null;
  if (!quote && !answer) return null;
  return (
    <section aria-labelledby="quote-answer" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="quote-answer" className="text-lg font-semibold text-ink">
        Your answer
      </h2>
      {answer ? (
        <AnswerGiven rfq={rfq} />
      ) : rfq.status !== 'quoted' || !quote ? (
        <p className="mt-1 text-sm text-slate-700">This RFQ was closed before you answered its quote.</p>
      ) : isQuoteExpired(quote) ? (
        <p className="mt-1 text-sm text-orange-900" data-testid="quote-expired">
          This quote expired: it was valid until {formatCalendarDate(quote.validUntil)}. It can no longer be accepted; staff can send you a
          new one.
        </p>
      ) : (
        <Answering rfq={rfq} onAnswered={onAnswered} onConflict={onConflict} />
      )}
    </section>
  );
}

function AnswerGiven({ rfq }: { rfq: Rfq }) {
  const answer = rfq.answer!;
  const when = formatMomentDate(answer.at);
  const sentence = {
    accepted: `You accepted this quote on ${when}.`,
    declined: `You declined this quote on ${when}.`,
    withdrawn: `You withdrew this RFQ on ${when}.`,
  }[answer.status];
  return (
    <div className="mt-1 text-sm text-ink" data-testid="answer-given">
      <p className="font-medium">{sentence}</p>
      {answer.reason && <p className="mt-1 whitespace-pre-line text-slate-700">Your reason: {answer.reason}</p>}
      {answer.status === 'accepted' && <p className="mt-1 text-slate-700">Staff have been told and will follow up on the order.</p>}
    </div>
  );
}

/** Accept (confirmed in a dialog) or decline (with a reason) the quote the buyer is reading: its version goes with the answer. */
function Answering({ rfq, onAnswered, onConflict }: Props) {
  const quote = rfq.quote!;
  const quoteVersion = quote.version ?? 1;
  const [confirming, setConfirming] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const failure = answerFailure(onConflict);

  const accept = useApiForm({
    schema: rfqAnswerSchema,
    send: (input) => answerRfq(rfq.id, input),
    failure: { log: 'Quote answer failed', inline: failure },
    onSuccess: (answered) => {
      setConfirming(false);
      onAnswered(answered);
    },
  });
  const decline = useApiForm({
    schema: rfqAnswerSchema,
    values: { status: 'declined', quoteVersion, reason },
    send: (input) => answerRfq(rfq.id, input),
    failure: { log: 'Quote answer failed', inline: failure },
    onSuccess: onAnswered,
  });

  return (
    <div className="mt-1">
      <p className="text-sm text-slate-700">
        Accept the quote to go ahead with the order, or decline it and say why. It holds until {formatCalendarDate(quote.validUntil)}.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => setConfirming(true)} className={primaryButton}>
          Accept quote
        </button>
        {!declining && (
          <button type="button" onClick={() => setDeclining(true)} className={secondaryButton}>
            Decline quote
          </button>
        )}
      </div>
      {declining && (
        <form
          noValidate
          aria-label="Decline the quote"
          onSubmit={(event) => void decline.submit(event, { status: 'declined', quoteVersion, reason })}
          onInput={decline.onInput}
          className="mt-4 space-y-3"
        >
          <ReasonField
            label="Why do you decline it?"
            value={reason}
            onChange={setReason}
            hint="Staff read this, and may send a new quote."
            error={decline.errors.reason}
          />
          <SubmitRow label="Decline quote" pendingLabel="Sending..." pending={decline.pending} error={decline.formError || undefined} />
        </form>
      )}
      <AnswerDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Accept this quote?"
        label="Accept the quote"
        api={accept}
        values={{ status: 'accepted', quoteVersion }}
        confirm="Accept quote"
        pendingLabel="Accepting..."
        cancel="Not now"
      >
        <p className="text-slate-700">
          You accept the quote of <strong className="text-ink">{formatCurrency(Number(quote.amount), 2)}</strong> for {rfqTitle(rfq)}, valid
          until {formatCalendarDate(quote.validUntil)}. Staff are told at once and follow up on the order.
        </p>
      </AnswerDialog>
    </div>
  );
}
