import type { SystemAnswer } from '~/domain/btm/answer';
import { ppaCalculatorHref, ppaRequestOf } from '~/domain/btm/ppaHandOff';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent } from '~/domain/format';
import { formatEnergy, formatPower } from '~/domain/formatEnergy';
import { ScrollRegion } from '../ui/ScrollRegion';
import { Stat } from '../ui/Stat';

const money = (value: number) => formatCurrency(Math.round(value));
const years = (value: number | null) => (value === null ? 'Beyond the analysis' : `${formatNumber(value, 1)} years`);

const COLUMNS = ['Year', 'Savings', 'O&M', 'Replacement', 'Capex', 'ITC', 'Tax', 'Net', 'Cumulative'] as const;

/** The PV + battery system after tax: what was chosen (or why not), the headline returns, the year-by-year cash flow, and the PV on to the PPA calculator. */
export function SystemEconomics({ system }: { system: SystemAnswer }) {
  const { size, assumptions: a } = system;
  return (
    <section aria-labelledby="system-economics" className="flex flex-col gap-3">
      <h3 id="system-economics" className="text-base font-semibold text-ink">
        The system after tax
      </h3>
      <p className="text-sm text-slate-700">
        {system.sized ? 'Chosen by the optimizer: ' : 'As given: '}
        {size.pvKW > 0 ? `PV ${formatPower(size.pvKW)}dc` : 'no PV'},{' '}
        {system.built.battery ? `battery ${formatPower(size.batteryKW)} / ${formatEnergy(size.batteryKWh)}` : 'no battery'}. Capex{' '}
        {money(system.capex.total)}, ITC {money(system.itc)}.
      </p>
      {system.notes.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-slate-700">
          {system.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="NPV" value={formatCompactCurrency(system.npv)} detail={`At ${a.discountRatePercent}% after tax`} />
        <Stat label="IRR" value={system.irr === null ? 'None' : formatPercent(system.irr, 1)} detail={`Over ${a.analysisYears} years`} />
        <Stat label="Payback" value={years(system.paybackYears)} detail="Simple, after tax" />
        <Stat label="Discounted payback" value={years(system.discountedPaybackYears)} detail={`At ${a.discountRatePercent}%`} />
      </dl>
      <ScrollRegion label="The system's cash flow, by year" className="max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-right text-sm whitespace-nowrap tabular-nums">
          <caption className="sr-only">The system&apos;s after-tax cash flow, year by year</caption>
          <thead className="sticky top-0 bg-slate-100 text-xs text-slate-700">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 first:text-left">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {system.cashFlow.map((row) => (
              <tr key={row.year} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1.5 text-left font-medium">
                  {row.year}
                </th>
                <td className="px-2 py-1.5">{money(row.savings)}</td>
                <td className="px-2 py-1.5">{money(row.om)}</td>
                <td className="px-2 py-1.5">{money(row.replacement)}</td>
                <td className="px-2 py-1.5">{money(row.capex)}</td>
                <td className="px-2 py-1.5">{money(row.itc)}</td>
                <td className="px-2 py-1.5">{money(row.tax)}</td>
                <td className="px-2 py-1.5 font-semibold">{money(row.net)}</td>
                <td className="px-2 py-1.5">{money(row.cumulative)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-xs text-slate-600">
        Savings escalate {a.tariffEscalationPercent}%/year; PV loses {a.pv.degradationPercent}%/year, the battery {a.battery.fadePercent}
        %/year. Tax at {a.incomeTaxPercent}% on savings less O&amp;M and depreciation ({a.bonusDepreciationPercent}% bonus, {a.macrsYears}
        -year MACRS, basis less half the ITC); the ITC in year 1.
      </p>
      {size.pvKW > 0 && (
        <a
          className="self-start font-medium text-brand-800 underline"
          href={ppaCalculatorHref(
            ppaRequestOf({
              pvKW: size.pvKW,
              capexPerW: a.pv.capexPerW,
              itcPercent: a.pv.itcPercent + a.pv.itcAdderPercent,
              omPerKWYear: a.pv.omPerKWYear,
              degradationPercent: a.pv.degradationPercent,
              analysisYears: a.analysisYears,
              discountRatePercent: a.discountRatePercent,
              tariffEscalationPercent: a.tariffEscalationPercent,
              incomeTaxPercent: a.incomeTaxPercent,
              bonusDepreciationPercent: a.bonusDepreciationPercent,
            }),
            system.pvAnnualKWh / size.pvKW,
          )}
        >
          Open in the PPA / finance calculator
        </a>
      )}
    </section>
  );
}
