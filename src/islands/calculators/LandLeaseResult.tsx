import { leaseIncomeProjection, type LandLeaseResult as Result, type LeaseScenario } from '~/domain/finance/lease';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent, formatQuantity } from '~/domain/format';
import { BarChart } from '../ui/charts/BarChart';
import { ResultCard } from './ResultCard';
import { ResultStat } from './ResultStat';

const SCENARIOS = [
  { key: 'conservative', label: 'Conservative' },
  { key: 'likely', label: 'Likely' },
  { key: 'aggressive', label: 'Aggressive' },
] as const;

function ScenarioCard({ label, scenario, highlight }: { label: string; scenario: LeaseScenario; highlight: boolean }) {
  return (
    <div className={`rounded-lg border p-4 ${highlight ? 'border-brand-600 bg-white shadow-sm' : 'border-slate-200 bg-white'}`}>
      <h3 className="text-sm font-semibold text-slate-700">{label}</h3>
      <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{formatCurrency(scenario.perAcre)}</p>
      <p className="text-xs text-slate-600">per usable acre per year</p>
      <p className="mt-2 text-sm font-semibold tabular-nums text-brand-800">{formatCurrency(scenario.total)}/yr total</p>
    </div>
  );
}

/** The lease estimate: the three scenarios per acre and in total, the acreage and basis, and 25 years of the likely rent. */
export function LandLeaseResult({ result, onDownload }: { result: Result; onDownload(): void }) {
  const { assumptions } = result;
  const projection = leaseIncomeProjection(result.likely.total);
  return (
    <ResultCard warnings={result.warnings} onDownload={onDownload}>
      <div className="grid gap-3 sm:grid-cols-3">
        {SCENARIOS.map(({ key, label }) => (
          <ScenarioCard key={key} label={label} scenario={result[key]} highlight={key === 'likely'} />
        ))}
      </div>
      <p className="text-sm text-slate-700">
        On {formatQuantity(result.usableAcres)} usable acres of {formatQuantity(result.totalAcres)} (
        {formatPercent(assumptions.usableShare, 0)}), in {assumptions.state}, {formatNumber(assumptions.distanceToSubstation, 1)} miles from
        a substation (×{formatNumber(assumptions.distanceFactor, 3)}). Basis: {assumptions.basis}.
      </p>
      <div>
        <h3 className="text-base font-semibold text-ink">25-year lease income (likely case)</h3>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <ResultStat
            label="Base income"
            value={formatCurrency(projection.base)}
            detail={`${formatCurrency(result.likely.total)} × 25 years`}
          />
          <ResultStat
            label="With 2.5% Escalation"
            value={formatCurrency(projection.escalated)}
            detail={
              <>
                Σ rent × 1.025<sup>year − 1</sup> over 25 years = {formatCurrency(result.likely.total)} ×{' '}
                {formatNumber(projection.multiplier * 25, 2)}
              </>
            }
          />
        </dl>
      </div>
      <BarChart
        title="Lease income by year, escalating 2.5%"
        description="Likely annual rent for each of the 25 years, rising 2.5 percent a year."
        labels={projection.schedule.map((_, index) => `Y${index + 1}`)}
        bars={{ label: 'Annual rent', values: projection.schedule }}
        formatValue={formatCompactCurrency}
      />
    </ResultCard>
  );
}
