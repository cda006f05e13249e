import { useMemo, useState, type ComponentProps } from 'react';
import type { BtmAnswer } from '~/domain/btm/answer';
import { intervalLabel, peakWeek, WEEKS } from '~/domain/btm/form';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent } from '~/domain/format';
import { formatEnergy, formatPower } from '~/domain/formatEnergy';
import { MONTH_NAMES } from '~/domain/typicalYear';
import { BarChart } from '../ui/charts/BarChart';
import { LineChart } from '../ui/charts/LineChart';
import { SelectField } from '../forms/SelectField';
import { secondaryButton } from '../ui/buttons';
import { ScrollRegion } from '../ui/ScrollRegion';
import { Stat } from '../ui/Stat';
import { billLabels, yearBills } from './bills';
import { draftHref, type QuotedDraft } from './resultActions';
import { SaveToSite } from './SaveToSite';
import { SystemEconomics } from './SystemEconomics';

/** The request for a quote for the battery: its button, and once asked, the draft RFQ it went into. */
export interface QuoteAction {
  label: string;
  onRequest(): void;
  pending: boolean;
  draft?: QuotedDraft;
}

interface Props {
  answer: BtmAnswer;
  loadKW: readonly number[];
  pvKW?: readonly number[];
  onDownload(): void;
  quote: QuoteAction;
  siteSave: ComponentProps<typeof SaveToSite>;
}

/** "Aug 6" from an interval's label ("Aug 6 09:15"). */
const dateOf = (label: string) => label.split(' ').slice(0, 2).join(' ');
const dayLabel = (day: number) => dateOf(intervalLabel(day * 24, 60));

/** "Week 1, Jan 1 – Jan 7"; the year's last day is a week of its own: "Week 53, Dec 31". */
export const WEEK_OPTIONS = WEEKS.map(({ week, firstDay, days }) => {
  const dates = days > 1 ? `${dayLabel(firstDay)} – ${dayLabel(firstDay + days - 1)}` : dayLabel(firstDay);
  return { value: String(week), label: `Week ${week + 1}, ${dates}` };
});

const money = (value: number) => formatCurrency(value);

