import type { ReactNode } from 'react';
import { bessProjection, type BessEconomics, type BessInputs, type BessResult as Result } from '~/domain/finance/bess';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent, formatQuantity } from '~/domain/format';
import { BarChart } from '../ui/charts/BarChart';
import { ScrollRegion } from '../ui/ScrollRegion';
import { ResultCard } from './ResultCard';
import { ResultStat } from './ResultStat';

const years = (rows: readonly { year: number }[]) => rows.map((row) => `Y${row.year}`);

/**
 * The battery's value: the headline year, its parts and the assumptions; then one long view, over
 * the analysis period with capacity fade at today's rates, the same years the returns (with an
 * installed cost) are built on.
 */
export function BessResult({ request, result, onDownload }: { request: BessInputs; result: Result; onDownload(): void }) {
  const { assumptions, economics } = result;
  const projection = bessProjection(request);
  const fade = `${formatPercent(projection.degradationPercent)} a year`;
  return (
    <ResultCard warnings={result.warnings} onDownload={onDownload}>
      <div>
        <p className="text-sm font-medium text-slate-700">Total annual value</p>
        <p className="text-4xl font-bold tabular-nums text-brand-800">{formatCurrency(result.total.annual)}</p>
        <p className="mt-1 text-sm text-slate-700">{formatCurrency(result.total.monthly)} a month, in year 1</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultStat
          label="Demand charge reduction"
          value={`${formatCurrency(result.demandReduction.annual)}/yr`}
          detail={`${formatCurrency(result.demandReduction.monthly)} a month`}
        />
        <ResultStat
          label="Energy arbitrage"
          value={`${formatCurrency(result.arbitrage.annual)}/yr`}
          detail={`${formatCurrency(result.arbitrage.monthly)} a month · ${formatCurrency(result.arbitrage.daily)} a cycling day`}
        />
        {result.resilience && (
          <ResultStat
            label="Resilience value"
            value={`${formatCurrency(result.resilience.annual)}/yr`}
            detail={`${formatCurrency(result.resilience.monthly)} a month, expected`}
          />
        )}
      </dl>
      <div>
        <h3 className="text-base font-semibold text-ink">Assumptions used</h3>
        <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          <li>{formatNumber(assumptions.cyclesPerMonth)} cycles a month</li>
          <li>Round-trip efficiency {formatPercent(assumptions.roundTripEfficiency)}</li>
          <li>Average spread ${assumptions.averageSpread.toFixed(3)}/kWh discharged</li>
          <li>
            Holds {formatNumber(assumptions.firmPowerKW)} kW through a {assumptions.peakWindowHours}-hour peak
          </li>
          <li>
            Discharges {formatNumber(assumptions.energyPerCycleKWh)} kWh a cycle in a {formatQuantity(assumptions.dischargeWindowHours, 1)}
            -hour window
          </li>
          <li>
            Capacity fades {fade} over {projection.years} years; rates stay at today's
          </li>
          {assumptions.outageHoursPerYear !== undefined && (
            <li>
              {assumptions.outageHoursPerYear} outage hours a year at ${assumptions.valueOfLostLoadPerKWh}/kWh unserved
            </li>
          )}
        </ul>
      </div>
      <ResultSection id="bess-projection" title={`${projection.years}-year projection`}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <ResultStat
            label="Total savings"
            value={formatCurrency(projection.total)}
            detail={`Demand and arbitrage over ${projection.years} years, capacity fading ${fade}; resilience not counted`}
          />
          <ResultStat
            label={`Savings in year ${projection.years}`}
            value={`${formatCurrency(projection.rows.at(-1)!.savings)}/yr`}
            detail={`${formatPercent(projection.rows.at(-1)!.capacityRemaining, 0)} of the kWh left`}
          />
        </dl>
        {/* With an installed cost the yearly net cash flow below shows the same years less O&M. */}
        {!economics && (
          <BarChart
            title="Savings by year"
            description={`Demand and arbitrage savings for each of the ${projection.years} years, as the battery's capacity fades ${fade}.`}
            labels={years(projection.rows)}
            bars={{ label: 'Savings', values: projection.rows.map((row) => row.savings) }}
            formatValue={formatCompactCurrency}
          />
        )}
      </ResultSection>
      {economics && <Economics economics={economics} />}
    </ResultCard>
  );
}

