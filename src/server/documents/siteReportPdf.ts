import { formatCurrency, formatNumber, formatPercent } from '../../domain/format.ts';
import { formatEnergy, formatPower } from '../../domain/formatEnergy.ts';
import { SOLAR_TRACKING_LABELS } from '../../domain/schemas/calculators/tracking.ts';
import type { SiteDesign } from '../../domain/sites/design.ts';
import type { Site } from '../../domain/sites/site.ts';
import type { SiteAnswer } from '../../domain/sites/answer.ts';
import { ZIP_DATASET } from '../../domain/sites/zipDataset.ts';
import { drawFacts, drawFigureBand, drawHeader, INK, MARGIN, MUTED, section, startPdf } from './pdfPage.ts';
import { isMeteredLoad } from '../../domain/sites/usage.ts';
import { pdfText } from './pdfText.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "voltfield-site-12.pdf". */
export const siteReportFileName = (site: Pick<Site, 'id'>) => `voltfield-site-${site.id}.pdf`;

function arrayText({ pv }: SiteDesign): string {
  const mount =
    pv.tracking === 'fixed'
      ? `fixed at ${pv.tiltDeg}° tilt facing ${pv.azimuthDeg}°`
      : `${SOLAR_TRACKING_LABELS[pv.tracking].toLowerCase()} with backtracking, GCR ${pv.gcr}, to ±${pv.rotationLimitDeg}°`;
  return `${formatNumber(pv.systemSizeKWdc)} kWdc, ${mount}; DC/AC ${pv.dcAcRatio}; losses ${pv.lossesPercent}%`;
}

/**
 * A site's report as a PDF (US Letter, the pages every Voltfield PDF uses): the answer at a glance,
 * the site, each design with its production, the interconnection prescreen and the land lease when
 * the site has their inputs, every warning, and the inputs, assumptions and sources each figure
 * came from. Written from an answer computed for the report, so it is never stale.
 */
