import type { PrescreenResult } from './types.ts';

/** The CSV report's rows: the figures a spreadsheet wants, one a row, each with its source. */
export function prescreenReportRows(result: PrescreenResult): { figure: string; value: string | number; unit: string; source: string }[] {
  const cost = result.upgradeCost;
  const genTie = result.genTie;
  const genTieSource = genTie.sources.join(' ');
  return [
    { figure: 'Process', value: result.process.name, unit: '', source: result.process.source },
    { figure: 'Timeline, low', value: result.timeline.lowMonths, unit: 'months', source: result.timeline.source },
    { figure: 'Timeline, typical', value: result.timeline.typicalMonths, unit: 'months', source: result.timeline.source },
    { figure: 'Timeline, high', value: result.timeline.highMonths, unit: 'months', source: result.timeline.source },
    { figure: 'Reached operation', value: result.odds.completionPct, unit: '%', source: result.odds.source },
    ...(cost.available
      ? [
          { figure: 'Upgrade cost, low', value: Math.round(cost.low), unit: 'USD', source: cost.figures[0]?.source ?? '' },
          { figure: 'Upgrade cost, high', value: Math.round(cost.high), unit: 'USD', source: cost.figures[0]?.source ?? '' },
        ]
      : []),
    ...(genTie.low
      ? [
          { figure: 'Feeder extension, low', value: Math.round(genTie.low.total), unit: 'USD', source: genTieSource },
          { figure: 'Feeder extension, high', value: Math.round(genTie.total), unit: 'USD', source: genTieSource },
        ]
      : [{ figure: 'Gen-tie estimate', value: Math.round(genTie.total), unit: 'USD', source: genTieSource }]),
    ...result.flags.map((flag) => ({ figure: `Flag: ${flag.code}`, value: flag.level, unit: '', source: flag.source ?? '' })),
  ];
}
