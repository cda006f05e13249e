/**
 * Interconnection costs from LBNL's cost briefs, in US dollars per kW of requested capacity ($/kW).
 *
 * `basis: 'total-interconnection'` = point-of-interconnection facilities plus network upgrades;
 * `basis: 'network-upgrade'` = upgrades beyond the interconnecting substation only. Costs are the
 * study estimates in the interconnection studies LBNL scraped, as the brief reports them (the
 * secondary summaries we saw do not state the dollar year; treat as nominal/as-reported).
 * `status` is the request's status in the study sample: completed all studies, still active, or
 * withdrawn; `all` means the brief pooled every status.
 *
 * CAISO and ERCOT have no row with numbers: LBNL did not publish costs for them (CAISO data-privacy
 * rules; ERCOT "connect and manage" does not assign network upgrades to generators).
 */
import type { RegionId } from './regions.ts';
import type { SourceId } from './sources.ts';

export type CostStatus = 'complete' | 'active' | 'withdrawn' | 'all';
export type CostTechnology = 'all' | 'solar' | 'storage' | 'wind' | 'onshore-wind' | 'offshore-wind' | 'gas';
/** `non-iso` = LBNL's pooled sample of PacifiCorp, BPA and three Duke balancing areas (West + Southeast). */
export type CostRegion = RegionId | 'non-iso';

export interface UpgradeCost {
  region: CostRegion;
  status: CostStatus;
  technology: CostTechnology;
  /** $/kW. At least one of mean/median is present. */
  mean?: number;
  median?: number;
  basis: 'network-upgrade' | 'total-interconnection';
  cohort: string;
  source: SourceId;
  verified: boolean;
  note?: string;
}

export interface NoPublicCostData {
  region: RegionId;
  noPublicData: true;
  reason: string;
  source: SourceId;
}

export type UpgradeCostRow = UpgradeCost | NoPublicCostData;

export function isNoPublicCostData<T extends UpgradeCostRow>(row: T): row is Extract<T, { noPublicData: true }> {
  return 'noPublicData' in row;
}

