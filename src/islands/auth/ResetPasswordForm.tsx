import { resetPasswordSchema } from '~/domain/schemas/auth';
import { resetPassword } from '~/lib/client/auth';
import { apiErrorBody } from '~/lib/client/http';
import { SubmitRow } from '../forms/SubmitRow';
import { formValues, useApiForm } from '../forms/useApiForm';
import { linkButton } from '../ui/buttons';
import { useLinkToken } from './useLinkToken';
import { NewPasswordField } from './NewPasswordField';

/** Where a reset signs the person in to. */
const AFTER_RESET = '/dashboard';

/**
 * The page a reset email links to: a new password for the account, which signs every other
 * session out and this browser in. A dead link (used, expired) says so and offers a new one.
 */
export default function ResetPasswordForm() {
  const token = useLinkToken();
  const { errors, formError, pending, submit, onInput } = useApiForm({
    schema: resetPasswordSchema,
    send: resetPassword,
    failure: { inline: (error: unknown) => apiErrorBody(error)?.error ?? 'Something went wrong. Please try again.' },
    onSuccess: () => window.location.assign(AFTER_RESET),
  });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      {token === null ? (
        <div role="alert" className="flex flex-col gap-3 text-slate-800">
          <p>This reset link is incomplete: open it from the email again, or ask for a new one.</p>
          <a href="/forgot-password" className={`${linkButton} text-sm`}>
            Ask for a new link
          </a>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => submit(event, { ...formValues(event.currentTarget), token })}
          onInput={onInput}
          className="flex flex-col gap-4"
          aria-label="Choose a new password"
        >
          <NewPasswordField label="New password" error={errors.password} />
          <p className="text-sm text-slate-700">Setting it signs you out on every other device.</p>
          <SubmitRow label="Set new password" pendingLabel="Saving..." pending={pending} disabled={token === undefined} error={formError} />
          <a href="/forgot-password" className={`${linkButton} self-center text-sm`}>
            Link expired? Ask for a new one
          </a>
        </form>
      )}
    </div>
  );
}
