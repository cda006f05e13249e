/*
 * Real commercial tariffs to try the optimizer with, each the OpenEI Utility Rate Database (URDB)
 * record of one edition of the rate, as published in a public repository's test data. Each record
 * is a JSON file in data/tariffs/, trimmed to the fields the reader uses (and the rate's name,
 * label, sector and dates); the list below says where each came from. The files load one at a
 * time (`loadExampleTariff`), so a page that offers them ships only the one chosen.
 *
 * Licence: OpenEI publishes its content under Creative Commons Attribution 4.0 unless the depositor
 * asks otherwise (datacc.org's profile of OpenEI; URDB's Google Dataset Search entry says CC BY 4.0
 * too). No licence statement on an OpenEI or NREL page of the URDB itself was found, so CC BY 4.0
 * is an assumption: attribute "U.S. Utility Rate Database, OpenEI/NREL" with the rate's page. The
 * repositories the records were taken from (REopt_API: BSD-style; erock25's viewer: MIT) licence
 * their code and put no restriction on the tariff figures.
 */

export interface ExampleTariffSource {
  repository: string;
  commit: string;
  path: string;
  /** Where in that file the rate object is. */
  within: string;
}

export interface ExampleTariff {
  id: string;
  /** Utility and rate, as a list shows it. */
  title: string;
  /** The rate as a narrow list shows it: utility and schedule. */
  shortTitle: string;
  /** The file in data/tariffs/. */
  file: string;
  urdbLabel: string;
  /** 'YYYY-MM-DD': the first day of this edition. */
  effectiveDate: string;
  /** 'YYYY-MM-DD': the day URDB ends this edition; absent while it is current. */
  endDate?: string;
  sector: 'Commercial' | 'Industrial';
  source: ExampleTariffSource;
  licence: string;
  note: string;
}

const URDB_LICENCE =
  'CC BY 4.0 (assumed: OpenEI’s default license for its content; URDB states none of its own). ' +
  'Attribute “U.S. Utility Rate Database, OpenEI/NREL” with the rate’s page.';

const REOPT_API_COMMIT = '97734588a5363b2215fa55ff4faac31cb4111850';

export const EXAMPLE_TARIFFS = [
  {
    id: 'pge-e19-2019',
    title: 'PG&E E-19 Medium General Demand TOU (Secondary)',
    shortTitle: 'PG&E E-19',
    file: 'pge-e19-2019.json',
    urdbLabel: '5cef0a415457a33576f60fe2',
    effectiveDate: '2019-05-01',
    endDate: '2019-06-30',
    sector: 'Commercial',
    source: {
      repository: 'NREL/REopt_API',
      commit: REOPT_API_COMMIT,
      path: 'reo/tests/posts/test_cold_POST.json',
      within: 'Scenario.Site.ElectricTariff.urdb_response',
    },
    licence: URDB_LICENCE,
    note:
      'Rates change: this is the edition of 1 May 2019 (URDB ends it 30 June 2019). Five TOU energy periods (summer, May to October: ' +
      'peak 12:00–18:00 weekdays at $0.16484/kWh), TOU demand on summer peak ($20.97/kW) and part-peak, $19.53/kW on the month’s ' +
      'maximum demand, and a customer charge of $19.71253 a day. E-19 is PG&E’s legacy schedule, replaced by B-19.',
  },
  {
    id: 'sce-gs2-tou-b-2015',
    title: 'SCE GS-2 TOU Option B (single phase)',
    shortTitle: 'SCE GS-2 TOU-B',
    file: 'sce-gs2-tou-b-2015.json',
    urdbLabel: '55fc81d7682bea28da64f9ae',
    effectiveDate: '2015-06-01',
    endDate: '2015-12-31',
    sector: 'Commercial',
    source: {
      repository: 'NREL/REopt_API',
      commit: REOPT_API_COMMIT,
      path: 'reo/tests/posts/nestedPOST.json',
      within: 'Scenario.Site.ElectricTariff.urdb_response',
    },
    licence: URDB_LICENCE,
    note:
      'Rates change: this is the edition of 1 June 2015 (URDB ends it 31 December 2015). TOU energy and, in summer (June to ' +
      'September), TOU demand (on-peak $18.11/kW); $13.20/kW on the month’s maximum demand every month, and a $259.20 monthly ' +
      'customer charge (the older fixedmonthlycharge field).',
  },
  {
    id: 'sdge-al-tou-2024',
    title: 'SDG&E AL-TOU Secondary',
    shortTitle: 'SDG&E AL-TOU',
    file: 'sdge-al-tou-2024.json',
    urdbLabel: '6772f0268322c2ebdc04e77e',
    effectiveDate: '2024-10-01',
    sector: 'Commercial',
    source: {
      repository: 'erock25/urdb-tariff-viewer_v3',
      commit: 'd83600ad4ecfced0972d196d287066b55e36a092',
      path: 'data/tariffs/San_Diego_Gas_Electric_Co_AL_TOU_Secondary_Above_500kW.json',
      within: 'items[0]',
    },
    licence: URDB_LICENCE,
    note:
      'Rates change: this is the edition of 1 October 2024, current when recorded. Six TOU energy periods (delivery plus ' +
      'the commodity cost in adj), on-peak demand of $45.61/kW in summer and $32.93/kW otherwise, and $30.63/kW on the month’s maximum demand. ' +
      'URDB names it "Above 500kW" but records 20–500 kW as its range.',
  },
  {
    id: 'peco-gs-ht-2014',
    title: 'PECO GS-HT (High Tension Power), Procurement Class 3',
    shortTitle: 'PECO GS-HT',
    file: 'peco-gs-ht-2014.json',
    urdbLabel: '53ac8daa5257a3406ac32a35',
    effectiveDate: '2014-06-01',
    endDate: '2015-04-30',
    sector: 'Commercial',
    source: {
      repository: 'NREL/REopt_API',
      commit: REOPT_API_COMMIT,
      path: 'proforma/tests/test_data.json',
      within: 'Scenario.Site.ElectricTariff.urdb_response',
    },
    licence: URDB_LICENCE,
    note:
      'Rates change: this is the edition of 1 June 2014 (URDB ends it 30 April 2015). No time of use: one energy price ' +
      '($0.0699/kWh with the generation supply adjustment) and $5.26/kW on the month’s maximum demand, the flat-demand case. ' +
      'Its coincident-peak transmission charge is not read.',
  },
] as const satisfies readonly ExampleTariff[];

export type ExampleTariffId = (typeof EXAMPLE_TARIFFS)[number]['id'];

/** One lazy import per file, so a bundler makes each its own chunk. */
const LOADERS: Record<ExampleTariffId, () => Promise<{ default: unknown }>> = {
  'pge-e19-2019': () => import('./data/tariffs/pge-e19-2019.json', { with: { type: 'json' } }),
  'sce-gs2-tou-b-2015': () => import('./data/tariffs/sce-gs2-tou-b-2015.json', { with: { type: 'json' } }),
  'sdge-al-tou-2024': () => import('./data/tariffs/sdge-al-tou-2024.json', { with: { type: 'json' } }),
  'peco-gs-ht-2014': () => import('./data/tariffs/peco-gs-ht-2014.json', { with: { type: 'json' } }),
};

export function isExampleTariffId(id: string): id is ExampleTariffId {
  return Object.hasOwn(LOADERS, id);
}

/** An example's URDB record, as its file holds it: read it with readUrdbTariff. */
export async function loadExampleTariff(id: ExampleTariffId): Promise<unknown> {
  return (await LOADERS[id]()).default;
}