export function renderSiteReportPdf(site: Site, answer: SiteAnswer, generatedAt: Date): Promise<Buffer> {
  const { doc, width, finish } = startPdf({ title: `Site report: ${site.name}`, subject: `Site #${site.id}`, generatedAt });
  drawHeader(doc, `Site report · ${site.state}`, site.name, width);
  doc.moveDown(1);
  const [first] = site.designs;
  const { production } = answer;
  drawFigureBand(
    doc,
    [
      ['Annual production', formatEnergy(production.annualKWh)],
      ['Specific yield', `${formatNumber(production.specificYieldKWhPerKWdc)} kWh/kWdc`],
      ['Capacity factor (AC)', formatPercent(production.capacityFactorAC, 1)],
    ],
    width,
    { height: 52, size: 10, leadSize: 14, gapAfter: 12 },
  );

  section(doc, 'The site');
  drawFacts(
    doc,
    [
      ['Point', `${site.latitude.toFixed(4)}° N, ${Math.abs(site.longitude).toFixed(4)}° W`],
      ['State', site.state],
      ...(site.zip ? ([['ZIP code', `${site.zip} (the Census ZIP code tabulation area's internal point)`]] as const) : []),
      [
        'Weather',
        `${production.station.name} (${production.station.state}), TMY3 station ${production.station.id}, ${formatNumber(production.station.distanceKm)} km from the site`,
      ],
    ],
    width,
  );

  for (const { id, name, production: designProduction, ppa, bill } of answer.designs) {
    const design = site.designs.find((candidate) => candidate.id === id)!;
    section(doc, `${name}${design === first ? " (the summary's design)" : ''}`);
    drawFacts(
      doc,
      [
        ['PV array', arrayText(design)],
        ['Battery', design.battery ? `${formatPower(design.battery.powerKW)} / ${formatEnergy(design.battery.energyKWh)}` : 'None'],
        [
          'Production',
          `${formatEnergy(designProduction.annualKWh)} a year; ${formatNumber(designProduction.specificYieldKWhPerKWdc)} kWh/kWdc`,
        ],
        ['By month', designProduction.monthlyKWh.map((kWh, month) => `${MONTHS[month]} ${formatEnergy(kWh)}`).join(', ')],
        ...(ppa
          ? ([
              [
                'PPA price',
                ppa.pricePerKWh === null
                  ? (ppa.reason ?? 'None')
                  : `${formatCurrency(ppa.pricePerKWh, 4)}/kWh in year 1, rising ${formatPercent(ppa.escalation, 1)} a year over ` +
                    `${ppa.termYears} years: what pays for the PV after tax at the site's discount rate`,
              ],
            ] as const)
          : []),
        ...(bill
          ? ([
              [
                'Year-1 bill',
                `${formatCurrency(bill.before)} with no system, ${formatCurrency(bill.withPv)} with PV` +
                  (bill.withPvAndBattery === null ? '' : `, ${formatCurrency(bill.withPvAndBattery)} with PV and battery`) +
                  ` (${bill.tariff})`,
              ],
              [
                'After tax',
                `NPV ${formatCurrency(bill.economics.npv)}; IRR ${bill.economics.irr === null ? 'none' : formatPercent(bill.economics.irr, 1)}; ` +
                  `payback ${bill.economics.paybackYears === null ? 'not within the analysis' : `${formatNumber(bill.economics.paybackYears)} years`}; ` +
                  `${formatCurrency(bill.economics.capex)} to build` +
                  (typeof bill.economics.lcoe === 'number' ? `; the PV's LCOE ${formatCurrency(bill.economics.lcoe, 4)}/kWh` : ''),
              ],
            ] as const)
          : []),
      ],
      width,
    );
  }

  const { interconnection, landLease } = answer;
  if (interconnection) {
    section(doc, 'Interconnection prescreen');
    const cost = interconnection.upgradeCost;
    drawFacts(
      doc,
      [
        ['Region', interconnection.region.name],
        [
          'Voltage',
          `${interconnection.voltage.kV} kV${interconnection.voltage.assumed ? ' (assumed)' : ''}, ${interconnection.voltage.level}`,
        ],
        ['Process', interconnection.process.name],
        [
          'Timeline',
          `${interconnection.timeline.lowMonths}–${interconnection.timeline.highMonths} months, typically ${interconnection.timeline.typicalMonths}`,
        ],
        [
          'Completion odds',
          `${interconnection.odds.lowerBound ? 'at least ' : ''}${interconnection.odds.completionPct}% of comparable requests reached operation`,
        ],
        [
          'Upgrade cost',
          cost.available
            ? `${formatCurrency(cost.low)}–${formatCurrency(cost.high)} (${formatCurrency(cost.lowPerKW)}–${formatCurrency(cost.highPerKW)}/kW)`
            : 'No published band for this region and technology',
        ],
        ['Next step', interconnection.process.nextStep],
      ],
      width,
    );
  }
  if (landLease) {
    section(doc, 'Land lease');
    drawFacts(
      doc,
      (['conservative', 'likely', 'aggressive'] as const).map((scenario) => [
        scenario[0]!.toUpperCase() + scenario.slice(1),
        `${formatCurrency(landLease[scenario].perAcre)}/acre/yr, ${formatCurrency(landLease[scenario].total)} a year on ${formatNumber(landLease.usableAcres)} usable acres`,
      ]),
      width,
    );
  }
  if (answer.warnings.length > 0) {
    section(doc, 'Warnings');
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(9.5)
      .text(answer.warnings.map((warning) => `• ${pdfText(warning)}`).join('\n'), MARGIN, doc.y, { width });
  }

  section(doc, 'Assumptions and sources');
  const sources = [
    "Production: Voltfield's hourly PV model (held within 3.5 % of NREL's PVWatts v8 on the same weather), on the NREL TMY3 typical year of the station nearest the site in climate (docs/weather.md).",
    `Point from ZIP code: ${ZIP_DATASET.source}, ${ZIP_DATASET.edition}; ${ZIP_DATASET.licence}.`,
    ...(interconnection
      ? interconnection.sources.map((source) => `Interconnection: ${source.publisher}, ${source.title} (${source.edition}).`)
      : []),
    ...(landLease ? [`Land lease: ${landLease.assumptions.basis}`] : []),
    ...(site.usage
      ? [
          `Bills and returns: Voltfield's behind-the-meter optimizer (HiGHS) on ${
            isMeteredLoad(site.usage.load)
              ? `the site's own interval data (${site.usage.load.metered.name}, ${site.usage.load.metered.intervalMinutes}-minute, ${site.usage.load.metered.year})`
              : "the site's reference-building load (NREL REopt.jl, DOE Commercial Reference Buildings)"
          }, its tariff (U.S. Utility Rate Database, OpenEI/NREL) and the design's modelled PV hours; after tax at the site's finance assumptions (docs/calculators.md).`,
        ]
      : []),
  ];
  doc.fillColor(MUTED).font('Helvetica').fontSize(8.5).text(sources.map(pdfText).join('\n'), MARGIN, doc.y, { width });
  return finish(
    `Voltfield site report for site #${site.id}, generated ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. ` +
      'A screening estimate from public data: not a bankable study.',
  );
}
