import { localToday, rfqTitle, type Rfq } from '~/domain/rfqs';
import { submitRfqFormSchema } from '~/domain/schemas/rfqs';
import { submitRfq } from '~/client/rfqs';
import { ApiForm } from '../forms/ApiForm';
import { SubmitRow } from '../forms/SubmitRow';
import { TextAreaField } from '../forms/TextAreaField';
import { TextField } from '../forms/TextField';
import { useApiForm } from '../forms/useApiForm';

interface Props {
  rfq: Rfq;
  itemCount: number;
  onSubmitted(rfq: Rfq): void;
}

/**
 * A draft's form: Project Name, Shipping Address, Required By Date (today or later, in the buyer's
 * time zone) and Additional Notes, and Submit RFQ, 'Submitting...' while pending and disabled
 * without items.
 */
export function DraftForm({ rfq, itemCount, onSubmitted }: Props) {
  const today = localToday();
  const form = useApiForm({
    schema: submitRfqFormSchema(today),
    send: ({ status: _, ...fields }) => submitRfq(rfq.id, fields),
    failure: { toast: { title: 'Error', description: 'Failed to submit RFQ. Please try again.' }, log: 'RFQ submission failed' },
    onSuccess: (submitted) => onSubmitted(submitted),
  });
  const { field, pending } = form;
  return (
    <ApiForm
      api={form}
      label={`Submit ${rfqTitle(rfq)}`}
      extra={{ status: 'submitted' }}
      // The text areas (address, notes) take the whole width of the two columns.
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:[&>[data-field]:has(textarea)]:col-span-2"
    >
      <TextField label="Project Name" {...field('projectName', rfq.projectName)} autoComplete="off" required />
      <TextField label="Required By Date" {...field('neededBy', rfq.neededBy)} type="date" min={today} required />
      <TextAreaField
        label="Shipping Address"
        {...field('shipToAddress', rfq.shipToAddress)}
        rows={2}
        autoComplete="street-address"
        required
      />
      <TextAreaField
        label="Additional Notes"
        {...field('notes', rfq.notes)}
        rows={3}
        hint="Incoterm, delivery window, site access — anything suppliers should know."
      />
      {itemCount === 0 && <p className="text-sm text-slate-600 sm:col-span-2">Add at least one item to submit this RFQ.</p>}
      <SubmitRow label="Submit RFQ" pendingLabel="Submitting..." pending={pending} disabled={itemCount === 0} className="sm:col-span-2" />
    </ApiForm>
  );
}
