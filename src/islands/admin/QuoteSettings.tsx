import { QUOTE_TERMS_LABELS, QUOTE_TERMS_MAX_LENGTHS, type QuoteTerms } from '~/domain/quoteTerms';
import { quoteTermsSchema } from '~/domain/schemas/quoteTerms';
import { handleUnauthorized } from '~/browser/session';
import { getQuoteSettings, saveQuoteSettings } from '~/client/rfqs';
import { toast } from '~/stores/toasts';
import { SubmitRow } from '../forms/SubmitRow';
import { TextAreaField } from '../forms/TextAreaField';
import { TextField } from '../forms/TextField';
import { formValues, useApiForm } from '../forms/useApiForm';
import { Dialog } from '../ui/Dialog';
import { DataView, LoadingRows } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';

/** The terms that take a few lines (an address, a clause); the others are one line. */
const MULTI_LINE: ReadonlySet<keyof QuoteTerms> = new Set(['sellerAddress', 'paymentTerms', 'warranty']);
const FIELDS = Object.keys(QUOTE_TERMS_LABELS) as (keyof QuoteTerms)[];

/** The quote settings' form, starting from the settings in force; every field is required. */
export function QuoteSettingsForm({ terms, onSaved }: { terms: QuoteTerms; onSaved(terms: QuoteTerms): void }) {
  const { field, formError, pending, submit, onInput } = useApiForm({
    schema: quoteTermsSchema,
    send: saveQuoteSettings,
    // Inside a modal dialog the dialog speaks: a failure is said in the form.
    failure: {
      log: 'Saving the quote settings failed',
      inline: (error: unknown) =>
        handleUnauthorized(error) ? 'You are signed out.' : 'Failed to save the quote settings. Please try again.',
    },
    onSuccess: onSaved,
  });
  return (
    <form
      noValidate
      aria-label="Quote settings"
      onSubmit={(event) => submit(event, formValues(event.currentTarget))}
      onInput={onInput}
      className="grid gap-4 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-700 sm:col-span-2">
        What every quote document says besides its figures: the seller, the terms and who signs. A quote keeps the settings it was sent
        with; new quotes, and new versions of a quote, carry these.
      </p>
      {FIELDS.map((name) => {
        const props = { label: QUOTE_TERMS_LABELS[name], maxLength: QUOTE_TERMS_MAX_LENGTHS[name], ...field(name, terms[name]) };
        return (
          <div key={name} className={name.startsWith('signatory') ? '' : 'sm:col-span-2'}>
            {MULTI_LINE.has(name) ? <TextAreaField {...props} rows={name === 'sellerAddress' ? 3 : 2} /> : <TextField {...props} />}
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <SubmitRow label="Save quote settings" pendingLabel="Saving..." pending={pending} error={formError} />
      </div>
    </form>
  );
}

/** The quote settings in their dialog, read when it opens; saving closes it and says so. */
export function QuoteSettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const settings = useApiData(open ? 'quote-settings' : null, getQuoteSettings, { log: 'Failed to fetch the quote settings' });
  return (
    <Dialog open={open} onClose={onClose} title="Quote settings">
      {open && (
        <DataView
          state={settings.state}
          onRetry={settings.reload}
          failed="Failed to fetch the quote settings."
          loading={<LoadingRows rows={4} height="h-12" />}
        >
          {(terms) => (
            <QuoteSettingsForm
              terms={terms}
              onSaved={(saved) => {
                settings.update(() => saved);
                onClose();
                toast({ title: 'Quote settings saved', description: 'New quotes carry them.' });
              }}
            />
          )}
        </DataView>
      )}
    </Dialog>
  );
}
