import { dashboardStats, nextSteps } from '~/domain/dashboard';
import { NextSteps } from './NextSteps';
import { QuickActions } from './QuickActions';
import { RecentCalculations } from './RecentCalculations';
import { RecentRfqs } from './RecentRfqs';
import { SavedArticles } from './SavedArticles';
import { StatCards } from './StatCards';
import { listOf, useDashboardData } from './useDashboardData';

interface Props {
  /**
   * 'dashboard': the whole of SPEC §2 Dashboard (stats, recent RFQs and calculations, saved
   * articles, what to do next, Quick Actions). 'home': the signed-in home's summary of the same
   * live data (stats, what to do next, Quick Actions) with the way to the dashboard.
   */
  view: 'dashboard' | 'home';
}

/** The signed-in user's live summary: one island for /dashboard and the signed-in home. */
export default function DashboardSummary({ view }: Props) {
  const { rfqs, runs, bookmarks, retry } = useDashboardData({ withBookmarks: view === 'dashboard' });
  const rfqList = listOf(rfqs);
  const runList = listOf(runs);
  const figures = dashboardStats(rfqList, runList);
  const rfqsLoading = rfqs === undefined;
  const runsLoading = runs === undefined;
  const loading = { activeProjects: rfqsLoading, draftRfqs: rfqsLoading, totalRfqValue: rfqsLoading, calculations: runsLoading };
  const fresh = rfqList?.length === 0 && runList?.length === 0;
  const steps = <NextSteps steps={nextSteps(rfqList, runList)} fresh={fresh} loading={rfqsLoading || runsLoading} />;

  if (view === 'home') {
    return (
      <div className="space-y-8">
        <StatCards figures={figures} loading={loading} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="space-y-3">
            {steps}
            <p className="text-sm text-slate-700">
              Your recent RFQs, calculations and saved articles are on{' '}
              <a href="/dashboard" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                your dashboard
              </a>
              .
            </p>
          </div>
          <QuickActions columns="half" />
        </div>
      </div>
    );
  }

  // Narrow screens read top to bottom: figures, what to do next, the lists, saved articles. Wide
  // ones keep the lists on the left and the rest beside them (the second row takes what is left).
  return (
    <div className="space-y-8">
      <StatCards figures={figures} loading={loading} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">{steps}</div>
        <div className="space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <RecentRfqs rfqs={rfqs} onRetry={() => retry('rfqs')} />
          <RecentCalculations runs={runs} onRetry={() => retry('runs')} />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <SavedArticles bookmarks={bookmarks} onRetry={() => retry('bookmarks')} />
        </div>
      </div>
      <QuickActions columns="wide" />
    </div>
  );
}
