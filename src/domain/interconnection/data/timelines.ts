/**
 * How long interconnection takes, in months.
 *
 * `metric` says what was measured, because published figures mix several: the median months from
 * interconnection request (IR) to commercial operation (COD) for projects that got built (LBNL), the
 * median time in queue (AEU/Brattle), the average whole development timeline of projects that came
 * online (Enverus), and the average age of still-active requests. Only `typicalMonths` is ever the
 * published figure; where low/high are not published they are a presentation band and the row has
 * `estimate: true` with the derivation in `note`.
 */
import type { RegionId } from './regions.ts';
import type { SourceId } from './sources.ts';

export type TimelineProcess =
  /** Transmission-level generator interconnection (ISO/RTO or utility OATT queue, LGIP/cluster). */
  | 'transmission'
  /** Small distributed systems (≤50 kW) under state rules, application to permission to operate. */
  | 'distribution-small'
  /** MW-scale distribution-connected systems under state rules or the FERC SGIP (fast track / study). */
  | 'distribution-mw';

export type TimelineMetric =
  | 'ir-to-cod-median'
  | 'time-in-queue-median'
  | 'development-timeline-mean'
  | 'active-queue-age-mean'
  | 'application-to-pto-median';

export interface InterconnectionTimeline {
  region: RegionId | 'national';
  process: TimelineProcess;
  metric: TimelineMetric;
  lowMonths: number;
  typicalMonths: number;
  highMonths: number;
  cohort: string;
  source: SourceId;
  /** The typical figure was seen in the source (or a named secondary quoting it). */
  verified: boolean;
  /** Some numbers in the row (usually low/high) are Voltfield estimates; `note` explains. */
  estimate?: true;
  note?: string;
}

/** Presentation band used where only a central figure is published: low = 0.75×, high = 1.5× typical (rounded). */
export const REGIONAL_BAND_FACTORS = { low: 0.75, high: 1.5 } as const;

