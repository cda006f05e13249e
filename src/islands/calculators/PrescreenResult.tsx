import { formatCompactCurrency, formatCurrency, formatQuantity } from '~/domain/format';
import type { Flag, PrescreenResult as Result } from '~/domain/interconnection/prescreen';
import { ResultCard } from './ResultCard';
import { ResultStat } from './ResultStat';

const FLAG_STYLES: Record<Flag['level'], { label: string; className: string }> = {
  red: { label: 'Risk', className: 'border-red-200 bg-red-50 text-red-900' },
  amber: { label: 'Watch', className: 'border-amber-200 bg-amber-50 text-amber-900' },
  green: { label: 'OK', className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
};
const FLAG_ORDER: Record<Flag['level'], number> = { red: 0, amber: 1, green: 2 };

function months(value: number): string {
  return `${formatQuantity(value, 1)} mo`;
}

/** The low–high band in months with the typical figure marked, on a scale to the next 12 months past the high. */
function TimelineBand({ timeline }: { timeline: Result['timeline'] }) {
  const scale = Math.ceil(timeline.highMonths / 12) * 12;
  const at = (value: number) => `${(value / scale) * 100}%`;
  const label = `From request to operation: ${months(timeline.lowMonths)} to ${months(timeline.highMonths)}, typically ${months(timeline.typicalMonths)}`;
  return (
    <figure className="mt-3">
      <div role="img" aria-label={label} className="relative h-4 rounded-full bg-slate-100">
        <div
          className="absolute inset-y-0 rounded-full bg-brand-200"
          style={{ left: at(timeline.lowMonths), width: at(timeline.highMonths - timeline.lowMonths) }}
        />
        <div className="absolute -inset-y-1 w-1 -translate-x-1/2 rounded bg-brand-800" style={{ left: at(timeline.typicalMonths) }} />
      </div>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-600 tabular-nums">
        <span>0</span>
        <span>{scale / 2} months</span>
        <span>{scale} months</span>
      </figcaption>
    </figure>
  );
}

/** Where the band's ends come from, in a sentence. */
function bandSentence(timeline: Result['timeline']): string {
  switch (timeline.band.kind) {
    case 'quartiles':
      return `The band is the middle half of those projects (25th to 75th percentile)${timeline.band.verified ? '' : ', as read from the data file by a third party'}.`;
    case 'stated-range':
      return 'The band is the range the source states.';
    case 'estimate':
      return 'The band is a Voltfield estimate around the published figure (see sources).';
  }
}

function GenTie({ genTie }: { genTie: Result['genTie'] }) {
  if (genTie.low && genTie.total > 0) {
    return (
      <ResultStat
        label="Feeder extension"
        value={`${formatCompactCurrency(genTie.low.total)} – ${formatCompactCurrency(genTie.total)}`}
        detail={`${formatQuantity(genTie.routeMiles, 2)} route miles of new overhead distribution line at ${formatCompactCurrency(genTie.low.usdPerMile)}–${formatCompactCurrency(genTie.usdPerMile)}/mile (EEI survey, rural to urban); ${formatCurrency(genTie.low.perKW)}–${formatCurrency(genTie.perKW)}/kW`}
      />
    );
  }
  return (
    <ResultStat
      label={genTie.kind === 'feeder-extension' ? 'Feeder extension' : 'Gen-tie line'}
      value={genTie.total === 0 ? '$0' : formatCompactCurrency(genTie.total)}
      detail={`${formatQuantity(genTie.routeMiles, 2)} route miles at ${formatCompactCurrency(genTie.usdPerMile)}/mile (${genTie.costVoltageKV} kV class) plus adders; ${formatCurrency(genTie.perKW)}/kW`}
    />
  );
}

function FlagList({ flags }: { flags: Flag[] }) {
  const sorted = [...flags].sort((a, b) => FLAG_ORDER[a.level] - FLAG_ORDER[b.level]);
  return (
    <ul className="flex flex-col gap-2">
      {sorted.map((flag) => {
        const style = FLAG_STYLES[flag.level];
        return (
          <li key={`${flag.code}-${flag.message}`} className={`flex gap-3 rounded-lg border px-3 py-2 text-sm ${style.className}`}>
            <span className="w-12 shrink-0 font-semibold">{style.label}</span>
            <span>{flag.message}</span>
          </li>
        );
      })}
    </ul>
  );
}

function UpgradeCost({ cost }: { cost: Result['upgradeCost'] }) {
  if (!cost.available) return <ResultStat label="Network upgrade cost" value="No public figure" detail={cost.reason} />;
  return (
    <ResultStat
      label="Network upgrade cost"
      value={`${formatCompactCurrency(cost.low)} – ${formatCompactCurrency(cost.high)}`}
      detail={`${formatCurrency(cost.lowPerKW)}–${formatCurrency(cost.highPerKW)}/kW from LBNL's cost studies${cost.verified ? '' : ' (some figures unverified)'}`}
    />
  );
}

/** The prescreen's answer: the process and next step, the timeline band, odds, costs, headroom, flags and every source. */
export function PrescreenResult({ result, onDownload }: { result: Result; onDownload(): void }) {
  const { region, process, timeline, odds, genTie, headroom, voltage } = result;
  return (
    <ResultCard onDownload={onDownload}>
      <div>
        <p className="text-sm font-semibold text-brand-800">{region.name}</p>
        <h3 className="mt-1 text-xl font-bold text-ink">{process.name}</h3>
        <p className="mt-2 text-sm text-slate-700">{process.description}</p>
        {process.fastTrack && <p className="mt-2 text-xs text-slate-600">Fast Track: {process.fastTrack.assumption}</p>}
        <p className="mt-3 rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm text-slate-800">
          <strong>Next step:</strong> {process.nextStep}
        </p>
      </div>

      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h4 className="text-sm text-slate-600">Request to operation</h4>
        <p className="mt-1 text-lg font-semibold text-ink tabular-nums sm:text-xl">
          {formatQuantity(timeline.lowMonths, 1)}–{formatQuantity(timeline.highMonths, 1)} months, typically{' '}
          {formatQuantity(timeline.typicalMonths, 1)}
        </p>
        <TimelineBand timeline={timeline} />
        <p className="mt-2 text-xs text-slate-600">
          {timeline.scope === 'national' ? 'National figure' : `${region.name} figure`}: {timeline.cohort}. {bandSentence(timeline)}{' '}
          {timeline.basis}
        </p>
        {timeline.context.length > 0 && (
          <p className="mt-1 text-xs text-slate-600">
            Also published for {region.name}:{' '}
            {timeline.context.map((row) => `${formatQuantity(row.months, 1)} months, the ${row.label} (${row.cohort})`).join('; ')}.
          </p>
        )}
      </div>

      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultStat
          label="Reached operation"
          value={`${odds.lowerBound ? 'over ' : ''}${formatQuantity(odds.completionPct, 1)}% of requests`}
          detail={`${odds.scope === 'national' ? 'US' : region.name}, ${odds.technology === 'all' ? 'all technologies' : odds.technology}: ${odds.cohort}`}
        />
        <UpgradeCost cost={result.upgradeCost} />
        <GenTie genTie={genTie} />
        <ResultStat
          label={headroom ? 'Substation headroom' : 'Voltage'}
          value={headroom ? `${formatQuantity(headroom.remainingMW, 1)} MW left` : `${formatQuantity(voltage.kV, 2)} kV`}
          detail={
            headroom
              ? `${formatQuantity(headroom.availableMW, 1)} MW available − ${formatQuantity(headroom.queuedAheadMW, 1)} MW queued ahead, for ${formatQuantity(headroom.sizeMW, 1)} MW`
              : voltage.basis
          }
        />
      </dl>

      <section aria-labelledby="prescreen-flags">
        <h3 id="prescreen-flags" className="text-base font-semibold text-ink">
          Flags
        </h3>
        <div className="mt-2">
          <FlagList flags={result.flags} />
        </div>
      </section>

      {odds.regionalContext.length > 0 && (
        <p className="text-xs text-slate-600">
          Unverified regional completion figures, for context only:{' '}
          {odds.regionalContext.map((row) => `${row.lowerBound ? 'over ' : ''}${row.completionPct}% (${row.cohort})`).join('; ')}.
        </p>
      )}

      <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-semibold text-ink">
          Sources ({result.sources.length}), data edition {result.dataVersion}
        </summary>
        {/* Titles and editions hold long unbroken names (a repository, a commit): they wrap anywhere rather than widen the page. */}
        <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-slate-700 [overflow-wrap:anywhere]">
          {result.sources.map((source) => (
            <li key={source.id}>
              <a href={source.url} className="text-brand-800 underline" rel="noopener noreferrer" target="_blank">
                {source.title}
              </a>
              . {source.publisher}, {source.edition}.
            </li>
          ))}
        </ol>
      </details>
    </ResultCard>
  );
}
