import type { AdminAnalytics } from '~/domain/analytics';
import {
  CALCULATOR_TYPE_LABELS,
  CALCULATOR_TYPES,
  LEAD_PROJECT_TYPE_LABELS,
  LEAD_PROJECT_TYPES,
  LEAD_STATUS_LABELS,
  RFQ_STATUS_LABELS,
} from '~/domain/constants';
import { formatCompactCurrency, formatCurrency } from '~/domain/format';
import { labelOf } from '~/domain/labels';
import { fetchAnalytics } from '~/client/admin';
import { BarChart } from '../ui/charts/BarChart';
import { StackedBarChart } from '../ui/charts/StackedBarChart';
import { DataView, LoadingRows } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';
import { AdminSection } from './AdminSection';
import { weekLabel, weeklySeries } from './weeklySeries';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';

/** The Analytics tab: four charts computed by the server, each with its numbers as a table. */
export function AnalyticsPanel() {
  const { state, reload } = useApiData('analytics', fetchAnalytics, { toast: 'Failed to fetch analytics' });
  return (
    <AdminSection name="analytics" title="Analytics">
      <DataView state={state} onRetry={reload} failed="Failed to fetch analytics" loading={<LoadingRows rows={4} height="h-16" />}>
        {(data) => <Charts data={data} />}
      </DataView>
    </AdminSection>
  );
}

function Charts({ data }: { data: AdminAnalytics }) {
  const weeks = data.weeks.map(weekLabel);
  const leadSeries = weeklySeries(data.weeks, data.leadsPerWeek, (row) => row.projectType, LEAD_PROJECT_TYPES);
  const runSeries = weeklySeries(data.weeks, data.runsPerWeek, (row) => row.type, CALCULATOR_TYPES);
  const funnelTotal = data.leadFunnel.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className={card}>
        <StackedBarChart
          title="Leads per week by project type"
          description={`New leads in each of the last ${data.weeks.length} weeks, stacked by project type.`}
          labels={weeks}
          labelHeading="Week of"
          series={leadSeries.map((entry) => ({ label: LEAD_PROJECT_TYPE_LABELS[entry.key], values: entry.values }))}
        />
      </div>
      <div className={card}>
        <BarChart
          title="Lead funnel by status"
          description={`All ${funnelTotal} leads by their status now, from new to closed.`}
          labels={data.leadFunnel.map((row) => labelOf(LEAD_STATUS_LABELS, row.status))}
          labelHeading="Status"
          bars={{ label: 'Leads', values: data.leadFunnel.map((row) => row.count) }}
          formatValue={(value) => value.toLocaleString('en-US')}
        />
      </div>
      <div className={card}>
        <BarChart
          title="RFQ value by status"
          description="What the RFQs in each status are worth now, in US dollars: the quote once quoted (accepted: business won), else the estimate at submission."
          labels={data.rfqValueByStatus.map((row) => `${labelOf(RFQ_STATUS_LABELS, row.status)} (${row.count})`)}
          labelHeading="Status (RFQs)"
          bars={{ label: 'Value (quote, else estimate)', values: data.rfqValueByStatus.map((row) => Number(row.value)) }}
          formatValue={(value) => (Math.abs(value) >= 10_000 ? formatCompactCurrency(value) : formatCurrency(value))}
        />
        <p className="mt-3 text-sm text-slate-700" data-testid="quotes-won">
          Won: {data.won.count} {data.won.count === 1 ? 'quote' : 'quotes'} accepted, worth {formatCurrency(Number(data.won.value), 2)}{' '}
          (closed since or not).
        </p>
      </div>
      <div className={card}>
        <StackedBarChart
          title="Calculator runs per week by type"
          description={`Calculations saved in each of the last ${data.weeks.length} weeks, stacked by calculator.`}
          labels={weeks}
          labelHeading="Week of"
          series={runSeries.map((entry) => ({ label: CALCULATOR_TYPE_LABELS[entry.key], values: entry.values }))}
        />
      </div>
    </div>
  );
}
