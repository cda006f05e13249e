import { useEffect, useState, useSyncExternalStore } from 'react';
import { registerSchema, signInSchema, type SELF_SERVICE_ROLES } from '~/domain/schemas/auth';
import { safeReturnTo } from '~/domain/safeReturnTo';
import { register, signIn } from '~/client/auth';
import { navigation } from '~/browser/session';
import { ApiForm } from '../forms/ApiForm';
import { ModeTabs } from '../forms/ModeTabs';
import { SelectField } from '../forms/SelectField';
import { SubmitRow } from '../forms/SubmitRow';
import { TextField } from '../forms/TextField';
import { useApiForm } from '../forms/useApiForm';
import { useSignedInUser } from '../ui/useSignedInUser';
import { authFailure } from './authFailure';
import { NewPasswordField } from './NewPasswordField';
import { PersonFields } from './PersonFields';

/** Short enough for a phone-width select; who counts as an energy buyer is the field's hint. */
const ROLE_OPTIONS: { value: (typeof SELF_SERVICE_ROLES)[number]; label: string }[] = [
  { value: 'buyer', label: 'Energy buyer' },
  { value: 'developer', label: 'Project developer' },
  { value: 'landowner', label: 'Landowner' },
  { value: 'epc_contractor', label: 'EPC contractor' },
  { value: 'manufacturer', label: 'Equipment manufacturer' },
];

/** Why /api/callback sent someone back here (src/server/routes/auth.ts). */
const CALLBACK_ERRORS: Record<string, string> = {
  provider: 'Signing in with your organization’s account did not complete. Please try again.',
  'account-exists': 'An account with this email already exists. Sign in with your password instead.',
  deactivated: 'This account is deactivated. Ask a Voltfield admin to reactivate it.',
};

type Mode = 'sign-in' | 'register';
const MODES: { value: Mode; label: string }[] = [
  { value: 'sign-in', label: 'Sign in' },
  { value: 'register', label: 'Create account' },
];

/**
 * Sign in and create account, posting to the JSON API and returning where the visitor came from.
 * Someone already signed in is sent on there at once: the page never offers to sign in beside the
 * header's Log out.
 */
export default function SignInPanel() {
  // The page is static: its query string is read in the browser (empty while prerendering).
  const search = useSyncExternalStore(
    () => () => undefined,
    () => window.location.search,
    () => '',
  );
  const params = new URLSearchParams(search);
  const reason = params.get('error');
  const notice = reason ? (CALLBACK_ERRORS[reason] ?? CALLBACK_ERRORS.provider) : undefined;
  const [mode, setMode] = useState<Mode>('sign-in');
  const formOptions = {
    failure: authFailure,
    onSuccess: () => window.location.assign(safeReturnTo(params.get('returnTo'))),
  };
  const signInForm = useApiForm({ schema: signInSchema, send: signIn, ...formOptions });
  const registerForm = useApiForm({ schema: registerSchema, send: register, ...formOptions });
  const form = mode === 'sign-in' ? signInForm : registerForm;
  const { formError, pending } = form;
  const user = useSignedInUser();
  const onward = safeReturnTo(params.get('returnTo'));
  useEffect(() => {
    if (user) navigation.assign(onward);
  }, [user, onward]);

  if (user) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-lg sm:p-8" role="status">
        You are signed in as {user.email}.{' '}
        <a href={onward} className="font-semibold text-brand-800 underline">
          Continue
        </a>
      </p>
    );
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      {notice && (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {/* The tabs render the same attributes on the server and in the browser: hydration matches. */}
      <ModeTabs label="Sign in or create an account" options={MODES} value={mode} onChange={(next) => setMode(next)}>
        {mode === 'sign-in' ? (
          <ApiForm api={form} label="Sign in">
            <TextField label="Email" {...signInForm.field('email')} type="email" autoComplete="email" required />
            <TextField label="Password" {...signInForm.field('password')} type="password" autoComplete="current-password" required />
            <a href="/forgot-password" className="-mt-2 self-end text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
              Forgot password?
            </a>
            <SubmitRow label="Sign in" pendingLabel="Signing in..." pending={pending} error={formError} />
          </ApiForm>
        ) : (
          <ApiForm api={form} label="Create account">
            <PersonFields errors={registerForm.errors} />
            <SelectField
              label="I am a…"
              {...registerForm.field('role')}
              options={ROLE_OPTIONS}
              defaultValue="buyer"
              hint="Energy buyers are businesses, utilities and data centers."
            />
            <TextField label="Email" {...registerForm.field('email')} type="email" autoComplete="email" required />
            <NewPasswordField {...registerForm.field('password')} />
            <SubmitRow label="Create account" pendingLabel="Creating account..." pending={pending} error={formError} />
          </ApiForm>
        )}
      </ModeTabs>
    </div>
  );
}
