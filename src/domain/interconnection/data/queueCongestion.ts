/**
 * Active interconnection queue size (GW of generation + storage still seeking interconnection) and a
 * reference size (peak load or installed capacity, GW), so the engine can flag a congested queue
 * (ratio = activeGw / referenceGw). Regional rows come from LBNL cost briefs and are older than the
 * national rows; `asOf` must be shown next to any ratio. A region without a row has no verified
 * figure here and the engine should fall back to the national ratio.
 */
import type { RegionId } from './regions.ts';
import type { SourceId } from './sources.ts';

export interface QueueCongestion {
  region: RegionId | 'national';
  /** Snapshot date of the active queue, YYYY-MM-DD. */
  asOf: string;
  activeGw: number;
  /** Optional split of activeGw by technology, GW (may not sum to the total). */
  byTechnologyGw?: Readonly<
    Partial<Record<'solar' | 'storage' | 'solarStorageHybrid' | 'wind' | 'offshoreWind' | 'gas' | 'other', number>>
  >;
  referenceGw?: number;
  referenceKind?: 'peak-load' | 'installed-capacity';
  /** Source of the reference when different from the queue figure. */
  referenceSource?: SourceId;
  source: SourceId;
  verified: boolean;
  note?: string;
}

export const QUEUE_CONGESTION = [
  {
    region: 'national',
    asOf: '2025-12-31',
    activeGw: 2061,
    byTechnologyGw: { storage: 749 },
    referenceGw: 1280,
    referenceKind: 'installed-capacity',
    referenceSource: 'pvtech-queued-up-2024',
    source: 'lbnl-queued-up-2026',
    verified: true,
    note: '~8,200 active projects: 1,312 GW of generation + ~749 GW of storage (Queued Up 2026). Reference = US generating capacity of ~1.28 TW as given with the 2024 edition (end-2023), so the ratio slightly overstates congestion.',
  },
  {
    region: 'national',
    asOf: '2024-12-31',
    activeGw: 2290,
    byTechnologyGw: { solar: 956, storage: 890, wind: 271, gas: 136 },
    referenceGw: 1280,
    referenceKind: 'installed-capacity',
    referenceSource: 'pvtech-queued-up-2024',
    source: 'appa-queued-up-2025',
    verified: true,
    note: '~10,300 active projects, 1,400 GW generation + ~890 GW storage, down 12% year on year; 408 GW already had a draft or executed interconnection agreement.',
  },
  {
    region: 'pjm',
    asOf: '2021-12-31',
    activeGw: 259,
    byTechnologyGw: { solar: 116, storage: 42, solarStorageHybrid: 32, wind: 39 },
    referenceGw: 155,
    referenceKind: 'peak-load',
    source: 'jepic-lbnl-pjm-cost-2023',
    verified: true,
    note: 'From the LBNL PJM cost brief: active queue "nearly twice as large as PJM\'s peak load in recent years (~155 GW)". Old snapshot: PJM has since run transition cycles and purged much of this queue.',
  },
  {
    region: 'spp',
    asOf: '2022-12-31',
    activeGw: 109,
    referenceGw: 51,
    referenceKind: 'peak-load',
    source: 'appa-lbnl-spp-cost-2023',
    verified: true,
    note: 'From the LBNL SPP cost brief: "more than twice as large as the power pool\'s roughly 51-gigawatt peak load"; >96% clean energy.',
  },
  {
    region: 'isone',
    asOf: '2022-12-31',
    activeGw: 35,
    byTechnologyGw: { offshoreWind: 14, storage: 12, solar: 6, wind: 2, gas: 0.1, other: 0.8 },
    source: 'lbnl-isone-cost-2023',
    verified: true,
    note: 'From the LBNL ISO-NE cost brief (as summarized in trade press). No verified peak-load reference retrieved; "wind" here is onshore.',
  },
  {
    region: 'miso',
    asOf: '2021-12-31',
    activeGw: 160,
    byTechnologyGw: { solar: 112, wind: 22 },
    source: 'utilitydive-lbnl-miso-cost-2022',
    verified: true,
    note: '"More than 160 GW" (a floor) at end-2021, from the LBNL MISO cost brief via Utility Dive. No verified peak-load reference retrieved. MISO has since run very large clusters with heavy withdrawals.',
  },
] as const satisfies readonly QueueCongestion[];
