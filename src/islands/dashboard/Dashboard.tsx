import { accountLine, type PublicUser } from '~/domain/users';
import { listBookmarks } from '~/client/bookmarks';
import { useApiData } from '../ui/useApiData';
import { useHydrated } from '../ui/useHydrated';
import { useSignedInUser } from '../ui/useSignedInUser';
import { NextSteps } from './NextSteps';
import { QuickActions } from './QuickActions';
import { RecentCalculations } from './RecentCalculations';
import { RecentRfqs } from './RecentRfqs';
import { SavedArticles } from './SavedArticles';
import { StatCards } from './StatCards';
import { useDashboardData } from './useDashboardData';

/**
 * The greeting: the organization and role (the role alone without one), then "Welcome back"
 * to an account that has made something, "Welcome" to a new one. It names the user only once the
 * island has hydrated: the prerendered HTML knows nobody, and hydration must render what it did.
 */
function Greeting({ user, account }: { user: PublicUser | null; account: 'loading' | 'new' | 'returning' | 'unknown' }) {
  const name = user ? (user.firstName ?? user.email) : null;
  const welcome = {
    loading: null,
    new: `Welcome, ${name}. Your projects, RFQs and saved calculations will gather here.`,
    returning: `Welcome back, ${name}. Here are your projects, RFQs and saved calculations.`,
    unknown: `Welcome, ${name}. Here are your projects, RFQs and saved calculations.`,
  }[account];
  return (
    <>
      <p className="min-h-5 text-sm font-semibold uppercase tracking-wide text-brand-800">{user && accountLine(user)}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Dashboard</h1>
      <p className="mt-2 min-h-7 text-lg text-slate-700">{name !== null && welcome}</p>
    </>
  );
}

/**
 * The dashboard: the greeting, the stat cards, Recent RFQs and Recent Calculations, what to do
 * next (where to start, for a new account), the saved articles and Quick Actions. The signed-in
 * home shows the same live summary with the same parts (HomeSummary).
 */
export default function Dashboard() {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const { rfqs, runs, figures, loading, fresh, steps, stepsLoading } = useDashboardData();
  const bookmarks = useApiData('bookmarks', async () => (await listBookmarks()) ?? [], { log: 'Saved articles failed to load' });
  // A list that failed leaves the greeting plain: whether the account is new is not known.
  const account =
    rfqs.state.status === 'failed' || runs.state.status === 'failed'
      ? 'unknown'
      : fresh === undefined
        ? 'loading'
        : fresh
          ? 'new'
          : 'returning';

  // Narrow screens read top to bottom: figures, what to do next, the lists, saved articles. Wide
  // ones keep the lists on the left and the rest beside them (the second row takes what is left).
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <Greeting user={hydrated ? user : null} account={account} />
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        <StatCards figures={figures} loading={loading} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
          <div className="min-w-0 lg:col-start-2 lg:row-start-1">
            <NextSteps steps={steps} fresh={fresh === true} loading={stepsLoading} />
          </div>
          <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <RecentRfqs read={rfqs} />
            <RecentCalculations read={runs} />
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-start-2">
            <SavedArticles read={bookmarks} />
          </div>
        </div>
        <QuickActions columns="wide" />
      </div>
    </>
  );
}
