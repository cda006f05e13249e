/**
 * Historical share of transmission-level interconnection requests that reached commercial operation
 * (COD), in percent (0–100), national and per region where a figure was found.
 *
 * Every row names its cohort (which requests, status as of when) because the share depends heavily
 * on it: older cohorts had more time to finish, recent cohorts look worse. `denominator` says what
 * the percentage is of: all requests in the cohort (LBNL's usual definition) or only the resolved
 * ones (operational + withdrawn), which reads higher. Rows with `verified: false` are placeholders
 * for regions with no verified LBNL figure; the engine should prefer the national verified rows and
 * show the placeholder only as context.
 */
import type { RegionId } from './regions.ts';
import type { SourceId } from './sources.ts';

export type OutcomeTechnology = 'all' | 'solar' | 'storage' | 'hybrid' | 'wind' | 'gas';

export interface QueueOutcome {
  region: RegionId | 'national';
  technology: OutcomeTechnology;
  /** Percent of requests (or of requested capacity) that reached COD. */
  completionPct: number;
  /** True when the source only gives a floor (">30%"): completionPct is then that floor. */
  lowerBound?: true;
  basis: 'projects' | 'capacity';
  denominator: 'all-requests' | 'resolved-requests';
  cohort: string;
  source: SourceId;
  verified: boolean;
  note?: string;
}

/** The sentence the 2021-edition rows were read from. */
const EUCI_2021_TEXT =
  'EUCI, summarizing the LBNL survey: "Between 2000 and 2015, only 24 percent of projects in a sample were built, and the completion rate for renewable generation was even lower – 16 percent for solar and 19 percent for wind." The status date is not stated; the survey\'s data run through end-2020.';

