import { useState } from 'react';
import { listBookmarks, type Bookmark } from '~/lib/client/bookmarks';
import { NextSteps } from './NextSteps';
import { QuickActions } from './QuickActions';
import { RecentCalculations } from './RecentCalculations';
import { RecentRfqs } from './RecentRfqs';
import { SavedArticles } from './SavedArticles';
import { StatCards } from './StatCards';
import { useDashboardData, useList } from './useDashboardData';

/**
 * The dashboard (SPEC §2 Dashboard): the stat cards, Recent RFQs and Recent Calculations, what to
 * do next (where to start, for a new account), the saved articles and Quick Actions. The
 * signed-in home shows the same live summary with the same parts (HomeSummary).
 */
export default function Dashboard() {
  const { rfqs, runs, retry, figures, loading, fresh, steps, stepsLoading } = useDashboardData();
  const [bookmarkAttempt, setBookmarkAttempt] = useState(0);
  const bookmarks = useList<Bookmark>(async () => (await listBookmarks()) ?? [], null, bookmarkAttempt);

  // Narrow screens read top to bottom: figures, what to do next, the lists, saved articles. Wide
  // ones keep the lists on the left and the rest beside them (the second row takes what is left).
  return (
    <div className="space-y-8">
      <StatCards figures={figures} loading={loading} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">
          <NextSteps steps={steps} fresh={fresh} loading={stepsLoading} />
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <RecentRfqs rfqs={rfqs} onRetry={() => retry('rfqs')} />
          <RecentCalculations runs={runs} onRetry={() => retry('runs')} />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <SavedArticles bookmarks={bookmarks} onRetry={() => setBookmarkAttempt((attempt) => attempt + 1)} />
        </div>
      </div>
      <QuickActions columns="wide" />
    </div>
  );
}
