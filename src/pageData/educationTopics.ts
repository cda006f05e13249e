import type { EducationCategory } from '~/domain/constants';

/** What each education topic page (/education/<category>) says about its subject, and where it leads. */
export const EDUCATION_TOPICS: Record<EducationCategory, { intro: string; tool?: { href: string; label: string } }> = {
  'ppa-fundamentals': {
    intro: 'How power purchase agreements are priced and structured: escalators, terms, settlement and who carries which risk.',
    tool: { href: '/tools/ppa-calculator', label: 'Solve a PPA price in the PPA Calculator' },
  },
  interconnection: {
    intro: 'Getting a project onto the grid: queues, studies, network upgrades and the cost of distance to a substation.',
    tool: { href: '/tools/land-lease-estimator', label: 'See how substation distance moves lease value' },
  },
  'data-center-power': {
    intro: 'Powering data centers as load grows: grid capacity, on-site solar and storage, and contracting for clean firm power.',
    tool: { href: '/solutions/data-centers', label: 'Data center energy solutions' },
  },
  'bess-economics': {
    intro: 'What a battery earns: demand-charge reduction, arbitrage spreads, round-trip efficiency, degradation and revenue stacking.',
    tool: { href: '/tools/bess-calculator', label: 'Value a battery in the BESS Calculator' },
  },
  'policy-updates': {
    intro: 'The tax credits, deadlines and tariff rules that decide whether a project pencils, explained as they change.',
  },
  'market-analysis': {
    intro: 'Prices and trends across the market: PPA prices, equipment costs and land lease rates, with their sources.',
  },
};

/** The three Quick Resources on the education hub: real files under public/resources. */
export const QUICK_RESOURCES = [
  {
    title: 'PPA Term Sheet Checklist',
    text: 'The terms to pin down before a solar or storage PPA goes to long-form drafting.',
    file: 'ppa-term-sheet-checklist.md',
  },
  {
    title: 'Interconnection Glossary',
    text: 'Plain-language definitions of queue, study and upgrade terms across US grid operators.',
    file: 'interconnection-glossary.md',
  },
  {
    title: 'Land Lease Due Diligence Checklist',
    text: 'What a landowner should check before signing a solar or battery option or lease.',
    file: 'land-lease-due-diligence-checklist.md',
  },
] as const;
