import { useState } from 'react';
import { rfqTitle, type Rfq, type RfqDetail } from '~/domain/rfqs';
import { rfqAnswerSchema } from '~/domain/schemas/rfqs';
import { answerRfq } from '~/lib/client/rfqs';
import { SubmitRow } from '../forms/SubmitRow';
import { TextAreaField } from '../forms/TextAreaField';
import { useApiForm } from '../forms/useApiForm';
import { dangerButton, secondaryButton } from '../ui/buttons';
import { Dialog } from '../ui/Dialog';
import { answerFailure } from './QuoteAnswer';

/**
 * Withdraw RFQ, for a request staff have not quoted yet (submitted or under review): asks first,
 * with an optional reason staff read. A refusal (staff quoted it meanwhile) is said in the dialog
 * and the RFQ read again.
 */
export function WithdrawRfq({ rfq, onWithdrawn, onConflict }: { rfq: Rfq; onWithdrawn(rfq: RfqDetail): void; onConflict(): void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { errors, formError, pending, submit, onInput } = useApiForm({
    schema: rfqAnswerSchema,
    values: { status: 'withdrawn', reason },
    send: (input) => answerRfq(rfq.id, input),
    failure: { log: 'RFQ withdrawal failed', inline: answerFailure(onConflict) },
    onSuccess: (withdrawn) => {
      setOpen(false);
      onWithdrawn(withdrawn);
    },
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={dangerButton}>
        Withdraw RFQ
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Withdraw this RFQ?">
        <form
          noValidate
          aria-label="Withdraw the RFQ"
          onSubmit={(event) => void submit(event, { status: 'withdrawn', reason })}
          onInput={onInput}
          className="space-y-4"
        >
          <p className="text-slate-700">
            Staff stop working on {rfqTitle(rfq)} and are told you withdrew it. This cannot be undone; you can duplicate it into a new draft
            later.
          </p>
          <TextAreaField
            label="Reason (optional)"
            name="reason"
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
          />
          <SubmitRow label="Withdraw RFQ" pendingLabel="Withdrawing..." pending={pending} error={formError || undefined} />
          <button type="button" onClick={() => setOpen(false)} className={`${secondaryButton} w-full`}>
            Keep it
          </button>
        </form>
      </Dialog>
    </>
  );
}