export const INTERCONNECTION_TIMELINES = [
  // ------------------------------------------------------------ national, transmission
  {
    region: 'national',
    process: 'transmission',
    metric: 'time-in-queue-median',
    lowMonths: 46,
    typicalMonths: 60,
    highMonths: 110,
    cohort: 'projects in queue in 2025 (median), vs 20 months in 2005',
    source: 'aeu-progress-2026',
    verified: true,
    estimate: true,
    note: 'Typical = "median time for a project to sit in an interconnection queue in 2025 was 60 months, up from 20 months in 2005" (AEU progress report, June 2026). Low/high are not published percentiles: they are the fastest (ISO-NE, ~3.8 yr) and slowest (CAISO, ~9.2 yr) regional averages reported by Enverus for projects online 2022–2024 (see regional rows).',
  },
  {
    region: 'national',
    process: 'transmission',
    metric: 'ir-to-cod-median',
    lowMonths: 24,
    typicalMonths: 48,
    highMonths: 60,
    cohort: 'projects built 2018–2024 (Queued Up 2025 edition), regions with data',
    source: 'appa-queued-up-2025',
    verified: true,
    estimate: true,
    note: 'LBNL: median IR→COD "has doubled from <2 years" (built 2000–2007) to ">4 years" (built 2018–2024). 48 months is therefore a floor for the median. Low = the 2000–2007 median (<24 months), high = the 60-month AEU 2025 median: a context band, not percentiles.',
  },
  {
    region: 'national',
    process: 'transmission',
    metric: 'ir-to-cod-median',
    lowMonths: 24,
    typicalMonths: 58,
    highMonths: 60,
    cohort: 'projects built in 2023 (Queued Up 2024 edition)',
    source: 'lbnl-queued-up-2024-news',
    verified: true,
    estimate: true,
    note: 'LBNL: "The typical project built in 2023 took nearly 5 years from the interconnection request to commercial operations, compared to 3 years in 2015 and <2 years in 2008." 58 months stands for "nearly 5 years"; low = the 2008 figure (<2 years), high = 5 years.',
  },
  {
    region: 'national',
    process: 'transmission',
    metric: 'ir-to-cod-median',
    lowMonths: 41,
    typicalMonths: 55,
    highMonths: 83,
    cohort: 'projects reaching COD in 2024 (Queued Up 2025 edition)',
    source: 'appa-queued-up-2025',
    verified: false,
    estimate: true,
    note: '"~55 months" is recalled from internal research notes; the APPA excerpt is cut before that bullet. Low/high = REGIONAL_BAND_FACTORS × typical.',
  },
  // ------------------------------------------------------------ regional, transmission (Enverus development timelines)
  {
    region: 'caiso',
    process: 'transmission',
    metric: 'development-timeline-mean',
    lowMonths: 83,
    typicalMonths: 110,
    highMonths: 165,
    cohort: 'projects that became operational 2022–2024 (Enverus); 32 renewable and storage projects online in 2024 averaged 9.2 years in queue',
    source: 'enverus-pvmag-2025',
    verified: true,
    estimate: true,
    note: 'Typical = 9.2 years (average, all project types). Not LBNL\'s IR→COD median. Low/high = REGIONAL_BAND_FACTORS × typical.',
  },
  {
    region: 'ercot',
    process: 'transmission',
    metric: 'development-timeline-mean',
    lowMonths: 41,
    typicalMonths: 54,
    highMonths: 81,
    cohort: 'projects that became operational 2022–2024 (Enverus)',
    source: 'enverus-pvmag-2025',
    verified: true,
    estimate: true,
    note: 'Typical = "about 4.5 years" (average). Low/high = REGIONAL_BAND_FACTORS × typical.',
  },
  {
    region: 'isone',
    process: 'transmission',
    metric: 'development-timeline-mean',
    lowMonths: 35,
    typicalMonths: 46,
    highMonths: 69,
    cohort: 'projects that became operational 2022–2024 (Enverus)',
    source: 'enverus-pvmag-2025',
    verified: true,
    estimate: true,
    note: 'Typical = "about 3.8 years" (average; shortest of the ISOs). Few projects; low/high = REGIONAL_BAND_FACTORS × typical.',
  },
  {
    region: 'nyiso',
    process: 'transmission',
    metric: 'active-queue-age-mean',
    lowMonths: 59,
    typicalMonths: 78,
    highMonths: 117,
    cohort: '110 solar, wind and storage projects active in the traditional NYISO queue, early 2025 (Enverus)',
    source: 'enverus-pvmag-2025',
    verified: true,
    estimate: true,
    note: 'Typical = "average current wait time is 6.53 years" for still-active projects: the age of unfinished requests, not time to COD (time to COD will be longer). Low/high = REGIONAL_BAND_FACTORS × typical.',
  },
  // ------------------------------------------------------------ distribution-level
  {
    region: 'national',
    process: 'distribution-small',
    metric: 'application-to-pto-median',
    lowMonths: 0.25,
    typicalMonths: 2.4,
    highMonths: 6,
    cohort: '30,000+ residential and small commercial PV systems (≤50 kW) installed 2012–2014, 87 utilities in 16 states (NREL)',
    source: 'nrel-dpv-timelines-2015',
    verified: true,
    note: 'NREL: median 53 business days (average 63) from application to permission to operate, ranging "from less than one week to more than six months". Converted at ~21.7 business days per month: 53 → 2.4; <1 week → 0.25; 6 months is the stated tail (a floor for the true maximum).',
  },
  {
    region: 'national',
    process: 'distribution-mw',
    metric: 'application-to-pto-median',
    lowMonths: 3,
    typicalMonths: 9,
    highMonths: 24,
    cohort: 'MW-scale (≈0.5–20 MW) distribution-connected solar/storage under state rules or FERC SGIP',
    source: 'nm-17-9-568-28',
    verified: false,
    estimate: true,
    note: 'No public dataset of MW-scale distribution interconnection durations was found. Voltfield estimate: low 3 months = a Fast Track pass with no upgrades (pre-application report alone may take 20–30 business days under NM 17.9.568.28); typical 9 months and high 24 months assume supplemental review or a full study plus utility upgrade construction. Bounded below by the ≤50 kW median (2.4 months) and above by the transmission-level medians (≥48 months). Replace with utility queue data when available.',
  },
] as const satisfies readonly InterconnectionTimeline[];
