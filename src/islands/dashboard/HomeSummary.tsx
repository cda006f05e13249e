import { NextSteps } from './NextSteps';
import { QuickActions } from './QuickActions';
import { StatCards } from './StatCards';
import { useDashboardData } from './useDashboardData';

/**
 * The signed-in home, a dashboard-style home: the dashboard's live summary (its stat cards, what
 * to do next and Quick Actions, the same parts on the same data), with the way to the dashboard's
 * lists. Kept apart from Dashboard so the home page ships only these parts.
 */
export default function HomeSummary() {
  const { figures, loading, fresh, steps, stepsLoading } = useDashboardData();
  return (
    <div className="space-y-8">
      <StatCards figures={figures} loading={loading} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-3">
          <NextSteps steps={steps} fresh={fresh === true} loading={stepsLoading} />
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
