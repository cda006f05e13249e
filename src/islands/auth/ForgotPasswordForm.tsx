import { useState } from 'react';
import { forgotPasswordSchema } from '~/domain/schemas/auth';
import { requestPasswordReset } from '~/client/auth';
import { ApiForm } from '../forms/ApiForm';
import { SubmitRow } from '../forms/SubmitRow';
import { TextField } from '../forms/TextField';
import { useApiForm } from '../forms/useApiForm';
import { linkButton } from '../ui/buttons';
import { authFailure } from './authFailure';

/**
 * "Forgot password?": the email to send a reset link to. The API answers the same whether or not
 * an account uses the address, and so does this page.
 */
export default function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useApiForm({
    schema: forgotPasswordSchema,
    send: requestPasswordReset,
    failure: authFailure,
    onSuccess: (_answer, input) => setSent(input.email),
  });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      {sent ? (
        <div role="status" className="flex flex-col gap-3 text-slate-800">
          <h2 className="text-lg font-semibold text-ink">Check your email</h2>
          <p>
            If an account uses <strong className="break-all">{sent}</strong>, a link to choose a new password is on its way. It works once,
            within an hour.
          </p>
          <p className="text-sm text-slate-700">
            Nothing after a few minutes? Check your spam folder, or make sure you typed the address you signed up with.
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <button type="button" className={linkButton} onClick={() => setSent(null)}>
              Try another email
            </button>
            <a href="/sign-in" className={linkButton}>
              Back to sign in
            </a>
          </p>
        </div>
      ) : (
        <ApiForm api={form} label="Reset your password">
          <p className="text-sm text-slate-700">Type the email you sign in with and we will send you a link to choose a new password.</p>
          <TextField label="Email" {...form.field('email')} type="email" autoComplete="email" required />
          <SubmitRow label="Send reset link" pendingLabel="Sending..." pending={form.pending} error={form.formError} />
          <a href="/sign-in" className={`${linkButton} self-center text-sm`}>
            Back to sign in
          </a>
        </ApiForm>
      )}
    </div>
  );
}
