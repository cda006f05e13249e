/**
 * Study-track thresholds: FERC small vs large generator procedures, the SGIP Fast Track eligibility
 * table (max export kW by line voltage), and dated facts about FERC Order No. 2023 cluster studies.
 */
import type { SourceId } from './sources.ts';

export interface ThresholdFact {
  id: string;
  value: number;
  unit: 'MW' | 'kW' | 'USD' | 'calendar-days' | 'business-days';
  summary: string;
  source: SourceId;
  verified: boolean;
  note?: string;
}

/** FERC small/large generator boundary and SGIP pre-application report. */
export const FERC_THRESHOLDS = [
  {
    id: 'sgip-max-mw',
    value: 20,
    unit: 'MW',
    summary:
      'FERC pro forma Small Generator Interconnection Procedures (SGIP) apply to generating facilities of no more than 20 MW; larger requests use the Large Generator Interconnection Procedures (LGIP, now cluster studies under Order No. 2023).',
    source: 'ferc-order-792-fr',
    verified: true,
    note: 'Applies to FERC-jurisdictional interconnections (transmission, or distribution facilities already used for wholesale sales). Most distribution-level interconnections follow state rules instead.',
  },
  {
    id: 'sgip-fast-track-pre-792-mw',
    value: 2,
    unit: 'MW',
    summary: 'Before Order No. 792 (effective 2014-02-03), Fast Track was open to facilities up to 2 MW regardless of line voltage.',
    source: 'ferc-order-792-fr',
    verified: true,
  },
  {
    id: 'sgip-pre-application-report-fee',
    value: 300,
    unit: 'USD',
    summary:
      'Order No. 792 added an optional pre-application report on system conditions at a possible point of interconnection, for a fixed fee of about $300.',
    source: 'lklaw-order-792',
    verified: true,
    note: '"a fixed fee of $300 (or potentially more)".',
  },
  {
    id: 'nm-pre-application-report-days-le-1mw',
    value: 20,
    unit: 'business-days',
    summary:
      'New Mexico (17.9.568 NMAC): utilities report pre-application reports completed within 20 business days for systems up to 1 MW.',
    source: 'nm-17-9-568-28',
    verified: true,
  },
  {
    id: 'nm-pre-application-report-days-gt-1mw',
    value: 30,
    unit: 'business-days',
    summary: 'New Mexico (17.9.568 NMAC): 30 business days for systems greater than 1 MW.',
    source: 'nm-17-9-568-28',
    verified: true,
  },
] as const satisfies readonly ThresholdFact[];

/**
 * ERCOT's generation interconnection applies to plants of 10 MW or more connecting to transmission;
 * smaller plants register as distributed generation under the Texas PUC's rules. ERCOT is outside
 * FERC's interconnection rules, so neither the SGIP's 20 MW nor Order No. 2023 applies there.
 */
export const ERCOT_GINR_MIN_MW = {
  id: 'ercot-ginr-min-mw',
  value: 10,
  unit: 'MW',
  summary:
    'ERCOT studies new generators of 10 MW or more through its Generation Resource Interconnection or Change Request (GINR): a screening study, a full interconnection study with the transmission service provider, then an interconnection agreement. Smaller plants register as distribution-connected generation.',
  source: 'openei-rapid-ercot',
  verified: true,
  note: 'ERCOT\'s own procedure document states the same applicability ("New generating units, plants, or wind farms 10 MW or greater planning to interconnect to transmission in the ERCOT system").',
} as const satisfies ThresholdFact;

export interface FastTrackBand {
  jurisdiction: 'ferc-sgip' | 'nm-17.9.568';
  /** Line voltage band at the point of interconnection, kV: minKv ≤ kV < maxKv (or ≤ maxKv when maxKvInclusive). */
  minKv: number;
  maxKv: number;
  maxKvInclusive: boolean;
  /** Maximum export capacity (kW) eligible for Fast Track anywhere on a line of this voltage. */
  maxKwAnywhere: number;
  /** Higher limit when on a mainline near the substation (see `mainlineCondition`). */
  maxKwMainlineNearSubstation: number;
  mainlineCondition: string;
  /** Strict "<" limit in the source rather than "≤". */
  strictLimit: boolean;
  source: SourceId;
  verified: boolean;
  note?: string;
}

