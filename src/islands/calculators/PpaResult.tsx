import type { PpaResult as Result, ViablePpaResult } from '~/domain/finance/ppa';
import type { SpecificYield } from '~/domain/finance/solarResource';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent } from '~/domain/format';
import { formatEnergy } from '~/domain/formatEnergy';
import { percentOf } from '~/domain/schemas/calculators/numbers';
import { SOLAR_TRACKING_LABELS } from '~/domain/schemas/calculators/tracking';
import { BarChart } from '../ui/charts/BarChart';
import { ResultCard } from './ResultCard';
import { ResultStat } from './ResultStat';

const price = (value: number | null, decimals: number, unit: string) =>
  value === null ? 'None' : `${formatCurrency(value, decimals)}/${unit}`;

/** The PPA solver's result: the solved price, LCOE, production, capex and payback, the after-tax returns, the yearly cash flows. */
export function PpaResult({ result, escalationPercent, onDownload }: { result: Result; escalationPercent: number; onDownload(): void }) {
  return (
    <ResultCard warnings={result.warnings} onDownload={onDownload}>
      {result.viable ? (
        <Viable result={result} escalationPercent={escalationPercent} />
      ) : (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="text-lg font-semibold">Not viable at this price</p>
          <p className="mt-1 text-sm">{result.reason}</p>
        </div>
      )}
    </ResultCard>
  );
}

function Viable({ result, escalationPercent }: { result: ViablePpaResult; escalationPercent: number }) {
  const afterTax = result.afterTax;
  const years = result.cashFlows.map((row) => `Y${row.year}`);
  const resource = result.specificYield;
  return (
    <>
      {result.solveFor === 'ppa' ? (
        <div>
          <p className="text-sm font-medium text-slate-700">Estimated PPA Price</p>
          <p className="text-4xl font-bold tabular-nums text-brand-800">{price(result.ppaPrice, 4, 'kWh')}</p>
          <p className="mt-1 text-sm text-slate-700">In year 1, escalating {formatNumber(percentOf(escalationPercent), 1)}%/yr.</p>
        </div>
      ) : (
        <div>
          <p className="text-sm font-medium text-slate-700">Maximum EPC Price</p>
          <p className="text-4xl font-bold tabular-nums text-brand-800">{price(result.maxEpcPrice, 2, 'W')}</p>
          <p className="mt-1 text-sm text-slate-700">
            The highest EPC price that still earns the WACC at {price(result.ppaPrice, 4, 'kWh')}.
          </p>
        </div>
      )}
      <p className="text-xs font-medium text-slate-600">{afterTax ? 'After-tax, single owner' : 'Pre-tax, unlevered'} model.</p>
      <dl className="grid grid-cols-2 gap-3">
        <ResultStat
          label="Nominal LCOE ($/kWh)"
          value={formatCurrency(result.lcoe, 4)}
          detail={`Real: ${formatCurrency(result.lcoeReal, 4)} in today's dollars`}
        />
        <ResultStat label="Annual production" value={formatEnergy(result.annualProduction)} detail="Year 1" />
        <ResultStat label="Net capex" value={formatCurrency(result.netCapex)} detail={afterTax ? 'Before credits' : 'After the ITC'} />
        <ResultStat label="Breakeven" value={result.breakeven ? `Year ${result.breakeven}` : 'Beyond the term'} detail="Simple payback" />
      </dl>
      <p className="text-xs text-slate-600">
        Solar resource: {formatNumber(resource.kWhPerKW)} kWh/kWdc in year 1 ({resourceSource(resource)}).
      </p>
      {afterTax && (
        <div>
          <dl className="grid grid-cols-2 gap-3">
            <ResultStat
              label="Project IRR"
              value={afterTax.projectIrr === null ? 'None' : formatPercent(afterTax.projectIrr, 2)}
              detail={`After tax at ${formatPercent(afterTax.combinedTaxRate, 2)} combined`}
            />
            <ResultStat label="Project NPV" value={formatCurrency(afterTax.npv)} detail="At the WACC" />
            {afterTax.debt && (
              <>
                <ResultStat
                  label="Debt"
                  value={formatCurrency(afterTax.debt.amount)}
                  detail={`${formatPercent(afterTax.debt.shareOfCapex, 0)} of capex, DSCR ${formatNumber(afterTax.debt.dscr, 2)}`}
                />
                <ResultStat
                  label="Equity IRR"
                  value={afterTax.equityIrr === null ? 'None' : formatPercent(afterTax.equityIrr, 2)}
                  detail="The target, met exactly"
                />
              </>
            )}
          </dl>
          <p className="mt-2 text-xs text-slate-600">
            The owner is assumed to have tax appetite: a year's tax loss (from depreciation) offsets other income that year.
          </p>
        </div>
      )}
      {/* Each on its own scale: beside the cumulative line the yearly bars read as a flat line. */}
      <BarChart
        title="Yearly net cash flow"
        description={`Net cash flow (${afterTax ? 'after tax and credits' : 'revenue minus operating costs'}) for each of the ${years.length} years.`}
        labels={years}
        bars={{ label: 'Net cash flow', values: result.cashFlows.map((row) => row.netCashFlow) }}
        formatValue={formatCompactCurrency}
      />
      <BarChart
        title="Cumulative position"
        description="What the project has returned less what it cost, at the end of each year: it crosses zero at the breakeven year."
        labels={years}
        bars={{ label: 'Cumulative (after net capex)', values: result.cashFlows.map((row) => row.cumulativeCashFlow) }}
        formatValue={formatCompactCurrency}
      />
    </>
  );
}

/** Where the yield came from, as the result says it. */
function resourceSource(resource: SpecificYield): string {
  if (resource.source === 'input') return 'your figure';
  if (resource.source === 'national') return 'US average, no location given';
  const array = resource.tracking ? SOLAR_TRACKING_LABELS[resource.tracking].toLowerCase() : 'PV';
  const { site, station } = resource;
  const at = !site
    ? resource.state
    : site.basis === 'coordinates'
      ? `${formatNumber(site.latitude, 4)}, ${formatNumber(site.longitude, 4)}`
      : `${resource.state}'s representative solar site, ${site.name}${site.estimate ? ' (an estimate: no utility-scale plant on record)' : ''}`;
  const weather = station
    ? `${station.name} weather station${station.distanceKm ? `, ${formatNumber(station.distanceKm, 0)} km away` : ''}`
    : 'its weather station';
  return `modeled hour by hour at ${at}, with the ${weather}, ${array}, as PVWatts does`;
}