export const QUEUE_OUTCOMES = [
  // ------------------------------------------------------------ national, Queued Up 2025 edition (newest verified)
  {
    region: 'national',
    technology: 'all',
    completionPct: 13,
    basis: 'capacity',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2019, status end-2024 (Queued Up 2025 edition)',
    source: 'lbnl-queued-up-2025',
    verified: true,
    note: '"Only ~13% of capacity entering the queue (2000-2019) reached commercial operation"; the same figure is quoted in several other write-ups of the 2025 edition. 77% of that capacity withdrew.',
  },
  {
    region: 'national',
    technology: 'all',
    completionPct: 19,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2019, status end-2024 (Queued Up 2025 edition)',
    source: 'appa-queued-up-2025',
    verified: false,
    note: 'Recalled in internal research notes ("19% of projects"), not seen in any retrieved excerpt of the 2025 edition (the APPA excerpt stops before the completion bullet). The 2024 edition gives ~20% for 2000–2018.',
  },
  // ------------------------------------------------------------ national, Queued Up 2024 edition
  {
    region: 'national',
    technology: 'all',
    completionPct: 20,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2018, status end-2023 (Queued Up 2024 edition)',
    source: 'lbnl-queued-up-2024-news',
    verified: true,
    note: 'LBNL: "Only ~20% of projects (14% of capacity) requesting interconnection from 2000-2018 reached commercial operations by the end of 2023" (quoted verbatim in a secondary document). Other summaries round it to 19%.',
  },
  {
    region: 'national',
    technology: 'all',
    completionPct: 14,
    basis: 'capacity',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2018, status end-2023 (Queued Up 2024 edition)',
    source: 'lbnl-queued-up-2024-news',
    verified: true,
  },
  {
    region: 'national',
    technology: 'solar',
    completionPct: 14,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2018, status end-2023 (Queued Up 2024 edition)',
    source: 'lbnl-queued-up-2024-news',
    verified: true,
    note: 'LBNL: "Completion rates are even lower for solar (14%) and battery (11%) projects." PV Tech (LBNL Joule study, same cohort) also gives 14% of proposed solar projects.',
  },
  {
    region: 'national',
    technology: 'storage',
    completionPct: 11,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2018, status end-2023 (Queued Up 2024 edition)',
    source: 'lbnl-queued-up-2024-news',
    verified: true,
    note: 'Battery storage. Few storage requests in this cohort; recent storage requests are far more numerous, so treat as indicative.',
  },
  {
    region: 'national',
    technology: 'gas',
    completionPct: 32,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2018 (LBNL study in Joule, 2024)',
    source: 'pvtech-joule-2024',
    verified: true,
    note: 'PV Tech: "only 14% of proposed solar projects came online compared with 32% of natural gas plants"; 78% of capacity proposed 2000–2018 withdrew. EC&M gives 31% for gas in the 2024 edition (basis not stated).',
  },
  {
    region: 'national',
    technology: 'wind',
    completionPct: 20,
    basis: 'capacity',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2018, status end-2023 (Queued Up 2024 edition)',
    source: 'ecm-queued-up-2024',
    verified: true,
    note: 'EC&M lists "gas 31%, wind 20%, solar 13%, batteries 11%" right after the 14%-of-capacity figure; whether these are project or capacity shares is not stated (LBNL\'s own solar figure is 14% of projects). Basis recorded as capacity with that caveat.',
  },
  // ------------------------------------------------------------ national, older editions (trend context)
  {
    region: 'national',
    technology: 'all',
    completionPct: 23,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2016, status end-2021 (Queued Up 2022 edition, subset of queues)',
    source: 'lbnl-queued-up-2022',
    verified: true,
  },
  {
    region: 'national',
    technology: 'all',
    completionPct: 24,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2015, status end-2020 (Queued Up 2021 edition, sample of queues)',
    source: 'euci-queued-up-2021',
    verified: true,
    note: EUCI_2021_TEXT,
  },
  {
    region: 'national',
    technology: 'solar',
    completionPct: 16,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2015, status end-2020 (Queued Up 2021 edition)',
    source: 'euci-queued-up-2021',
    verified: true,
    note: EUCI_2021_TEXT,
  },
  {
    region: 'national',
    technology: 'wind',
    completionPct: 19,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2015, status end-2020 (Queued Up 2021 edition)',
    source: 'euci-queued-up-2021',
    verified: true,
    note: EUCI_2021_TEXT,
  },
  // ------------------------------------------------------------ regional (no verified current LBNL regional figure found)
  {
    region: 'caiso',
    technology: 'all',
    completionPct: 13,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2016, status end-2021 (Queued Up 2022 edition)',
    source: 'hn-lbnl-regional-completion',
    verified: false,
    note: 'Seen only in a Hacker News comment quoting an unnamed summary of LBNL ("CAISO performing the worst at 13%"). The national 23% in the same sentence is verified (APPA).',
  },
  {
    region: 'isone',
    technology: 'all',
    completionPct: 30,
    lowerBound: true,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2016, status end-2021 (Queued Up 2022 edition)',
    source: 'hn-lbnl-regional-completion',
    verified: false,
    note: 'Source says only that ISO-NE and ERCOT "exceeded 30%"; 30 is a floor. Unnamed secondary.',
  },
  {
    region: 'ercot',
    technology: 'all',
    completionPct: 30,
    lowerBound: true,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2016, status end-2021 (Queued Up 2022 edition)',
    source: 'hn-lbnl-regional-completion',
    verified: false,
    note: 'Source says only that ISO-NE and ERCOT "exceeded 30%"; 30 is a floor. Unnamed secondary.',
  },
  {
    region: 'ercot',
    technology: 'all',
    completionPct: 42.6,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2018–2020 (Brattle/Grid Strategies for AEU, 2024 scorecard)',
    source: 'bottleneckslab-completion',
    verified: false,
    note: 'Third-party repository citing the AEU Generator Interconnection Scorecard (2024); scorecard itself not retrieved. Basis (projects vs capacity) not stated. Same source: MISO 28.3%, all other ISOs <10% for this cohort.',
  },
  {
    region: 'miso',
    technology: 'all',
    completionPct: 28.3,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2018–2020 (Brattle/Grid Strategies for AEU, 2024 scorecard)',
    source: 'bottleneckslab-completion',
    verified: false,
    note: 'Third-party repository citing the AEU scorecard; not verified against the scorecard. Basis not stated.',
  },
  {
    region: 'spp',
    technology: 'all',
    completionPct: 15,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2019 ("LBNL Queued Up", per third party)',
    source: 'bottleneckslab-completion',
    verified: false,
    note: 'Third-party repository attributes it to LBNL but its own audit file does not verify it; basis not stated.',
  },
  {
    region: 'pjm',
    technology: 'all',
    completionPct: 12,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2019 ("LBNL Queued Up", per third party)',
    source: 'bottleneckslab-completion',
    verified: false,
    note: 'Third-party attribution to LBNL, unverified; basis not stated.',
  },
  {
    region: 'caiso',
    technology: 'all',
    completionPct: 10,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2019 ("LBNL Queued Up", per third party)',
    source: 'bottleneckslab-completion',
    verified: false,
    note: 'Third-party attribution to LBNL, unverified; basis not stated.',
  },
  {
    region: 'nyiso',
    technology: 'all',
    completionPct: 10,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2019 ("LBNL Queued Up", per third party)',
    source: 'bottleneckslab-completion',
    verified: false,
    note: 'Third-party attribution to LBNL, unverified; basis not stated.',
  },
  {
    region: 'isone',
    technology: 'all',
    completionPct: 8,
    basis: 'projects',
    denominator: 'all-requests',
    cohort: 'requests entering 2000–2019 ("LBNL Queued Up", per third party)',
    source: 'bottleneckslab-completion',
    verified: false,
    note: 'Third-party attribution to LBNL, unverified; conflicts with the ">30%" for ISO-NE in the 2000–2016 cohort, so treat both ISO-NE rows as low confidence.',
  },
] as const satisfies readonly QueueOutcome[];