/** The optimized bill, month by month; a week of the dispatch; the battery's returns; the downloads and the quote. */
export function BtmResult({ answer, loadKW, pvKW: requestPvKW, onDownload, quote, siteSave }: Props) {
  const { annual, battery, months, economics, system } = answer;
  // PV sized by the optimizer: the request's hours at the chosen size.
  const pvKW = useMemo(
    () =>
      system && requestPvKW
        ? system.size.pvKW > 0
          ? requestPvKW.map((kW) => (kW * system.size.pvKW) / system.pvReferenceKW)
          : undefined
        : requestPvKW,
    [system, requestPvKW],
  );
  const labels = billLabels(Boolean(answer.pv));
  const [week, setWeek] = useState(() => peakWeek(loadKW, pvKW, answer.intervalMinutes));
  const peakBefore = Math.max(...months.map((month) => month.before.peakKW));
  const peakAfter = Math.max(...months.map((month) => month.after.peakKW));
  return (
    <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="Annual savings"
          value={money(annual.savings)}
          detail={`${formatPercent(annual.before > 0 ? annual.savings / annual.before : 0, 1)} of the bill${answer.pv ? ' with PV only' : ''}`}
        />
        <div className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-xs font-medium text-slate-600">The bill a year</dt>
          {yearBills(answer).map(({ label, value }) => (
            <dd key={label} className="mt-1 flex flex-wrap justify-between gap-x-2 text-sm text-slate-700">
              {label}: <span className="font-semibold text-ink tabular-nums">{formatCompactCurrency(value)}</span>
            </dd>
          ))}
        </div>
        <Stat
          label={battery.sized ? 'Battery chosen' : 'Battery'}
          value={`${formatPower(battery.powerKW)} / ${formatEnergy(battery.energyKWh)}`}
          detail={
            battery.sized
              ? 'Sized by the optimizer at your costs'
              : `${formatNumber(battery.powerKW > 0 ? battery.energyKWh / battery.powerKW : 0, 1)} hours`
          }
        />
        <Stat label="Highest peak" value={`${formatPower(peakBefore)} → ${formatPower(peakAfter)}`} detail="Of the year's billing months" />
      </dl>
      {answer.warnings && answer.warnings.length > 0 && (
        <div role="note" aria-label="Not modelled" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Not modelled: this tariff has terms the bills here leave out</p>
          <ul className="mt-1 list-disc pl-5 break-words">
            {answer.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-slate-700">
        {answer.tariff.utility ? `${answer.tariff.utility}: ` : ''}
        {answer.tariff.name}
        {answer.tariff.effectiveDate ? `, effective ${answer.tariff.effectiveDate}` : ''}. Load {formatEnergy(answer.load.annualKWh)} a
        year, peak {formatPower(answer.load.peakKW)}
        {answer.pv
          ? `; PV ${formatEnergy(answer.pv.annualKWh)}${answer.pv.curtailedKWh > 0.5 ? `, ${formatEnergy(answer.pv.curtailedKWh)} of it spilled` : ''}`
          : ''}
        . Solved by HiGHS in {formatNumber(answer.solver.seconds, 1)} s ({formatNumber(answer.solver.variables)} variables,{' '}
        {formatNumber(answer.solver.constraints)} constraints, {answer.solver.problems}{' '}
        {answer.solver.problems === 1 ? 'program' : 'monthly programs'}).
      </p>

      <MonthlyBills months={months} pv={Boolean(answer.pv)} />

      <BarChart
        title="The bill, month by month"
        description={`Each month's bill: ${labels.after} (bars) and ${labels.before} (line).`}
        labels={[...MONTH_NAMES]}
        bars={{ label: labels.after, values: months.map((month) => month.after.total) }}
        line={{ label: labels.before, values: months.map((month) => month.before.total) }}
        formatValue={formatCompactCurrency}
        labelHeading="Month"
      />

      <WeekView answer={answer} loadKW={loadKW} pvKW={pvKW} week={week} onWeek={setWeek} />

      {system && <SystemEconomics system={system} />}

      {economics && (
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-ink">The battery&apos;s returns</h3>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat
              label="Net capex"
              value={formatCompactCurrency(economics.netCapex)}
              detail={`After a ${economics.assumptions.itcPercent}% ITC`}
            />
            <Stat
              label="NPV"
              value={formatCompactCurrency(economics.npv)}
              detail={`At ${formatPercent(economics.assumptions.discountRate, 1)}`}
            />
            <Stat
              label="IRR"
              value={economics.irr === null ? 'None' : formatPercent(economics.irr, 1)}
              detail={`Over ${economics.assumptions.analysisYears} years`}
            />
            <Stat label="Payback" value={economics.paybackYear ? `Year ${economics.paybackYear}` : 'Beyond the analysis'} detail="Simple" />
          </dl>
          <BarChart
            title="Net cash flow by year"
            description="Each year's savings less O&M (bars) and the cumulative position after the net capex (line)."
            labels={economics.years.map((row) => `Y${row.year}`)}
            bars={{ label: 'Net cash flow', values: economics.years.map((row) => row.netCashFlow) }}
            line={{ label: 'Cumulative', values: economics.years.map((row) => row.cumulativeCashFlow) }}
            formatValue={formatCompactCurrency}
          />
          <p className="text-xs text-slate-600">
            Year 1 saves what the optimized dispatch saves; each later year that much times the capacity left after{' '}
            {formatPercent(economics.assumptions.degradationPercent, 1)} a year of fade. Rates held at today&apos;s.
          </p>
        </div>
      )}

      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={onDownload}>
            Download every interval (CSV + JSON)
          </button>
          <button type="button" className={secondaryButton} onClick={quote.onRequest} disabled={quote.pending}>
            {quote.label}
          </button>
          <SaveToSite {...siteSave} />
        </div>
        <div aria-live="polite">
          {quote.draft && (
            <p className="text-sm text-slate-700">
              {quote.draft.line}: in{' '}
              <a href={draftHref(quote.draft.id)} className="font-medium text-brand-800 underline">
                draft RFQ #{quote.draft.id}
              </a>
              , with this analysis in its notes.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

const BILL_COLUMNS = ['Energy', 'Demand', 'Fixed', 'Total', 'Peak', 'Saved'] as const;

/** Each month's bill without the battery → with it; with PV, the bill with no system first. */
function MonthlyBills({ months, pv }: { months: BtmAnswer['months']; pv: boolean }) {
  const labels = billLabels(pv);
  const noSystem = pv && months.every((month) => month.noSystem);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-ink">The bill before and after</h3>
      <p className="text-sm text-slate-700">
        Before: {labels.before}; after: {labels.after}
        {noSystem ? '. No system: the load alone, without the PV or the battery.' : '.'}
      </p>
      <ScrollRegion label="The bill before and after, by month" className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-right text-sm whitespace-nowrap tabular-nums">
          <thead className="bg-slate-100 text-xs text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-2 text-left">
                Month
              </th>
              {noSystem && (
                <th scope="col" className="px-2 py-2">
                  No system
                </th>
              )}
              {BILL_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map(({ month, before, after, noSystem: alone }) => (
              <tr key={month} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1.5 text-left font-medium">
                  {month}
                </th>
                {noSystem && alone && <td className="px-2 py-1.5">{money(alone.total)}</td>}
                <td className="px-2 py-1.5">
                  {money(before.energyCharges - before.exportCredit)} → {money(after.energyCharges - after.exportCredit)}
                </td>
                <td className="px-2 py-1.5">
                  {money(before.demandCharges)} → {money(after.demandCharges)}
                </td>
                <td className="px-2 py-1.5">{money(after.fixedCharges)}</td>
                <td className="px-2 py-1.5">
                  {money(before.total)} → {money(after.total)}
                </td>
                <td className="px-2 py-1.5">
                  {formatPower(before.peakKW)} → {formatPower(after.peakKW)}
                </td>
                <td className="px-2 py-1.5 font-semibold text-brand-800">{money(before.total - after.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

function WeekView({
  answer,
  loadKW,
  pvKW,
  week,
  onWeek,
}: {
  answer: BtmAnswer;
  loadKW: readonly number[];
  pvKW?: readonly number[];
  week: number;
  onWeek(week: number): void;
}) {
  const { dispatch, intervalMinutes } = answer;
  const view = useMemo(() => {
    const perDay = (24 * 60) / intervalMinutes;
    const { firstDay, days } = WEEKS[week]!;
    const start = firstDay * perDay;
    const end = start + days * perDay;
    const slice = (values: readonly number[]) => values.slice(start, end);
    const labels = Array.from({ length: end - start }, (_, index) => intervalLabel(start + index, intervalMinutes));
    return {
      labels,
      // The date at each day's first interval: "Aug 6".
      days: labels.map((label, index) => (index % perDay === 0 ? dateOf(label) : null)),
      load: slice(loadKW),
      pv: pvKW ? slice(pvKW) : undefined,
      battery: slice(dispatch.dischargeKW).map((discharge, index) => discharge - dispatch.chargeKW[start + index]!),
      grid: slice(dispatch.gridKW),
      soc: slice(dispatch.socKWh),
    };
  }, [loadKW, pvKW, week, dispatch, intervalMinutes]);
  const unit = intervalMinutes === 60 ? 'hour' : '15 minutes';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 className="text-base font-semibold text-ink">A week of the dispatch</h3>
        <div className="w-full sm:w-72">
          <SelectField
            label="Week"
            name="week"
            value={String(week)}
            onChange={(event) => onWeek(Number(event.target.value))}
            options={WEEK_OPTIONS}
          />
        </div>
      </div>
      <LineChart
        title="Load, solar, battery and grid"
        description={`Every ${unit} of the week: the site's load, its PV, the battery (discharging above zero, charging below) and the grid (importing above zero).`}
        labels={view.labels}
        series={[
          { label: 'Load', values: view.load, color: ['stroke-slate-700', 'bg-slate-700'] },
          ...(view.pv ? [{ label: 'PV', values: view.pv, color: ['stroke-sun-500', 'bg-sun-500'] as const }] : []),
          { label: 'Battery', values: view.battery, color: ['stroke-brand-600', 'bg-brand-600'] },
          { label: 'Grid', values: view.grid, color: ['stroke-sky-600', 'bg-sky-600'] },
        ]}
        formatValue={formatPower}
        labelHeading="Interval start"
        height={300}
        axisLabels={view.days}
      />
      <LineChart
        title="State of charge"
        description={`The battery's stored energy at the end of every ${unit} of the week.`}
        labels={view.labels}
        series={[{ label: 'Stored', values: view.soc, color: ['stroke-brand-700', 'bg-brand-700'] }]}
        formatValue={formatEnergy}
        labelHeading="Interval end"
        height={180}
        axisLabels={view.days}
      />
    </div>
  );
}