/** The cost side's answer: NPV, IRR, payback and net capex, the yearly cash flows as charts and a table. */
function Economics({ economics }: { economics: BessEconomics }) {
  const { assumptions: used, years: rows } = economics;
  const period = `${used.analysisYears} years`;
  return (
    <ResultSection id="bess-economics" title="Costs and returns">
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultStat label="NPV" value={formatCurrency(economics.npv)} detail={`At ${formatPercent(used.discountRate)} over ${period}`} />
        <ResultStat
          label="IRR"
          value={economics.irr === null ? 'None' : formatPercent(economics.irr)}
          detail={economics.irr === null ? 'The cash flows never repay the cost' : 'Internal rate of return'}
        />
        <ResultStat
          label="Payback"
          value={economics.paybackYear === null ? `Beyond year ${used.analysisYears}` : `Year ${economics.paybackYear}`}
          detail="Simple, undiscounted"
        />
        <ResultStat
          label="Net capex"
          value={formatCurrency(economics.netCapex)}
          detail={`${formatCurrency(economics.capex)} less ${formatQuantity(used.itcPercent, 1)}% ITC`}
        />
      </dl>
      <p className="text-xs text-slate-600">
        The projection's savings less O&M of {formatCurrency(rows[0]?.omCost ?? 0)} a year. Resilience is not counted as cash.
      </p>
      {/* Each on its own scale: beside the cumulative line the yearly bars read as a flat line. */}
      <BarChart
        title="Yearly net cash flow"
        description={`Savings minus O&M for each of the ${used.analysisYears} years.`}
        labels={years(rows)}
        bars={{ label: 'Net cash flow', values: rows.map((row) => row.netCashFlow) }}
        formatValue={formatCompactCurrency}
      />
      <BarChart
        title="Cumulative position"
        description="What the battery has saved less what it cost, at the end of each year: it crosses zero at payback."
        labels={years(rows)}
        bars={{ label: 'Cumulative (after net capex)', values: rows.map((row) => row.cumulativeCashFlow) }}
        formatValue={formatCompactCurrency}
      />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">Yearly table</summary>
        <p className="mt-2 text-xs text-slate-600">Net is savings less O&M; cumulative starts from the net capex.</p>
        <ScrollRegion
          label="Yearly cash flows"
          className="mt-2 overflow-x-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <table className="w-full text-right text-xs tabular-nums">
            <thead>
              <tr className="border-b border-slate-200">
                {['Year', 'Capacity', 'Savings', 'Net', 'Cumulative'].map((heading) => (
                  <th key={heading} scope="col" className="py-1 pl-2 font-semibold first:pl-0 first:text-left">
                    {heading}
                  </th>
                ))}
                {/* The present values sum to the NPV above; a phone's width goes to the other columns. */}
                <th scope="col" className="hidden py-1 pl-2 font-semibold sm:table-cell">
                  Discounted
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.year} className="border-b border-slate-100">
                  <th scope="row" className="py-1 text-left font-normal">
                    {row.year}
                  </th>
                  <td className="py-1 pl-2">{formatPercent(row.capacityRemaining, 0)}</td>
                  <td className="py-1 pl-2">{formatCompactCurrency(row.savings)}</td>
                  <td className="py-1 pl-2">{formatCompactCurrency(row.netCashFlow)}</td>
                  <td className="py-1 pl-2">{formatCompactCurrency(row.cumulativeCashFlow)}</td>
                  <td className="hidden py-1 pl-2 sm:table-cell">{formatCompactCurrency(row.presentValue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </ResultSection>
  );
}

/** A part of the result with a heading of its own: a region named by it. */
function ResultSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}
