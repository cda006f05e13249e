/**
 * How long interconnection takes, in months.
 *
 * `metric` says what was measured, because published figures mix several: the median months from
 * interconnection request (IR) to commercial operation (COD) for projects that got built (LBNL), the
 * median time in queue (AEU/Brattle), the average whole development timeline of projects that came
 * online (Enverus), and the average age of still-active requests. Only request-to-operation months
 * may form the band the prescreen shows; the other measures are context, labelled with
 * `TIMELINE_METRIC_LABELS`.
 *
 * `band` says where low/high come from: published quartiles (with a provenance of their own, since
 * they often come from a data file rather than the text that gives the median), the range the row's
 * own source states, or a presentation band (`estimate: true`, derivation in `note`).
 *
 * `published` (YYYY-MM, or YYYY) and `cohortYears` order rows of a kind so the engine can take the newest:
 * the latest publication, then the latest cohort, then the narrowest (a single year beats a pooled span).
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
  'ir-to-cod-median' | 'time-in-queue-median' | 'development-timeline-mean' | 'active-queue-age-mean' | 'application-to-pto-median';

/** Where a row's low and high months come from. */
export type TimelineBand =
  /** 25th and 75th percentiles, published (often in a data file) and traced separately. */
  | { kind: 'quartiles'; source: SourceId; verified: boolean; note: string }
  /** The range the row's own source states (for example "from less than one week to more than six months"). */
  | { kind: 'stated-range' }
  /** A presentation band around the typical figure: the row is `estimate: true` and `note` says how. */
  | { kind: 'estimate' };

export interface InterconnectionTimeline {
  region: RegionId | 'national';
  process: TimelineProcess;
  metric: TimelineMetric;
  lowMonths: number;
  typicalMonths: number;
  highMonths: number;
  cohort: string;
  /** First and last year the cohort covers (year of operation, of the snapshot, or of installation). */
  cohortYears: readonly [number, number];
  /** When the source published the figure: YYYY-MM, or YYYY where only the year is known. */
  published: string;
  source: SourceId;
  /** The typical figure was seen in the source (or a named secondary quoting it). */
  verified: boolean;
  band: TimelineBand;
  /** Some numbers in the row (usually low/high) are Voltfield estimates; `note` explains. */
  estimate?: true;
  note?: string;
}

/** What each measure is, in words the result shows next to the number. */
export const TIMELINE_METRIC_LABELS: Record<TimelineMetric, string> = {
  'ir-to-cod-median': 'median months from interconnection request to commercial operation, for projects that were built',
  'time-in-queue-median': 'median months projects spent in an interconnection queue',
  'development-timeline-mean': 'average development time of projects that came online, which is not months from request to operation',
  'active-queue-age-mean': 'average age of requests still active in the queue, which is not time to operation (that will be longer)',
  'application-to-pto-median': 'median months from application to permission to operate',
};

/** Presentation band used where only a central figure is published: low = 0.75×, high = 1.5× typical (rounded). */
export const REGIONAL_BAND_FACTORS = { low: 0.75, high: 1.5 } as const;