const FERC_MAINLINE = 'Inverter-based, on a mainline (three-phase backbone) and ≤ 2.5 electrical circuit miles from the substation';
const NM_MAINLINE = 'On a ≥600 A mainline (three-phase backbone) and < 2.5 miles from the substation';
const FERC_TABLE_NOTE =
  'FERC SGIP section 2.1 table (Order No. 792), as recalled in Voltfield research notes; the table text itself was not retrieved. The values match the New Mexico adaptation below, which was verified. Applies to certified inverter-based systems; limits for other technologies were not retrieved (the pre-792 limit was 2 MW).';

/** Fast Track eligibility by line voltage. */
export const FAST_TRACK_BANDS = [
  {
    jurisdiction: 'ferc-sgip',
    minKv: 0,
    maxKv: 5,
    maxKvInclusive: false,
    maxKwAnywhere: 500,
    maxKwMainlineNearSubstation: 500,
    mainlineCondition: FERC_MAINLINE,
    strictLimit: false,
    source: 'ferc-order-792-fr',
    verified: false,
    note: FERC_TABLE_NOTE,
  },
  {
    jurisdiction: 'ferc-sgip',
    minKv: 5,
    maxKv: 15,
    maxKvInclusive: false,
    maxKwAnywhere: 2000,
    maxKwMainlineNearSubstation: 3000,
    mainlineCondition: FERC_MAINLINE,
    strictLimit: false,
    source: 'ferc-order-792-fr',
    verified: false,
    note: FERC_TABLE_NOTE,
  },
  {
    jurisdiction: 'ferc-sgip',
    minKv: 15,
    maxKv: 30,
    maxKvInclusive: false,
    maxKwAnywhere: 3000,
    maxKwMainlineNearSubstation: 4000,
    mainlineCondition: FERC_MAINLINE,
    strictLimit: false,
    source: 'ferc-order-792-fr',
    verified: false,
    note: FERC_TABLE_NOTE,
  },
  {
    jurisdiction: 'ferc-sgip',
    minKv: 30,
    maxKv: 69,
    maxKvInclusive: true,
    maxKwAnywhere: 4000,
    maxKwMainlineNearSubstation: 5000,
    mainlineCondition: FERC_MAINLINE,
    strictLimit: false,
    source: 'ferc-order-792-fr',
    verified: false,
    note: `${FERC_TABLE_NOTE} Band is 30 kV up to and including 69 kV.`,
  },
  {
    jurisdiction: 'nm-17.9.568',
    minKv: 0,
    maxKv: 5,
    maxKvInclusive: false,
    maxKwAnywhere: 500,
    maxKwMainlineNearSubstation: 500,
    mainlineCondition: NM_MAINLINE,
    strictLimit: true,
    source: 'nm-17-9-568-13',
    verified: true,
    note: 'Table row "5 kV | < 500 kW | < 500 kW" (read as below 5 kV).',
  },
  {
    jurisdiction: 'nm-17.9.568',
    minKv: 5,
    maxKv: 15,
    maxKvInclusive: false,
    maxKwAnywhere: 2000,
    maxKwMainlineNearSubstation: 3000,
    mainlineCondition: NM_MAINLINE,
    strictLimit: true,
    source: 'nm-17-9-568-13',
    verified: true,
    note: 'Table row "5 kV - 14 kV | < 2 MW | < 3 MW".',
  },
  {
    jurisdiction: 'nm-17.9.568',
    minKv: 15,
    maxKv: 31,
    maxKvInclusive: false,
    maxKwAnywhere: 3000,
    maxKwMainlineNearSubstation: 4000,
    mainlineCondition: NM_MAINLINE,
    strictLimit: true,
    source: 'nm-17-9-568-13',
    verified: true,
    note: 'Table row "15 kV - 30 kV | < 3 MW | < 4 MW".',
  },
  {
    jurisdiction: 'nm-17.9.568',
    minKv: 31,
    maxKv: 69,
    maxKvInclusive: true,
    maxKwAnywhere: 4000,
    maxKwMainlineNearSubstation: 5000,
    mainlineCondition: NM_MAINLINE,
    strictLimit: true,
    source: 'nm-17-9-568-13',
    verified: true,
    note: 'Table row "31 kV - 69 kV | < 4 MW | < 5 MW". NM applies 17.9.568 to facilities up to 10 MW; larger ones use 17.9.569.',
  },
] as const satisfies readonly FastTrackBand[];

