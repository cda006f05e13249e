import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '~/domain/constants';
import { formatMomentDate } from '~/domain/format';
import { labelOf, optionsOf } from '~/domain/labels';
import { inviteUserSchema } from '~/domain/schemas/admin';
import { ADMIN_USERS_PAGE_SIZE, displayNameOf, INVITATION_TTL_DAYS, type AdminUser } from '~/domain/users';
import { handleUnauthorized, reportFailure } from '~/browser/session';
import { inviteUser, listUsers, revokeUserSessions, sendPasswordReset, setUserActive, setUserRole } from '~/client/admin';
import { apiErrorBody } from '~/client/http';
import { toast } from '~/stores/toasts';
import { fieldClass } from '../forms/FieldFrame';
import { SelectField, SelectOptions } from '../forms/SelectField';
import { SubmitRow } from '../forms/SubmitRow';
import { TextField } from '../forms/TextField';
import { formValues, useApiForm } from '../forms/useApiForm';
import { ConfirmationDialog } from '../ui/ConfirmationDialog';
import { Dialog } from '../ui/Dialog';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons';
import { EmptyState } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';
import { useSignedInUser } from '../ui/useSignedInUser';
import { AdminSection } from './AdminSection';
import { scopedApiQuery } from './urlParameters';
import { PagedList } from './PagedList';
import { PendingInvitations } from './PendingInvitations';
import { TabFilters, type TabFilter } from './TabFilters';
import { urlScope } from './urlScope';

type Pending =
  | { kind: 'role'; user: AdminUser; role: Role }
  | { kind: 'revoke'; user: AdminUser }
  | { kind: 'reset'; user: AdminUser }
  | { kind: 'deactivate'; user: AdminUser }
  | { kind: 'reactivate'; user: AdminUser };

/** What each confirmation says, does and is called. */
const CONFIRMATIONS: Record<Pending['kind'], { title(name: string): string; button: string; failed: string; danger: boolean }> = {
  role: { title: (name) => `Change ${name}'s role?`, button: 'Change role', failed: 'Failed to change the role.', danger: false },
  revoke: { title: (name) => `Revoke ${name}'s sessions?`, button: 'Revoke sessions', failed: 'Failed to revoke sessions.', danger: true },
  reset: {
    title: (name) => `Send ${name} a password reset link?`,
    button: 'Send reset link',
    failed: 'Failed to send the reset link.',
    danger: false,
  },
  deactivate: { title: (name) => `Deactivate ${name}?`, button: 'Deactivate', failed: 'Failed to deactivate the account.', danger: true },
  reactivate: { title: (name) => `Reactivate ${name}?`, button: 'Reactivate', failed: 'Failed to reactivate the account.', danger: false },
};

const ROLE_OPTIONS = optionsOf(ROLES, ROLE_LABELS);
const FILTERS: readonly TabFilter[] = [
  { name: 'q', label: 'Search users', placeholder: 'Name or email', className: 'col-span-2' },
  { name: 'role', label: 'Role', all: 'All roles', options: ROLE_OPTIONS, className: 'col-span-2 md:col-span-1' },
];

/** The invitation form, in its dialog: a colleague's email and the role their account gets. */
function InviteForm({ onSent }: { onSent(email: string): void }) {
  const { field, formError, pending, submit, onInput } = useApiForm({
    schema: inviteUserSchema,
    send: inviteUser,
    // Inside a modal dialog the dialog speaks (decision 022): a refusal (an existing account) is said in the form.
    failure: {
      inline: (error: unknown) =>
        handleUnauthorized(error)
          ? 'You are signed out.'
          : (apiErrorBody(error)?.error ?? 'Failed to send the invitation. Please try again.'),
    },
    onSuccess: (sent) => onSent(sent.email),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => submit(event, formValues(event.currentTarget))}
      onInput={onInput}
      aria-label="Invite a colleague"
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-slate-700">
        They get an email with a link to choose their name and password, good for {INVITATION_TTL_DAYS} days and once. An earlier invitation
        to the address stops working.
      </p>
      <TextField label="Email" {...field('email')} type="email" autoComplete="off" required />
      <SelectField label="Role" {...field('role')} options={ROLE_OPTIONS} defaultValue="admin" />
      <SubmitRow label="Send invitation" pendingLabel="Sending..." pending={pending} error={formError} />
    </form>
  );
}

