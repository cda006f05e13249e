import { DASHBOARD_RECENT_COUNT, dashboardStats, nextSteps } from '~/domain/dashboard';
import { rfqsOf } from '~/domain/rfqs';
import { listRuns } from '~/client/calculators';
import { listRfqs } from '~/client/rfqs';
import { dataOf, useApiData } from '../ui/useApiData';
import { useSignedInUser } from '../ui/useSignedInUser';

/**
 * The live summary the dashboard and the signed-in home share: the user's own RFQs (an admin's
 * list holds everyone's) and the newest page of their saved runs with the count of them all, the
 * stat cards' figures, whether the account is new, and what to do next.
 */
export function useDashboardData() {
  const user = useSignedInUser();
  const rfqs = useApiData('rfqs', async () => rfqsOf(await listRfqs(), user!.id), { toast: 'Failed to fetch RFQs' });
  const runs = useApiData('runs', () => listRuns({ pageSize: DASHBOARD_RECENT_COUNT }), { toast: 'Failed to fetch calculator runs' });

  const rfqList = dataOf(rfqs.state);
  const runsTotal = dataOf(runs.state)?.total ?? null;
  const rfqsLoading = rfqs.state.status === 'loading';
  const runsLoading = runs.state.status === 'loading';
  return {
    rfqs,
    runs,
    figures: dashboardStats(rfqList, runsTotal),
    loading: { activeProjects: rfqsLoading, draftRfqs: rfqsLoading, totalRfqValue: rfqsLoading, calculations: runsLoading },
    /** True for an account with no RFQs and no calculations, false for one with some, undefined until both lists are read. */
    fresh: rfqList === null || runsTotal === null ? undefined : rfqList.length === 0 && runsTotal === 0,
    steps: nextSteps(rfqList, runsTotal),
    stepsLoading: rfqsLoading || runsLoading,
  };
}