export const UPGRADE_COSTS = [
  // ------------------------------------------------------------ no public data
  {
    region: 'caiso',
    noPublicData: true,
    reason:
      'LBNL did not publish CAISO interconnection costs in its ISO series: CAISO has stronger data-privacy rules for interconnection study results (LBNL webinar, reported by RTO Insider).',
    source: 'rtoinsider-lbnl-cost-webinar',
  },
  {
    region: 'ercot',
    noPublicData: true,
    reason:
      'ERCOT\'s "connect and manage" approach "does not require network upgrades for interconnections, instead managing grid congestion through redispatch and curtailment", so there is no developer-paid network-upgrade cost to report; the risk shows up as curtailment instead.',
    source: 'pvmag-lbnl-ercot-2026',
  },

  // ------------------------------------------------------------ MISO (LBNL brief 10/2022)
  {
    region: 'miso',
    status: 'complete',
    technology: 'all',
    mean: 102,
    basis: 'total-interconnection',
    cohort: 'projects that completed all interconnection studies 2019–2021',
    source: 'lbnl-miso-cost-2022',
    verified: true,
    note: 'Average; "nearly doubled relative to historical costs from 2000 through 2018".',
  },
  {
    region: 'miso',
    status: 'active',
    technology: 'all',
    mean: 48,
    basis: 'total-interconnection',
    cohort: 'active requests, 2018 studies',
    source: 'utilitydive-lbnl-miso-cost-2022',
    verified: true,
  },
  {
    region: 'miso',
    status: 'active',
    technology: 'all',
    mean: 156,
    basis: 'total-interconnection',
    cohort: 'active requests, 2019–2021 studies',
    source: 'lbnl-miso-cost-2022',
    verified: true,
    note: '"More than tripled" from $48/kW in 2018.',
  },
  {
    region: 'miso',
    status: 'withdrawn',
    technology: 'all',
    mean: 452,
    basis: 'total-interconnection',
    cohort: 'withdrawn requests, recent studies (2019–2021 period per the summary)',
    source: 'lbnl-miso-cost-2022',
    verified: true,
  },
  {
    region: 'miso',
    status: 'all',
    technology: 'wind',
    mean: 399,
    basis: 'total-interconnection',
    cohort: 'all statuses, MISO cost sample (studies up to 2021)',
    source: 'lbnl-miso-cost-2022',
    verified: true,
  },
  {
    region: 'miso',
    status: 'all',
    technology: 'storage',
    mean: 248,
    basis: 'total-interconnection',
    cohort: 'all statuses, MISO cost sample (studies up to 2021)',
    source: 'lbnl-miso-cost-2022',
    verified: true,
  },
  {
    region: 'miso',
    status: 'all',
    technology: 'solar',
    mean: 209,
    basis: 'total-interconnection',
    cohort: 'all statuses, MISO cost sample (studies up to 2021)',
    source: 'lbnl-miso-cost-2022',
    verified: true,
  },
  {
    region: 'miso',
    status: 'all',
    technology: 'gas',
    mean: 108,
    basis: 'total-interconnection',
    cohort: 'all statuses, MISO cost sample (studies up to 2021)',
    source: 'lbnl-miso-cost-2022',
    verified: true,
  },
  {
    region: 'miso',
    status: 'complete',
    technology: 'wind',
    mean: 252,
    basis: 'total-interconnection',
    cohort: 'wind projects that completed the study process in 2021',
    source: 'lbnl-miso-cost-2022',
    verified: true,
    note: '"Nearly four times the historical average".',
  },
  {
    region: 'miso',
    status: 'withdrawn',
    technology: 'wind',
    mean: 631,
    basis: 'total-interconnection',
    cohort: 'withdrawn wind requests, MISO cost sample',
    source: 'lbnl-miso-cost-2022',
    verified: true,
    note: '"Equivalent to 40 percent of total project costs".',
  },

  // ------------------------------------------------------------ PJM (LBNL brief 01/2023)
  {
    region: 'pjm',
    status: 'complete',
    technology: 'all',
    mean: 42,
    median: 18,
    basis: 'total-interconnection',
    cohort: 'completed studies / in service, 2000–2019',
    source: 'appa-lbnl-pjm-cost-2023',
    verified: true,
  },
  {
    region: 'pjm',
    status: 'complete',
    technology: 'all',
    mean: 84,
    median: 30,
    basis: 'total-interconnection',
    cohort: 'completed studies / in service, 2020–2022',
    source: 'appa-lbnl-pjm-cost-2023',
    verified: true,
  },
  {
    region: 'pjm',
    status: 'active',
    technology: 'all',
    mean: 29,
    median: 8,
    basis: 'total-interconnection',
    cohort: 'active requests, 2017–2019',
    source: 'appa-lbnl-pjm-cost-2023',
    verified: true,
  },
  {
    region: 'pjm',
    status: 'active',
    technology: 'all',
    mean: 240,
    median: 85,
    basis: 'total-interconnection',
    cohort: 'active requests, 2020–2022',
    source: 'appa-lbnl-pjm-cost-2023',
    verified: true,
    note: 'Mean far above median: "a small number of high cost projects caused average costs to rise above median costs".',
  },
  {
    region: 'pjm',
    status: 'withdrawn',
    technology: 'all',
    mean: 599,
    median: 156,
    basis: 'total-interconnection',
    cohort: 'withdrawn requests, 2020–2022',
    source: 'appa-lbnl-pjm-cost-2023',
    verified: true,
  },
  {
    region: 'pjm',
    status: 'complete',
    technology: 'all',
    mean: 71,
    basis: 'network-upgrade',
    cohort: 'completed projects, studies since 2019',
    source: 'appa-lbnl-pjm-cost-2023',
    verified: true,
    note: 'Average cost of upgrades beyond the interconnecting substation.',
  },
  {
    region: 'pjm',
    status: 'active',
    technology: 'all',
    mean: 227,
    basis: 'network-upgrade',
    cohort: 'active requests, studies since 2019',
    source: 'appa-lbnl-pjm-cost-2023',
    verified: true,
  },
  {
    region: 'pjm',
    status: 'withdrawn',
    technology: 'all',
    mean: 563,
    basis: 'network-upgrade',
    cohort: 'withdrawn requests, studies since 2019',
    source: 'appa-lbnl-pjm-cost-2023',
    verified: true,
  },
  {
    region: 'pjm',
    status: 'all',
    technology: 'gas',
    mean: 24,
    basis: 'total-interconnection',
    cohort: 'all statuses, PJM cost sample 2000–2022',
    source: 'jepic-lbnl-pjm-cost-2023',
    verified: true,
  },
  {
    region: 'pjm',
    status: 'all',
    technology: 'storage',
    mean: 335,
    basis: 'total-interconnection',
    cohort: 'all statuses, PJM cost sample 2000–2022',
    source: 'jepic-lbnl-pjm-cost-2023',
    verified: true,
    note: 'Standalone storage; third-party notes (unverified) say completed standalone storage averaged only ~$4/kW, so this mean is driven by active and withdrawn requests.',
  },
  {
    region: 'pjm',
    status: 'all',
    technology: 'solar',
    mean: 253,
    basis: 'total-interconnection',
    cohort: 'all statuses, PJM cost sample 2000–2022',
    source: 'jepic-lbnl-pjm-cost-2023',
    verified: true,
  },
  {
    region: 'pjm',
    status: 'all',
    technology: 'onshore-wind',
    mean: 136,
    basis: 'total-interconnection',
    cohort: 'all statuses, PJM cost sample 2000–2022',
    source: 'jepic-lbnl-pjm-cost-2023',
    verified: true,
  },
  {
    region: 'pjm',
    status: 'all',
    technology: 'offshore-wind',
    mean: 385,
    basis: 'total-interconnection',
    cohort: 'all statuses, PJM cost sample 2000–2022',
    source: 'jepic-lbnl-pjm-cost-2023',
    verified: true,
  },

  // ------------------------------------------------------------ SPP (LBNL brief 04/2023)
  {
    region: 'spp',
    status: 'complete',
    technology: 'all',
    mean: 54,
    basis: 'total-interconnection',
    cohort: 'projects completing all studies, 2002–2009',
    source: 'appa-lbnl-spp-cost-2023',
    verified: true,
  },
  {
    region: 'spp',
    status: 'complete',
    technology: 'all',
    mean: 57,
    basis: 'total-interconnection',
    cohort: 'projects completing all studies, 2020–2022',
    source: 'appa-lbnl-spp-cost-2023',
    verified: true,
    note: 'Third-party research notes give "complete 2020–23 mean $106, median $66"; that conflicts with this APPA summary ($106 is the active figure), so it is not used.',
  },
  {
    region: 'spp',
    status: 'active',
    technology: 'all',
    mean: 106,
    basis: 'total-interconnection',
    cohort: 'active requests, 2020–2023',
    source: 'appa-lbnl-spp-cost-2023',
    verified: true,
  },
  {
    region: 'spp',
    status: 'withdrawn',
    technology: 'all',
    mean: 22,
    basis: 'total-interconnection',
    cohort: 'withdrawn requests, 2000s',
    source: 'appa-lbnl-spp-cost-2023',
    verified: true,
  },
  {
    region: 'spp',
    status: 'withdrawn',
    technology: 'all',
    mean: 247,
    basis: 'total-interconnection',
    cohort: 'withdrawn requests, 2010s',
    source: 'appa-lbnl-spp-cost-2023',
    verified: true,
  },
  {
    region: 'spp',
    status: 'withdrawn',
    technology: 'all',
    mean: 304,
    basis: 'total-interconnection',
    cohort: 'withdrawn requests, early 2020s',
    source: 'appa-lbnl-spp-cost-2023',
    verified: true,
    note: '"Average costs for withdrawn projects are now five times the costs of completed projects."',
  },

  // ------------------------------------------------------------ ISO-NE (LBNL brief 06/2023)
  {
    region: 'isone',
    status: 'all',
    technology: 'onshore-wind',
    mean: 909,
    basis: 'total-interconnection',
    cohort: '194 projects, studies 2010–2021 (averages by fuel; period within the sample not stated in the excerpt)',
    source: 'lbnl-isone-cost-2023',
    verified: true,
    note: 'More than 80% of onshore wind projects studied since 2018 withdrew. Costs overall "nearly doubled" for projects studied since 2018 vs 2010–2017.',
  },
  {
    region: 'isone',
    status: 'all',
    technology: 'solar',
    mean: 450,
    basis: 'total-interconnection',
    cohort: '194 projects, studies 2010–2021',
    source: 'lbnl-isone-cost-2023',
    verified: true,
  },
  {
    region: 'isone',
    status: 'all',
    technology: 'storage',
    mean: 230,
    basis: 'total-interconnection',
    cohort: '194 projects, studies 2010–2021',
    source: 'lbnl-isone-cost-2023',
    verified: true,
  },
  {
    region: 'isone',
    status: 'all',
    technology: 'gas',
    mean: 91,
    basis: 'total-interconnection',
    cohort: '194 projects, studies 2010–2021',
    source: 'lbnl-isone-cost-2023',
    verified: true,
  },
  {
    region: 'isone',
    status: 'all',
    technology: 'offshore-wind',
    mean: 86,
    basis: 'total-interconnection',
    cohort: '194 projects, studies 2010–2021',
    source: 'lbnl-isone-cost-2023',
    verified: true,
    note: 'Low partly because offshore wind often relies on separately proposed merchant or pool transmission upgrades.',
  },
  {
    region: 'isone',
    status: 'all',
    technology: 'all',
    mean: 422,
    median: 224,
    basis: 'total-interconnection',
    cohort: 'all resources, studies 2018–2021 (vs mean $225 / median $124 for 2010–2017)',
    source: 'lbnl-isone-cost-2023',
    verified: false,
    note: 'From third-party research notes citing the brief; not seen in a retrieved excerpt.',
  },
  {
    region: 'isone',
    status: 'withdrawn',
    technology: 'all',
    mean: 613,
    median: 455,
    basis: 'total-interconnection',
    cohort: 'withdrawn requests, studies 2018–2021',
    source: 'lbnl-isone-cost-2023',
    verified: false,
    note: 'From third-party research notes citing the brief; not seen in a retrieved excerpt.',
  },

  // ------------------------------------------------------------ NYISO (LBNL brief 2023) — abstract verified, numbers not
  {
    region: 'nyiso',
    status: 'all',
    technology: 'all',
    mean: 167,
    median: 115,
    basis: 'total-interconnection',
    cohort: 'all resources, studies 2017–2021 (vs mean $86 / median $66 for 2006–2016)',
    source: 'lbnl-nyiso-cost-2023',
    verified: false,
    note: "From third-party research notes citing the brief. The brief's abstract (verified) says costs grew, solar has the highest costs, and estimates rise as projects complete more studies.",
  },
  {
    region: 'nyiso',
    status: 'complete',
    technology: 'all',
    mean: 234,
    median: 150,
    basis: 'total-interconnection',
    cohort: 'completed requests, studies 2017–2021',
    source: 'lbnl-nyiso-cost-2023',
    verified: false,
    note: 'Third-party research notes; unusual in that completed projects cost more than active ones, which matches the abstract ("lower costs than projects which have recently withdrawn or been completed").',
  },
  {
    region: 'nyiso',
    status: 'withdrawn',
    technology: 'all',
    mean: 241,
    median: 129,
    basis: 'total-interconnection',
    cohort: 'withdrawn requests, studies 2017–2021',
    source: 'lbnl-nyiso-cost-2023',
    verified: false,
    note: 'Third-party research notes citing the brief.',
  },

  // ------------------------------------------------------------ non-ISO (LBNL 08/2025) — existence verified, numbers not
  {
    region: 'non-iso',
    status: 'complete',
    technology: 'all',
    mean: 194,
    basis: 'total-interconnection',
    cohort: 'completed requests 2018–2024, PacifiCorp + BPA + Duke (DEP, DEC, DEF)',
    source: 'lbnl-nonIso-cost-2025',
    verified: false,
    note: 'From third-party research notes (which date the brief 02/2026; the LBNL page we saw is dated 08/2025). Not seen in LBNL text.',
  },
  {
    region: 'non-iso',
    status: 'active',
    technology: 'storage',
    mean: 57,
    basis: 'total-interconnection',
    cohort: 'active storage requests, non-ISO sample',
    source: 'lbnl-nonIso-cost-2025',
    verified: false,
    note: 'Third-party research notes; unverified.',
  },
  {
    region: 'non-iso',
    status: 'withdrawn',
    technology: 'storage',
    mean: 91,
    basis: 'total-interconnection',
    cohort: 'withdrawn storage requests, non-ISO sample',
    source: 'lbnl-nonIso-cost-2025',
    verified: false,
    note: 'Third-party research notes; unverified.',
  },
] as const satisfies readonly UpgradeCostRow[];
