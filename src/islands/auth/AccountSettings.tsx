import { useState, type ReactNode } from 'react';
import { ROLE_LABELS } from '~/domain/constants';
import { labelOf } from '~/domain/labels';
import { NOTIFICATION_LABELS, notificationKindsFor, type EmailPreferences, type NotificationKind } from '~/domain/notifications';
import { changePasswordSchema, profileSchema } from '~/domain/schemas/auth';
import type { AccountDetails } from '~/domain/users';
import { reportFailure } from '~/browser/session';
import { changePassword, fetchAccount, setEmailPreferences, signOutEverywhere, updateProfile } from '~/client/auth';
import { $auth } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';
import { ApiForm } from '../forms/ApiForm';
import { SubmitRow } from '../forms/SubmitRow';
import { TextField } from '../forms/TextField';
import { useApiForm } from '../forms/useApiForm';
import { ConfirmationDialog } from '../ui/ConfirmationDialog';
import { dangerButton } from '../ui/buttons';
import { DataView, LoadingRows } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';
import { NewPasswordField } from './NewPasswordField';
import { PersonFields } from './PersonFields';

/** A titled part of the account page: a region named by its heading. */
function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ProfileForm({ account, onSaved }: { account: AccountDetails; onSaved(account: AccountDetails): void }) {
  const form = useApiForm({
    schema: profileSchema,
    send: updateProfile,
    failure: { toast: { title: 'Error', description: 'Failed to save your profile. Please try again.' }, log: 'Profile change failed' },
    onSuccess(user) {
      onSaved({ ...account, ...user });
      // The navigation's name and initials follow at once.
      $auth.set({ status: 'signed-in', user });
      toast({ title: 'Profile saved', description: 'Your name and organization are up to date.' });
    },
  });
  const { errors, pending } = form;
  return (
    <ApiForm api={form} label="Profile">
      <PersonFields errors={errors} current={account} />
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-ink">Email</dt>
          <dd className="mt-1 break-all text-slate-700">{account.email}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink">Role</dt>
          <dd className="mt-1">
            <span className="inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {labelOf(ROLE_LABELS, account.role)}
            </span>
            <span className="ml-2 text-slate-700">Set by the Voltfield team.</span>
          </dd>
        </div>
      </dl>
      <SubmitRow label="Save profile" pendingLabel="Saving..." pending={pending} className="sm:w-48" />
    </ApiForm>
  );
}

function PasswordForm() {
  const form = useApiForm({
    schema: changePasswordSchema,
    send: changePassword,
    failure: { toast: { title: 'Error', description: 'Failed to change your password. Please try again.' }, log: 'Password change failed' },
    onSuccess(_result, _input, form) {
      form.reset();
      toast({ title: 'Password changed', description: 'You were signed out on every other device.' });
    },
  });
  const { field, pending } = form;
  return (
    <ApiForm api={form} label="Change password">
      <TextField label="Current password" {...field('currentPassword')} type="password" autoComplete="current-password" required />
      <NewPasswordField label="New password" {...field('newPassword')} />
      <SubmitRow label="Change password" pendingLabel="Changing..." pending={pending} className="sm:w-48" />
    </ApiForm>
  );
}

/** A checkbox drawn as a switch: the track (slate-600 off, brand on, both 3:1 or more on white) and its knob. */
const switchClass =
  'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-600 transition-colors before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70';

/** A switch per email the person may turn off; each change is saved at once (a switch acts, it does not wait for a Save). */
function NotificationSwitches({ account, onSaved }: { account: AccountDetails; onSaved(preferences: EmailPreferences): void }) {
  const [saving, setSaving] = useState<NotificationKind | null>(null);
  const [said, setSaid] = useState('');

  async function toggle(kind: NotificationKind, on: boolean): Promise<void> {
    const previous = account.preferences;
    onSaved({ ...previous, [kind]: on });
    setSaving(kind);
    setSaid('');
    try {
      onSaved(await setEmailPreferences({ ...previous, [kind]: on }));
      setSaid(`${NOTIFICATION_LABELS[kind]}: email ${on ? 'on' : 'off'}.`);
    } catch (error) {
      onSaved(previous);
      reportFailure(
        error,
        { title: 'Error', description: 'Failed to save your email preferences. Please try again.' },
        'Preferences failed',
      );
    } finally {
      setSaving(null);
    }
  }

  return (
    <>
      <ul className="divide-y divide-slate-100">
        {notificationKindsFor(account.role).map((kind) => (
          <li key={kind} className="py-3 first:pt-0 last:pb-0">
            <label className="flex items-center justify-between gap-4 text-sm text-ink">
              <span>{NOTIFICATION_LABELS[kind]}</span>
              <input
                type="checkbox"
                role="switch"
                name={kind}
                checked={account.preferences[kind]}
                disabled={saving !== null}
                onChange={(event) => void toggle(kind, event.currentTarget.checked)}
                className={switchClass}
              />
            </label>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-3 min-h-5 text-sm text-slate-700">
        {said}
      </p>
    </>
  );
}

function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);

  async function confirm(): Promise<void> {
    setWorking(true);
    try {
      await signOutEverywhere();
      $auth.set({ status: 'signed-out' });
      window.location.assign('/sign-in');
    } catch (error) {
      setWorking(false);
      reportFailure(
        error,
        { title: 'Error', description: 'Failed to sign out everywhere. Please try again.' },
        'Sign out everywhere failed',
      );
    }
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={dangerButton}>
        Sign out everywhere
      </button>
      <ConfirmationDialog
        open={open}
        title="Sign out everywhere?"
        confirm="Sign out everywhere"
        workingLabel="Signing out..."
        working={working}
        danger
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p className="text-slate-800">Every browser and device signed in to this account is signed out, this one included.</p>
      </ConfirmationDialog>
    </>
  );
}

/**
 * The account page: the profile (name and organization; the email and role shown), the password,
 * which emails to receive, and signing out everywhere.
 */
export default function AccountSettings() {
  const { state, reload, update } = useApiData('account', fetchAccount, { toast: 'Failed to load your account' });
  return (
    <DataView state={state} onRetry={reload} failed="Failed to load your account" loading={<LoadingRows rows={3} height="h-40" />}>
      {(account) => (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-6">
            <Section id="profile-heading" title="Profile">
              <ProfileForm account={account} onSaved={(saved) => update(() => saved)} />
            </Section>
            <Section
              id="password-heading"
              title="Password"
              intro={account.hasPassword ? 'Changing it signs you out on every other device.' : undefined}
            >
              {account.hasPassword ? (
                <PasswordForm />
              ) : (
                <p className="text-sm text-slate-700">
                  This account signs in through your organization’s sign-in and has no password here.
                </p>
              )}
            </Section>
          </div>
          <div className="flex flex-col gap-6">
            <Section id="notifications-heading" title="Email notifications" intro="Password resets and invitations always arrive.">
              <NotificationSwitches account={account} onSaved={(preferences) => update((data) => ({ ...data, preferences }))} />
            </Section>
            <Section id="sessions-heading" title="Sessions" intro="Lost a device, or signed in somewhere you should not stay?">
              <SignOutEverywhere />
            </Section>
          </div>
        </div>
      )}
    </DataView>
  );
}