/**
 * The Users tab: accounts with search and a role filter; invite a colleague, change a role, sign a
 * user out everywhere, send a password reset link, deactivate or reactivate an account; the
 * invitations still pending, each of which can be revoked.
 */
export function UsersPanel({ params }: { params: URLSearchParams }) {
  const me = useSignedInUser();
  const query = scopedApiQuery(params, 'users', ['q', 'role']);
  const { state, reload, update } = useApiData(`users?${query}`, () => listUsers(query), { toast: 'Failed to fetch users' });
  const [pending, setPending] = useState<Pending | null>(null);
  const [working, setWorking] = useState(false);
  const [inviting, setInviting] = useState(false);
  // Invitations sent from this tab: the pending list reads again after each.
  const [invitationsSent, setInvitationsSent] = useState(0);
  const url = urlScope(params, 'users');

  const replace = (changed: AdminUser) =>
    update((data) => ({ ...data, items: data.items.map((user) => (user.id === changed.id ? changed : user)) }));

  async function confirm(): Promise<void> {
    if (!pending) return;
    setWorking(true);
    try {
      if (pending.kind === 'role') {
        const changed = await setUserRole(pending.user.id, pending.role);
        replace(changed);
        toast({ title: 'Role changed', description: `${displayNameOf(changed)} is now ${labelOf(ROLE_LABELS, changed.role)}.` });
      } else if (pending.kind === 'reset') {
        const { email, sent } = await sendPasswordReset(pending.user.id);
        toast({
          title: 'Reset link sent',
          description:
            sent === 'link'
              ? `${email} was sent a link to choose a new password.`
              : `${email} has no password here: the email says to sign in through the organization's provider.`,
        });
      } else if (pending.kind === 'deactivate' || pending.kind === 'reactivate') {
        const changed = await setUserActive(pending.user.id, pending.kind === 'reactivate');
        replace(changed);
        toast(
          pending.kind === 'deactivate'
            ? { title: 'Account deactivated', description: `${displayNameOf(changed)} is signed out and cannot sign in.` }
            : { title: 'Account reactivated', description: `${displayNameOf(changed)} can sign in again.` },
        );
      } else {
        const { revoked } = await revokeUserSessions(pending.user.id);
        update((data) => ({
          ...data,
          items: data.items.map((user) => (user.id === pending.user.id ? { ...user, activeSessions: 0 } : user)),
        }));
        toast({
          title: 'Sessions revoked',
          description: `${displayNameOf(pending.user)} was signed out of ${revoked} ${revoked === 1 ? 'session' : 'sessions'}.`,
        });
      }
      setPending(null);
    } catch (error) {
      // A refusal the API explains (the last admin, one's own account) is said as it explains it.
      const reason = apiErrorBody(error)?.error;
      const said = reason && !/^(Unauthorized|Forbidden)$/.test(reason) ? reason : 'Please try again.';
      reportFailure(error, { title: 'Error', description: `${CONFIRMATIONS[pending.kind].failed} ${said}` }, 'User change failed');
    } finally {
      setWorking(false);
    }
  }

  return (
    <AdminSection
      name="users"
      title="Users"
      actions={
        <button type="button" onClick={() => setInviting(true)} className={primaryButton}>
          Invite a colleague
        </button>
      }
    >
      <TabFilters label="Filter users" className="md:grid-cols-3" url={url} filters={FILTERS} />
      <PagedList
        state={state}
        onRetry={reload}
        url={url}
        pageSize={ADMIN_USERS_PAGE_SIZE}
        noun={['account', 'accounts']}
        what="users"
        label="Accounts"
        pagerLabel="User pages"
        empty={<EmptyState title="No accounts found">Try another search or role.</EmptyState>}
      >
        {(user) => {
          const own = user.id === me?.id;
          const name = displayNameOf(user);
          const deactivated = user.deactivatedAt !== null;
          return (
            <li
              key={user.id}
              className="grid gap-x-4 gap-y-2 p-4 text-sm md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_11rem] md:items-center xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_11rem_auto]"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {name}
                  {own && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">You</span>}
                  {deactivated && (
                    <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">Deactivated</span>
                  )}
                </p>
                <p className="truncate text-slate-700">
                  {user.email}
                  {user.organizationName && ` · ${user.organizationName}`}
                </p>
              </div>
              <div className="text-slate-700">
                <p>{deactivated ? `Deactivated ${formatMomentDate(user.deactivatedAt!)}` : `Joined ${formatMomentDate(user.createdAt)}`}</p>
                <p>
                  {user.activeSessions} active {user.activeSessions === 1 ? 'session' : 'sessions'}
                  {user.lastSeenAt && ` · seen ${formatMomentDate(user.lastSeenAt)}`}
                </p>
              </div>
              <select
                aria-label={`Role of ${name}`}
                value={user.role}
                disabled={own}
                title={own ? 'You cannot change your own role' : undefined}
                onChange={(event) => setPending({ kind: 'role', user, role: event.currentTarget.value as Role })}
                className={`${fieldClass} py-1.5`}
              >
                <SelectOptions options={ROLE_OPTIONS} />
              </select>
              <div className="flex flex-wrap gap-2 md:col-span-3 md:justify-end xl:col-span-1">
                <button
                  type="button"
                  disabled={deactivated}
                  onClick={() => setPending({ kind: 'reset', user })}
                  className={secondaryButton}
                >
                  Send reset link <span className="sr-only">to {name}</span>
                </button>
                <button
                  type="button"
                  disabled={own || deactivated}
                  onClick={() => setPending({ kind: 'revoke', user })}
                  className={dangerButton}
                >
                  Revoke sessions<span className="sr-only"> of {name}</span>
                </button>
                {deactivated ? (
                  <button type="button" onClick={() => setPending({ kind: 'reactivate', user })} className={secondaryButton}>
                    Reactivate <span className="sr-only">{name}</span>
                  </button>
                ) : (
                  <button
                    type="button"
                    disabled={own}
                    title={own ? 'Another admin can deactivate your account' : undefined}
                    onClick={() => setPending({ kind: 'deactivate', user })}
                    className={dangerButton}
                  >
                    Deactivate <span className="sr-only">{name}</span>
                  </button>
                )}
              </div>
            </li>
          );
        }}
      </PagedList>

      <PendingInvitations sent={invitationsSent} />

      <ConfirmationDialog
        open={pending !== null}
        title={pending ? CONFIRMATIONS[pending.kind].title(displayNameOf(pending.user)) : ''}
        confirm={pending ? CONFIRMATIONS[pending.kind].button : ''}
        workingLabel="Saving..."
        working={working}
        danger={pending ? CONFIRMATIONS[pending.kind].danger : false}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'role' && (
          <p className="text-slate-800">
            {displayNameOf(pending.user)} ({pending.user.email}) goes from <strong>{labelOf(ROLE_LABELS, pending.user.role)}</strong> to{' '}
            <strong>{labelOf(ROLE_LABELS, pending.role)}</strong>.
            {pending.role === 'admin' && ' Admins can read every lead and RFQ and change accounts.'}
          </p>
        )}
        {pending?.kind === 'revoke' && (
          <p className="text-slate-800">{displayNameOf(pending.user)} is signed out on every device and must sign in again.</p>
        )}
        {pending?.kind === 'reset' && (
          <p className="text-slate-800">
            {pending.user.email} gets an email with a link to choose a new password, good for an hour and once. Nothing changes until they
            use it.
          </p>
        )}
        {pending?.kind === 'deactivate' && (
          <p className="text-slate-800">
            {displayNameOf(pending.user)} is signed out on every device and cannot sign in until an admin reactivates the account. Their
            RFQs and saved work stay.
          </p>
        )}
        {pending?.kind === 'reactivate' && (
          <p className="text-slate-800">{displayNameOf(pending.user)} can sign in again with their password.</p>
        )}
      </ConfirmationDialog>

      <Dialog open={inviting} onClose={() => setInviting(false)} title="Invite a colleague">
        {inviting && (
          <InviteForm
            onSent={(email) => {
              setInviting(false);
              setInvitationsSent((count) => count + 1);
              toast({ title: 'Invitation sent', description: `${email} was sent a link to join Voltfield.` });
            }}
          />
        )}
      </Dialog>
    </AdminSection>
  );
}
