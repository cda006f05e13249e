import { useState } from 'react';
import { ROLE_LABELS } from '~/domain/constants';
import { formatMomentTime } from '~/domain/format';
import { labelOf } from '~/domain/labels';
import type { PendingInvitation } from '~/domain/users';
import { reportFailure } from '~/browser/session';
import { listInvitations, revokeInvitation } from '~/client/admin';
import { apiErrorBody } from '~/client/http';
import { toast } from '~/stores/toasts';
import { ConfirmationDialog } from '../ui/ConfirmationDialog';
import { dangerButton } from '../ui/buttons';
import { DataView } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';

/**
 * The invitations not yet accepted (the Users tab, under the accounts): who was invited as what,
 * by whom, when and until when; each can be revoked, which stops its link at once. `sent` counts
 * the invitations sent from the tab, so the list is read again after each.
 */
export function PendingInvitations({ sent }: { sent: number }) {
  const { state, reload, update } = useApiData(`invitations#${sent}`, listInvitations, { toast: 'Failed to fetch the invitations' });
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const [working, setWorking] = useState(false);

  async function revoke(invitation: PendingInvitation): Promise<void> {
    setWorking(true);
    try {
      await revokeInvitation(invitation.id);
      update((list) => list.filter((other) => other.id !== invitation.id));
      toast({ title: 'Invitation revoked', description: `The link sent to ${invitation.email} no longer works.` });
      setRevoking(null);
    } catch (error) {
      const reason = apiErrorBody(error)?.error;
      const said = reason && !/^(Unauthorized|Forbidden)$/.test(reason) ? reason : 'Please try again.';
      reportFailure(error, { title: 'Error', description: `Failed to revoke the invitation. ${said}` }, 'Invitation revoke failed');
      // Accepted or replaced meanwhile: the list says how things stand now.
      reload();
      setRevoking(null);
    } finally {
      setWorking(false);
    }
  }

  return (
    <section aria-labelledby="invitations-heading" className="mt-8">
      <h3 id="invitations-heading" className="mb-3 text-lg font-semibold text-ink">
        Pending invitations
      </h3>
      <DataView
        state={state}
        onRetry={reload}
        failed="Failed to fetch the invitations"
        empty={{
          when: (list) => list.length === 0,
          show: <p className="text-sm text-slate-700">No invitation is waiting to be accepted.</p>,
        }}
      >
        {(list) => (
          <ul aria-label="Pending invitations" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.map((invitation) => (
              <li
                key={invitation.id}
                className="grid gap-x-4 gap-y-2 p-4 text-sm md:grid-cols-[minmax(0,1.6fr)_minmax(0,1.4fr)_auto] md:items-center"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">{invitation.email}</p>
                  <p className="text-slate-700">
                    As {labelOf(ROLE_LABELS, invitation.role)}
                    {invitation.invitedBy && ` · invited by ${invitation.invitedBy.name}`}
                  </p>
                </div>
                <div className="text-slate-700">
                  <p>
                    Sent <time dateTime={invitation.sentAt}>{formatMomentTime(invitation.sentAt)}</time>
                  </p>
                  <p>
                    Expires <time dateTime={invitation.expiresAt}>{formatMomentTime(invitation.expiresAt)}</time>
                  </p>
                </div>
                <div>
                  <button type="button" onClick={() => setRevoking(invitation)} className={dangerButton}>
                    Revoke <span className="sr-only">the invitation to {invitation.email}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DataView>
      <ConfirmationDialog
        open={revoking !== null}
        title={revoking ? `Revoke the invitation to ${revoking.email}?` : ''}
        confirm="Revoke invitation"
        workingLabel="Revoking..."
        working={working}
        danger
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
        onCancel={() => setRevoking(null)}
      >
        <p className="text-slate-800">Its link stops working at once. You can invite the address again later.</p>
      </ConfirmationDialog>
    </section>
  );
}
