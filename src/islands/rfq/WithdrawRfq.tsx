import { useState } from 'react';
import { rfqTitle, type Rfq, type RfqDetail } from '~/domain/rfqs';
import { rfqAnswerSchema } from '~/domain/schemas/rfqs';
import { answerRfq } from '~/client/rfqs';
import { useApiForm } from '../forms/useApiForm';
import { dangerButton } from '../ui/buttons';
import { AnswerDialog } from './AnswerDialog';
import { answerFailure } from './QuoteAnswer';
import { ReasonField } from './ReasonField';

/**
 * Withdraw RFQ, for a request staff have not quoted yet (submitted or under review): asks first,
 * with an optional reason staff read. A refusal (staff quoted it meanwhile) is said in the dialog
 * and the RFQ read again.
 */
export function WithdrawRfq({ rfq, onWithdrawn, onConflict }: { rfq: Rfq; onWithdrawn(rfq: RfqDetail): void; onConflict(): void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const withdraw = useApiForm({
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
      <AnswerDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Withdraw this RFQ?"
        label="Withdraw the RFQ"
        api={withdraw}
        values={{ status: 'withdrawn', reason }}
        confirm="Withdraw RFQ"
        pendingLabel="Withdrawing..."
        cancel="Keep it"
      >
        <p className="text-slate-700">
          Staff stop working on {rfqTitle(rfq)} and are told you withdrew it. This cannot be undone; you can duplicate it into a new draft
          later.
        </p>
        <ReasonField label="Reason (optional)" value={reason} onChange={setReason} error={withdraw.errors.reason} />
      </AnswerDialog>
    </>
  );
}
