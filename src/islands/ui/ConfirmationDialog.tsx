import type { ReactNode } from 'react';
import { dangerButton, primaryButton, secondaryButton } from './buttons';
import { Dialog } from './Dialog';

/**
 * A question before a change: Cancel, and the button that makes it (red when it takes something
 * away). While the change is `working` both buttons are disabled, the confirming one says
 * `workingLabel`, and the dialog stays open.
 */
export function ConfirmationDialog({
  open,
  title,
  confirm,
  workingLabel,
  working,
  danger = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  /** The confirming button's label. */
  confirm: string;
  workingLabel: string;
  working: boolean;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={() => !working && onCancel()}
      title={title}
      footer={
        <>
          <button type="button" disabled={working} onClick={onCancel} className={secondaryButton}>
            Cancel
          </button>
          <button type="button" disabled={working} onClick={onConfirm} className={danger ? dangerButton : primaryButton}>
            {working ? workingLabel : confirm}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
