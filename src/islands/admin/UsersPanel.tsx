import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '~/domain/constants';
import { formatMomentDate } from '~/domain/format';
import { labelOf, optionsOf } from '~/domain/labels';
import { ADMIN_USERS_PAGE_SIZE, displayNameOf, type AdminUser } from '~/domain/users';
import { reportFailure } from '~/lib/browser/session';
import { listUsers, revokeUserSessions, setUserRole } from '~/lib/client/admin';
import { toast } from '~/stores/toasts';
import { fieldClass } from '../forms/FieldFrame';
import { Dialog } from '../ui/Dialog';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons';
import { DataView, EmptyState, LoadingRows } from '../ui/ListStates';
import { Pager } from '../ui/Pager';
import { SearchBox } from '../ui/SearchBox';
import { FilterSelect } from '../ui/FilterSelect';
import { useApiData } from '../ui/useApiData';
import { useSignedInUser } from '../ui/useSignedInUser';
import { replaceUrlSearch } from '../ui/useUrlSearch';
import { pageCount, pageOf } from './paging';
import { scopedApiQuery, withParameter } from './urlParameters';
import { FilterForm } from '../ui/FilterForm';
import { RangeStatus } from './RangeStatus';

type Pending = { kind: 'role'; user: AdminUser; role: Role } | { kind: 'revoke'; user: AdminUser };

/** The Users tab: accounts with search and a role filter; change a role, sign a user out everywhere. */
export function UsersPanel({ params }: { params: URLSearchParams }) {
  const me = useSignedInUser();
  const query = scopedApiQuery(params, 'users', ['q', 'role']);
  const { state, reload, update } = useApiData(`users?${query}`, () => listUsers(query), { toast: 'Failed to fetch users' });
  const [pending, setPending] = useState<Pending | null>(null);
  const [working, setWorking] = useState(false);
  const set = (name: string, value: string) => replaceUrlSearch(withParameter(params, `users.${name}`, value));
  const page = pageOf(params, 'users');

  async function confirm(): Promise<void> {
    if (!pending) return;
    setWorking(true);
    try {
      if (pending.kind === 'role') {
        const changed = await setUserRole(pending.user.id, pending.role);
        update((data) => ({ ...data, items: data.items.map((user) => (user.id === changed.id ? changed : user)) }));
        toast({ title: 'Role changed', description: `${displayNameOf(changed)} is now ${labelOf(ROLE_LABELS, changed.role)}.` });
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
      reportFailure(
        error,
        {
          title: 'Error',
          description:
            pending.kind === 'role' ? 'Failed to change the role. Please try again.' : 'Failed to revoke sessions. Please try again.',
        },
        'User change failed',
      );
    } finally {
      setWorking(false);
    }
  }

  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading" className="mb-4 text-xl font-semibold text-ink">
        Users
      </h2>
      <FilterForm label="Filter users" className="md:grid-cols-3">
        <SearchBox
          label="Search users"
          value={params.get('users.q') ?? ''}
          placeholder="Name or email"
          onSearch={(text) => set('q', text)}
          className="col-span-2"
        />
        <FilterSelect
          label="Role"
          value={params.get('users.role') ?? ''}
          all="All roles"
          options={optionsOf(ROLES, ROLE_LABELS)}
          onChange={(value) => set('role', value)}
          className="col-span-2 md:col-span-1"
        />
      </FilterForm>
      <RangeStatus
        state={state}
        page={page}
        pageSize={ADMIN_USERS_PAGE_SIZE}
        noun={['account', 'accounts']}
        loading="Loading users…"
        className="mt-4 mb-3"
      />
      <DataView
        state={state}
        onRetry={reload}
        failed="Failed to fetch users"
        loading={<LoadingRows rows={5} height="h-16" />}
        empty={{
          when: (data) => data.items.length === 0,
          show: <EmptyState title="No accounts found">Try another search or role.</EmptyState>,
        }}
      >
        {({ items }) => (
          <ul
            aria-label="Accounts"
            className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {items.map((user) => {
              const own = user.id === me?.id;
              const name = displayNameOf(user);
              return (
                <li
                  key={user.id}
                  className="grid gap-x-4 gap-y-2 p-4 text-sm md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_11rem_auto] md:items-center"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">
                      {name}
                      {own && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">You</span>}
                    </p>
                    <p className="truncate text-slate-700">
                      {user.email}
                      {user.organizationName && ` · ${user.organizationName}`}
                    </p>
                  </div>
                  <div className="text-slate-700">
                    <p>Joined {formatMomentDate(user.createdAt)}</p>
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
                    {optionsOf(ROLES, ROLE_LABELS).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    disabled={own}
                    onClick={() => setPending({ kind: 'revoke', user })}
                    className={`${dangerButton} justify-self-start`}
                  >
                    Revoke sessions<span className="sr-only"> of {name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </DataView>
      {state.status === 'ready' && (
        <Pager
          label="User pages"
          page={page}
          pages={pageCount(state.data.total, ADMIN_USERS_PAGE_SIZE)}
          onPage={(next) => set('page', next > 1 ? String(next) : '')}
        />
      )}

      <Dialog
        open={pending !== null}
        onClose={() => !working && setPending(null)}
        title={
          pending?.kind === 'revoke'
            ? `Revoke ${displayNameOf(pending.user)}'s sessions?`
            : pending
              ? `Change ${displayNameOf(pending.user)}'s role?`
              : ''
        }
        footer={
          <>
            <button type="button" disabled={working} onClick={() => setPending(null)} className={secondaryButton}>
              Cancel
            </button>
            <button
              type="button"
              disabled={working}
              onClick={() => void confirm()}
              className={pending?.kind === 'revoke' ? dangerButton : primaryButton}
            >
              {working ? 'Saving...' : pending?.kind === 'revoke' ? 'Revoke sessions' : 'Change role'}
            </button>
          </>
        }
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
      </Dialog>
    </section>
  );
}