export const INTERCONNECTION_TIMELINES = [
  // ------------------------------------------------------------ national, transmission
  {
    region: 'national',
    process: 'transmission',
    metric: 'ir-to-cod-median',
    lowMonths: 42,
    typicalMonths: 61,
    highMonths: 86,
    cohort: 'projects that reached commercial operation in 2025 (Queued Up 2026 edition, 294 projects in the regions with data)',
    cohortYears: [2025, 2025],
    published: '2026-05',
    source: 'lbnl-queued-up-2026',
    verified: true,
    band: {
      kind: 'quartiles',
      source: 'lbnl-queued-up-2026-data',
      verified: false,
      note: '25th and 75th percentiles of 42.3 and 86.1 months for projects that reached operation in 2025 (median 60.8, 294 projects), as a third-party transcription of the data file\'s sheet "37. IR to COD - all" reports them; not checked against the file itself. Another third-party reading of the 2026 edition gives about 43–85 months.',
    },
    note: 'LBNL: "the median duration from IR to COD was over 5 years for projects built in 2025" (key highlight, quoted verbatim in several third-party notes). 61 months is the data file\'s 60.8-month median for 2025, rounded; two independent third-party readings of the edition give 61. The same file puts 2015 at about 36 months and 2008 at 22.',
  },
  {
    region: 'national',
    process: 'transmission',
    metric: 'ir-to-cod-median',
    lowMonths: 41,
    typicalMonths: 55,
    highMonths: 83,
    cohort: 'projects reaching COD in 2024 (Queued Up 2025 edition)',
    cohortYears: [2024, 2024],
    published: '2025-12',
    source: 'loopback-queued-up-2025',
    verified: true,
    band: { kind: 'estimate' },
    estimate: true,
    note: 'Loopback Systems\' overview of the 2025 edition: "The typical project reaching commercial operation in 2024 spent an average of 55 months (4.5 years) in the queue" (LBNL reports it as the median). A separate third-party citation of the edition gives "55 months IR→COD; 36 months in 2015; 22 months in 2008". The 2026 data file, with more data, puts 2024 at about 63 months. Low/high = REGIONAL_BAND_FACTORS × typical.',
  },
  {
    region: 'national',
    process: 'transmission',
    metric: 'ir-to-cod-median',
    lowMonths: 36,
    typicalMonths: 48,
    highMonths: 72,
    cohort: 'projects built 2018–2024, pooled (Queued Up 2025 edition), regions with data',
    cohortYears: [2018, 2024],
    published: '2025-12',
    source: 'appa-queued-up-2025',
    verified: true,
    band: { kind: 'estimate' },
    estimate: true,
    note: 'LBNL: median IR→COD "has doubled from <2 years" (built 2000–2007) to ">4 years" (built 2018–2024). 48 months is therefore a floor for the pooled median; the same edition\'s single-year figure for 2024 (55 months) supersedes it. Low/high = REGIONAL_BAND_FACTORS × typical (the 2000–2007 median is history, not a low end).',
  },
  {
    region: 'national',
    process: 'transmission',
    metric: 'ir-to-cod-median',
    lowMonths: 44,
    typicalMonths: 58,
    highMonths: 87,
    cohort: 'projects built in 2023 (Queued Up 2024 edition)',
    cohortYears: [2023, 2023],
    published: '2024-04',
    source: 'lbnl-queued-up-2024-news',
    verified: true,
    band: { kind: 'estimate' },
    estimate: true,
    note: 'LBNL: "The typical project built in 2023 took nearly 5 years from the interconnection request to commercial operations, compared to 3 years in 2015 and <2 years in 2008." 58 months stands for "nearly 5 years". Low/high = REGIONAL_BAND_FACTORS × typical.',
  },
  {
    region: 'national',
    process: 'transmission',
    metric: 'time-in-queue-median',
    lowMonths: 46,
    typicalMonths: 60,
    highMonths: 110,
    cohort: 'projects in queue in 2025 (median), vs 20 months in 2005',
    cohortYears: [2025, 2025],
    published: '2026-06',
    source: 'aeu-progress-2026',
    verified: true,
    band: { kind: 'estimate' },
    estimate: true,
    note: 'Typical = "median time for a project to sit in an interconnection queue in 2025 was 60 months, up from 20 months in 2005" (AEU progress report, June 2026). Low/high are not published percentiles: they are the fastest (ISO-NE, ~3.8 yr) and slowest (CAISO, ~9.2 yr) regional averages reported by Enverus for projects online 2022–2024 (see regional rows), a context band only.',
  },
  // ------------------------------------------------------------ regional, transmission (Enverus; context, not request-to-operation months)
  {
    region: 'caiso',
    process: 'transmission',
    metric: 'development-timeline-mean',
    lowMonths: 83,
    typicalMonths: 110,
    highMonths: 165,
    cohort:
      'projects that became operational 2022–2024 (Enverus); 32 renewable and storage projects online in 2024 averaged 9.2 years in queue',
    cohortYears: [2022, 2024],
    published: '2025-05',
    source: 'enverus-pvmag-2025',
    verified: true,
    band: { kind: 'estimate' },
    estimate: true,
    note: "Typical = 9.2 years (average, all project types). Not LBNL's IR→COD median. Low/high = REGIONAL_BAND_FACTORS × typical.",
  },
  {
    region: 'ercot',
    process: 'transmission',
    metric: 'development-timeline-mean',
    lowMonths: 41,
    typicalMonths: 54,
    highMonths: 81,
    cohort: 'projects that became operational 2022–2024 (Enverus)',
    cohortYears: [2022, 2024],
    published: '2025-05',
    source: 'enverus-pvmag-2025',
    verified: true,
    band: { kind: 'estimate' },
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
    cohortYears: [2022, 2024],
    published: '2025-05',
    source: 'enverus-pvmag-2025',
    verified: true,
    band: { kind: 'estimate' },
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
    cohortYears: [2025, 2025],
    published: '2025-05',
    source: 'enverus-pvmag-2025',
    verified: true,
    band: { kind: 'estimate' },
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
    cohortYears: [2012, 2014],
    published: '2015',
    source: 'nrel-dpv-timelines-2015',
    verified: true,
    band: { kind: 'stated-range' },
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
    cohortYears: [2026, 2026],
    published: '2026-11',
    source: 'nm-17-9-568-28',
    verified: false,
    band: { kind: 'estimate' },
    estimate: true,
    note: 'No public dataset of MW-scale distribution interconnection durations was found. Voltfield estimate (compiled 2026-11): low 3 months = a Fast Track pass with no upgrades (pre-application report alone may take 20–30 business days under NM 17.9.568.28); typical 9 months and high 24 months assume supplemental review or a full study plus utility upgrade construction. Bounded below by the ≤50 kW median (2.4 months) and above by the transmission-level medians (≥48 months). Replace with utility queue data when available.',
  },
] as const satisfies readonly InterconnectionTimeline[];
