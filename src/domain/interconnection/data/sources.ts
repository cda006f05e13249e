/**
 * Every public document the interconnection prescreen tables cite.
 *
 * A source entry names the document in which the figure was actually seen. When that document is a
 * secondary (trade press, a law-firm alert) summarizing a primary (an LBNL brief, a FERC order), the
 * title says so, so that a reviewer can go to the primary and re-check the number. A copy of a
 * document on a third-party site (a document viewer, a mirror, a repost) is never cited: the entry
 * gives the publisher's own address (data.test.ts lists the copy sites refused).
 * Rows in the other modules point here by id.
 */

export interface DataSource {
  id: string;
  title: string;
  publisher: string;
  edition: string;
  url: string;
}

/**
 * Edition of this set of tables: year.month it was compiled, then .N for a later revision in the same
 * month. Bump it whenever a figure changes.
 */
export const INTERCONNECTION_DATA_VERSION = '2026.11.3';

export const SOURCES = {
  // ---------------------------------------------------------------- LBNL "Queued Up" (queue outcomes, durations)
  'lbnl-queued-up-2026': {
    id: 'lbnl-queued-up-2026',
    title:
      'Queued Up: 2026 Edition, Characteristics of Power Plants Seeking Transmission Interconnection As of the End of 2025 (publication page and key highlights; the highlight "the median duration from IR to COD was over 5 years for projects built in 2025" was seen quoted verbatim in third-party notes, the stored copy of the page being cut before it)',
    publisher: 'Lawrence Berkeley National Laboratory (with interconnection.fyi)',
    edition: '2026 Edition, data through end-2025, published 05/2026',
    url: 'https://emp.lbl.gov/publications/queued-2026-edition-characteristics',
  },
  'lbnl-queued-up-2026-data': {
    id: 'lbnl-queued-up-2026-data',
    title:
      'U.S. Interconnection Queue Data Through 2025: Complete Interconnection Request Dataset and Summarized Data Workbook (the Queued Up 2026 data file; sheet "37. IR to COD - all" gives months from request to operation by year of operation with 25th, 50th and 75th percentiles). The percentiles used here were seen in a third-party transcription of that sheet, not in the file itself.',
    publisher: 'Lawrence Berkeley National Laboratory and GridTracker',
    edition: '05/2026, requests through end-2025 (CC BY 4.0)',
    url: 'https://eta-publications.lbl.gov/publications/us-interconnection-queue-data-0',
  },
  'appa-queued-up-2025': {
    id: 'appa-queued-up-2025',
    title:
      'Report details projects looking to interconnect to grid at end of 2024 (APPA summary of LBNL Queued Up: 2025 Edition key highlights)',
    publisher: 'American Public Power Association (Public Power Current)',
    edition: 'Queued Up 2025 Edition, data through end-2024, released 12/2025',
    url: 'https://www.publicpower.org/periodical/article/report-details-projects-looking-interconnect-grid-end-2024',
  },
  'loopback-queued-up-2025': {
    id: 'loopback-queued-up-2025',
    title:
      'Lawrence Berkeley Lab 2025 Interconnection Queue Report: Full Overview (summary of Queued Up: 2025 Edition: "The typical project reaching commercial operation in 2024 spent an average of 55 months (4.5 years) in the queue")',
    publisher: 'Loopback Systems (insights article)',
    edition: 'Queued Up 2025 Edition, data through end-2024',
    url: 'https://www.loopbacksystems.com/insights/lawrence-berkeley-2025-interconnection-queue-report-overview',
  },
  'lbnl-queued-up-2025': {
    id: 'lbnl-queued-up-2025',
    title:
      'Queued Up: 2025 Edition, Characteristics of Power Plants Seeking Transmission Interconnection As of the End of 2024 (13% of the capacity requested 2000–2019 reached commercial operation by end-2024, 77% withdrew)',
    publisher: 'Lawrence Berkeley National Laboratory',
    edition: '2025 Edition, data through end-2024, published 2025-12-15',
    url: 'https://emp.lbl.gov/publications/queued-2025-edition-characteristics',
  },
  'lbnl-queued-up-2024-news': {
    id: 'lbnl-queued-up-2024-news',
    title:
      'Grid connection backlog grows by 30% in 2023, dominated by requests for solar, wind, and energy storage (LBNL release for Queued Up: 2024 Edition; key findings quoted verbatim in secondary documents)',
    publisher: 'Lawrence Berkeley National Laboratory',
    edition: 'Queued Up 2024 Edition, data through end-2023, published 04/2024',
    url: 'https://emp.lbl.gov/news/grid-connection-backlog-grows-30-2023-dominated-requests-solar-wind-and-energy-storage',
  },
  'ecm-queued-up-2024': {
    id: 'ecm-queued-up-2024',
    title: 'Queue Up to Hook Up to the Grid (EC&M summary of LBNL Queued Up: 2024 Edition completion rates by technology)',
    publisher: 'Electrical Contractor (EC&M) magazine',
    edition: '2024 (summarizing the April 2024 Queued Up edition)',
    url: 'https://www.ecmag.com/magazine/articles/article-detail/queue-up-to-hook-up-to-the-grid',
  },
  'pvtech-joule-2024': {
    id: 'pvtech-joule-2024',
    title: '80% of energy projects withdraw from "inefficient" US grid queues – Berkeley Lab (PV Tech summary of the LBNL study in Joule)',
    publisher: 'PV Tech (Solar Media)',
    edition: '2024, cohort 2000–2018',
    url: 'https://pv-tech.org/80-of-energy-projects-withdraw-from-inefficient-us-grid-queues',
  },
  'pvtech-queued-up-2024': {
    id: 'pvtech-queued-up-2024',
    title: 'US grid connection backlog, dominated by solar, grows to 2.6TW in 2023 (PV Tech summary of LBNL Queued Up: 2024 Edition)',
    publisher: 'PV Tech (Solar Media)',
    edition: 'Queued Up 2024 Edition, data through end-2023',
    url: 'https://www.pv-tech.org/us-grid-connection-backlog-dominated-by-solar-grows-to-2-6tw-in-2023',
  },
  'lbnl-queued-up-2022': {
    id: 'lbnl-queued-up-2022',
    title:
      'Queued Up: Characteristics of Power Plants Seeking Transmission Interconnection As of the End of 2021 (23% of the projects requesting interconnection 2000–2016 reached commercial operation, as APPA News reported it on 2022-04-19)',
    publisher: 'Lawrence Berkeley National Laboratory',
    edition: '2022 edition, data through end-2021, published 04/2022',
    url: 'https://energy.lbl.gov/publications/queued-characteristics-power-plants-0',
  },
  'euci-queued-up-2021': {
    id: 'euci-queued-up-2021',
    title:
      'Queue for electric generation and storage projects is growing across the U.S. (EUCI Energize Weekly summary of LBNL Queued Up, data through end-2020)',
    publisher: 'EUCI',
    edition: 'Energize Weekly, 2021-06-02',
    url: 'https://euci.com/queue-for-electric-generation-and-storage-projects-is-growing-across-the-u-s',
  },
  'hn-lbnl-regional-completion': {
    id: 'hn-lbnl-regional-completion',
    title: 'Hacker News comment quoting an unnamed summary of LBNL queue data (2000–2016 cohort: ISO-NE and ERCOT >30%, CAISO 13%)',
    publisher: 'Hacker News (Y Combinator)',
    edition: 'comment, ca. 2023',
    url: 'https://news.ycombinator.com/item?id=37503128',
  },
  'bottleneckslab-completion': {
    id: 'bottleneckslab-completion',
    title:
      'electricity-supply-response: methodology notes on queue completion (third-party; cites LBNL 2000–2019 rates and Brattle/AEU 2018–2020 cohort rates)',
    publisher: 'Bottlenecks Lab (GitHub repository bottleneckslab/electricity-supply-response)',
    edition: 'compiled 2026-02-28',
    url: 'https://github.com/bottleneckslab/electricity-supply-response',
  },
  'lbnl-regions-2020': {
    id: 'lbnl-regions-2020',
    title:
      'New data tool from Berkeley Lab tracks proposed projects in interconnection queues (shows the region grouping: seven ISOs plus non-ISO West and Southeast)',
    publisher: 'Lawrence Berkeley National Laboratory',
    edition: '2020-08-04',
    url: 'https://emp.lbl.gov/news/new-data-tool-berkeley-lab-tracks-proposed',
  },

  // ---------------------------------------------------------------- durations (other than LBNL)
  'aeu-progress-2026': {
    id: 'aeu-progress-2026',
    title:
      'Transmission, grid connection processes improving but still too slow and unpredictable, says AEU report (press release on the Brattle/Grid Strategies progress report to the 2024 Generator Interconnection Scorecard)',
    publisher: 'Advanced Energy United, via Latitude Media',
    edition: 'progress report, June 2026',
    url: 'https://www.latitudemedia.com/industry-news/transmission-grid-connection-processes-improving-but-still-too-slow-and-unpredictable-says-aeu-report/',
  },
  'enverus-pvmag-2025': {
    id: 'enverus-pvmag-2025',
    title:
      'U.S. renewables developers face daunting grid interconnection queues (pv magazine USA summary of Enverus Intelligence Research 2025 Interconnection Queue Outlook)',
    publisher: 'pv magazine USA',
    edition: '2025-05-09, projects online 2022–2024',
    url: 'https://pv-magazine-usa.com/2025/05/09/u-s-renewables-developers-face-daunting-grid-interconnection-queues',
  },
  'nrel-dpv-timelines-2015': {
    id: 'nrel-dpv-timelines-2015',
    title:
      'It Takes an Average 63 Days to Interconnect a Solar System (summary of NREL/TP-7A40-63556, Understanding Processes and Timelines for Distributed Photovoltaic Interconnection in the United States)',
    publisher: 'Environment + Energy Leader, summarizing NREL',
    edition: 'NREL 2015, systems installed 2012–2014',
    url: 'https://www.environmentenergyleader.com/stories/it-takes-an-average-63-days-to-interconnect-a-solar-system,8198',
  },

  // ---------------------------------------------------------------- LBNL interconnection cost briefs
  'lbnl-miso-cost-2022': {
    id: 'lbnl-miso-cost-2022',
    title:
      'Generator Interconnection Cost Analysis in the Midcontinent Independent System Operator (MISO) territory (policy brief; its averages by status and technology as APPA News reported them on 2022-10-18)',
    publisher: 'Lawrence Berkeley National Laboratory',
    edition: 'LBNL MISO brief, 10/2022',
    url: 'https://energyanalysis.lbl.gov/publications/generator-interconnection-cost',
  },
  'utilitydive-lbnl-miso-cost-2022': {
    id: 'utilitydive-lbnl-miso-cost-2022',
    title: 'Generators navigating MISO interconnection queue have seen costs triple in 4 years: LBNL (Utility Dive)',
    publisher: 'Utility Dive',
    edition: 'LBNL MISO brief, 10/2022',
    url: 'https://utilitydive.com/news/generators-navigating-miso-interconnection-queue-have-seen-costs-triple-in/633676',
  },
  'appa-lbnl-pjm-cost-2023': {
    id: 'appa-lbnl-pjm-cost-2023',
    title:
      'Study Finds Steeply Rising Interconnection Costs In PJM (APPA summary of LBNL Interconnection Cost Analysis in the PJM Territory)',
    publisher: 'American Public Power Association',
    edition: 'LBNL PJM brief, 01/2023',
    url: 'https://www.publicpower.org/periodical/article/study-finds-steeply-rising-interconnection-costs-pjm',
  },
  'jepic-lbnl-pjm-cost-2023': {
    id: 'jepic-lbnl-pjm-cost-2023',
    title:
      '[USA] Report: PJM interconnection costs have grown rapidly (JEPIC digest of the LBNL PJM brief, incl. costs by fuel and PJM queue size vs peak load)',
    publisher: 'Japan Electric Power Information Center (JEPIC USA)',
    edition: 'LBNL PJM brief, 01/2023; digest 2023-01-23',
    url: 'https://jepic-usa.org/digests/2023/1/23/usa-report-pjm-interconnection-costs-have-grown-rapidly',
  },
  'appa-lbnl-spp-cost-2023': {
    id: 'appa-lbnl-spp-cost-2023',
    title:
      'Rising Costs for Projects Withdrawn from SPP Interconnection Queue: Report (APPA summary of LBNL Generator Interconnection Cost Analysis in SPP)',
    publisher: 'American Public Power Association',
    edition: 'LBNL SPP brief, 04/2023 (845 projects, studies 2002–2023)',
    url: 'https://www.publicpower.org/periodical/article/rising-costs-projects-withdrawn-spp-interconnection-queue-report',
  },
  'lbnl-isone-cost-2023': {
    id: 'lbnl-isone-cost-2023',
    title:
      'Interconnection Cost Analysis in ISO-New England (LBNL brief page; $/kW by fuel seen in a mirror of the trade article "One-in-five projects survives the ISO-NE interconnection process, report says", 2023-06-13)',
    publisher: 'Lawrence Berkeley National Laboratory',
    edition: '06/2023, 194 projects, studies 2010–2021',
    url: 'https://energyanalysis.lbl.gov/publications/interconnection-cost-analysis-iso-new',
  },
  'lbnl-nyiso-cost-2023': {
    id: 'lbnl-nyiso-cost-2023',
    title: 'Interconnection Cost Analysis in the NYISO Territory (LBNL brief abstract; $/kW figures not seen in the abstract)',
    publisher: 'Lawrence Berkeley National Laboratory (eScholarship)',
    edition: '2023, ≥43% of NYISO requests 2003–2019',
    url: 'https://escholarship.org/uc/item/37x9j4sc',
  },
  'lbnl-nonIso-cost-2025': {
    id: 'lbnl-nonIso-cost-2025',
    title:
      'Generator Interconnection Costs to the Transmission System in non-ISO Balancing Authorities (PacifiCorp, BPA, Duke Energy Progress/Carolinas/Florida; publication page)',
    publisher: 'Lawrence Berkeley National Laboratory',
    edition: '08/2025, 2,104 studies 2000–2024',
    url: 'https://energyanalysis.lbl.gov/publications/generator-interconnection-costs-0',
  },
  'rtoinsider-lbnl-cost-webinar': {
    id: 'rtoinsider-lbnl-cost-webinar',
    title:
      'Interconnection Costs on the Rise, Berkeley Lab Study Finds (RTO Insider; why CAISO and ERCOT are not covered). Seen on an RTO Insider tag-listing page.',
    publisher: 'RTO Insider',
    edition: 'listing dated 2024-08-12',
    url: 'https://rtoinsider.com/page/209/?tax=taxonomies.post_tag&term=TerraPower',
  },
  'pvmag-lbnl-ercot-2026': {
    id: 'pvmag-lbnl-ercot-2026',
    title: 'ERCOT outperformed on interconnection in 2024, likely due to "connect and manage" (pv magazine USA on an LBNL analysis)',
    publisher: 'pv magazine USA',
    edition: '2026-01-07',
    url: 'https://pv-magazine-usa.com/2026/01/07/ercot-outperformed-on-interconnection-in-2024-likely-due-to-connect-and-manage',
  },

  // ---------------------------------------------------------------- FERC and state interconnection rules
  'ferc-order-792-fr': {
    id: 'ferc-order-792-fr',
    title: 'Small Generator Interconnection Agreements and Procedures; Final Rule (Order No. 792, RM13-2-000), 78 FR 73240',
    publisher: 'Federal Energy Regulatory Commission (Federal Register)',
    edition: 'issued 2013-11-22, published 2013-12-05, effective 2014-02-03',
    url: 'https://www.gpo.gov/fdsys/pkg/FR-2013-12-05/html/2013-28515.htm',
  },
  'lklaw-order-792': {
    id: 'lklaw-order-792',
    title: 'FERC Order No. 792 (Part 1 of 3): Gains for Solar PV Fast Track Interconnections',
    publisher: 'Keyes & Fox LLP',
    edition: '2013',
    url: 'https://lklaw.com/ferc-order-no-792-part-1-of-3-gains-for-solar-pv-fast-track-interconnections/',
  },
  'nm-17-9-568-13': {
    id: 'nm-17-9-568-13',
    title: 'N.M. Admin. Code 17.9.568.13, interconnection review paths (Fast Track eligibility table by line voltage)',
    publisher: 'New Mexico Public Regulation Commission (via Justia Regulations)',
    edition: 'current through NM Register Vol. 35 No. 18 (2024-09-24); rule replaced 2023-02-14',
    url: 'https://regulations.justia.com/states/new-mexico/title-17/chapter-9/part-568/section-17-9-568-13',
  },
  'nm-17-9-568-28': {
    id: 'nm-17-9-568-28',
    title: 'N.M. Admin. Code 17.9.568.28, reporting requirements (pre-application report time limits)',
    publisher: 'New Mexico Public Regulation Commission (via Justia Regulations)',
    edition: 'current through NM Register Vol. 35 No. 18 (2024-09-24)',
    url: 'https://regulations.justia.com/states/new-mexico/title-17/chapter-9/part-568/section-17-9-568-28',
  },
  'mondaq-order-2023': {
    id: 'mondaq-order-2023',
    title: 'Order No. 2023: Interconnection Reform is Finally Here (K&L Gates via Mondaq)',
    publisher: 'Mondaq',
    edition: '2023',
    url: 'https://www.mondaq.com/unitedstates/utilities/1364314/order-no-2023-interconnection-reform-is-finally-here',
  },
  'daypitney-order-2023': {
    id: 'daypitney-order-2023',
    title:
      'Order No. 2023 Requires Major Reforms to Generator Interconnection (FERC "directs all public utility transmission providers to adopt reforms to the pro forma Large Generator Interconnection Procedures (LGIP) and Agreement (LGIA), and the pro forma Small Generator Interconnection Procedures (SGIP) and Agreement (SGIA)")',
    publisher: 'Day Pitney LLP',
    edition: 'advisory, 2023-08',
    url: 'https://www.daypitney.com/insights/publications/2023/08/11-order-no-2023-requires-major-reforms-to-generator-interconnection/',
  },
  'foleyhoag-order-2023a': {
    id: 'foleyhoag-order-2023a',
    title: "A Complete Guide To Order No. 2023-A: FERC's Interconnection Reform Rehearing Order (Foley Hoag via Mondaq)",
    publisher: 'Mondaq',
    edition: '2024-03',
    url: 'https://www.mondaq.com/unitedstates/energy-law/1445332/a-complete-guide-to-order-no-2023-a-fercs-interconnection-reform-rehearing-order-',
  },
  'fr-order-2023a': {
    id: 'fr-order-2023a',
    title:
      'Improvements to Generator Interconnection Procedures and Agreements; Order on rehearing and clarification (Order No. 2023-A, RM22-14-001), 89 FR 27006',
    publisher: 'Federal Energy Regulatory Commission (Federal Register, via Justia)',
    edition: 'published 2024-04-16, effective 2024-05-16',
    url: 'https://regulations.justia.com/regulations/fedreg/2024/04/16/2024-06563.html',
  },
  'lgip-cluster-restudy-text': {
    id: 'lgip-cluster-restudy-text',
    title:
      'Cluster Restudy definition and example tariff sentences (LGIP text: "complete the Cluster Restudy within one hundred fifty (150) Calendar Days")',
    publisher: 'markettransfer.info contract-clause dictionary',
    edition: 'retrieved 2026',
    url: 'https://www.markettransfer.info/dictionary/cluster-restudy',
  },
  'freeing-the-grid-2023': {
    id: 'freeing-the-grid-2023',
    title: 'Freeing the Grid: Interconnection Key Takeaways (state interconnection grades)',
    publisher: 'Interstate Renewable Energy Council (IREC) and Vote Solar',
    edition: '2023 grades (released 2023-06-21)',
    url: 'https://freeingthegrid.org/interconnection-key-takeaways/',
  },
  'ferc-markets-overview': {
    id: 'ferc-markets-overview',
    title: 'Electric Power Markets: National Overview (RTO/ISO regions and traditional markets in the Southeast, Southwest and Northwest)',
    publisher: 'Federal Energy Regulatory Commission',
    edition: 'market assessments page (undated)',
    url: 'https://ferc.gov/market-assessments/mkt-electric/overview.asp',
  },
  'indiana-oed-rto': {
    id: 'indiana-oed-rto',
    title: 'Regional Transmission Organizations (Indiana utilities are MISO members except AEP Indiana Michigan Power, which is in PJM)',
    publisher: 'Indiana Office of Energy Development',
    edition: 'undated web page',
    url: 'https://www.in.gov/oed/indianas-energy-landscape/electricity/regional-transmission-organizations/',
  },

  // ---------------------------------------------------------------- equipment
  'powermag-transformer-crisis-2024': {
    id: 'powermag-transformer-crisis-2024',
    title: "The Transformer Crisis: An Industry on the Brink (POWER Magazine, quoting Wood Mackenzie's April 2024 transformer update)",
    publisher: 'POWER Magazine',
    edition: '2024-06-26; Wood Mackenzie, April 2024',
    url: 'https://www.powermag.com/the-transformer-crisis-an-industry-on-the-brink/',
  },
  'powermag-transformers-2026': {
    id: 'powermag-transformers-2026',
    title:
      "Transformers in 2026: Shortage, Scramble, or Self-Inflicted Crisis? (POWER Magazine, citing Wood Mackenzie's Q2 2025 lead-time survey: large power transformers 128 weeks, GSU 144 weeks)",
    publisher: 'POWER Magazine',
    edition: '2026-01-02; Wood Mackenzie Q2 2025 survey',
    url: 'https://www.powermag.com/transformers-in-2026-shortage-scramble-or-self-inflicted-crisis/',
  },
  'pvmag-pwc-transformers-2026': {
    id: 'pvmag-pwc-transformers-2026',
    title:
      'U.S. transformer market faces severe supply constraints as lead times extend to four years (PwC analysts via Reuters Events; Wood Mackenzie GSU demand +274% 2019–2025)',
    publisher: 'pv magazine USA',
    edition: '2026-05-11',
    url: 'https://pv-magazine-usa.com/2026/05/11/u-s-transformer-market-faces-severe-supply-constraints-as-lead-times-extend-to-four-years/',
  },

  // ---------------------------------------------------------------- transmission line costs
  'nrel-revx-line-costs': {
    id: 'nrel-revx-line-costs',
    title: 'reVX least-cost transmission: base_line_costs.json ("base line cost per mile for ISOs", by line capacity class)',
    publisher: 'National Renewable Energy Laboratory (GitHub NREL/reVX)',
    edition: 'commit 37070e2b5d14a4555254148713b45cf3ceb92f66',
    url: 'https://github.com/NREL/reVX/blob/37070e2b5d14a4555254148713b45cf3ceb92f66/reVX/least_cost_xmission/config/base_line_costs.json',
  },
  'nrel-revx-power-to-voltage': {
    id: 'nrel-revx-power-to-voltage',
    title:
      'reVX least-cost transmission: power_to_voltage.json (line capacity class in MW → tie-line voltage in kV) and README ("230 kV (400MW capacity)")',
    publisher: 'National Renewable Energy Laboratory (GitHub NREL/reVX)',
    edition: 'defaults at commit 127cd644895ccb2ba229c7df60898565dc6336c4',
    url: 'https://github.com/NREL/reVX/blob/127cd644895ccb2ba229c7df60898565dc6336c4/reVX/least_cost_xmission/defaults/power_to_voltage.json',
  },
  'eei-out-of-sight-2012': {
    id: 'eei-out-of-sight-2012',
    title:
      'Out of Sight, Out of Mind 2012: An Updated Study on the Undergrounding of Overhead Power Lines (Table 6.2, "Cost per Mile: New Construction Distribution", utility survey minimum and maximum by setting; read in a copy of the full report, whose own address on EEI\'s site was not found: the publisher\'s site is given)',
    publisher: 'Edison Electric Institute (prepared by Hall Energy Consulting)',
    edition: '2012 study, published January 2013',
    url: 'https://www.eei.org/',
  },
  'rtoinsider-miso-cost-guide': {
    id: 'rtoinsider-miso-cost-guide',
    title: 'MISO Releases Transmission Cost Estimates Guide (RTO Insider: 20% contingency, 7.5% AFUDC, straight line + 30% route length)',
    publisher: 'RTO Insider',
    edition: 'draft guide for MTEP18',
    url: 'https://www.rtoinsider.com/27602-miso-releases-transmission-cost-estimates-guide/',
  },

  // ---------------------------------------------------------------- tax-credit policy (OBBBA, Treasury)
  'natlaw-obbba-2025': {
    id: 'natlaw-obbba-2025',
    title: 'President Trump and Congress Deprioritize Solar and Wind Generation (OBBBA 45Y/48E deadlines; storage treatment)',
    publisher: 'National Law Review',
    edition: '2025-07',
    url: 'https://natlawreview.com/article/president-trump-and-congress-deprioritize-solar-and-wind-generation',
  },
  'mayerbrown-obbba-2025': {
    id: 'mayerbrown-obbba-2025',
    title: 'House Enacts the Senate Legislative Text of the One Big Beautiful Bill Act (Mayer Brown)',
    publisher: 'Mayer Brown',
    edition: '2025-07',
    url: 'https://www.mayerbrown.com/ja/insights/publications/2025/07/house-enacts-the-senate-legislative-text-of-the-one-big-beautiful-bill-act',
  },
  'icstax-48e-2025': {
    id: 'icstax-48e-2025',
    title: '48E Investment Tax Credit Phaseout (OBBBA storage and other-technology phase-down by construction-start year)',
    publisher: 'ICS Tax',
    edition: '2025',
    url: 'https://ics-tax.com/?p=12302',
  },
  'akerman-boc-2025': {
    id: 'akerman-boc-2025',
    title: 'Start of Construction for Solar and Wind Projects in a Post-OBBBA World (Notice 2025-42; other technologies to end of 2035)',
    publisher: 'Akerman LLP',
    edition: '2025-08',
    url: 'https://www.akerman.com/en/perspectives/start-of-construction-for-solar-and-wind-projects-in-a-post-obbba-world.html',
  },
  'jdsupra-notice-2025-42': {
    id: 'jdsupra-notice-2025-42',
    title: 'IRS Releases Guidance on Wind and Solar Beginning of Construction (Notice 2025-42)',
    publisher: 'JD Supra',
    edition: '2025-08',
    url: 'https://production.jdsupra.com/legalnews/irs-releases-guidance-on-wind-and-solar-3631217',
  },
  'pvmag-notice-2026-15': {
    id: 'pvmag-notice-2026-15',
    title:
      'Treasury, IRS release interim guidance on prohibited foreign entity restrictions for solar tax credits (Notice 2026-15; 2026 MACR thresholds)',
    publisher: 'pv magazine USA',
    edition: '2026-02-13',
    url: 'https://pv-magazine-usa.com/2026/02/13/treasury-irs-release-interim-guidance-on-prohibited-foreign-entity-restrictions-for-solar-tax-credits',
  },
  'foley-notice-2026-15': {
    id: 'foley-notice-2026-15',
    title:
      'IRS Notice 2026-15 material assistance guidance (background: prohibited-foreign-entity taxpayer rule for tax years beginning after 2025-07-04)',
    publisher: 'Foley & Lardner LLP',
    edition: '2026-02',
    url: 'https://www.foley.com/?p=118140',
  },
  'openei-rapid-ercot': {
    id: 'openei-rapid-ercot',
    title:
      'RAPID Roadmap 8-TX-b, Texas ERCOT Interconnection (generation over 10 MW: ERCOT Generation Resource Interconnection or Change Request, studies and an interconnection agreement; under 10 MW: distribution registration)',
    publisher: 'Open Energy Information (OpenEI), U.S. Department of Energy',
    edition: 'wiki page as retrieved 2026-11',
    url: 'https://openei.org/wiki/RAPID/Roadmap/8-TX-b',
  },
} as const satisfies Record<string, DataSource>;

export type SourceId = keyof typeof SOURCES;

/** All source ids, in declaration order. */
export const SOURCE_IDS = Object.keys(SOURCES) as SourceId[];
