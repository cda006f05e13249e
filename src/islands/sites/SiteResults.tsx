import type { ReactNode } from 'react';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent, formatQuantity } from '~/domain/format';
import type { DesignPpa, DesignProduction, SiteAnswer } from '~/domain/sites/answer';
import { calculatorHref } from '~/domain/calculatorLinks';
import type { CalculatorType } from '~/domain/constants';
import type { Site } from '~/domain/sites/site';
import { billKey, ppaKey, productionKey, siteToolInputs, type SiteInputs } from '~/domain/sites/toolInputs';
import type { DesignBill } from '~/domain/sites/usage';
import { formatMoment, resultKeys, resultLabel, STALE_MESSAGE } from './siteText';

/** 1,842.3 MWh from kWh. */
export const formatMWh = (kWh: number) => `${formatQuantity(kWh / 1000, 1)} MWh`;
export const formatYield = (production: DesignProduction) => `${formatNumber(production.specificYieldKWhPerKWdc)} kWh/kWdc`;
/** The year-1 bill with the design's battery, or that it has none. */
export const formatBatteryBill = (bill: DesignBill) =>
  bill.withPvAndBattery === null ? 'No battery' : formatCurrency(bill.withPvAndBattery);
/** 6.4 years, or that the analysis never pays the design back. */
export const formatPayback = (bill: DesignBill) =>
  bill.economics.paybackYears === null ? 'Not within the analysis' : `${formatQuantity(bill.economics.paybackYears, 1)} years`;

/** The PV's levelized cost, $0.0735/kWh; a dash when it has none (no PV, or computed before it was added). */
export const formatLcoe = (bill: DesignBill) =>
  bill.economics.lcoe === undefined || bill.economics.lcoe === null ? '—' : `${formatCurrency(bill.economics.lcoe, 4)}/kWh`;

/** A design's PPA price, $0.0652/kWh; a dash when the calculator could not price it (the reason is among the warnings). */
export const formatPpaPrice = (ppa: DesignPpa) => (ppa.pricePerKWh === null ? '—' : `${formatCurrency(ppa.pricePerKWh, 4)}/kWh`);

/** What the views read of a site: its inputs and its results' states (a signed-in owner's site, or a shared one). */
export type SiteView = SiteInputs & Pick<Site, 'results'> & { id?: number };