export interface Order2023Fact {
  id: string;
  summary: string;
  /** Date the fact refers to, YYYY-MM-DD, when it is a date. */
  date?: string;
  days?: number;
  source: SourceId;
  verified: boolean;
  note?: string;
}

/** FERC Order No. 2023 (cluster-study reform) facts the prescreen can show. */
export const ORDER_2023_FACTS = [
  {
    id: 'order-2023-issued',
    summary:
      'FERC issued Order No. 2023: first-ready, first-served cluster studies replace serial first-come, first-served studies; higher financial commitments, site control and withdrawal penalties for developers; firm study deadlines with penalties for transmission providers.',
    date: '2023-07-28',
    source: 'mondaq-order-2023',
    verified: true,
  },
  {
    id: 'order-2023a-issued',
    summary:
      'FERC issued Order No. 2023-A on rehearing, largely upholding Order No. 2023 (including penalties and the capacity "heat map").',
    date: '2024-03-21',
    source: 'foleyhoag-order-2023a',
    verified: true,
  },
  {
    id: 'order-2023-compliance-original',
    summary:
      'Compliance filings were originally due 2024-04-03; Order No. 2023-A extended the deadline to 30 days after its Federal Register publication.',
    date: '2024-04-03',
    source: 'foleyhoag-order-2023a',
    verified: true,
  },
  {
    id: 'order-2023a-effective',
    summary:
      'Order No. 2023-A was published in the Federal Register on 2024-04-16 and took effect 2024-05-16, which is also 30 days after publication, the extended compliance-filing date.',
    date: '2024-05-16',
    source: 'fr-order-2023a',
    verified: true,
    note: 'The compliance date is derived (publication + 30 days); individual RTOs then phased in their own effective dates.',
  },
  {
    id: 'order-2023-sgip-reformed',
    summary:
      'Order No. 2023 reformed the pro forma Small Generator Interconnection Procedures and Agreement along with the large generator ones, so small requests at transmission level move into the same cluster framework.',
    date: '2023-07-28',
    source: 'daypitney-order-2023',
    verified: true,
    note: 'Day Pitney: FERC "directs all public utility transmission providers to adopt reforms to the pro forma Large Generator Interconnection Procedures (LGIP) and Agreement (LGIA), and the pro forma Small Generator Interconnection Procedures (SGIP) and Agreement (SGIA)". That RTOs study small transmission-level requests beyond Fast Track in their cluster cycles is how their tariffs apply it; no single document states it for all seven.',
  },
  {
    id: 'cluster-restudy-days',
    summary:
      'When a cluster must be restudied (for example after withdrawals), the transmission provider must complete the Cluster Restudy within 150 calendar days.',
    days: 150,
    source: 'lgip-cluster-restudy-text',
    verified: true,
    note: 'Seen as quoted LGIP tariff text on a clause-dictionary site.',
  },
  {
    id: 'cluster-study-days',
    summary: 'The initial Cluster Study is to be completed within 150 calendar days of the close of the customer engagement window.',
    days: 150,
    source: 'mondaq-order-2023',
    verified: false,
    note: 'Recalled; not seen in a retrieved excerpt. The restudy deadline (150 days) is verified.',
  },
] as const satisfies readonly Order2023Fact[];
