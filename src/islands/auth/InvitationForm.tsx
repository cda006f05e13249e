import { useEffect, useState } from 'react';
import { acceptInvitationSchema } from '~/domain/schemas/auth';
import type { InvitationDetails } from '~/domain/users';
import { acceptInvitation, fetchInvitation } from '~/lib/client/auth';
import { apiErrorBody } from '~/lib/client/http';
import { SubmitRow } from '../forms/SubmitRow';
import { TextField } from '../forms/TextField';
import { formValues, useApiForm } from '../forms/useApiForm';
import { linkButton } from '../ui/buttons';
import { useLinkToken } from './useLinkToken';
import { NewPasswordField } from './NewPasswordField';

type Loaded = { status: 'loading' } | { status: 'ready'; invitation: InvitationDetails } | { status: 'dead'; message: string };

const FAILED = 'Something went wrong. Please try again.';

/**
 * The page an invitation email links to: who invited whom, as what, then the invitee's name and
 * password. Accepting creates the account with the invitation's email and role and signs it in.
 */
export default function InvitationForm() {
  const token = useLinkToken();
  const [answer, setAnswer] = useState<Loaded>({ status: 'loading' });
  const { errors, formError, pending, submit, onInput } = useApiForm({
    schema: acceptInvitationSchema,
    send: acceptInvitation,
    failure: { inline: (error: unknown) => apiErrorBody(error)?.error ?? FAILED },
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
        if (live) setAnswer({ status: 'dead', message: message ?? FAILED });
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
      {loaded.status === 'dead' && (
        <div role="alert" className="flex flex-col gap-3 text-slate-800">
          <p>{loaded.message}</p>
          <a href="/sign-in" className={`${linkButton} text-sm`}>
            Go to sign in
          </a>
        </div>
      )}
      {loaded.status === 'ready' && (
        <form
          noValidate
          onSubmit={(event) => submit(event, { ...formValues(event.currentTarget), token })}
          onInput={onInput}
          className="flex flex-col gap-4"
          aria-label="Accept invitation"
        >
          <p className="text-slate-800">
            {loaded.invitation.invitedBy ?? 'The Voltfield team'} invited <strong className="break-all">{loaded.invitation.email}</strong>{' '}
            to join Voltfield as <strong>{loaded.invitation.roleLabel}</strong>. Choose your name and a password to finish.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" name="firstName" autoComplete="given-name" required error={errors.firstName} />
            <TextField label="Last name" name="lastName" autoComplete="family-name" required error={errors.lastName} />
          </div>
          <TextField label="Organization (optional)" name="organizationName" autoComplete="organization" error={errors.organizationName} />
          {/* The invitation's address is the account's (and a password manager's username): shown, not editable. */}
          <TextField label="Email" name="email" type="email" autoComplete="username" readOnly value={loaded.invitation.email} />
          <NewPasswordField error={errors.password} />
          <SubmitRow label="Create my account" pendingLabel="Creating account..." pending={pending} error={formError} />
        </form>
      )}
    </div>
  );
}