function Stat({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums break-words text-ink">{value}</dd>
      {detail && <dd className="mt-1 text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

/** The mark of a figure whose inputs changed since it was computed. */
function StaleMark({ stale }: { stale: boolean | undefined }) {
  if (!stale) return null;
  return <p className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900">{STALE_MESSAGE}</p>;
}

/**
 * A tool's calculator, its form filled with the inputs the site gave it (the same the site computed
 * with); for the owner, opened for the site (and design), to save its inputs back.
 */
function OpenInCalculator({
  type,
  inputs,
  name,
  site,
  designId,
}: {
  type: CalculatorType;
  inputs: unknown;
  name: string;
  site: SiteView;
  designId?: string;
}) {
  if (!inputs) return null;
  const href = calculatorHref({ type, inputs: inputs as Record<string, unknown> });
  const forSite = site.id === undefined ? '' : `&site=${site.id}${designId ? `&design=${designId}` : ''}`;
  return (
    <p className="mt-3 text-sm">
      <a href={`${href}${forSite}`} className="font-semibold text-brand-800 hover:underline">
        Open in the {name}
      </a>
    </p>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-slate-50 p-4 print:break-inside-avoid">
      <h3 className="font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

/** Each design's production at a glance: the year's energy, the specific yield, and the weather station it came from. */
function ProductionCards({ site, answer, inputs }: { site: SiteView; answer: SiteAnswer; inputs: Record<string, unknown> }) {
  const shown = site.designs.flatMap((design) => {
    const computed = answer.designs.find((each) => each.id === design.id);
    return computed ? [{ design, production: computed.production, ppa: computed.ppa }] : [];
  });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {shown.map(({ design, production, ppa }) => (
        <Card key={design.id} title={`Production, ${design.name}`}>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <Stat label="Annual production" value={formatMWh(production.annualKWh)} />
            <Stat label="Specific yield" value={formatYield(production)} />
            {ppa && (
              <Stat
                label="PPA price, year 1"
                value={formatPpaPrice(ppa)}
                detail={
                  ppa.pricePerKWh === null
                    ? 'Not priced: the warnings say why'
                    : `Rising ${formatPercent(ppa.escalation, 1)} a year over ${ppa.termYears} years, after tax`
                }
              />
            )}
          </dl>
          <p className="mt-3 text-sm text-slate-700">
            Weather: {production.station.name} ({production.station.state}), {formatNumber(Math.round(production.station.distanceKm))} km
            away. AC capacity factor {formatPercent(production.capacityFactorAC)}.
          </p>
          <StaleMark stale={site.results[productionKey(design)]?.stale || site.results[ppaKey(design)]?.stale} />
          <OpenInCalculator
            type="solar"
            inputs={inputs[productionKey(design)]}
            name="solar production calculator"
            site={site}
            designId={design.id}
          />
          {/* On what was priced (a result stored before the PPA was added has no price to open). */}
          <OpenInCalculator type="ppa_epc" inputs={ppa?.inputs} name="PPA / finance calculator" site={site} designId={design.id} />
          <OpenInCalculator
            type="bess_value"
            inputs={design.battery && { batteryCapacityKW: design.battery.powerKW, batteryCapacityKWh: design.battery.energyKWh }}
            name="BESS value calculator"
            site={site}
            designId={design.id}
          />
        </Card>
      ))}
    </div>
  );
}

/** Each design's year-1 bills (no system, with PV, with PV and its battery) and its returns after tax. */
function BillCards({ site, answer }: { site: SiteView; answer: SiteAnswer }) {
  const shown = site.designs.flatMap((design) => {
    const bill = answer.designs.find((each) => each.id === design.id)?.bill;
    return bill ? [{ design, bill }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {shown.map(({ design, bill }) => (
        <Card key={design.id} title={`Bills and returns, ${design.name}`}>
          <p className="mt-1 text-sm text-slate-700">Year-1 electricity bill on {bill.tariff}</p>
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            <Stat label="No system" value={formatCurrency(bill.before)} />
            <Stat label="With PV" value={formatCurrency(bill.withPv)} />
            <Stat label="With PV and battery" value={formatBatteryBill(bill)} />
          </dl>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <Stat label="Net present value" value={formatCompactCurrency(bill.economics.npv)} detail="After tax" />
            <Stat label="IRR" value={bill.economics.irr === null ? 'None' : formatPercent(bill.economics.irr)} />
            <Stat label="Payback" value={formatPayback(bill)} detail={`${formatCompactCurrency(bill.economics.capex)} to build`} />
            <Stat label="LCOE of the PV" value={formatLcoe(bill)} detail="After tax, over the analysis" />
          </dl>
          <StaleMark stale={site.results[billKey(design)]?.stale} />
          {site.id !== undefined && (
            <p className="mt-3 text-sm">
              <a href={`/tools/btm-optimizer?site=${site.id}&design=${design.id}`} className="font-semibold text-brand-800 hover:underline">
                Open in the behind-the-meter optimizer
              </a>
            </p>
          )}
        </Card>
      ))}
    </div>
  );
}

/** The prescreen's key figures: the process, the time to operation, the network upgrade and the line to the substation. */
function InterconnectionSummary({
  result,
  stale,
  inputs,
  site,
}: {
  result: NonNullable<SiteAnswer['interconnection']>;
  stale?: boolean;
  inputs: unknown;
  site: SiteView;
}) {
  const { process, timeline, upgradeCost, genTie, region } = result;
  return (
    <Card title="Interconnection prescreen">
      <p className="mt-1 text-sm text-slate-700">
        {region.name}: <strong className="text-ink">{process.name}</strong>
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Stat
          label="Request to operation"
          value={`${formatQuantity(timeline.lowMonths, 1)}–${formatQuantity(timeline.highMonths, 1)} months`}
          detail={`Typically ${formatQuantity(timeline.typicalMonths, 1)} months`}
        />
        <Stat
          label="Network upgrade cost"
          value={
            upgradeCost.available
              ? `${formatCompactCurrency(upgradeCost.low)} – ${formatCompactCurrency(upgradeCost.high)}`
              : 'No public figure'
          }
          detail={
            upgradeCost.available
              ? `${formatCurrency(upgradeCost.lowPerKW)}–${formatCurrency(upgradeCost.highPerKW)}/kW`
              : upgradeCost.reason
          }
        />
        <Stat
          label={genTie.kind === 'feeder-extension' ? 'Feeder extension' : 'Gen-tie line'}
          value={
            genTie.low && genTie.total > 0
              ? `${formatCompactCurrency(genTie.low.total)} – ${formatCompactCurrency(genTie.total)}`
              : genTie.total === 0
                ? '$0'
                : formatCompactCurrency(genTie.total)
          }
          detail={`${formatQuantity(genTie.routeMiles, 2)} route miles`}
        />
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        <strong>Next step:</strong> {process.nextStep}
      </p>
      <StaleMark stale={stale} />
      <OpenInCalculator type="interconnection" inputs={inputs} name="interconnection prescreen" site={site} />
    </Card>
  );
}

/** The lease range: rent per acre a year in the three cases, and the likely year's total. */
function LeaseSummary({
  result,
  stale,
  inputs,
  site,
}: {
  result: NonNullable<SiteAnswer['landLease']>;
  stale?: boolean;
  inputs: unknown;
  site: SiteView;
}) {
  const perAcre = (value: number) => `${formatCurrency(value)}/acre/yr`;
  return (
    <Card title="Land lease">
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Stat label="Conservative" value={perAcre(result.conservative.perAcre)} />
        <Stat label="Likely" value={perAcre(result.likely.perAcre)} detail={`${formatCurrency(result.likely.total)} a year in all`} />
        <Stat label="Aggressive" value={perAcre(result.aggressive.perAcre)} />
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {formatNumber(result.usableAcres)} usable of {formatNumber(result.totalAcres)} acres. {result.assumptions.basis}
      </p>
      <StaleMark stale={stale} />
      <OpenInCalculator type="land_lease" inputs={inputs} name="land lease estimator" site={site} />
    </Card>
  );
}

/** The answer of the last computation: every design's production, the prescreen and the lease when computed, and the warnings. */
export function SiteAnswerView({ site, answer }: { site: SiteView; answer: SiteAnswer }) {
  const inputs = siteToolInputs(site);
  return (
    <div className="flex flex-col gap-4">
      <ProductionCards site={site} answer={answer} inputs={inputs} />
      <BillCards site={site} answer={answer} />
      {answer.interconnection && (
        <InterconnectionSummary
          result={answer.interconnection}
          stale={site.results.interconnection?.stale}
          inputs={inputs.interconnection}
          site={site}
        />
      )}
      {answer.landLease && (
        <LeaseSummary result={answer.landLease} stale={site.results.landLease?.stale} inputs={inputs.landLease} site={site} />
      )}
      {answer.warnings.length > 0 && (
        <section
          aria-label="Warnings"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 print:break-inside-avoid"
        >
          <h3 className="font-semibold">Warnings</h3>
          <ul className="mt-2 list-disc pl-5">
            {answer.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Every result the site has inputs for (or once had): when it was computed, whether it is out of date, or that it is not computed yet. */
export function ResultStates({ site }: { site: SiteView }) {
  return (
    <ul className="divide-y divide-slate-200 text-sm">
      {resultKeys(site).map((key) => {
        const result = site.results[key];
        return (
          <li key={key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span className="font-medium text-ink">{resultLabel(key, site)}</span>
            <span className={result?.stale ? 'font-medium text-amber-900' : 'text-slate-700'}>
              {!result ? 'Not computed yet' : result.stale ? STALE_MESSAGE : `Computed ${formatMoment(result.computedAt)}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
