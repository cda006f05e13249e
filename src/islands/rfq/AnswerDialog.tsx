import type { ReactNode } from 'react';
import { SubmitRow } from '../forms/SubmitRow';
import type { ApiFormState } from '../forms/useApiForm';
import { secondaryButton } from '../ui/buttons';
import { Dialog } from '../ui/Dialog';

interface Props {
  open: boolean;
  onClose(): void;
  title: string;
  /** The form's accessible name. */
  label: string;
  /** What useApiForm returned for the answer, and the values it sends. */
  api: ApiFormState;
  values: unknown;
  /** The confirming button's label, and its label while the answer is sent. */
  confirm: string;
  pendingLabel: string;
  /** The button that closes the dialog without answering: 'Keep it', 'Not now'. */
  cancel: string;
  /** What the answer does, and its fields if any. */
  children: ReactNode;
}

/** A buyer's answer that cannot be undone (withdraw, accept), asked in a dialog first: what it does, confirm or leave it. */
export function AnswerDialog({ open, onClose, title, label, api, values, confirm, pendingLabel, cancel, children }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <form noValidate aria-label={label} onSubmit={(event) => void api.submit(event, values)} onInput={api.onInput} className="space-y-4">
        {children}
        <SubmitRow label={confirm} pendingLabel={pendingLabel} pending={api.pending} error={api.formError || undefined} />
        <button type="button" onClick={onClose} className={`${secondaryButton} w-full`}>
          {cancel}
        </button>
      </form>
    </Dialog>
  );
}
