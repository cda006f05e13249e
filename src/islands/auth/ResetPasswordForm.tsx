import { resetPasswordSchema } from '~/domain/schemas/auth';
import { resetPassword } from '~/client/auth';
import { ApiForm } from '../forms/ApiForm';
import { SubmitRow } from '../forms/SubmitRow';
import { useApiForm } from '../forms/useApiForm';
import { linkButton } from '../ui/buttons';
import { authFailure } from './authFailure';
import { LinkProblem } from './LinkProblem';
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
  const form = useApiForm({
    schema: resetPasswordSchema,
    send: resetPassword,
    failure: authFailure,
    onSuccess: () => window.location.assign(AFTER_RESET),
  });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      {token === null ? (
        <LinkProblem
          message="This reset link is incomplete: open it from the email again, or ask for a new one."
          href="/forgot-password"
          action="Ask for a new link"
        />
      ) : (
        <ApiForm api={form} label="Choose a new password" extra={{ token }}>
          <NewPasswordField label="New password" error={form.errors.password} />
          <p className="text-sm text-slate-700">Setting it signs you out on every other device.</p>
          <SubmitRow
            label="Set new password"
            pendingLabel="Saving..."
            pending={form.pending}
            disabled={token === undefined}
            error={form.formError}
          />
          <a href="/forgot-password" className={`${linkButton} self-center text-sm`}>
            Link expired? Ask for a new one
          </a>
        </ApiForm>
      )}
    </div>
  );
}
