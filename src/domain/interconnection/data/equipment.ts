/**
 * Lead times for long-lead grid equipment, mainly generator step-up (GSU) and large power
 * transformers, in weeks from order to delivery, with the survey date they describe.
 * `lowWeeks`/`highWeeks` are present only where the source gives a range.
 */
import type { SourceId } from './sources.ts';

export type LongLeadEquipment = 'gsu-transformer' | 'large-power-transformer' | 'power-transformer-average';

export interface EquipmentLeadTime {
  id: string;
  equipment: LongLeadEquipment;
  lowWeeks?: number;
  typicalWeeks: number;
  highWeeks?: number;
  /** Period the figure describes, YYYY-MM (or YYYY-Qn). */
  asOf: string;
  source: SourceId;
  verified: boolean;
  note?: string;
}

export const EQUIPMENT_LEAD_TIMES = [
  {
    id: 'woodmac-2025q2-gsu',
    equipment: 'gsu-transformer',
    typicalWeeks: 144,
    asOf: '2025-Q2',
    source: 'powermag-transformers-2026',
    verified: true,
    note: 'Wood Mackenzie Q2 2025 lead-time survey as POWER Magazine reports it (2026-01-02), average for generator step-up units. Another summary of the Oct 2025 Wood Mackenzie note gives ~143 weeks. GSU demand rose ~274% between 2019 and 2025 (Wood Mackenzie via pv magazine).',
  },
  {
    id: 'woodmac-2025q2-lpt',
    equipment: 'large-power-transformer',
    typicalWeeks: 128,
    asOf: '2025-Q2',
    source: 'powermag-transformers-2026',
    verified: true,
    note: 'Wood Mackenzie Q2 2025 survey as POWER Magazine reports it (2026-01-02), average for large/standard power transformers.',
  },
  {
    id: 'woodmac-2024-04-large',
    equipment: 'gsu-transformer',
    lowWeeks: 120,
    typicalWeeks: 165,
    highWeeks: 210,
    asOf: '2024-04',
    source: 'powermag-transformer-crisis-2024',
    verified: true,
    note: 'POWER Magazine quoting Wood Mackenzie (April 2024): lead times for large transformers, "both substation power transformers and generator step-up (GSU) transformers, have surged to 120 to 210 weeks—or 2.3 to 4 years". typicalWeeks (165) is the midpoint of that range, not a published figure.',
  },
  {
    id: 'woodmac-2024-04-average',
    equipment: 'power-transformer-average',
    lowWeeks: 115,
    typicalWeeks: 122,
    highWeeks: 130,
    asOf: '2024-04',
    source: 'powermag-transformer-crisis-2024',
    verified: true,
    note: 'POWER Magazine quoting Wood Mackenzie (April 2024): transformer lead times "now stand at 115 to 130 weeks—more than two years—on average". typicalWeeks (122) is the midpoint of that range.',
  },
  {
    id: 'pwc-2026-05-high-capacity',
    equipment: 'large-power-transformer',
    typicalWeeks: 208,
    asOf: '2026-05',
    source: 'pvmag-pwc-transformers-2026',
    verified: true,
    note: 'PwC analysts via pv magazine USA (2026-05-11): lead times for high-capacity power transformers "as long as four years" (4 × 52 = 208 weeks). An upper-end figure, not an average.',
  },
] as const satisfies readonly EquipmentLeadTime[];
