import { useEffect, useState } from 'react';
import { acceptInvitationSchema } from '~/domain/schemas/auth';
import type { InvitationDetails } from '~/domain/users';
import { acceptInvitation, fetchInvitation } from '~/client/auth';
import { apiErrorBody } from '~/client/http';
import { ApiForm } from '../forms/ApiForm';
import { SubmitRow } from '../forms/SubmitRow';
import { TextField } from '../forms/TextField';
import { useApiForm } from '../forms/useApiForm';
import { authFailure, SOMETHING_WENT_WRONG } from './authFailure';
import { LinkProblem } from './LinkProblem';
import { useLinkToken } from './useLinkToken';
import { NewPasswordField } from './NewPasswordField';
import { PersonFields } from './PersonFields';

type Loaded = { status: 'loading' } | { status: 'ready'; invitation: InvitationDetails } | { status: 'dead'; message: string };

/**
 * The page an invitation email links to: who invited whom, as what, then the invitee's name and
 * password. Accepting creates the account with the invitation's email and role and signs it in.
 */
export default function InvitationForm() {
  const token = useLinkToken();
  const [answer, setAnswer] = useState<Loaded>({ status: 'loading' });
  const form = useApiForm({
    schema: acceptInvitationSchema,
    send: acceptInvitation,
    failure: authFailure,
    onSuccess: () => window.location.assign('/dashboard'),
  });

  useEffect(() => {
    if (!token) return;
    let live = true;
    fetchInvitation(token)
      .then((invitation) => live && setAnswer({ status: 'ready', invitation }))
      .catch((error: unknown) => {
        const message = apiErrorBody(error)?.error;
        if (!message) console.error('Invitation failed to load', error);
        if (live) setAnswer({ status: 'dead', message: message ?? SOMETHING_WENT_WRONG });
      });
    return () => {
      live = false;
    };
  }, [token]);
  // A link without a token needs no request to say so.
  const loaded: Loaded =
    token === null ? { status: 'dead', message: 'This invitation link is incomplete: open it from the email again.' } : answer;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      {loaded.status === 'loading' && (
        <p role="status" className="text-slate-700">
          Opening your invitation…
        </p>
      )}
      {loaded.status === 'dead' && <LinkProblem message={loaded.message} href="/sign-in" action="Go to sign in" />}
      {loaded.status === 'ready' && (
        <ApiForm api={form} label="Accept invitation" extra={{ token }}>
          <p className="text-slate-800">
            {loaded.invitation.invitedBy ?? 'The Voltfield team'} invited <strong className="break-all">{loaded.invitation.email}</strong>{' '}
            to join Voltfield as <strong>{loaded.invitation.roleLabel}</strong>. Choose your name and a password to finish.
          </p>
          <PersonFields errors={form.errors} />
          {/* The invitation's address is the account's (and a password manager's username): shown, not editable. */}
          <TextField label="Email" name="email" type="email" autoComplete="username" readOnly value={loaded.invitation.email} />
          <NewPasswordField error={form.errors.password} />
          <SubmitRow label="Create my account" pendingLabel="Creating account..." pending={form.pending} error={form.formError} />
        </ApiForm>
      )}
    </div>
  );
}
